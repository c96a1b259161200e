// The plans' offline-first writes: a plan saved or paused, a meter reading, an admin's recount.
import type { Task } from 'redux-saga';
import { buffers, channel } from 'redux-saga';
import { call, cancel, fork, put, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import { writeOfflineFirst } from '../../../store/liveSaga';
import { type CurrentUser, UserRole } from '../../../lib/currentUser';
import { today as todayOf } from '../../../lib/days';
import { type AppError, toAppError } from '../../../lib/errors';
import type { PlantKey } from '../../../services/firebase/collections';
import type { MaintenancePlan, MeterState, PlanInput } from '../../../services/firebase/plans';
import type { QueuedWrite } from '../../../services/firebase/writes';
import { selectSavedPlant } from '../../plant/plantSlice';
import { type RegisterState, selectRegister } from '../../plant/registerLive';
import { jobPlanRevised } from '../../jobPlans/jobPlansSlice';
import { planWorkFrom } from '../../../domain/jobPlans';
import { editedProgress, initialProgress, rebasedThreshold, usesMeter } from '../../../domain/generation';
import { DEFAULT_PM_RULE, lastTwelveMonths } from '../../../domain/compliance';
import { kpiSettingsLive } from '../plansLive';
import { sinceFor } from '../../../domain/forecast';
import { intervalDays } from '../../../domain/intervals';
import type { RootState } from '../../../store/rootReducer';
import { PLANS_ERRORS } from '../plansErrors';
import { lastReadingOf, lastReadings } from '../readingsSlice';
import {
  findMeterPlans,
  findPlansUsing,
  getLastReading,
  getMeterState,
  queuePmOnTimeRule,
  queueReading,
  queueSavePlan,
  queueSetActive,
  queueBinPlan,
  queueFollowJobPlan,
  recountCompliance,
} from '../plansService';
import {
  generationRequested,
  planActiveRequested,
  planBinRequested,
  planSaved,
  planSaveRequested,
  plansWriteFailed,
  readingRequested,
  recountFailed,
  recountFinished,
  recountProgress,
  recountRequested,
  type LiveItems,
  type PlanRow,
} from '../plansSlice';
import { selectPlanList } from '../plansLive';

const problem = (code: string, message = code): AppError => ({ code, message });

// --- Writes ----------------------------------------------------------------------------------

/** The checks the rules repeat (planValidation.ts in the editor checks everything first, in words). */
export function planProblem(input: PlanInput): string | null {
  const calendar = input.trigger !== 'meter';
  if (!input.title.trim() || input.equipmentIds.length === 0) return 'incomplete';
  if (calendar && !input.interval) return 'interval';
  if (input.trigger !== 'calendar' && (!input.meter || !input.equipmentIds.includes(input.meter.equipmentId)))
    return 'meter';
  if (input.interval && (input.interval.every < 1 || intervalDays(input.interval, input.startDate) > 3653))
    return 'interval';
  if (input.interval && input.leadDays > intervalDays(input.interval, input.startDate)) return 'leadDays';
  if (input.leadDays < 0 || !(input.estimatedHours > 0)) return 'incomplete';
  return null;
}

function* meterStateOf(key: PlantKey, eqid: string, meterId: string) {
  return (yield call(getMeterState, key, eqid, meterId)) as MeterState | null;
}

export function* writes(user: CurrentUser) {
  const by = { uid: user.uid, name: user.title };
  const plantKey = () => select(selectSavedPlant);

  yield takeEvery(planSaveRequested.type, function* ({ payload }: ReturnType<typeof planSaveRequested>) {
    const key = (yield plantKey()) as PlantKey | null;
    if (!key) return void (yield put(plansWriteFailed(problem(PLANS_ERRORS.noPlant))));
    const bad = planProblem(payload.input);
    if (bad) return void (yield put(plansWriteFailed(problem(PLANS_ERRORS.planInvalid, bad))));
    const before = payload.id
      ? (((yield select(selectPlanList)) as LiveItems<PlanRow>).items.find((p) => p.id === payload.id) ?? null)
      : null;
    if (payload.id && !before) return void (yield put(plansWriteFailed(problem(PLANS_ERRORS.unknownPlan))));
    const meter = usesMeter(payload.input) ? payload.input.meter : null;
    const last = meter ? ((yield call(getLastReading, key, meter.equipmentId, meter.meterId)) as number | null) : null;
    const progress = before ? editedProgress(before, payload.input, last) : initialProgress(payload.input, last);
    let saved: string | null = null;
    yield* writeOfflineFirst(async () => {
      const queued = await queueSavePlan(key, payload.id, payload.input, progress, by);
      saved = queued.id;
      return queued;
    }, plansWriteFailed);
    if (saved) {
      yield put(planSaved(saved));
      yield put(generationRequested());
    }
  });

  // A job plan's new revision reaches the plans that use it, in every plant of the company (those
  // the register lists; the chosen plant's when it has not answered yet). Each plan is its own
  // write; a plan already at that revision, or later, is left.
  yield takeEvery(jobPlanRevised.type, function* ({ payload }: ReturnType<typeof jobPlanRevised>) {
    if (user.role !== UserRole.Admin) return;
    const saved = (yield plantKey()) as PlantKey | null;
    const register = (yield select(selectRegister)) as RegisterState;
    const company = user.companyUID;
    const keys: PlantKey[] =
      register.status === 'ready'
        ? register.sites.flatMap((site) =>
            (register.plants[site.id] ?? []).map((p) => ({ uid: company, company, site: site.id, plant: p.id })),
          )
        : saved
          ? [saved]
          : [];
    const work = planWorkFrom(payload.content);
    const link = { id: payload.id, revision: payload.revision };
    for (const key of keys) {
      let plans: MaintenancePlan[];
      try {
        plans = yield call(findPlansUsing, key, payload.id);
      } catch (error) {
        yield put(plansWriteFailed(toAppError(error)));
        continue;
      }
      for (const plan of plans)
        if ((plan.jobPlan?.revision ?? 0) < payload.revision)
          yield* writeOfflineFirst(() => queueFollowJobPlan(key, plan, work, link, by), plansWriteFailed);
    }
  });

  yield takeEvery(planActiveRequested.type, function* ({ payload }: ReturnType<typeof planActiveRequested>) {
    const key = (yield plantKey()) as PlantKey | null;
    if (!key) return void (yield put(plansWriteFailed(problem(PLANS_ERRORS.noPlant))));
    const queued = yield* writeOfflineFirst(
      () => queueSetActive(key, payload.id, payload.active, by),
      plansWriteFailed,
    );
    if (queued && payload.active) yield put(generationRequested());
  });

  yield takeEvery(planBinRequested.type, function* ({ payload }: ReturnType<typeof planBinRequested>) {
    const key = (yield plantKey()) as PlantKey | null;
    if (!key) return void (yield put(plansWriteFailed(problem(PLANS_ERRORS.noPlant))));
    const plan = ((yield select(selectPlanList)) as LiveItems<PlanRow>).items.find((p) => p.id === payload.id);
    if (!plan) return void (yield put(plansWriteFailed(problem(PLANS_ERRORS.unknownPlan))));
    if (plan.active) return void (yield put(plansWriteFailed(problem(PLANS_ERRORS.binActive))));
    yield* writeOfflineFirst(() => queueBinPlan(key, plan, by), plansWriteFailed);
  });

  yield takeLatest(recountRequested.type, function* ({ payload }: ReturnType<typeof recountRequested>) {
    const key = (yield plantKey()) as PlantKey | null;
    if (!key) return void (yield put(recountFailed(problem(PLANS_ERRORS.noPlant))));
    // A rule chosen with the recount becomes the company's first (new months take it), then
    // this plant's last 12 months are counted by it.
    const company = (yield select((s: RootState) => kpiSettingsLive.select(s, key.company))) as ReturnType<
      typeof kpiSettingsLive.select
    >;
    const current = company?.value?.item?.pmOnTimeRule ?? DEFAULT_PM_RULE;
    const rule = payload?.rule ?? current;
    const progress = channel<{ read: number; total: number | null }>(buffers.sliding(1));
    const task = (yield fork(function* relay() {
      while (true) yield put(recountProgress(yield take(progress)));
    })) as Task;
    try {
      if (rule !== current) {
        const chosen = (yield call(queuePmOnTimeRule, key.company, rule, user.uid)) as QueuedWrite;
        yield call(() => chosen.acknowledged);
      }
      const queued = (yield call(
        recountCompliance,
        key,
        lastTwelveMonths(todayOf()),
        by,
        (read, total) => progress.put({ read, total }),
        rule,
      )) as QueuedWrite;
      yield call(() => queued.acknowledged);
      yield put(recountFinished());
    } catch (error) {
      yield put(recountFailed(toAppError(error)));
    } finally {
      yield cancel(task);
      progress.close();
    }
  });

  yield takeEvery(readingRequested.type, function* ({ payload }: ReturnType<typeof readingRequested>) {
    const key = (yield plantKey()) as PlantKey | null;
    if (!key) return void (yield put(plansWriteFailed(problem(PLANS_ERRORS.noPlant))));
    if (typeof payload.value !== 'number' || !Number.isFinite(payload.value) || !payload.meterId)
      return void (yield put(plansWriteFailed(problem(PLANS_ERRORS.readingInvalid))));
    // The last value: what the equipment page shows live, else the meter's state in the plant's
    // meters collection (cache offline; written with the last reading, in the same batch), else
    // (a meter read before that collection existed) its last reading's document.
    const onScreen = (yield select((s: RootState) => lastReadings.select(s, { plant: key, eqid: payload.eqid }))) as
      ReturnType<typeof lastReadings.select> | undefined;
    const shown = lastReadingOf(onScreen?.value, payload.meterId);
    let state: MeterState | null | undefined;
    let last = shown ? shown.value : null;
    if (!shown) {
      state = yield* meterStateOf(key, payload.eqid, payload.meterId);
      const stored = state ? null : ((yield call(getLastReading, key, payload.eqid, payload.meterId)) as number | null);
      last = state ? state.value : stored;
    }
    if (!payload.reset && last !== null && payload.value < last)
      return void (yield put(plansWriteFailed(problem(PLANS_ERRORS.readingBackwards, String(last)))));
    // An admin's reset keeps what the meter plans had left to run (the rules let only admins).
    let rebased: { planId: string; nextThreshold: number }[] = [];
    if (payload.reset && last !== null && user.role === UserRole.Admin) {
      try {
        const plans = (yield call(findMeterPlans, key, payload.eqid, payload.meterId)) as MaintenancePlan[];
        rebased = plans.flatMap((plan) => {
          const nextThreshold = rebasedThreshold(plan, last, payload.value);
          return nextThreshold === null ? [] : [{ planId: plan.id, nextThreshold }];
        });
      } catch {
        // Not readable now (offline without them in the cache): the reading goes alone.
      }
    }
    // Where the meter's daily rate counts from (the forecast): kept, moved on, or started here.
    if (state === undefined) state = yield* meterStateOf(key, payload.eqid, payload.meterId);
    const since = sinceFor(state, payload.reset, new Date());
    const queued = yield* writeOfflineFirst(() => queueReading(key, payload, by, rebased, since), plansWriteFailed);
    if (queued) yield put(generationRequested());
  });
}
