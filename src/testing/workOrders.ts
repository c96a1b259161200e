// A planned work order for component tests: Ready to Schedule, Mechanical, 4 h, on Bob ('u-bob'),
// as the board, the calendar and the schedules read it. `craft` and `hours` set its plan's;
// anything else replaces the field.
import { PLAIN_ORDER_FIELDS, type WorkRequest } from '../services/firebase/work';

export function plannedOrder(
  number: string,
  extra: Partial<WorkRequest> & { craft?: string; hours?: number } = {},
): WorkRequest {
  const { craft = 'Mechanical', hours = 4, ...rest } = extra;
  return {
    number,
    title: `Title of ${number}`,
    description: '',
    equipmentId: 'eq1',
    equipmentTag: `TAG-${number.slice(-4)}`,
    equipmentName: 'Feed pump',
    criticality: 5,
    workType: 'CSM',
    rime: 20,
    status: 'readyToSchedule',
    version: 4,
    raisedBy: 'user-1',
    raisedByName: 'Ana López',
    raisedAt: new Date().toISOString(),
    updatedAt: null,
    updatedBy: 'user-1',
    reason: null,
    plan: { estimatedHours: hours, craft, assignees: ['u-bob'], permits: [], materials: [] },
    scheduledFor: null,
    execution: null,
    assignees: ['u-bob'],
    ...PLAIN_ORDER_FIELDS,
    ...rest,
  };
}
