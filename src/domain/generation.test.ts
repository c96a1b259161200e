// Generation decisions: when a plan is due, the order it makes and how the plan moves on —
// fixed and floating, month ends, leap years, lead time, catching up, meter thresholds.
import { describe, expect, it } from 'vitest';
import { planCode } from '../lib/workNumber';
import type { EquipmentSummary } from '../services/firebase/assets';
import type { PlanInput } from '../services/firebase/plans';
import {
  advancesOnCompletion,
  completionAdvance,
  dueOfOrderId,
  dueReason,
  editedProgress,
  generationAdvance,
  initialProgress,
  nextOnGrid,
  nextThresholdAbove,
  type PlanLike,
  planGeneration,
  rebasedThreshold,
} from './generation';

const PUMP: EquipmentSummary = {
  id: 'pump1',
  tag: 'P-101',
  name: 'Feed pump',
  criticality: 7,
  parent: null,
  status: 'inService',
};
const BY = { uid: 'u1', name: 'Ada Admin' };

const input = (extra: Partial<PlanInput> = {}): PlanInput => ({
  title: 'Lubricate bearings',
  equipmentIds: ['pump1', 'motor1'],
  steps: [
    { text: 'Grease both bearings', reading: null },
    { text: 'Bearing temperature', reading: { unit: '°C', min: 10, max: 70 } },
  ],
  workType: 'PM-INSP',
  estimatedHours: 1.5,
  craft: 'Mechanical',
  assignees: ['u2'],
  permits: ['ELCT'],
  signatureRequired: true,
  trigger: 'calendar',
  interval: { every: 1, unit: 'months' },
  meter: null,
  scheduling: 'fixed',
  leadDays: 0,
  startDate: '2026-01-31',
  active: true,
  ...extra,
});

/** A stored plan: its input with the progress of a new plan, then any overrides. */
const plan = (
  extra: Partial<PlanInput> = {},
  progress: Partial<PlanLike> = {},
  reading: number | null = null,
): PlanLike => {
  const i = input(extra);
  return { id: 'PLAN', ...i, ...initialProgress(i, reading), ...progress };
};

/** Runs generation as the saga does, `runs` times on `today`, applying each advance. */
function run(p: PlanLike, today: string, reading: number | null = null, runs = 1) {
  const orders: string[] = [];
  let current = p;
  for (let i = 0; i < runs; i++) {
    const g = planGeneration(current, today, reading, PUMP, BY);
    if (!g) break;
    orders.push(g.orderId);
    current = { ...current, ...g.advance };
  }
  return { orders, plan: current };
}

describe('a new plan', () => {
  it('is due first on its start date, generated lead days before', () => {
    expect(initialProgress(input({ leadDays: 5, startDate: '2026-03-03' }), null)).toEqual({
      nextDue: '2026-03-03',
      generateOn: '2026-02-26',
      nextThreshold: null,
      lastOrder: null,
    });
  });

  it('counts a meter plan from the last reading (or zero), and has no calendar date', () => {
    const meter = { equipmentId: 'pump1', meterId: 'hours', every: 500 };
    expect(initialProgress(input({ trigger: 'meter', interval: null, meter }), 1234)).toEqual({
      nextDue: null,
      generateOn: null,
      nextThreshold: 1734,
      lastOrder: null,
    });
    expect(initialProgress(input({ trigger: 'meter', interval: null, meter }), null).nextThreshold).toBe(500);
    expect(initialProgress(input({ trigger: 'meter', interval: null, meter }), 10.2).nextThreshold).toBe(511);
    expect(initialProgress(input({ trigger: 'either', meter }), 100)).toMatchObject({
      nextDue: '2026-01-31',
      nextThreshold: 600,
    });
  });
});

