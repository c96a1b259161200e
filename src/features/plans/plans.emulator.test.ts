// Preventive-order generation through the store, the saga and the service, against the emulators
// and the real rules: a due plan makes exactly one order (deterministic id, the plan's fields,
// history v1, the plan moved on); two clients generating at once make one order, the loser's batch
// refused without an error; a plan that is not due is not even read; a floating plan waits for
// completion; a meter plan generates when a reading crosses its threshold, and a reading that goes
// back without a reset is refused.
import {
  collection,
  doc,
  type Firestore,
  getDoc,
  getDocs,
  increment,
  serverTimestamp,
  Timestamp,
  waitForPendingWrites,
  writeBatch,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { injectFeature } from '../../store/featureRegistry';
import { liveKitFeature } from '../../store/liveKit';
import { lastReadingOf, lastReadings } from './readingsSlice';
import { addDays, today } from '../../lib/days';
import { paths, type PlantKey } from '../../services/firebase/collections';
import { readInvite } from '../../services/companyService';
import { getDb } from '../../services/firebase/firestore';
import type { PlanInput } from '../../services/firebase/plans';
import { addPump, adminInPlant, emulatorSuite, otherClient, PUMP } from '../../testing/emulatorCompany';
import { join, logout, newStore, type Store, unique } from '../../testing/flows';
import { companyFeature } from '../company/companySaga';
import { inviteRequested, selectCompany } from '../company/companySlice';
import { membershipFeature } from '../company/membershipSaga';
import { assetsFeature } from '../assets/assetsSaga';
import { plantSelected } from '../plant/plantSlice';
import {
  advancesOnCompletion,
  completionAdvance,
  type Generation,
  initialProgress,
  planGeneration,
  PLAN_RAISER,
} from '../../domain/generation';
import { rankAt } from '../../domain/rime';
import { statsFields, statsOfMove, type StatsOrder } from '../../domain/workStats';
import { plansFeature } from './plansSaga';
import { findDuePlans, orderExists, queueGenerate } from './plansService';
import { generationRequested, planSaveRequested, readingRequested, selectGeneration, selectPlans } from './plansSlice';
import { until } from '../../testing/until';
import { readOutbox } from '../../services/firebase/outbox';

emulatorSuite();

/** An admin in a plant with one pump (criticality 7) that has a running-hours meter. */
async function adminWithPump(): Promise<{ store: Store; key: PlantKey; email: string; uid: string }> {
  const { store, key, email, user } = await adminInPlant({ prefix: 'plans', features: [plansFeature] });
  await addPump(store, key, [{ id: 'hours', name: 'Running hours', unit: 'h' }]);
  return { store, key, email, uid: user.uid };
}

const planInput = (extra: Partial<PlanInput> = {}): PlanInput => ({
  title: 'Lubricate bearings',
  equipmentIds: ['pump1'],
  steps: [
    { text: 'Grease both bearings', reading: null },
    { text: 'Bearing temperature', reading: { unit: '°C', min: 10, max: 70 } },
  ],
  workType: 'PM-INSP',
  estimatedHours: 1.5,
  craft: 'Mechanical',
  assignees: [],
  permits: ['ELCT'],
  signatureRequired: true,
  trigger: 'calendar',
  interval: { every: 1, unit: 'months' },
  meter: null,
  scheduling: 'fixed',
  leadDays: 0,
  startDate: today(),
  active: true,
  ...extra,
});

/** An admin's plan written by another device (so this store's saga does not generate on saving it). */
async function writePlan(db: Firestore, uid: string, key: PlantKey, input: PlanInput): Promise<string> {
  const id = `P${unique()}`
    .replace(/[^A-Za-z0-9]/g, '')
    .padEnd(20, 'x')
    .slice(0, 20);
  const batch = writeBatch(db);
  batch.set(doc(db, paths.maintenancePlan(key, id)), {
    ...input,
    ...initialProgress(input, null),
    createdAt: serverTimestamp(),
    createdBy: uid,
    updatedAt: serverTimestamp(),
    updatedBy: uid,
  });
  await batch.commit();
  return id;
}

/** The same batch queueGenerate writes, from another device's Firestore (stamped `raisedAt`). */
function generateFrom(db: Firestore, key: PlantKey, g: Generation, uid: string, raisedAt = Timestamp.now()) {
  const batch = writeBatch(db);
  batch.set(doc(db, `${paths.workRequests(key)}/${g.orderId}`), {
    ...g.order,
    raisedAt,
    rankAt: Timestamp.fromDate(rankAt(g.order.rime, raisedAt.toDate())),
    updatedAt: serverTimestamp(),
    updatedBy: uid,
  });
  batch.set(doc(db, `${paths.history(key, g.orderId)}/v1`), {
    version: 1,
    from: null,
    to: 'readyToSchedule',
    by: uid,
    at: serverTimestamp(),
    note: '',
  });
  batch.update(doc(db, paths.maintenancePlan(key, g.order.pm.planId)), {
    ...g.advance,
    updatedAt: serverTimestamp(),
    updatedBy: uid,
  });
  return batch.commit();
}

async function runGeneration(store: Store) {
  const before = selectGeneration(store.getState()).finishedAt;
  store.dispatch(generationRequested());
  await until(() => {
    const g = selectGeneration(store.getState());
    expect(g.status).toBe('done');
    expect(g.finishedAt).not.toBe(before);
  });
  return selectGeneration(store.getState());
}

const pmOrderIds = async (db: Firestore, key: PlantKey) =>
  (await getDocs(collection(db, paths.workRequests(key)))).docs.map((d) => d.id).sort();

describe('preventive-order generation against the emulators', () => {
  it('makes exactly one order for a due plan, with its id, fields, history and the plan moved on', async () => {
    const { store, key, email, uid } = await adminWithPump();
    await runGeneration(store); // nothing yet
    store.dispatch(planSaveRequested({ id: null, input: planInput() }));
    await until(() => expect(selectPlans(store.getState()).lastSaved).not.toBeNull());
    const planId = selectPlans(store.getState()).lastSaved!;
    // Saving asks for a run; the plan is due today.
    await until(() => expect(selectGeneration(store.getState())).toMatchObject({ status: 'done', generated: 1 }));
    expect(selectPlans(store.getState()).writeError).toBeNull();

    const other = await otherClient(email);
    const orderId = `${planId}_${today()}`;
    expect(await pmOrderIds(other.db, key)).toEqual([orderId]);
    const order = (await getDoc(doc(other.db, `${paths.workRequests(key)}/${orderId}`))).data()!;
    expect(order).toMatchObject({
      number: orderId,
      title: 'Lubricate bearings',
      equipmentId: 'pump1',
      equipmentTag: 'P-101',
      criticality: 7,
      workType: 'PM-INSP',
      rime: 42,
      status: 'readyToSchedule',
      version: 1,
      // Raised by its plan; the generating member is the writer.
      raisedBy: 'plan',
      updatedBy: uid,
      plan: { estimatedHours: 1.5, craft: 'Mechanical', assignees: [], permits: ['ELCT'], materials: [] },
      pm: { planId, due: today(), threshold: null, signatureRequired: true, equipmentIds: ['pump1'] },
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
    const history = (await getDoc(doc(other.db, `${paths.history(key, orderId)}/v1`))).data()!;
    expect(history).toMatchObject({ version: 1, from: null, to: 'readyToSchedule', by: uid });
    const plan = (await getDoc(doc(other.db, paths.maintenancePlan(key, planId)))).data()!;
    expect(plan).toMatchObject({ lastOrder: orderId, nextDue: plan.generateOn as string });
    expect(plan.nextDue > today()).toBe(true);

    // A second run finds nothing due and makes nothing.
    expect(await runGeneration(store)).toMatchObject({ generated: 0, read: 0 });
    expect(await pmOrderIds(other.db, key)).toEqual([orderId]);
  });

  it('reads only the due plans: a plan not due is neither read nor generated', async () => {
    const { store, key, email } = await adminWithPump();
    const other = await otherClient(email);
    const due = await writePlan(other.db, other.uid, key, planInput({ startDate: addDays(today(), 3), leadDays: 5 }));
    await writePlan(other.db, other.uid, key, planInput({ startDate: addDays(today(), 10), leadDays: 5 }));
    await writePlan(other.db, other.uid, key, planInput({ startDate: addDays(today(), -3), active: false }));
    expect(await runGeneration(store)).toMatchObject({ generated: 1, read: 1 });
    expect(await pmOrderIds(other.db, key)).toEqual([`${due}_${addDays(today(), 3)}`]);
  });

  it('two clients generating at once make one order; the loser is refused, nothing overwritten, no error', async () => {
    const { store, key, email } = await adminWithPump();
    const other = await otherClient(email);
    const planId = await writePlan(other.db, other.uid, key, planInput({ startDate: addDays(today(), -1) }));
    const orderId = `${planId}_${addDays(today(), -1)}`;

    // Deterministic race: this device reads the due plan, the other device generates first,
    // then this device's batch (from what it read) is refused and the order is found to exist.
    const me = store.getState().auth.currentUser!;
    const found = await findDuePlans(key, today());
    expect(found.plans.map((p) => p.id)).toEqual([planId]);
    const mine = planGeneration(found.plans[0], today(), null, PUMP, { uid: me.uid, name: me.title })!;
    // The other device's order is told apart by its time (the name is the member's own on both).
    const theirTime = Timestamp.fromMillis(Date.now() - 3_600_000);
    await generateFrom(other.db, key, mine, other.uid, theirTime);
    const late = await queueGenerate(key, mine, { uid: me.uid, name: me.title });
    await expect(late.acknowledged).rejects.toMatchObject({ code: 'permission-denied' });
    expect(await orderExists(key, orderId)).toBe(true);
    // Losing that race is normal: the sync centre has nothing to report once the order is seen made.
    await until(() => expect(readOutbox().filter((e) => e.label.link === `/app/work/${orderId}`)).toEqual([]));
    const order = (await getDoc(doc(other.db, `${paths.workRequests(key)}/${orderId}`))).data()!;
    expect(order).toMatchObject({ raisedByName: me.title, version: 1 });
    expect((order.raisedAt as Timestamp).toMillis()).toBe(theirTime.toMillis());
    expect(await pmOrderIds(other.db, key)).toEqual([orderId]);

    // At once through the saga: another due plan, both devices generating concurrently.
    const second = await writePlan(other.db, other.uid, key, planInput({ title: 'Check alignment' }));
    const secondId = `${second}_${today()}`;
    const plan = (await findDuePlans(key, today())).plans.find((p) => p.id === second)!;
    const theirs = planGeneration(plan, today(), null, PUMP, { uid: other.uid, name: me.title })!;
    const [run, theirResult] = await Promise.all([
      runGeneration(store),
      generateFrom(other.db, key, theirs, other.uid).then(
        () => 'accepted',
        (e: { code: string }) => e.code,
      ),
    ]);
    expect(run.status).toBe('done');
    expect(await pmOrderIds(other.db, key)).toEqual([orderId, secondId].sort());
    const advanced = (await getDoc(doc(other.db, paths.maintenancePlan(key, second)))).data()!;
    expect(advanced).toMatchObject({ lastOrder: secondId, nextDue: theirs.advance.nextDue });
    // This device's batch, if it queued one, has its answer once every write it sent has been
    // answered; a refusal (the other device won) is then counted out as made elsewhere. Waited for
    // as that state, not as a time: one order made between the two devices, and the refusal, if it
    // came, is no error.
    await waitForPendingWrites(await getDb());
    await until(() =>
      expect(selectGeneration(store.getState()).generated + (theirResult === 'accepted' ? 1 : 0)).toBe(1),
    );
    expect(selectPlans(store.getState()).writeError).toBeNull();
    expect(selectGeneration(store.getState()).error).toBeNull();
  });

  it('does not generate a floating plan again until its order is completed, then counts from the completion', async () => {
    const { store, key, email } = await adminWithPump();
    const other = await otherClient(email);
    const input = planInput({ scheduling: 'floating', interval: { every: 1, unit: 'days' }, leadDays: 1 });
    const planId = await writePlan(other.db, other.uid, key, input);
    expect(await runGeneration(store)).toMatchObject({ generated: 1, read: 1 });
    const orderId = `${planId}_${today()}`;
    const plan = (await getDoc(doc(other.db, paths.maintenancePlan(key, planId)))).data()!;
    expect(plan).toMatchObject({ nextDue: null, generateOn: null, lastOrder: orderId });
    expect(await runGeneration(store)).toMatchObject({ generated: 0, read: 0 });
    expect(await pmOrderIds(other.db, key)).toEqual([orderId]);

    // The order goes through the schedule to Work Complete; the completing batch moves the plan
    // on (what workService will write: completionAdvance, accepted by the rules' floating branch).
    const orderRef = doc(other.db, `${paths.workRequests(key)}/${orderId}`);
    const moves = ['readyToSchedule', 'weeklySchedule', 'dailySchedule', 'inProgress', 'workComplete'] as const;
    for (let v = 2; v <= 5; v++) {
      const batch = writeBatch(other.db);
      const to = moves[v - 1];
      const completing = to === 'workComplete';
      batch.update(orderRef, {
        status: to,
        version: v,
        updatedAt: serverTimestamp(),
        updatedBy: other.uid,
        ...(completing
          ? {
              execution: { actualHours: 1, action: 'replace', failureCause: null, delays: [], startedAt: null },
              signature: { name: 'Ada Admin', by: other.uid, at: serverTimestamp() },
              completedAt: serverTimestamp(),
            }
          : {}),
      });
      batch.set(doc(other.db, `${paths.history(key, orderId)}/v${v}`), {
        version: v,
        from: moves[v - 2],
        to,
        by: other.uid,
        at: serverTimestamp(),
        note: '',
      });
      if (completing) {
        // The month it is completed in counts its work (the rules require it).
        const order = (await getDoc(orderRef)).data()!;
        const step = statsOfMove(
          {
            ...(order as StatsOrder),
            raisedAt: (order.raisedAt as Timestamp).toDate().toISOString(),
            execution: { actualHours: 1, action: 'replace', failureCause: null, delays: [], startedAt: null },
          },
          'workComplete',
          new Date().toISOString(),
        )!;
        batch.set(
          doc(other.db, paths.workStatsMonth(key, step.month)),
          {
            ...statsFields(step, increment),
            order: orderId,
            version: v,
            updatedAt: serverTimestamp(),
            updatedBy: other.uid,
          },
          { merge: true },
        );
        // Due and completed today: on time in this month's compliance rollup (the rules require it).
        const month = today().slice(0, 7);
        batch.set(
          doc(other.db, paths.pmComplianceMonth(key, month)),
          {
            month,
            plans: { [planId]: { onTime: increment(1), late: increment(0), missed: increment(0) } },
            rule: 'tenPercent',
            order: orderId,
            version: v,
            updatedAt: serverTimestamp(),
            updatedBy: other.uid,
          },
          { merge: true },
        );
        const stored = { id: planId, ...input, ...plan } as unknown as Parameters<typeof completionAdvance>[0];
        expect(advancesOnCompletion(stored, orderId)).toBe(true);
        batch.update(doc(other.db, paths.maintenancePlan(key, planId)), {
          ...completionAdvance(stored, today(), null),
          updatedAt: serverTimestamp(),
          updatedBy: other.uid,
        });
      }
      await batch.commit();
    }
    const resumed = (await getDoc(doc(other.db, paths.maintenancePlan(key, planId)))).data()!;
    expect(resumed).toMatchObject({ nextDue: addDays(today(), 1), generateOn: today(), lastOrder: orderId });
    // Due again (one day ahead): the next order, counted from the completion.
    expect(await runGeneration(store)).toMatchObject({ generated: 1, read: 1 });
    expect(await pmOrderIds(other.db, key)).toEqual([orderId, `${planId}_${addDays(today(), 1)}`].sort());
  });

  it('generates a meter plan when a reading crosses its threshold, and refuses a reading that goes back', async () => {
    const { store, key, email } = await adminWithPump();
    injectFeature(store, liveKitFeature);
    store.dispatch(lastReadings.opened({ plant: key, eqid: 'pump1' }));
    const meter = { equipmentId: 'pump1', meterId: 'hours', every: 500 };
    store.dispatch(planSaveRequested({ id: null, input: planInput({ trigger: 'meter', interval: null, meter }) }));
    await until(() => expect(selectPlans(store.getState()).lastSaved).not.toBeNull());
    const planId = selectPlans(store.getState()).lastSaved!;
    const other = await otherClient(email);
    await until(async () =>
      expect((await getDoc(doc(other.db, paths.maintenancePlan(key, planId)))).data()).toMatchObject({
        nextThreshold: 500,
        nextDue: null,
      }),
    );

    const reading = async (value: number, reset = false) => {
      const before = selectGeneration(store.getState()).finishedAt;
      store.dispatch(readingRequested({ eqid: 'pump1', meterId: 'hours', value, reset }));
      await until(() => {
        expect(
          lastReadingOf(lastReadings.select(store.getState(), { plant: key, eqid: 'pump1' })?.value, 'hours')?.value,
        ).toBe(value);
        expect(selectGeneration(store.getState())).toMatchObject({ status: 'done' });
        expect(selectGeneration(store.getState()).finishedAt).not.toBe(before);
      });
      // The reading and what it generated are queued on this device; the other client reads the
      // server, so wait until the device has sent them.
      await waitForPendingWrites(await getDb());
      return selectGeneration(store.getState());
    };
    expect(await reading(300)).toMatchObject({ generated: 0, read: 1 }); // the meter plan (its meter's last reading is read too, not counted)
    expect(await pmOrderIds(other.db, key)).toEqual([]);
    expect(await reading(1210)).toMatchObject({ generated: 1 });
    expect(await pmOrderIds(other.db, key)).toEqual([`${planId}_m500`]);
    const order = (await getDoc(doc(other.db, `${paths.workRequests(key)}/${planId}_m500`))).data()!;
    expect(order.pm).toMatchObject({ threshold: 500, due: today(), toleranceDays: 7 });
    // Several thresholds crossed at once: one order, the next threshold past the reading.
    expect((await getDoc(doc(other.db, paths.maintenancePlan(key, planId)))).data()).toMatchObject({
      nextThreshold: 1500,
      lastOrder: `${planId}_m500`,
    });

    // Back without a reset: refused on the device, nothing written.
    store.dispatch(readingRequested({ eqid: 'pump1', meterId: 'hours', value: 100, reset: false }));
    expect(selectPlans(store.getState()).writeError).toEqual({ code: 'plans/reading-backwards', message: '1210' });
    // A reset (by an admin) is accepted, makes no order, and keeps what the plan had left to
    // run: 1,500 − 1,210 = 290 from 40, so the next order comes at 330.
    expect(await reading(40, true)).toMatchObject({ generated: 0 });
    expect((await getDoc(doc(other.db, paths.maintenancePlan(key, planId)))).data()).toMatchObject({
      nextThreshold: 330,
    });
    const readings = await getDocs(collection(other.db, paths.readings(key, 'pump1')));
    expect(readings.docs.map((d) => d.data().value as number).sort((a, b) => a - b)).toEqual([40, 300, 1210]);
    expect(await pmOrderIds(other.db, key)).toEqual([`${planId}_m500`]);
    expect(await reading(330)).toMatchObject({ generated: 1 });
    expect(await pmOrderIds(other.db, key)).toEqual([`${planId}_m330`, `${planId}_m500`]);
  });

  it('lets an editor generate (the member advance of the rules) and record readings', async () => {
    const { store, key, email } = await adminWithPump();
    injectFeature(store, membershipFeature);
    injectFeature(store, companyFeature);
    await until(() => expect(selectCompany(store.getState()).company?.name).toBeTruthy());
    const editorEmail = `editor-${unique()}@example.com`;
    store.dispatch(inviteRequested({ email: editorEmail, role: 'editor' }));
    await until(() => expect(selectCompany(store.getState()).lastInvite).not.toBeNull());
    const code = selectCompany(store.getState()).lastInvite!.code;
    await until(async () => expect((await readInvite(code))?.email).toBe(editorEmail));
    const admin = await otherClient(email);
    const planId = await writePlan(admin.db, admin.uid, key, planInput({ assignees: [] }));
    const meter = { equipmentId: 'pump1', meterId: 'hours', every: 100 };
    const meterPlan = await writePlan(admin.db, admin.uid, key, planInput({ trigger: 'meter', interval: null, meter }));
    await logout(store);

    const editorStore = newStore();
    injectFeature(editorStore, assetsFeature);
    injectFeature(editorStore, plansFeature);
    await join(editorStore, 'Ed Editor', editorEmail, code);
    const editor = editorStore.getState().auth.currentUser!;
    expect(editor.role).toBe(1);
    editorStore.dispatch(plantSelected(key));
    // Choosing the plant runs generation once the plant has loaded.
    // (joining and choosing the plant each ask for a run: the first makes the order, later ones find it made).
    const orderId = `${planId}_${today()}`;
    await until(async () => expect(await pmOrderIds(admin.db, key)).toEqual([orderId]));
    await until(() => expect(selectGeneration(editorStore.getState()).status).toBe('done'));
    const order = (await getDoc(doc(admin.db, `${paths.workRequests(key)}/${orderId}`))).data()!;
    expect(order).toMatchObject({
      raisedBy: PLAN_RAISER,
      updatedBy: editor.uid,
      raisedByName: 'Ed Editor',
      status: 'readyToSchedule',
    });
    expect((await getDoc(doc(admin.db, paths.maintenancePlan(key, planId)))).data()).toMatchObject({
      lastOrder: orderId,
      updatedBy: editor.uid,
    });

    // An editor's reading crosses the meter plan's threshold: the editor generates its order.
    editorStore.dispatch(readingRequested({ eqid: 'pump1', meterId: 'hours', value: 150, reset: false }));
    await until(async () => expect(await pmOrderIds(admin.db, key)).toEqual([orderId, `${meterPlan}_m100`].sort()));
    expect((await getDoc(doc(admin.db, paths.maintenancePlan(key, meterPlan)))).data()).toMatchObject({
      nextThreshold: 200,
    });
    expect(selectPlans(editorStore.getState()).writeError).toBeNull();
  });
});
