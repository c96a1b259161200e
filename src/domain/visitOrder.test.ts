import { describe, expect, it } from 'vitest';
import { newWorkNumber, WORK_NUMBER, workKeywords } from '../lib/workNumber';
import { visitOrderFields } from './visitOrder';

describe('a contract visit’s work order', () => {
  it('is planned contractor work on the weekly schedule for the visit’s day, tied to its contract', () => {
    const number = newWorkNumber(new Date(2027, 0, 5));
    expect(number).toMatch(WORK_NUMBER);
    const fields = visitOrderFields(
      number,
      {
        id: 'c1',
        site: 's1',
        vendor: 'FireCo',
        visits: [
          { date: '2027-01-01', plant: null, order: null },
          { date: '2027-07-01', plant: null, order: null },
        ],
      },
      { contractId: 'c1', visit: 1, equipmentId: 'p1', estimatedHours: 3, title: ' Contract visit ', description: '' },
      { id: 'p1', tag: 'P-101', name: 'Feed pump', criticality: 7, parent: null, status: 'inService' },
      { uid: 'u1', name: 'Ada' },
    );
    expect(fields).toEqual({
      number,
      title: 'Contract visit',
      keywords: workKeywords('Contract visit', number),
      description: '',
      equipmentId: 'p1',
      equipmentTag: 'P-101',
      equipmentName: 'Feed pump',
      criticality: 7,
      workType: 'PM-INSP',
      rime: 42,
      status: 'weeklySchedule',
      version: 1,
      raisedBy: 'u1',
      raisedByName: 'Ada',
      updatedBy: 'u1',
      reason: null,
      plan: { estimatedHours: 3, craft: 'Contractor', assignees: [], permits: [], materials: [] },
      scheduledFor: '2027-07-01',
      execution: null,
      assignees: [],
      pm: null,
      checklist: [],
      signature: null,
      completedAt: null,
      contract: { site: 's1', id: 'c1', vendor: 'FireCo', visit: '2027-07-01' },
    });
  });
});