describe('calendar plans', () => {
  it('is not due before generateOn, and due from it on (lead time)', () => {
    const p = plan({ leadDays: 7, startDate: '2026-12-10' });
    expect(dueReason(p, '2026-12-02', null)).toBeNull();
    expect(dueReason(p, '2026-12-03', null)).toEqual({ kind: 'calendar', due: '2026-12-10' });
    expect(dueReason(p, '2026-12-20', null)).toEqual({ kind: 'calendar', due: '2026-12-10' });
  });

  it('makes the order with the plan’s fields, deterministic id and checklist', () => {
    const g = planGeneration(plan({ startDate: '2026-11-23' }), '2026-11-23', null, PUMP, BY)!;
    expect(g.orderId).toBe('PLAN_2026-11-23');
    expect(g.order).toEqual({
      number: 'PLAN_2026-11-23',
      title: 'Lubricate bearings',
      // The title's words, then the readable number's (PM-20261123-{the plan's code}).
      keywords: [
        ...['lu', 'be', 'lub', 'bea', 'lubr', 'bear', 'lubri', 'beari', 'lubric', 'bearin', 'lubrica', 'bearing'],
        ...['lubricat', 'bearings', 'lubricate'],
        ...['pm', '20', planCode('PLAN').slice(0, 2).toLowerCase(), '202', planCode('PLAN').slice(0, 3).toLowerCase()],
        ...['2026', planCode('PLAN').toLowerCase(), '20261', '202611', '2026112', '20261123'],
      ],
      description: '',
      equipmentId: 'pump1',
      equipmentTag: 'P-101',
      equipmentName: 'Feed pump',
      criticality: 7,
      workType: 'PM-INSP',
      rime: 7 * 6, // PM-INSP weighs 6
      status: 'readyToSchedule',
      version: 1,
      raisedBy: 'plan',
      raisedByName: 'Ada Admin',
      reason: null,
      plan: { estimatedHours: 1.5, craft: 'Mechanical', assignees: ['u2'], permits: ['ELCT'], materials: [] },
      scheduledFor: null,
      execution: null,
      assignees: ['u2'],
      pm: {
        planId: 'PLAN',
        due: '2026-11-23',
        threshold: null,
        toleranceDays: 3,
        signatureRequired: true,
        equipmentIds: ['pump1', 'motor1'],
      },
      // The plan's steps whole; nothing ticked or read.
      checklist: [
        { text: 'Grease both bearings', reading: null },
        { text: 'Bearing temperature', reading: { unit: '°C', min: 10, max: 70 } },
      ],
      checklistDone: [false, false],
      checklistValues: ['', ''],
      signature: null,
      completedAt: null,
      contract: null,
    });
    expect(g.advance).toEqual({
      nextDue: '2026-12-23',
      generateOn: '2026-12-23',
      nextThreshold: null,
      lastOrder: 'PLAN_2026-11-23',
    });
  });

  it('keeps a fixed monthly plan on the 31st in the months that have one', () => {
    let p = plan({ startDate: '2026-01-31', leadDays: 3 });
    const dues: string[] = [];
    for (let i = 0; i < 6; i++) {
      const g = planGeneration(p, p.generateOn!, null, PUMP, BY)!;
      dues.push(g.order.pm.due);
      p = { ...p, ...g.advance };
    }
    expect(dues).toEqual(['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30', '2026-05-31', '2026-06-30']);
    expect(p.nextDue).toBe('2026-07-31');
    expect(p.generateOn).toBe('2026-07-28');
  });

  it('keeps a yearly plan on 29 February in leap years and 28 February between', () => {
    let p = plan({ startDate: '2028-02-29', interval: { every: 1, unit: 'years' } });
    const dues: string[] = [];
    for (let i = 0; i < 5; i++) {
      const g = planGeneration(p, '2040-01-01', null, PUMP, BY)!;
      dues.push(g.order.pm.due);
      p = { ...p, ...g.advance };
    }
    expect(dues).toEqual(['2028-02-29', '2029-02-28', '2030-02-28', '2031-02-28', '2032-02-29']);
    expect(nextOnGrid('2028-02-29', { every: 1, unit: 'years' }, '2099-03-01')).toBe('2100-02-28');
  });

  it('generates lead days ahead across a month end and a leap day', () => {
    const p = plan({ startDate: '2028-03-02', leadDays: 3, interval: { every: 2, unit: 'weeks' } });
    expect(p.generateOn).toBe('2028-02-28');
    expect(dueReason(p, '2028-02-27', null)).toBeNull();
    const g = planGeneration(p, '2028-02-28', null, PUMP, BY)!;
    expect(g.advance).toMatchObject({ nextDue: '2028-03-16', generateOn: '2028-03-13' });
  });

  it('catches up one order per run when several intervals were missed, without skipping', () => {
    const p = plan({ startDate: '2026-01-05', interval: { every: 1, unit: 'weeks' } });
    const first = run(p, '2026-01-27');
    expect(first.orders).toEqual(['PLAN_2026-01-05']);
    expect(first.plan.nextDue).toBe('2026-01-12');
    const rest = run(first.plan, '2026-01-27', null, 10);
    expect(rest.orders).toEqual(['PLAN_2026-01-12', 'PLAN_2026-01-19', 'PLAN_2026-01-26']);
    expect(rest.plan).toMatchObject({ nextDue: '2026-02-02', lastOrder: 'PLAN_2026-01-26' });
  });

  it('always moves nextDue forward (the rules refuse anything else)', () => {
    for (const unit of ['days', 'weeks', 'months', 'years'] as const)
      for (const start of ['2026-01-31', '2028-02-29', '2026-12-31']) {
        let p = plan({ startDate: start, interval: { every: 1, unit } });
        for (let i = 0; i < 30; i++) {
          const g = planGeneration(p, '2100-01-01', null, PUMP, BY)!;
          expect(g.advance.nextDue! > p.nextDue!).toBe(true);
          p = { ...p, ...g.advance };
        }
      }
  });

  it('does nothing for a paused plan, or without its first equipment in the plant', () => {
    expect(planGeneration(plan({ active: false }), '2027-01-01', null, PUMP, BY)).toBeNull();
    expect(planGeneration(plan(), '2027-01-01', null, undefined, BY)).toBeNull();
    expect(planGeneration(plan({ equipmentIds: ['motor1'] }), '2027-01-01', null, PUMP, BY)).toBeNull();
  });
});

