import { describe, expect, it } from 'vitest';
import type { PlanInput } from '../../services/firebase/plans';
import { PROBLEMS } from './messages';
import { checkPlan, type PlanProblems } from './planValidation';

const good: PlanInput = {
  title: 'Lubricate the drive',
  equipmentIds: ['e1', 'e2'],
  steps: [{ text: 'Check the oil level', reading: { unit: 'mm', min: 10, max: 20 } }],
  workType: 'PM-INSP',
  estimatedHours: 1.5,
  craft: 'Mechanical',
  assignees: [],
  permits: ['CWP'],
  signatureRequired: false,
  trigger: 'calendar',
  interval: { every: 30, unit: 'days' },
  meter: null,
  scheduling: 'fixed',
  leadDays: 5,
  startDate: '2026-07-01',
  active: true,
};
const meters = { e1: [{ id: 'run', name: 'Running hours', unit: 'h' }], e2: [] };
const context = { metersOf: (eqid: string) => meters[eqid as keyof typeof meters] };
const check = (change: Partial<PlanInput>) => checkPlan({ ...good, ...change }, context);
const messagesOf = (p: PlanProblems) => Object.fromEntries(Object.entries(p).map(([k, v]) => [k, v?.message.id]));

describe('checking a plan', () => {
  it('accepts a good calendar plan', () => {
    expect(check({})).toEqual({});
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses a calendar interval of %s', (every) => {
    expect(messagesOf(check({ interval: { every, unit: 'days' } }))).toEqual({
      intervalEvery: PROBLEMS.intervalNumber.id,
    });
  });

  it.each([
    [3654, 'days'],
    [522, 'weeks'],
    [121, 'months'],
    [11, 'years'],
  ] as const)('refuses an interval over 10 years: %s %s', (every, unit) => {
    expect(messagesOf(check({ interval: { every, unit }, leadDays: 0 }))).toEqual({
      intervalEvery: PROBLEMS.intervalTooLong.id,
    });
  });

  it('accepts exactly 10 years', () => {
    expect(check({ interval: { every: 10, unit: 'years' } })).toEqual({});
  });

  it('refuses a lead time longer than the interval, saying the interval in days', () => {
    const p = check({ interval: { every: 1, unit: 'weeks' }, leadDays: 8 });
    expect(p.leadDays).toEqual({ message: PROBLEMS.leadLongerThanInterval, values: { days: 7 } });
    expect(check({ interval: { every: 1, unit: 'weeks' }, leadDays: 7 })).toEqual({});
  });

  it('refuses a meter plan on equipment without that meter', () => {
    const meter = { equipmentId: 'e2', meterId: 'run', every: 500 };
    expect(messagesOf(check({ trigger: 'meter', interval: null, meter }))).toEqual({
      meterId: PROBLEMS.meterNotOnEquipment.id,
    });
    expect(check({ trigger: 'meter', interval: null, meter: { ...meter, equipmentId: 'e1' } })).toEqual({});
  });

  it('refuses a meter of equipment outside the plan, a missing meter, and waits for unloaded meters', () => {
    const meter = { equipmentId: 'e9', meterId: 'run', every: 500 };
    expect(messagesOf(check({ trigger: 'meter', meter }))).toEqual({ meterId: PROBLEMS.meterEquipmentNotInPlan.id });
    expect(messagesOf(check({ trigger: 'either', meter: null }))).toEqual({
      meterId: PROBLEMS.meterMissing.id,
      meterEvery: PROBLEMS.meterEvery.id,
    });
    const unloaded = checkPlan(
      { ...good, trigger: 'meter', meter: { ...meter, equipmentId: 'e1' } },
      { metersOf: () => undefined },
    );
    expect(messagesOf(unloaded)).toEqual({ meterId: PROBLEMS.metersUnknown.id });
  });

  it('refuses a meter interval of 0 or over ten million', () => {
    const meter = { equipmentId: 'e1', meterId: 'run', every: 0 };
    expect(messagesOf(check({ trigger: 'meter', meter }))).toEqual({ meterEvery: PROBLEMS.meterEvery.id });
    expect(messagesOf(check({ trigger: 'meter', meter: { ...meter, every: 10_000_001 } }))).toEqual({
      meterEvery: PROBLEMS.meterEvery.id,
    });
  });

  it('names each missing or bad field', () => {
    const p = check({
      title: '  ',
      equipmentIds: [],
      estimatedHours: 0,
      craft: '',
      leadDays: -1,
      startDate: '2026-02-30',
      steps: [
        { text: '', reading: null },
        { text: 'Vibration', reading: { unit: 'mm/s', min: 5, max: 2 } },
        { text: 'Pressure', reading: { unit: 'bar', min: Number.NaN, max: null } },
      ],
    });
    expect(messagesOf(p)).toEqual({
      title: PROBLEMS.titleMissing.id,
      equipmentIds: PROBLEMS.equipmentMissing.id,
      estimatedHours: PROBLEMS.hours.id,
      craft: PROBLEMS.craft.id,
      leadDays: PROBLEMS.leadDays.id,
      startDate: PROBLEMS.startDate.id,
      'step.0.text': PROBLEMS.stepText.id,
      'step.1.range': PROBLEMS.stepRange.id,
      'step.2.range': PROBLEMS.stepNumber.id,
    });
  });

  it('refuses a 10,000-character title, hours over 1,000, and equipment no longer in the plant', () => {
    const p = checkPlan(
      { ...good, title: 'x'.repeat(10_000), estimatedHours: 1001 },
      { ...context, inPlant: (id) => id === 'e1' },
    );
    expect(messagesOf(p)).toEqual({
      title: PROBLEMS.titleTooLong.id,
      estimatedHours: PROBLEMS.hours.id,
      equipmentIds: PROBLEMS.equipmentUnknown.id,
    });
  });
});
