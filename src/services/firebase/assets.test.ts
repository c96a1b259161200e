// The asset converters refuse damaged documents by name and field; a plant keeps its good
// summary items and counts the damaged ones, so one bad line does not hide a whole plant.
import { describe, expect, it } from 'vitest';
import { parseEquipment, parsePlant, parseSite, summaryOf } from './assets';
import { FieldReader } from './schema';

const read = (data: Record<string, unknown>) => new FieldReader('users/c/companies/c/sites/s/plants/p', data);
const summary = { id: 'e1', tag: 'P-101', name: 'Pump', criticality: 7, parent: null, status: 'inService' };
const equipment = {
  tag: 'P-101',
  name: 'Feed pump',
  description: '',
  criticality: 7,
  parent: null,
  manufacturer: 'KSB',
  model: 'Etanorm',
  serial: 'SN1',
  installDate: '2019-04-01',
  location: 'Basement',
  status: 'standby',
  meters: [{ id: 'm1', name: 'Run hours', unit: 'h' }],
};

describe('asset converters', () => {
  it('reads a plant, leaving out and counting damaged summary items, the later of two duplicates winning', () => {
    const plant = parsePlant(
      'p',
      read({
        name: 'Paper machine 1',
        archived: false,
        equipments: [
          summary,
          { ...summary, id: 'e2', criticality: 11 },
          { id: 'e3' },
          { ...summary, name: 'Pump (new)' },
        ],
      }),
    );
    expect(plant.equipments).toEqual([{ ...summary, name: 'Pump (new)' }]);
    expect(plant.corruptItems).toBe(2);
  });

  it('reads equipment and refuses a bad criticality, status or install date, naming the field', () => {
    expect(parseEquipment('e1', read(equipment))).toMatchObject({ id: 'e1', criticality: 7, status: 'standby' });
    expect(() => parseEquipment('e1', read({ ...equipment, criticality: 5.5 }))).toThrow(
      'criticality is not a whole number',
    );
    expect(() => parseEquipment('e1', read({ ...equipment, criticality: 0 }))).toThrow(
      'criticality is not between 1 and 10',
    );
    expect(() => parseEquipment('e1', read({ ...equipment, status: 'broken' }))).toThrow('status is not one of');
    expect(() => parseEquipment('e1', read({ ...equipment, installDate: '01.04.2019' }))).toThrow(
      'installDate is not in the expected form',
    );
    expect(() => parseEquipment('e1', read({ ...equipment, name: 'x'.repeat(201) }))).toThrow(
      'name is longer than 200',
    );
  });

  it('reads a site and keeps a summary name short', () => {
    expect(parseSite('s', read({ name: 'North', archived: true }))).toMatchObject({
      id: 's',
      name: 'North',
      archived: true,
    });
    const long = summaryOf('e', { ...equipment, name: 'y'.repeat(200), status: 'inService', parent: 'p' } as never);
    expect(long.name).toHaveLength(80);
    expect(Object.keys(long).sort()).toEqual(['criticality', 'id', 'name', 'parent', 'status', 'tag']);
  });
});
