// The work-figures rollup against the emulators and the real rules: orders raised
// through the work service (breakdowns and planned work, one raised in an earlier month), planned,
// scheduled this week and in others, started, completed with hours, failure causes and delays;
// one sent back for rework and completed again with other figures, one cancelled, one left in
// progress, and a preventive order done as scheduled. Every completion and rework moved
// `workStats/{yyyy-mm}` with increment() in its own batch; read back from the server, each month
// equals what recountWorkStats makes of the orders. A month written around the app (an admin's
// whole-month write with other figures) no longer does, and the comparison says so.
import * as sdk from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { addDays, today } from '../../lib/days';
import type { EquipmentSummary } from '../../services/firebase/assets';
import { paths, type PlantKey } from '../../services/firebase/collections';
import { getDb } from '../../services/firebase/firestore';
import { statsRefs, type StatsCounts } from '../../services/firebase/stats';
import {
  newChecklist,
  raisedStamps,
  workRefs,
  type WorkExecution,
  type WorkRequest,
} from '../../services/firebase/work';
import { addEquipment, addPump, adminInPlant, asColleague, emulatorSuite, PUMP } from '../../testing/emulatorCompany';
import { newId } from '../../lib/ids';
import { workKeywords } from '../../lib/workNumber';
import { PLAN_RAISER } from '../../domain/generation';
import type { WorkTypeCode } from '../../domain/referenceLists';
import { rime } from '../../domain/rime';
import type { WorkStatus } from '../../domain/statusMachine';
import { type Author, queueChange, queueRaise } from '../work/workService';
import type { WorkChanges } from '../../domain/work';
import { backdateRaise } from '../../testing/rulesOff';
import { recountWorkStats, statsDrift, statsMonthOf } from '../../domain/workStats';

emulatorSuite();

const MOTOR: EquipmentSummary = {
  id: 'motor1',
  tag: 'M-101',
  name: 'Drive motor',
  criticality: 5,
  parent: null,
  status: 'inService',
};

/**
 * A preventive order due today (Ready to Schedule) generated from a floating monthly plan on the
 * pump, as the plans feature does (work.emulator.test.ts): the plan, then the order, its history
 * v1 and the plan's advance in one batch. Returns the order's number.
 */
async function preventiveOrder(key: PlantKey, email: string) {
  const planId = newId();
  const due = today();
  const number = `${planId}_${due}`;
  const steps = [{ text: 'Check the seal for leaks', reading: null }];
  await asColleague(email, async (db, uid) => {
    const planPath = paths.maintenancePlan(key, planId);
    const plan = { estimatedHours: 2, craft: 'Mechanical', assignees: [uid], permits: [], materials: [] };
    await sdk.setDoc(sdk.doc(db, planPath), {
      title: 'Monthly pump inspection',
      equipmentIds: [PUMP.id],
      steps,
      workType: 'PM-INSP',
      estimatedHours: plan.estimatedHours,
      craft: plan.craft,
      assignees: plan.assignees,
      permits: plan.permits,
      signatureRequired: false,
      trigger: 'calendar',
      interval: { every: 1, unit: 'months' },
      meter: null,
      scheduling: 'floating',
      leadDays: 5,
      startDate: due,
      active: true,
      nextDue: due,
      generateOn: addDays(due, -5),
      nextThreshold: null,
      lastOrder: null,
      createdAt: sdk.serverTimestamp(),
      createdBy: uid,
      updatedAt: sdk.serverTimestamp(),
      updatedBy: uid,
    });
    const generated = sdk.writeBatch(db);
    generated.set(sdk.doc(db, `${paths.workRequests(key)}/${number}`), {
      number,
      title: 'Monthly pump inspection',
      keywords: workKeywords('Monthly pump inspection', number),
      description: '',
      equipmentId: PUMP.id,
      equipmentTag: PUMP.tag,
      equipmentName: PUMP.name,
      criticality: PUMP.criticality,
      workType: 'PM-INSP',
      rime: rime(PUMP.criticality, 'PM-INSP'),
      status: 'readyToSchedule',
      version: 1,
      raisedBy: PLAN_RAISER,
      raisedByName: 'Ada Admin',
      ...raisedStamps(sdk, rime(PUMP.criticality, 'PM-INSP')),
      updatedAt: sdk.serverTimestamp(),
      updatedBy: uid,
      reason: null,
      plan,
      scheduledFor: null,
      execution: null,
      assignees: [uid],
      pm: { planId, due, threshold: null, toleranceDays: 3, signatureRequired: false, equipmentIds: [PUMP.id] },
      ...newChecklist(steps),
      signature: null,
      completedAt: null,
      contract: null,
    });
    generated.set(sdk.doc(db, `${paths.history(key, number)}/v1`), {
      version: 1,
      from: null,
      to: 'readyToSchedule',
      by: uid,
      at: sdk.serverTimestamp(),
      note: '',
    });
    generated.update(sdk.doc(db, planPath), {
      nextDue: null,
      generateOn: null,
      lastOrder: number,
      updatedAt: sdk.serverTimestamp(),
      updatedBy: uid,
    });
    await generated.commit();
  });
  return number;
}

