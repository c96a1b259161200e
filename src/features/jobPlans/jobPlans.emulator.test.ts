// Job plans through the store, the sagas and the services, against the emulators (strict
// profile: every query needs its declared index) and the real rules: an admin publishes a job
// plan; a maintenance plan takes its work from it; a proposal is accepted (revision 2) and the
// plan takes the new revision in its own write, which the rules compare with the published
// revision; the plan's next generated order is planned from revision 2. Bad content is refused
// in words, and nothing is written.
import { collection, doc, getDoc, getDocs, query, where } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { liveKitFeature } from '../../store/liveKit';
import { newId } from '../../lib/ids';
import { addDays, today } from '../../lib/days';
import { type JobPlanContent, planWorkFrom } from '../../domain/jobPlans';
import { paths } from '../../services/firebase/collections';
import { getDb } from '../../services/firebase/firestore';
import type { PlanInput } from '../../services/firebase/plans';
import { addPump, adminInPlant, emulatorSuite } from '../../testing/emulatorCompany';
import type { Store } from '../../testing/flows';
import { until } from '../../testing/until';
import { plansFeature } from '../plans/plansSaga';
import { plansListLive, selectPlanList } from '../plans/plansLive';
import { planSaveRequested, selectPlans } from '../plans/plansSlice';
import { jobPlanDocLive, jobPlanProposalsLive, jobPlanRevisionsLive, selectOpenJobPlan } from './jobPlansLive';
import { jobPlansFeature } from './jobPlansSaga';
import {
  jobPlanAcceptRequested,
  jobPlanProposeRequested,
  jobPlanPublishRequested,
  selectJobPlans,
} from './jobPlansSlice';

emulatorSuite();

const SEAL: JobPlanContent = {
  title: 'Replace a pump mechanical seal',
  description: 'Centrifugal pumps up to 75 kW.',
  steps: [
    { text: 'Isolate and lock out the pump.', reading: null },
    { text: 'Measure the shaft run-out.', reading: { unit: 'mm', min: 0, max: 0.05 } },
  ],
  craft: 'Mechanical',
  estimatedHours: 6,
  crewSize: 2,
  permits: ['CWP', 'ELCT'],
  materials: [{ text: 'Mechanical seal 45 mm', quantity: 1 }],
  procedures: [],
  tools: ['Seal setting gauge'],
  classes: ['pump'],
};

const planInput = (extra: Partial<PlanInput> = {}): PlanInput => ({
  title: 'Yearly seal change',
  equipmentIds: ['pump1'],
  steps: [],
  workType: 'PM-INSP',
  estimatedHours: 1,
  craft: 'Mechanical',
  assignees: [],
  permits: [],
  signatureRequired: false,
  trigger: 'calendar',
  interval: { every: 1, unit: 'years' },
  meter: null,
  scheduling: 'fixed',
  // Due in ten days: nothing is generated yet.
  leadDays: 0,
  startDate: addDays(today(), 10),
  active: true,
  ...extra,
});

function openJobPlan(store: Store, id: string) {
  const of = { company: store.getState().auth.currentUser!.companyUID, id };
  for (const kit of [jobPlanDocLive, jobPlanRevisionsLive, jobPlanProposalsLive]) store.dispatch(kit.opened(of));
  return () => selectOpenJobPlan(store.getState(), id);
}

describe('job plans against the emulators', () => {
  it('reach the maintenance plans that use them, revision by revision, and refuse bad content', async () => {
    const { store, key } = await adminInPlant({
      prefix: 'jobPlans',
      features: [jobPlansFeature, plansFeature, liveKitFeature],
    });
    await addPump(store, key);
    store.dispatch(plansListLive.opened(key));

    // Bad content: refused in words, nothing written.
    const bad = newId();
    store.dispatch(
      jobPlanPublishRequested({ id: bad, isNew: true, content: { ...SEAL, crewSize: 0 }, note: '', archived: false }),
    );
    expect(selectJobPlans(store.getState()).writeError?.code).toBe('jobPlans/invalid');

    // Published: revision 1 with its revision document.
    const id = newId();
    store.dispatch(jobPlanPublishRequested({ id, isNew: true, content: SEAL, note: '', archived: false }));
    const open = openJobPlan(store, id);
    await until(() => expect(open().jobPlan).toMatchObject({ revision: 1, pending: false }));
    await until(() => expect(open().revisions.map((r) => r.revision)).toEqual([1]));

    // A maintenance plan takes its work from revision 1.
    store.dispatch(
      planSaveRequested({
        id: null,
        input: { ...planInput(), ...planWorkFrom(SEAL), jobPlan: { id, revision: 1 } },
      }),
    );
    await until(() => expect(selectPlans(store.getState()).lastSaved).not.toBeNull());
    const planId = selectPlans(store.getState()).lastSaved!;
    await until(() =>
      expect(selectPlanList(store.getState()).items.find((p) => p.id === planId)).toMatchObject({
        jobPlan: { id, revision: 1 },
        estimatedHours: 6,
        pending: false,
      }),
    );

    // A proposal (5 h, a dial indicator) accepted: revision 2, and the plan takes it.
    const proposalId = newId();
    const proposed = { ...SEAL, estimatedHours: 5, tools: ['Seal setting gauge', 'Dial indicator'] };
    store.dispatch(jobPlanProposeRequested({ jobPlanId: id, proposalId, content: proposed, note: 'Faster with two.' }));
    await until(() => expect(open().proposals.find((p) => p.id === proposalId)?.pending).toBe(false));
    store.dispatch(jobPlanAcceptRequested({ jobPlanId: id, proposalId, note: '' }));
    await until(() => expect(open().jobPlan).toMatchObject({ revision: 2, estimatedHours: 5, pending: false }));
    await until(() =>
      expect(selectPlanList(store.getState()).items.find((p) => p.id === planId)).toMatchObject({
        jobPlan: { id, revision: 2 },
        estimatedHours: 5,
        pending: false,
      }),
    );
    expect(open().revisions[0]).toMatchObject({ revision: 2, proposal: proposalId });

    // Its next order, once due, is planned from revision 2: the plan saved with a lead of ten days.
    store.dispatch(
      planSaveRequested({
        id: planId,
        input: { ...planInput({ leadDays: 10 }), ...planWorkFrom(proposed), jobPlan: { id, revision: 2 } },
      }),
    );
    const db = await getDb();
    await until(async () => {
      const orders = await getDocs(query(collection(db, paths.workRequests(key)), where('pm.planId', '==', planId)));
      const order = orders.docs[0]?.data() as { plan: unknown; checklist: unknown } | undefined;
      expect(order?.plan).toMatchObject({ estimatedHours: 5, craft: 'Mechanical', permits: ['CWP', 'ELCT'] });
      expect(order?.checklist).toEqual(SEAL.steps);
    });
    expect((await getDoc(doc(db, paths.maintenancePlan(key, planId)))).data()?.jobPlan).toEqual({ id, revision: 2 });
  });
});