describe('floating plans', () => {
  const floating = plan({ scheduling: 'floating', startDate: '2026-03-10', leadDays: 2 });

  it('waits after an order until it is completed, then counts from the completion', () => {
    const g = planGeneration(floating, '2026-03-08', null, PUMP, BY)!;
    expect(g.orderId).toBe('PLAN_2026-03-10');
    expect(g.advance).toEqual({ nextDue: null, generateOn: null, nextThreshold: null, lastOrder: 'PLAN_2026-03-10' });
    const waiting = { ...floating, ...g.advance };
    expect(dueReason(waiting, '2027-12-31', null)).toBeNull();
    expect(advancesOnCompletion(waiting, 'PLAN_2026-03-10')).toBe(true);
    expect(advancesOnCompletion(waiting, 'PLAN_2026-02-10')).toBe(false);
    // Completed late, on 31 March: the next is a month after that (30 April), two days ahead.
    const next = completionAdvance(waiting, '2026-03-31', null);
    expect(next).toEqual({ nextDue: '2026-04-30', generateOn: '2026-04-28', nextThreshold: null });
    const resumed = { ...waiting, ...next! };
    expect(dueReason(resumed, '2026-04-27', null)).toBeNull();
    expect(planGeneration(resumed, '2026-04-28', null, PUMP, BY)!.orderId).toBe('PLAN_2026-04-30');
  });

  it('counts a floating meter plan from the last reading at completion', () => {
    const meter = { equipmentId: 'pump1', meterId: 'hours', every: 250 };
    const p = plan(
      { scheduling: 'floating', trigger: 'either', meter },
      { lastOrder: 'PLAN_m250', nextDue: null, generateOn: null, nextThreshold: null },
    );
    expect(completionAdvance(p, '2026-05-01', 612.5)).toEqual({
      nextDue: '2026-06-01',
      generateOn: '2026-06-01',
      nextThreshold: 863,
    });
  });

  it('does not move a fixed plan on completion', () => {
    expect(completionAdvance(plan(), '2026-03-31', null)).toBeNull();
    expect(advancesOnCompletion({ ...plan(), lastOrder: 'PLAN_2026-01-31' }, 'PLAN_2026-01-31')).toBe(false);
  });
});