describe('the work figures rollup against the emulators', () => {
  it('stays equal to a recount of the orders through completions, rework, cancellation and open work', async () => {
    const { store, key, email, user } = await adminInPlant({ prefix: 'stats' });
    await addPump(store, key);
    await addEquipment(store, key, MOTOR);
    const by: Author = { uid: user.uid, name: user.title };
    const db = await getDb();
    const read = async (number: string) =>
      (await sdk.getDocFromServer(workRefs(sdk, db).workRequest(key, number))).data() as WorkRequest;

    /** Raises an order and waits for the server; `raisedAt` makes it history raised then. */
    const raise = async (title: string, workType: WorkTypeCode, equipment: EquipmentSummary, raisedAt?: Date) => {
      const queued = await queueRaise(
        key,
        { title, description: '', equipmentId: equipment.id, workType },
        equipment,
        by,
      );
      await queued.acknowledged;
      if (raisedAt) await backdateRaise(key, queued.number, raisedAt);
      return queued.number;
    };
    /** Moves (or, to the same status, updates) the order as the server has it; waits for the server. */
    const change = async (number: string, to: WorkStatus, changes: WorkChanges = {}, note = '') => {
      const queued = await queueChange(key, await read(number), to, changes, note, by);
      await queued.acknowledged;
    };
    const plan = { estimatedHours: 4, craft: 'Mechanical', assignees: [by.uid], permits: [], materials: [] };
    /** Planned, scheduled for `day`, on the daily schedule and started now. */
    const toWork = async (number: string, day: string) => {
      await change(number, 'inPlanning');
      await change(number, 'readyToSchedule', { plan, assignees: plan.assignees });
      await change(number, 'weeklySchedule', { scheduledFor: day });
      await change(number, 'dailySchedule');
      const started: WorkExecution = {
        actualHours: 0,
        action: null,
        failureCause: null,
        delays: [],
        startedAt: new Date().toISOString(),
      };
      await change(number, 'inProgress', { execution: started });
      return started;
    };
    const done = (started: WorkExecution, e: Partial<WorkExecution>): WorkExecution => ({
      ...started,
      action: 'repair',
      ...e,
    });
    const day = today();
    const earlier = new Date(Date.now() - 45 * 86_400_000);

    // A: an emergency breakdown (started within hours of being raised), done this week as scheduled.
    const a = await raise('Pump seized', 'BRP', PUMP);
    let started = await toWork(a, day);
    // Written in the order typed; the service stores them in the order of their codes (each once).
    const delaysA = [
      { code: '2B', hours: 2, note: 'Crane busy' },
      { code: '1A', hours: 2, note: 'Waiting for the permit' },
    ];
    await change(a, 'workComplete', {
      execution: done(started, { actualHours: 3.5, failureCause: 'MNT', delays: delaysA }),
    });
    await change(a, 'complete');

    // B: a breakdown raised 45 days ago (planned: started long after), scheduled for next week,
    // completed, sent back for rework, then completed again with other hours, cause and delays.
    const b = await raise('Motor overheating', 'BRP', MOTOR, earlier);
    started = await toWork(b, addDays(day, 7));
    const firstB = done(started, {
      actualHours: 6,
      failureCause: 'EF',
      delays: [{ code: '3C', hours: 1, note: 'Part not in store' }],
    });
    await change(b, 'workComplete', { execution: firstB });
    await change(b, 'inProgress', {}, 'Still overheating.');
    await change(b, 'workComplete', { execution: done(started, { actualHours: 8, failureCause: 'OPR', delays: [] }) });

    // C: planned cosmetic work, done this week as scheduled, verified and closed.
    const c = await raise('Paint the guard', 'CSM', PUMP);
    started = await toWork(c, day);
    await change(c, 'workComplete', { execution: done(started, { actualHours: 2, action: 'service' }) });
    await change(c, 'complete');
    await change(c, 'closed');

    // D: cancelled while in planning (counts nothing).
    const d = await raise('Check the motor guard', 'SI', MOTOR);
    await change(d, 'inPlanning');
    await change(d, 'cancelled', { reason: 'Done under another order.' });

    // E: a breakdown left in progress with hours booked so far (counts nothing yet).
    const e = await raise('Pump leaking', 'BRP', PUMP);
    started = await toWork(e, day);
    await change(e, 'inProgress', { execution: { ...started, actualHours: 1 } });

    // F: a repair found on inspection, raised 45 days ago, scheduled last week and done late.
    const f = await raise('Worn coupling on the motor', 'RPM-INSP', MOTOR, earlier);
    started = await toWork(f, addDays(day, -7));
    await change(f, 'workComplete', {
      execution: done(started, {
        actualHours: 4,
        action: 'replace',
        failureCause: 'DSN',
        delays: [{ code: '4A', hours: 1, note: '' }],
      }),
    });

    // G: a preventive order, done today as scheduled (its compliance month moves in the same batch).
    const g = await preventiveOrder(key, email);
    await change(g, 'weeklySchedule', { scheduledFor: day });
    await change(g, 'dailySchedule');
    started = { actualHours: 0, action: null, failureCause: null, delays: [], startedAt: new Date().toISOString() };
    await change(g, 'inProgress', { execution: started });
    const checklist = (await read(g)).checklist.map((item) => ({ ...item, done: true }));
    await change(g, 'workComplete', {
      execution: done(started, { actualHours: 1.5, action: 'inspection' }),
      checklist,
    });

    // What the server holds: every order of the plant, and every month of the rollup.
    const server = async () => {
      const orders = (await sdk.getDocsFromServer(workRefs(sdk, db).workRequests(key))).docs.map((s) => s.data());
      const months = new Map(
        (await sdk.getDocsFromServer(statsRefs(sdk, db).workStats(key))).docs.map((s) => [
          s.id,
          s.data() as StatsCounts,
        ]),
      );
      return { orders, months };
    };
    const { orders, months: stored } = await server();
    expect(orders.map((o) => [o.number, o.status]).sort()).toEqual(
      [
        [a, 'complete'],
        [b, 'workComplete'],
        [c, 'closed'],
        [d, 'cancelled'],
        [e, 'inProgress'],
        [f, 'workComplete'],
        [g, 'workComplete'],
      ].sort(),
    );
    // Every completion counts in the month it was completed in: this one, B and F too, though
    // raised 45 days ago (work done, not work raised); their raise month counts nothing.
    const [then, now] = [statsMonthOf(earlier.toISOString()), statsMonthOf(new Date().toISOString())];
    const months = [...new Set(orders.flatMap((o) => (o.completedAt ? [statsMonthOf(o.completedAt)] : [])))];
    expect(months).toEqual([now]);
    const recount = recountWorkStats(orders, [then, now]);
    expect(recount.get(then)?.done).toBe(0);

    // The rollup the completions and the rework moved equals the recount…
    expect([...stored.keys()]).toEqual([now]);
    expect(statsDrift(stored.get(now), recount.get(now))).toEqual([]);
    // …which counts what the script did: B's first completion taken back, D and E not counted.
    expect(recount.get(now)).toEqual({
      done: 5,
      hours: 19, // A 3.5, B 8, C 2, F 4, G 1.5
      plannedHours: 15.5, // A was an emergency
      breakdowns: 2,
      breakdownHours: 11.5,
      onSchedule: 3, // A, C, G; not B (next week's) nor F (last week's)
      causes: { MNT: 1, OPR: 1, DSN: 1 },
      delays: { '1A': 2, '2B': 2, '4A': 1 },
      equipment: { pump1: { n: 1, h: 3.5 }, motor1: { n: 1, h: 8 } },
    });
    // The rework left what it took back at zero.
    expect(stored.get(now)!.causes.EF).toBe(0);
    expect(stored.get(now)!.delays['3C']).toBe(0);

    // A month written around the app (an admin's whole-month write, order and version null)
    // drifts from the recount, and the comparison finds where.
    await asColleague(email, (other, uid) =>
      sdk.setDoc(sdk.doc(other, paths.workStatsMonth(key, now)), {
        month: now,
        ...recount.get(now)!,
        done: 6,
        hours: 21,
        causes: { MNT: 1, OPR: 1, DSN: 1, EF: 1 },
        order: null,
        version: null,
        updatedAt: sdk.serverTimestamp(),
        updatedBy: uid,
      }),
    );
    const drifted = (await server()).months;
    expect(statsDrift(drifted.get(now), recount.get(now))).toEqual(['done', 'hours', 'causes.EF']);
  }, 120_000);
});
