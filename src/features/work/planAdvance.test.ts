// A floating plan's next due date and meter threshold from its order's completion (issue 11).
import { describe, expect, it } from 'vitest';
import type { MaintenancePlan } from '../../services/firebase/plans';
import { completionAdvance } from './planAdvance';

const plan = (extra: Partial<MaintenancePlan> = {}): MaintenancePlan => ({
  id: 'plan0000000000000001',
  title: 'Pump inspection',
  equipmentIds: ['pump1'],
  steps: [],
  workType: 'PM-INSP',
  estimatedHours: 2,
  craft: 'Mechanical',
  assignees: [],
  permits: [],
  signatureRequired: false,
  trigger: 'calendar',
  interval: { every: 1, unit: 'months' },
  meter: null,
  scheduling: 'floating',
  leadDays: 5,
  startDate: '2026-01-31',
  active: true,
  nextDue: null,
  generateOn: null,
  nextThreshold: null,
  lastOrder: 'plan0000000000000001_2026-01-31',
  createdAt: null,
  createdBy: 'u',
  updatedAt: null,
  updatedBy: 'u',
  ...extra,
});

describe('floating plan advance on completion', () => {
  it('counts the next due date from the completion day, the order appearing lead days before', () => {
    expect(completionAdvance(plan(), '2026-02-03', 0)).toEqual({
      nextDue: '2026-03-03',
      generateOn: '2026-02-26',
      nextThreshold: null,
    });
    // Month ends clamp; leap years count.
    expect(completionAdvance(plan(), '2028-01-31', 0).nextDue).toBe('2028-02-29');
    expect(completionAdvance(plan({ interval: { every: 2, unit: 'weeks' }, leadDays: 0 }), '2026-12-25', 0)).toEqual({
      nextDue: '2027-01-08',
      generateOn: '2027-01-08',
      nextThreshold: null,
    });
  });

  it('sets a meter plan’s next threshold one interval above the last reading, rounded up', () => {
    const meter = { equipmentId: 'pump1', meterId: 'hours', every: 500 };
    expect(completionAdvance(plan({ trigger: 'meter', interval: null, meter }), '2026-02-03', 1234.2)).toEqual({
      nextDue: null,
      generateOn: null,
      nextThreshold: 1735,
    });
    expect(completionAdvance(plan({ trigger: 'either', meter }), '2026-02-03', 1000)).toEqual({
      nextDue: '2026-03-03',
      generateOn: '2026-02-26',
      nextThreshold: 1500,
    });
  });
});
