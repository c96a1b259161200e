import { describe, expect, it } from 'vitest';
import { type EquipmentSummary, operatingUnits } from './assets';

const item = (id: string, parent: string | null, status: EquipmentSummary['status'] = 'inService') => ({
  id,
  tag: id.toUpperCase(),
  name: id,
  criticality: 5,
  parent,
  status,
});

describe('the units whose operating time MTBF counts', () => {
  it('are in service and have no children: not areas or systems, not standby or out-of-service units', () => {
    const register = [
      item('area', null),
      item('line', 'area'),
      item('pump', 'line'),
      item('spare-pump', 'line', 'standby'),
      item('old-motor', 'line', 'outOfService'),
      item('fan', null),
    ];
    expect(operatingUnits(register).map((e) => e.id)).toEqual(['pump', 'fan']);
  });
});
