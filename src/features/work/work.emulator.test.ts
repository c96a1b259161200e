// Work requests through the store, the sagas and the services, against the emulators and the
// real rules: raising a request on real equipment, moves along the status machine with their
// history, a gate the client would refuse, a concurrent change refused by the rules, and a queue
// seeing another client's move live.
import {
  collection,
  doc,
  getDoc,
  getDocFromServer,
  getDocsFromServer,
  serverTimestamp,
  setDoc,
  Timestamp,
  waitForPendingWrites,
  writeBatch,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { paths, type PlantKey } from '../../services/firebase/collections';
import { getDb } from '../../services/firebase/firestore';
import { addPump, adminInPlant, asColleague, emulatorSuite } from '../../testing/emulatorCompany';
import type { Store } from '../../testing/flows';
import { openOrder, showOrder } from '../../testing/flows';
import { addDays, today } from '../../lib/days';
import { workKeywords } from '../../lib/workNumber';
import { PLAN_RAISER } from '../../domain/generation';
import { newId } from '../../lib/ids';
import { recountMonths } from '../../domain/compliance';
import { addInterval } from '../../domain/intervals';
import { queuePmOnTimeRule } from '../../services/firebase/kpiSettings';
import { recountCompliance } from '../plans/plansService';
import { newChecklist, raisedStamps, type WorkRequest } from '../../services/firebase/work';
import { rime } from '../../domain/rime';
import { workFeature } from './workSaga';
import { queueChange } from './workService';
import { queueLive, selectQueue } from './queuesLive';
import { liveKitFeature } from '../../store/liveKit';
import { injectFeature } from '../../store/featureRegistry';
import { startedExecution, type WorkChanges } from '../../domain/work';
import {
  moveRequested,
  type QueueId,
  raiseRequested,
  selectWork,
  timeLogRequested,
  updateRequested,
} from './workSlice';
import type { WorkStatus } from '../../domain/statusMachine';
import { until } from '../../testing/until';

emulatorSuite();

/** An admin in a plant with one pump (criticality 7). */
async function adminWithPump(): Promise<{ store: Store; key: PlantKey; email: string }> {
  const { store, key, email } = await adminInPlant({ prefix: 'work', features: [workFeature] });
  await addPump(store, key);
  return { store, key, email };
}

async function raise(store: Store) {
  store.dispatch(
    raiseRequested({ title: 'Seal leaking', description: 'Drips at the gland', equipmentId: 'pump1', workType: 'BRP' }),
  );
  await until(() => expect(selectWork(store.getState()).lastRaised).toMatch(/^WR-\d{8}-/));
  const number = selectWork(store.getState()).lastRaised!;
  showOrder(store, number);
  await until(() => expect(openOrder(store).item?.pending).toBe(false));
  return number;
}

/** Opens a work queue as its page does. */
function openQueue(store: Store, key: PlantKey, queue: QueueId) {
  const state = store.getState();
  injectFeature(store, liveKitFeature);
  store.dispatch(
    queueLive.opened({ plant: key, queue, uid: state.auth.currentUser!.uid, filter: state.settings.dataFilter }),
  );
}

describe('work requests against the emulators', () => {
  it('raises a request with its RIME and moves it through planning, each step in the timeline', async () => {
    const { store } = await adminWithPump();
    const number = await raise(store);
    expect(openOrder(store).item).toMatchObject({
      status: 'new',
      version: 1,
      rime: 56,
      equipmentTag: 'P-101',
      criticality: 7,
    });

    store.dispatch(moveRequested({ number, to: 'inPlanning', changes: {}, note: 'Triage: plan it' }));
    await until(() =>
      expect(openOrder(store).item).toMatchObject({ status: 'inPlanning', version: 2, pending: false }),
    );
    const uid = store.getState().auth.currentUser!.uid;
    const plan = {
      estimatedHours: 4,
      craft: 'Mechanical',
      assignees: [uid],
      permits: ['CSE' as const],
      materials: [{ text: 'Seal kit', quantity: 1 }],
    };
    store.dispatch(moveRequested({ number, to: 'readyToSchedule', changes: { plan }, note: '' }));
    await until(() =>
      expect(openOrder(store).item).toMatchObject({
        status: 'readyToSchedule',
        version: 3,
        assignees: [uid],
        pending: false,
      }),
    );
    await until(() =>
      expect(openOrder(store).history.map((e) => [e.version, e.from, e.to, e.note])).toEqual([
        [1, null, 'new', ''],
        [2, 'new', 'inPlanning', 'Triage: plan it'],
        [3, 'inPlanning', 'readyToSchedule', ''],
      ]),
    );
    expect(selectWork(store.getState()).writeError).toBeNull();
  });

  it('starts a breakdown at once, holds it for parts, resumes, plans it afterwards and completes it', async () => {
    const { store } = await adminWithPump();
    const number = await raise(store);
    const uid = store.getState().auth.currentUser!.uid;
    const settled = async (status: WorkStatus, version: number) =>
      until(() => expect(openOrder(store).item).toMatchObject({ status, version, pending: false }));
    const started = startedExecution();
    store.dispatch(
      moveRequested({
        number,
        to: 'inProgress',
        changes: { execution: started, assignees: [uid] },
        note: 'Emergency: started at once, planning to follow.',
      }),
    );
    await settled('inProgress', 2);
    const parts = { ...started, actualHours: 1, delays: [{ code: '4A', hours: 2, note: 'Seal kit ordered' }] };
    store.dispatch(moveRequested({ number, to: 'awaitingMaterials', changes: { execution: parts }, note: '' }));
    await settled('awaitingMaterials', 3);
    store.dispatch(moveRequested({ number, to: 'inProgress', changes: {}, note: '' }));
    await settled('inProgress', 4);
    const plan = { estimatedHours: 3, craft: 'Mechanical', assignees: [uid], permits: [], materials: [] };
    store.dispatch(updateRequested({ number, changes: { plan }, note: '' }));
    await settled('inProgress', 5);
    const done = { ...parts, actualHours: 3, action: 'replace' as const, failureCause: 'MNT' as const };
    store.dispatch(moveRequested({ number, to: 'workComplete', changes: { execution: done }, note: '' }));
    await settled('workComplete', 6);
    expect(selectWork(store.getState()).writeError).toBeNull();
    await until(() =>
      expect(openOrder(store).history.map((e) => `${e.from}>${e.to}`)).toEqual([
        'null>new',
        'new>inProgress',
        'inProgress>awaitingMaterials',
        'awaitingMaterials>inProgress',
        'inProgress>inProgress',
        'inProgress>workComplete',
      ]),
    );
    expect(openOrder(store).item).toMatchObject({ plan, assignees: [uid], execution: { delays: parts.delays } });
  });

  it('logs each person’s time against the real rules: the entries, and the actual hours as their sum', async () => {
    const { store, key } = await adminWithPump();
    const number = await raise(store);
    const uid = store.getState().auth.currentUser!.uid;
    const started = startedExecution();
    store.dispatch(
      moveRequested({ number, to: 'inProgress', changes: { execution: started, assignees: [uid] }, note: '' }),
    );
    await until(() =>
      expect(openOrder(store).item).toMatchObject({ status: 'inProgress', version: 2, pending: false }),
    );
    store.dispatch(timeLogRequested({ number, input: { hours: 1.5, startedAt: null, endedAt: null, note: 'Seal' } }));
    await until(() => expect(openOrder(store).item).toMatchObject({ version: 3, pending: false }));
    const end = Date.now() - 60_000;
    const run = {
      hours: 0.5,
      startedAt: new Date(end - 1_800_000).toISOString(),
      endedAt: new Date(end).toISOString(),
      note: '',
    };
    store.dispatch(timeLogRequested({ number, input: run }));
    await until(() => expect(openOrder(store).item).toMatchObject({ version: 4, pending: false }));
    expect(selectWork(store.getState()).writeError).toBeNull();
    const server = await getDocFromServer(doc(await getDb(), `${paths.workRequests(key)}/${number}`));
    expect(server.get('execution.actualHours')).toBe(2);
    const entries = await getDocsFromServer(collection(await getDb(), paths.timeEntries(key, number)));
    expect(entries.docs.map((d) => d.get('hours') as number).sort()).toEqual([0.5, 1.5]);
  });

  it('refuses a move the status machine does not allow, and a cancellation without a reason, writing nothing', async () => {
    const { store, key } = await adminWithPump();
    const number = await raise(store);
    store.dispatch(moveRequested({ number, to: 'closed', changes: {}, note: '' }));
    expect(selectWork(store.getState()).writeError?.code).toBe('work/invalid');
    store.dispatch(moveRequested({ number, to: 'cancelled', changes: {}, note: '' }));
    expect(selectWork(store.getState()).writeError?.code).toBe('work/invalid');
    // Nothing queued on this device (a queued write shows at once, offline-first), and once every
    // write it sent has its answer, the server still holds version 1: no wait on the clock.
    expect(openOrder(store).item).toMatchObject({ status: 'new', version: 1, pending: false });
    await waitForPendingWrites(await getDb());
    expect(openOrder(store).item).toMatchObject({ status: 'new', version: 1 });
    const onServer = await getDocFromServer(doc(await getDb(), `${paths.workRequests(key)}/${number}`));
    expect(onServer.data()).toMatchObject({ status: 'new', version: 1 });
  });

  it('lists my open work only in “My work”: a request I raised leaves it once cancelled', async () => {
    const { store, key } = await adminWithPump();
    const number = await raise(store);
    openQueue(store, key, 'mine');
    await until(() => expect(selectQueue(store.getState(), 'mine').items.map((o) => o.number)).toEqual([number]));
    store.dispatch(
      moveRequested({ number, to: 'cancelled', changes: { reason: 'Raised twice' }, note: 'Raised twice' }),
    );
    await until(() => expect(selectQueue(store.getState(), 'mine').items).toEqual([]));
  });

  it('shows another client’s move in the queue live, and refuses a change made from a stale version', async () => {
    const { store, key, email } = await adminWithPump();
    const number = await raise(store);
    openQueue(store, key, 'requests');
    await until(() => expect(selectQueue(store.getState(), 'requests').items.map((o) => o.number)).toEqual([number]));

    await asColleague(email, async (db, uid) => {
      const batch = writeBatch(db);
      batch.update(doc(db, `${paths.workRequests(key)}/${number}`), {
        status: 'awaitingReview',
        version: 2,
        updatedAt: serverTimestamp(),
        updatedBy: uid,
      });
      batch.set(doc(db, `${paths.history(key, number)}/v2`), {
        version: 2,
        from: 'new',
        to: 'awaitingReview',
        by: uid,
        at: serverTimestamp(),
        note: 'Needs a look',
      });
      await batch.commit();
    });
    // Live: it leaves the requests queue without a reload.
    await until(() => expect(selectQueue(store.getState(), 'requests').items).toEqual([]));
    await until(() => expect(openOrder(store).item?.status).toBe('awaitingReview'));

    // A client that still saw version 1 cannot overwrite the colleague's step (nor its history event).
    const me = store.getState().auth.currentUser!;
    const stale = await queueChange(key, { number, status: 'new', version: 1 }, 'inPlanning', {}, '', {
      uid: me.uid,
      name: me.title,
    });
    await expect(stale.acknowledged).rejects.toMatchObject({ code: 'permission-denied' });
    await until(() => expect(openOrder(store).item).toMatchObject({ status: 'awaitingReview', version: 2 }));
  });
});

const STEPS = [
  { text: 'Check the seal for leaks', reading: null },
  { text: 'Bearing temperature', reading: { unit: '°C', min: 20, max: 80 } },
];
const MONTHLY = { every: 1, unit: 'months' as const };

/**
 * A floating monthly plan on the pump (signature required, assigned to the admin), created by
 * the admin and generated at once (order Ready-to-Schedule + history v1 + plan advance in one
 * batch, as the plans feature does), due `due` (3 days' tolerance): returns the plan's id and the
 * order's number.
 */
async function floatingPlanWithOrder(key: PlantKey, email: string, due = today()) {
  const planId = newId();
  const number = `${planId}_${due}`;
  await asColleague(email, async (db, uid) => {
    const planPath = paths.maintenancePlan(key, planId);
    const input = {
      title: 'Monthly pump inspection',
      equipmentIds: ['pump1'],
      steps: STEPS,
      workType: 'PM-INSP',
      estimatedHours: 2,
      craft: 'Mechanical',
      assignees: [uid],
      permits: [],
      signatureRequired: true,
      trigger: 'calendar',
      interval: MONTHLY,
      meter: null,
      scheduling: 'floating',
      leadDays: 5,
      startDate: due,
      active: true,
    };
    const created = writeBatch(db);
    created.set(doc(db, planPath), {
      ...input,
      nextDue: due,
      generateOn: addDays(due, -5),
      nextThreshold: null,
      lastOrder: null,
      createdAt: serverTimestamp(),
      createdBy: uid,
      updatedAt: serverTimestamp(),
      updatedBy: uid,
    });
    await created.commit();
    const generated = writeBatch(db);
    generated.set(doc(db, `${paths.workRequests(key)}/${number}`), {
      number,
      title: input.title,
      keywords: workKeywords(input.title, number),
      description: '',
      equipmentId: 'pump1',
      equipmentTag: 'P-101',
      equipmentName: 'Feed pump',
      criticality: 7,
      workType: 'PM-INSP',
      rime: rime(7, 'PM-INSP'),
      status: 'readyToSchedule',
      version: 1,
      raisedBy: PLAN_RAISER,
      raisedByName: 'Ada Admin',
      ...raisedStamps({ Timestamp }, rime(7, 'PM-INSP')),
      updatedAt: serverTimestamp(),
      updatedBy: uid,
      reason: null,
      plan: { estimatedHours: 2, craft: 'Mechanical', assignees: [uid], permits: [], materials: [] },
      scheduledFor: null,
      execution: null,
      assignees: [uid],
      pm: { planId, due, threshold: null, toleranceDays: 3, signatureRequired: true, equipmentIds: ['pump1'] },
      ...newChecklist(STEPS),
      signature: null,
      completedAt: null,
      contract: null,
    });
    generated.set(doc(db, `${paths.history(key, number)}/v1`), {
      version: 1,
      from: null,
      to: 'readyToSchedule',
      by: uid,
      at: serverTimestamp(),
      note: '',
    });
    // Floating: the plan waits for this order's completion.
    generated.update(doc(db, planPath), {
      nextDue: null,
      generateOn: null,
      lastOrder: number,
      updatedAt: serverTimestamp(),
      updatedBy: uid,
    });
    await generated.commit();
  });
  return { planId, number };
}

const STARTED = { actualHours: 0, action: null, failureCause: null, delays: [], startedAt: new Date().toISOString() };
const DONE = { ...STARTED, actualHours: 1.5, action: 'service' as const };

/** Moves the open order one step and waits for the server to accept it. */
async function move(store: Store, to: WorkStatus, changes: WorkChanges = {}) {
  const { number, version } = openOrder(store).item!;
  store.dispatch(moveRequested({ number, to, changes, note: '' }));
  await until(() => expect(openOrder(store).item).toMatchObject({ status: to, version: version + 1, pending: false }));
}

describe('preventive orders against the emulators', () => {
  it('records the checklist and the signature, stamps completedAt, advances the floating plan; rework clears both', async () => {
    const { store, key, email } = await adminWithPump();
    const { planId, number } = await floatingPlanWithOrder(key, email);
    const uid = store.getState().auth.currentUser!.uid;
    showOrder(store, number);
    await until(() => expect(openOrder(store).item).toMatchObject({ status: 'readyToSchedule', pending: false }));
    await move(store, 'weeklySchedule');
    await move(store, 'dailySchedule');
    await move(store, 'inProgress', { execution: STARTED });
    expect(openOrder(store).item).toMatchObject({ completedAt: null, signature: null });

    // Progress saved while in progress (no move).
    const checklist = [
      { ...STEPS[0], done: true, value: null },
      { ...STEPS[1], done: true, value: 64.5 },
    ];
    store.dispatch(updateRequested({ number, changes: { checklist }, note: '' }));
    await until(() => expect(openOrder(store).item).toMatchObject({ checklist, version: 5, pending: false }));

    // The client refuses Work Complete without the signature; so do the rules for a client that skips it.
    store.dispatch(moveRequested({ number, to: 'workComplete', changes: { execution: DONE }, note: '' }));
    expect(selectWork(store.getState()).writeError?.code).toBe('work/invalid');
    const me = { uid, name: 'Ada Admin' };
    const unsigned = await queueChange(
      key,
      { number, status: 'inProgress', version: 5 },
      'workComplete',
      { execution: DONE },
      '',
      me,
    );
    await expect(unsigned.acknowledged).rejects.toMatchObject({ code: 'permission-denied' });
    await until(() => expect(openOrder(store).item).toMatchObject({ status: 'inProgress', version: 5 }));

    // The server's time of the completing write: between just before it was sent and now, however
    // long the round trip takes (a second either side for the timestamps' rounding).
    const sent = Date.now();
    await move(store, 'workComplete', { execution: DONE, signature: { name: 'Ada Admin' } });
    const done = openOrder(store).item!;
    expect(done.signature).toMatchObject({ name: 'Ada Admin', by: uid });
    expect(done.signature?.at).toEqual(expect.any(String));
    expect(done.completedAt).toEqual(expect.any(String));
    expect(Date.parse(done.completedAt!)).toBeGreaterThanOrEqual(sent - 1_000);
    expect(Date.parse(done.completedAt!)).toBeLessThanOrEqual(Date.now() + 1_000);
    expect(selectWork(store.getState()).writeError).toBeNull();

    // The floating plan now counts from today's completion.
    const plan = await asColleague(email, async (db) =>
      (await getDoc(doc(db, paths.maintenancePlan(key, planId)))).data(),
    );
    const nextDue = addInterval(today(), MONTHLY);
    expect(plan).toMatchObject({ nextDue, generateOn: addDays(nextDue, -5), lastOrder: number, updatedBy: uid });

    // Rework: back to In Progress, the completion and the signature cleared.
    await move(store, 'inProgress');
    expect(openOrder(store).item).toMatchObject({ completedAt: null, signature: null, checklist });
    expect(selectWork(store.getState()).writeError).toBeNull();
  });

  it('keeps the compliance rollup equal to a recount of the orders through completion, rework and cancellation', async () => {
    const { store, key, email } = await adminWithPump();
    const onTime = await floatingPlanWithOrder(key, email);
    const late = await floatingPlanWithOrder(key, email, addDays(today(), -10));
    const dropped = await floatingPlanWithOrder(key, email);
    const toWork = async (number: string) => {
      showOrder(store, number);
      await until(() => expect(openOrder(store).item).toMatchObject({ number, pending: false }));
      await move(store, 'weeklySchedule');
      await move(store, 'dailySchedule');
      await move(store, 'inProgress', { execution: STARTED });
    };
    const signed = { execution: DONE, signature: { name: 'Ada Admin' } };
    await toWork(onTime.number);
    await move(store, 'workComplete', signed);
    await move(store, 'inProgress'); // rework takes it back out…
    await move(store, 'workComplete', signed); // …and the second completion counts it again
    await move(store, 'complete'); // no change of outcome
    await toWork(late.number);
    await move(store, 'workComplete', signed);
    showOrder(store, dropped.number);
    await until(() => expect(openOrder(store).item).toMatchObject({ number: dropped.number, pending: false }));
    await move(store, 'cancelled', { reason: 'Pump replaced this month' });
    expect(selectWork(store.getState()).writeError).toBeNull();

    const months = [...new Set([today(), addDays(today(), -10)].map((d) => d.slice(0, 7)))].sort();
    const server = () =>
      asColleague(email, async (db) => {
        const orders = await Promise.all(
          [onTime, late, dropped].map(
            async ({ number }) => (await getDoc(doc(db, `${paths.workRequests(key)}/${number}`))).data() as WorkRequest,
          ),
        );
        const rollup = await Promise.all(
          months.map(
            async (m) =>
              ((await getDoc(doc(db, paths.pmComplianceMonth(key, m)))).data()?.plans ?? {}) as Record<
                string,
                { onTime: number; late: number; missed: number }
              >,
          ),
        );
        return { orders, rollup };
      });
    const { orders, rollup } = await server();
    const recounted = recountMonths(
      orders.map((o) => ({
        ...o,
        completedAt: o.completedAt && (o.completedAt as unknown as Timestamp).toDate().toISOString(),
      })),
      months,
    );
    expect(rollup).toEqual(months.map((m) => recounted.get(m)));
    expect(Object.assign({}, ...rollup)).toEqual({
      [onTime.planId]: { onTime: 1, late: 0, missed: 0 },
      [late.planId]: { onTime: 0, late: 1, missed: 0 },
      [dropped.planId]: { onTime: 0, late: 0, missed: 1 },
    });

    // A drifted month (written around the app) is put right by an admin's recount.
    await asColleague(email, (db, uid) =>
      setDoc(doc(db, paths.pmComplianceMonth(key, months[months.length - 1])), {
        month: months[months.length - 1],
        plans: { [onTime.planId]: { onTime: 9, late: 9, missed: 9 } },
        rule: 'tenPercent',
        order: null,
        version: null,
        updatedAt: serverTimestamp(),
        updatedBy: uid,
      }),
    );
    const uid = store.getState().auth.currentUser!.uid;
    const progress: [number, number | null][] = [];
    const queued = await recountCompliance(key, months, { uid, name: 'Ada Admin' }, (read, total) =>
      progress.push([read, total]),
    );
    await queued.acknowledged;
    expect(progress[0]).toEqual([0, 3]);
    expect(progress[progress.length - 1]).toEqual([3, 3]);
    expect((await server()).rollup).toEqual(rollup);
  });

  it('counts a PM by the company’s on-time rule: done 2 days after its due date is late by the due date', async () => {
    const { store, key, email } = await adminWithPump();
    const uid = store.getState().auth.currentUser!.uid;
    await (
      await queuePmOnTimeRule(key.company, 'dueDate', uid)
    ).acknowledged;
    // A monthly plan: 3 days' tolerance, so on time by the 10% rule, late by the due date.
    const order = await floatingPlanWithOrder(key, email, addDays(today(), -2));
    showOrder(store, order.number);
    await until(() => expect(openOrder(store).item).toMatchObject({ number: order.number, pending: false }));
    await move(store, 'weeklySchedule');
    await move(store, 'dailySchedule');
    await move(store, 'inProgress', { execution: STARTED });
    await move(store, 'workComplete', { execution: DONE, signature: { name: 'Ada Admin' } });
    expect(selectWork(store.getState()).writeError).toBeNull();
    const month = addDays(today(), -2).slice(0, 7);
    const stored = await asColleague(email, async (db) =>
      (await getDoc(doc(db, paths.pmComplianceMonth(key, month)))).data(),
    );
    expect(stored).toMatchObject({ rule: 'dueDate', plans: { [order.planId]: { onTime: 0, late: 1, missed: 0 } } });
  });

  it('stamps completedAt on a plain order too, and clears it on rework', async () => {
    const { store } = await adminWithPump();
    await raise(store);
    const uid = store.getState().auth.currentUser!.uid;
    await move(store, 'inPlanning');
    const plan = { estimatedHours: 4, craft: 'Mechanical', assignees: [uid], permits: [], materials: [] };
    await move(store, 'readyToSchedule', { plan });
    await move(store, 'weeklySchedule');
    await move(store, 'dailySchedule');
    await move(store, 'inProgress', { execution: STARTED });
    await move(store, 'workComplete', { execution: { ...DONE, failureCause: 'MNT' } });
    expect(openOrder(store).item?.completedAt).toEqual(expect.any(String));
    expect(openOrder(store).item?.signature).toBeNull();
    await move(store, 'inProgress');
    expect(openOrder(store).item).toMatchObject({ completedAt: null, signature: null });
    expect(selectWork(store.getState()).writeError).toBeNull();
  });
});
