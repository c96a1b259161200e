// The equipment rules the form and the CSV import share.
import { describe, expect, it } from 'vitest';
import type { EquipmentSummary } from '../../services/firebase/assets';
import { checkEquipment, EMPTY_DRAFT, isoDay, tagKey, toDraft, toInput, wouldCycle } from './equipmentValidation';
import messages from './messages';

const item = (id: string, tag: string, parent: string | null = null): EquipmentSummary => ({
  id,
  tag,
  name: `Item ${tag}`,
  criticality: 5,
  parent,
  status: 'inService',
});
// A tree: PM1 → DRY → FAN; PM1 → WET
const plant = [
  item('pm1', 'PM1'),
  item('dry', 'PM1-DRY', 'pm1'),
  item('fan', 'PM1-DRY-FAN', 'dry'),
  item('wet', 'PM1-WET', 'pm1'),
];
const draft = { ...EMPTY_DRAFT, tag: 'P-101', name: 'Feed pump', criticality: '7' };
const newOne = { eqid: null, summaries: plant };

describe('checkEquipment', () => {
  it('accepts a complete new item and turns it into what is saved', () => {
    expect(checkEquipment(draft, [], newOne)).toEqual({});
    const input = toInput({ ...draft, tag: ' P-101 ', parent: 'dry', installDate: '03.02.2021' }, [
      { id: 'm1', name: ' Run hours ', unit: 'h' },
    ]);
    expect(input).toMatchObject({ tag: 'P-101', parent: 'dry', installDate: '2021-02-03', criticality: 7 });
    expect(input.meters).toEqual([{ id: 'm1', name: 'Run hours', unit: 'h' }]);
  });

  it('refuses an empty tag and a tag another item has, whatever its case', () => {
    expect(checkEquipment({ ...draft, tag: '   ' }, [], newOne).tag).toBe(messages.problemTagRequired);
    expect(checkEquipment({ ...draft, tag: 'pm1-dry ' }, [], newOne).tag).toBe(messages.problemTagTaken);
    // Editing an item keeps its own tag.
    expect(checkEquipment({ ...draft, tag: 'PM1-DRY' }, [], { eqid: 'dry', summaries: plant }).tag).toBeUndefined();
  });

  it('refuses an unknown criticality: empty, 0, 11, 5.5 and words', () => {
    for (const criticality of ['', '0', '11', '5.5', 'high', '-3'])
      expect(checkEquipment({ ...draft, criticality }, [], newOne).criticality).toBe(messages.problemCriticality);
    expect(checkEquipment({ ...draft, criticality: '10' }, [], newOne).criticality).toBeUndefined();
    expect(checkEquipment({ ...draft, criticality: '1' }, [], newOne).criticality).toBeUndefined();
  });

  it('refuses a parent that would make a cycle, the item itself, and a parent outside the plant', () => {
    const editing = { eqid: 'dry', summaries: plant };
    expect(checkEquipment({ ...draft, parent: 'fan' }, [], editing).parent).toBe(messages.problemParentCycle);
    expect(checkEquipment({ ...draft, parent: 'dry' }, [], editing).parent).toBe(messages.problemParentCycle);
    expect(checkEquipment({ ...draft, parent: 'elsewhere' }, [], editing).parent).toBe(messages.problemParentUnknown);
    expect(checkEquipment({ ...draft, parent: 'wet' }, [], editing).parent).toBeUndefined();
  });

  it('refuses names of 10,000 characters and over-long free text', () => {
    const long = 'x'.repeat(10_000);
    const problems = checkEquipment({ ...draft, name: long, model: long, description: long }, [], newOne);
    expect(problems).toMatchObject({
      name: messages.problemNameTooLong,
      model: messages.problemTextTooLong,
      description: messages.problemDescriptionTooLong,
    });
    expect(checkEquipment({ ...draft, name: 'x'.repeat(200) }, [], newOne).name).toBeUndefined();
  });

  it('refuses a bad status, a bad date and incomplete meters', () => {
    expect(checkEquipment({ ...draft, status: 'broken' }, [], newOne).status).toBe(messages.problemStatus);
    expect(checkEquipment({ ...draft, installDate: '31.02.2021' }, [], newOne).installDate).toBe(
      messages.problemInstallDate,
    );
    expect(checkEquipment(draft, [{ id: 'm', name: 'Hours', unit: '' }], newOne).meters).toBe(messages.problemMeters);
  });

  it('refuses a new item in a full plant', () => {
    const full = Array.from({ length: 5000 }, (_, i) => item(`e${i}`, `T${i}`));
    expect(checkEquipment(draft, [], { eqid: null, summaries: full }).tag).toBe(messages.problemPlantFull);
  });
});

describe('helpers', () => {
  it('finds cycles through the parent chain, even in damaged data', () => {
    expect(wouldCycle('pm1', 'fan', plant)).toBe(true);
    expect(wouldCycle('fan', 'wet', plant)).toBe(false);
    const loop = [item('a', 'A', 'b'), item('b', 'B', 'a')];
    expect(wouldCycle('c', 'a', loop)).toBe(true);
    expect(wouldCycle(null, 'a', plant)).toBe(false);
  });

  it('reads install dates in both forms and refuses impossible ones', () => {
    expect(isoDay('')).toBeNull();
    expect(isoDay('2021-02-03')).toBe('2021-02-03');
    expect(isoDay('03.02.2021')).toBe('2021-02-03');
    expect(isoDay('2021-02-30')).toBeUndefined();
    expect(isoDay('tomorrow')).toBeUndefined();
  });

  it('round-trips a saved item through the form', () => {
    const input = toInput({ ...draft, installDate: '2020-12-31' }, []);
    expect(toInput(toDraft(input), [])).toEqual(input);
    expect(tagKey(' ab-1 ')).toBe('AB-1');
  });
});
