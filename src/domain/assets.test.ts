import { describe, expect, it } from 'vitest';
import { areasOf, type EquipmentSummary, operatingUnits, withBranches } from './assets';

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

describe('areas', () => {
  it('takes the top of each branch as its area, and ends a branch at a missing parent or a loop', () => {
    const areas = areasOf([
      { id: 'a', parent: null },
      { id: 'b', parent: 'a' },
      { id: 'c', parent: 'b' },
      { id: 'orphan', parent: 'gone' },
      { id: 'x', parent: 'y' },
      { id: 'y', parent: 'x' },
    ]);
    expect(Object.fromEntries(areas)).toEqual({ a: 'a', b: 'a', c: 'a', orphan: 'orphan', x: 'y', y: 'x' });
  });
});

describe('withBranches', () => {
  it('adds everything under the chosen items, once, in the register’s order, a loop ending', () => {
    const items = [
      { id: 'a', parent: null },
      { id: 'b', parent: 'a' },
      { id: 'c', parent: 'b' },
      { id: 'd', parent: null },
      { id: 'x', parent: 'y' },
      { id: 'y', parent: 'x' },
    ];
    expect(withBranches(['a'], items)).toEqual(['a', 'b', 'c']);
    expect(withBranches(['b', 'd', 'c'], items)).toEqual(['b', 'c', 'd']);
    expect(withBranches(['x'], items)).toEqual(['x', 'y']);
    expect(withBranches(['gone'], items)).toEqual(['gone']);
  });
});