describe('meter plans', () => {
  const meter = { equipmentId: 'pump1', meterId: 'hours', every: 500 };
  const meterPlan = (progress: Partial<PlanLike> = {}) =>
    plan({ trigger: 'meter', interval: null, meter }, progress, 1000); // next threshold 1500

  it('is due when the reading reaches the threshold, not before', () => {
    const p = meterPlan();
    expect(dueReason(p, '2026-11-23', 1499.9)).toBeNull();
    expect(dueReason(p, '2026-11-23', null)).toBeNull();
    expect(dueReason(p, '2026-11-23', 1500)).toEqual({ kind: 'meter', threshold: 1500 });
  });

  it('makes the order {planId}_m{threshold}, due the day it is found, with the meter tolerance', () => {
    const g = planGeneration(meterPlan(), '2026-11-23', 1520, PUMP, BY)!;
    expect(g.orderId).toBe('PLAN_m1500');
    expect(g.order.pm).toMatchObject({ due: '2026-11-23', threshold: 1500, toleranceDays: 7 });
    expect(g.advance).toEqual({ nextDue: null, generateOn: null, nextThreshold: 2000, lastOrder: 'PLAN_m1500' });
  });

  it('makes one order when several thresholds were crossed at once, and moves past the reading', () => {
    const { orders, plan: after } = run(meterPlan(), '2026-11-23', 3100, 5);
    expect(orders).toEqual(['PLAN_m1500']);
    expect(after.nextThreshold).toBe(3500);
    expect(nextThresholdAbove(1500, 500, 2000)).toBe(2500); // exactly on a threshold: that one is done
    expect(nextThresholdAbove(1500, 500, 1200)).toBe(2000);
  });

  it('after a meter reset (a lower reading) makes no order until the threshold is reached again', () => {
    const p = meterPlan({ nextThreshold: 2000 });
    expect(dueReason(p, '2026-11-23', 35)).toBeNull();
    // An admin's edit of the schedule counts again from the reading after the reset.
    const edited = editedProgress(p, input({ trigger: 'meter', interval: null, meter: { ...meter, every: 400 } }), 35);
    expect(edited.nextThreshold).toBe(435);
  });

  it('rebases on a reset what was left to run (an admin’s reset)', () => {
    const p = meterPlan({ nextThreshold: 1500 });
    expect(rebasedThreshold(p, 1210, 40)).toBe(330);
    expect(rebasedThreshold(p, 1600, 0)).toBe(0); // overdue stays due at once
    expect(rebasedThreshold(p, 1210, 40.5)).toBe(331);
    expect(rebasedThreshold(plan(), 1210, 40)).toBeNull();
    const rebased = { ...p, nextThreshold: rebasedThreshold(p, 1210, 40) };
    expect(dueReason(rebased, '2026-11-23', 329)).toBeNull();
    expect(dueReason(rebased, '2026-11-23', 330)).toEqual({ kind: 'meter', threshold: 330 });
  });

  it('either: the first trigger makes the order and both counters move', () => {
    const either = plan({ trigger: 'either', meter, startDate: '2026-12-01' }, {}, 1000);
    const byMeter = planGeneration(either, '2026-11-20', 1600, PUMP, BY)!;
    expect(byMeter.orderId).toBe('PLAN_m1500');
    expect(byMeter.advance).toMatchObject({ nextDue: '2027-01-01', nextThreshold: 2000 });
    const byCalendar = planGeneration(either, '2026-12-01', 1200, PUMP, BY)!;
    expect(byCalendar.orderId).toBe('PLAN_2026-12-01');
    expect(byCalendar.order.pm.toleranceDays).toBe(3);
    // The meter counter moves one step too (its threshold passed with this order's work).
    expect(byCalendar.advance).toMatchObject({ nextDue: '2027-01-01', nextThreshold: 2000 });
    // Both due: the calendar date first, and the meter threshold moves past the reading too.
    const both = planGeneration(either, '2026-12-01', 1700, PUMP, BY)!;
    expect(both.orderId).toBe('PLAN_2026-12-01');
    expect(both.advance.nextThreshold).toBe(2000);
  });
});

describe('edits', () => {
  it('keep the progress when the schedule is unchanged', () => {
    const p = plan({}, { nextDue: '2026-05-31', generateOn: '2026-05-31', lastOrder: 'PLAN_2026-04-30' });
    expect(editedProgress(p, input({ title: 'New title', assignees: [] }), null)).toEqual({
      nextDue: '2026-05-31',
      generateOn: '2026-05-31',
      nextThreshold: null,
      lastOrder: 'PLAN_2026-04-30',
    });
  });

  it('start again from the start date but never onto a due date already generated', () => {
    const p = plan({}, { nextDue: '2026-05-31', generateOn: '2026-05-31', lastOrder: 'PLAN_2026-04-30' });
    expect(editedProgress(p, input({ leadDays: 5 }), null)).toEqual({
      nextDue: '2026-05-31',
      generateOn: '2026-05-26',
      nextThreshold: null,
      lastOrder: 'PLAN_2026-04-30',
    });
    expect(editedProgress(p, input({ startDate: '2026-09-01' }), null).nextDue).toBe('2026-09-01');
    expect(dueOfOrderId('PLAN', 'PLAN_2026-04-30')).toBe('2026-04-30');
    expect(dueOfOrderId('PLAN', 'PLAN_m1500')).toBeNull();
    expect(dueOfOrderId('PLAN', null)).toBeNull();
  });

  it('generationAdvance of a fixed plan off its grid returns to the grid', () => {
    const p = plan({ startDate: '2026-01-31' }, { nextDue: '2026-03-15', generateOn: '2026-03-15' });
    expect(generationAdvance(p, { kind: 'calendar', due: '2026-03-15' }, null, 'PLAN_2026-03-15').nextDue).toBe(
      '2026-03-31',
    );
  });
});
