// The plans feature's side effects (docs/design.md §5, §6): the plans, their compliance rollup
// and open preventive orders of the saved plant while a page shows them, the orders of the plan on
// screen, an admin's recount of the rollup, the readings of the equipment on screen, generation of
// due orders (on start, on opening the plans page, after a reading, on choosing a plant), and the
// offline-first writes. A generation batch refused because its order exists already was made by
// another client at the same moment: not an error.
import type { PayloadAction } from '@reduxjs/toolkit';
import type { Task } from 'redux-saga';
import { buffers, channel } from 'redux-saga';
import {
  all,
  call,
  cancel,
  delay,
  fork,
  put,
  race,
  select,
  spawn,
  take,
  takeEvery,
  takeLatest,
} from 'redux-saga/effects';
import { watchLive, whileSignedIn, writeOfflineFirst } from '../../app/liveSaga';
import { type CurrentUser, UserRole } from '../../lib/currentUser';
import { today as todayOf } from '../../lib/days';
import { type AppError, toAppError } from '../../lib/errors';
import type { EquipmentSummary } from '../../services/firebase/assets';
import type { PlantKey } from '../../services/firebase/collections';
import type {
  LastReading,
  MaintenancePlan,
  MeterReading,
  MeterState,
  PlanInput,
  PmComplianceMonth,
} from '../../services/firebase/plans';
import type { WorkRequest } from '../../services/firebase/work';
import type { QueuedWrite } from '../../services/firebase/writes';
import {
  plantCleared,
  plantLoaded,
  plantLoadFailed,
  plantSelected,
  selectEquipmentById,
  selectPlantState,
  selectSavedPlant,
} from '../assets/plantSlice';
import {
  editedProgress,
  type Generation,
  initialProgress,
  planGeneration,
  rebasedThreshold,
  usesMeter,
} from '../../domain/generation';
import { lastTwelveMonths } from '../../domain/compliance';
import { sinceFor } from '../../domain/forecast';
import { intervalDays } from '../../domain/intervals';
import { PLANS_ERRORS } from './plansErrors';
import {
  type DuePlans,
  findDuePlans,
  findMeterPlans,
  getLastReading,
  getMeterState,
  type LiveList,
  meterKey,
  orderExists,
  queueGenerate,
  queueReading,
  queueSavePlan,
  queueSetActive,
  recountCompliance,
  subscribeCompliance,
  subscribeLastReadings,
  subscribeMeters,
  subscribeOpenPmOrders,
  subscribePlanOrders,
  subscribePlans,
  subscribeReadings,
} from './plansService';
import {
  complianceFailed,
  complianceReceived,
  generationFinished,
  generationFailed,
  generationNotMade,
  generationRequested,
  metersClosed,
  metersFailed,
  metersOpened,
  metersReceived,
  openPmOrdersFailed,
  openPmOrdersReceived,
  planActiveRequested,
  planSaved,
  planSaveRequested,
  plansClosed,
  plansFailed,
  plansOpened,
  plansReceived,
  plansWriteFailed,
  planOrdersClosed,
  planOrdersFailed,
  planOrdersOpened,
  planOrdersReceived,
  readingRequested,
  recountFailed,
  recountFinished,
  recountProgress,
  recountRequested,
  readingsClosed,
  readingsFailed,
  readingsOpened,
  readingsReceived,
  selectPlans,
  type GenerationState,
  type PlansState,
  selectGeneration,
} from './plansSlice';

const problem = (code: string, message = code): AppError => ({ code, message });

// --- Plans, their compliance and open orders ---------------------------------------------------

const PLANS_SETTLE_MS = 150;

/** How long the lists wait for a generation under way to have found what is due. */
const LISTS_WAIT_MS = 3000;

function* watchPlans(key: PlantKey) {
  // Generation's small queries first: Firestore answers the listeners of a connection together,
  // so a plant's whole plan list (1,000 plans are megabytes on a slow link) would hold them back.
  if (((yield select(selectGeneration)) as GenerationState).status === 'running')
    yield race([take([generationFinished.type, generationFailed.type]), delay(LISTS_WAIT_MS)]);
  // Three small reads whatever the plant's history: the plans, 12 rollup documents, and the
  // orders in hand (the last two unless the page asked for the plans only). A year of orders
  // (10,000 in a large plant, ~30 MB) is never downloaded.
  const { compliance, openPmOrders } = (yield select(selectPlans)) as PlansState;
  yield all([
    call(
      watchLive<LiveList<MaintenancePlan>>,
      (listener) => subscribePlans(key, listener),
      function* onPlans(list) {
        yield put(plansReceived({ items: list.items, fromCache: list.fromCache, corrupt: list.corrupt }));
      },
      function* onError(error: AppError) {
        yield put(plansFailed(error));
      },
      // A plant's whole plan list (1,000 in a large plant) is drawn at most every 150 ms.
      { settleMs: PLANS_SETTLE_MS },
    ),
    compliance.status !== 'idle' &&
      call(
        watchLive<LiveList<PmComplianceMonth>>,
        (listener) => subscribeCompliance(key, lastTwelveMonths(todayOf())[0], listener),
        function* onMonths(list) {
          yield put(complianceReceived({ items: list.items, fromCache: list.fromCache, corrupt: list.corrupt }));
        },
        function* onError(error: AppError) {
          yield put(complianceFailed(error));
        },
      ),
    openPmOrders.status !== 'idle' &&
      call(
        watchLive<LiveList<WorkRequest>>,
        (listener) => subscribeOpenPmOrders(key, listener),
        function* onOrders(list) {
          yield put(openPmOrdersReceived({ items: list.items, fromCache: list.fromCache, corrupt: list.corrupt }));
        },
        function* onError(error: AppError) {
          yield put(openPmOrdersFailed(error));
        },
      ),
  ]);
}

/**
 * Runs the watcher `start` gives for the saved plant and the plans state (none when it gives
 * null), and starts it again on each of `triggers` and on another plant: a listener that lives
 * while a page has it open.
 */
function* whileOpen(triggers: string[], start: (key: PlantKey, plans: PlansState) => (() => Generator) | null) {
  let task: Task | null = null;
  while (true) {
    if (task) yield cancel(task);
    task = null;
    const key = (yield select(selectSavedPlant)) as PlantKey | null;
    const watcher = key ? start(key, (yield select(selectPlans)) as PlansState) : null;
    if (watcher) task = (yield fork(watcher)) as Task;
    yield take([...triggers, plantSelected.type, plantCleared.type]);
  }
}

/** The plans (and their compliance and open orders) while a page has them open. */
const lists = () =>
  whileOpen([plansOpened.type, plansClosed.type], (key, plans) =>
    plans.plans.status === 'idle' ? null : () => watchPlans(key),
  );

/** The plant's meters while the forecast shows them. */
const meters = () =>
  whileOpen([metersOpened.type, metersClosed.type], (key, plans) =>
    plans.meters.status === 'idle'
      ? null
      : () =>
          watchLive<LiveList<MeterState>>(
            (listener) => subscribeMeters(key, listener),
            function* onMeters(list) {
              yield put(metersReceived({ items: list.items, fromCache: list.fromCache, corrupt: list.corrupt }));
            },
            function* onError(error: AppError) {
              yield put(metersFailed(error));
            },
          ),
  );

/** The orders of the plan whose page is open. */
const planOrders = () =>
  whileOpen([planOrdersOpened.type, planOrdersClosed.type], (key, plans) => {
    const { planId, status } = plans.planOrders;
    if (!planId || status === 'idle') return null;
    return () =>
      watchLive<LiveList<WorkRequest>>(
        (listener) => subscribePlanOrders(key, planId, listener),
        function* onOrders(list) {
          yield put(
            planOrdersReceived({ planId, items: list.items, fromCache: list.fromCache, corrupt: list.corrupt }),
          );
        },
        function* onError(error: AppError) {
          yield put(planOrdersFailed({ planId, error }));
        },
      );
  });

// --- Readings of the equipment on screen -----------------------------------------------------

function* watchReadings(key: PlantKey, eqid: string) {
  yield all([
    call(
      watchLive<LiveList<MeterReading>>,
      (listener) => subscribeReadings(key, eqid, listener),
      function* onReadings(list) {
        yield put(readingsReceived({ eqid, history: list.items }));
      },
      function* onError() {
        yield put(readingsFailed(eqid));
      },
    ),
    call(
      watchLive<LiveList<LastReading>>,
      (listener) => subscribeLastReadings(key, eqid, listener),
      function* onLast(list) {
        yield put(readingsReceived({ eqid, last: Object.fromEntries(list.items.map((r) => [r.meterId, r])) }));
      },
      function* onError() {
        yield put(readingsFailed(eqid));
      },
    ),
  ]);
}

function* readings() {
  const tasks = new Map<string, Task>();
  const start = function* (eqid: string) {
    const key = (yield select(selectSavedPlant)) as PlantKey | null;
    if (key) tasks.set(eqid, (yield fork(watchReadings, key, eqid)) as Task);
  };
  const stop = function* (eqid: string) {
    const task = tasks.get(eqid);
    if (task) yield cancel(task);
    tasks.delete(eqid);
  };
  for (const eqid of Object.keys(((yield select(selectPlans)) as PlansState).readings)) yield* start(eqid);
  while (true) {
    const action = (yield take([
      readingsOpened.type,
      readingsClosed.type,
      plantSelected.type,
      plantCleared.type,
    ])) as PayloadAction<string>;
    if (action.type === readingsOpened.type) {
      if (!tasks.has(action.payload)) yield* start(action.payload);
    } else if (action.type === readingsClosed.type) {
      yield* stop(action.payload);
    } else {
      const open = [...tasks.keys()];
      for (const eqid of open) yield* stop(eqid);
      if (action.type === plantSelected.type) for (const eqid of open) yield* start(eqid);
    }
  }
}

// --- Generation ------------------------------------------------------------------------------

/** The plant's equipment summary once the plant document has loaded (null without a plant). */
function* loadedEquipment() {
  while (true) {
    const plant = (yield select(selectPlantState)) as ReturnType<typeof selectPlantState>;
    if (plant.status === 'ready') return (yield select(selectEquipmentById)) as ReadonlyMap<string, EquipmentSummary>;
    if (plant.status === 'none' || plant.status === 'failed') return null;
    yield take([plantLoaded.type, plantCleared.type, plantSelected.type, plantLoadFailed.type]);
  }
}

/** Settles to 'accepted', 'elsewhere' (the order exists: another client made it) or the refusal. */
async function outcome(
  key: PlantKey,
  orderId: string,
  queued: QueuedWrite,
): Promise<'accepted' | 'elsewhere' | AppError> {
  try {
    await queued.acknowledged;
    return 'accepted';
  } catch (error) {
    return (await orderExists(key, orderId)) ? 'elsewhere' : toAppError(error);
  }
}

/**
 * One run: reads what may be due and queues one batch per due plan; it is done once they are
 * queued (offline too: they sync later). `generated` counts the orders queued here; one another
 * device made first is refused quietly ("made elsewhere").
 */
function* generate(user: CurrentUser) {
  const key = (yield select(selectSavedPlant)) as PlantKey | null;
  const equipment = key ? yield* loadedEquipment() : null;
  if (!key || !equipment) {
    yield put(generationFinished({ generated: 0, read: 0, finishedAt: new Date().toISOString(), plant: null }));
    return;
  }
  const by = { uid: user.uid, name: user.title };
  const today = todayOf();
  let due: DuePlans;
  try {
    due = (yield call(findDuePlans, key, today)) as DuePlans;
  } catch (error) {
    yield put(generationFailed(toAppError(error)));
    return;
  }
  const batches: { generation: Generation; queued: QueuedWrite }[] = [];
  for (const plan of due.plans) {
    const reading = plan.meter
      ? (due.lastReadings[meterKey(plan.meter.equipmentId, plan.meter.meterId)] ?? null)
      : null;
    const generation = planGeneration(plan, today, reading, equipment.get(plan.equipmentIds[0]), by);
    if (!generation) continue;
    try {
      const queued = (yield call(queueGenerate, key, generation, by)) as QueuedWrite;
      batches.push({ generation, queued });
    } catch (error) {
      yield put(plansWriteFailed(toAppError(error)));
    }
  }
  type Outcome = Awaited<ReturnType<typeof outcome>>;
  // Done once queued: the orders show at once (offline-first), and waiting for the server's
  // answers would hold "done" for a second or so per order on a large plant. A refusal other than
  // "made elsewhere" is reported whenever it comes, even after this run.
  for (const { generation, queued } of batches)
    yield spawn(function* report() {
      const result: Outcome = yield call(outcome, key, generation.orderId, queued);
      if (result !== 'accepted') yield put(generationNotMade());
      if (typeof result === 'object') yield put(plansWriteFailed(result));
    });
  yield put(
    generationFinished({
      generated: batches.length,
      read: due.read,
      finishedAt: new Date().toISOString(),
      plant: plantOf(key),
    }),
  );
}

/** Opening the plans page asks again only when this plant's last run is not under way or recent. */
const RECENT_RUN_MS = 60_000;

const plantOf = (key: PlantKey | null) => (key ? `${key.uid}/${key.site}/${key.plant}` : null);

function* generation(user: CurrentUser) {
  // On start (MainApp) and on choosing a plant, when a plant is saved; pages and readings ask too.
  yield takeLatest(generationRequested.type, generate, user);
  yield takeEvery(plantSelected.type, function* () {
    yield put(generationRequested());
  });
  // The app's start and the plans page usually open together: one run, not one restarted.
  yield takeEvery(plansOpened.type, function* () {
    const run = (yield select(selectGeneration)) as GenerationState;
    const plant = plantOf((yield select(selectSavedPlant)) as PlantKey | null);
    const recent =
      run.status === 'running' ||
      (run.status === 'done' &&
        run.plant === plant &&
        run.finishedAt !== null &&
        Date.now() - Date.parse(run.finishedAt) < RECENT_RUN_MS);
    if (!recent) yield put(generationRequested());
  });
  if ((yield select(selectSavedPlant)) as PlantKey | null) yield put(generationRequested());
}

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

function* writes(user: CurrentUser) {
  const by = { uid: user.uid, name: user.title };
  const plantKey = () => select(selectSavedPlant);

  yield takeEvery(planSaveRequested.type, function* ({ payload }: ReturnType<typeof planSaveRequested>) {
    const key = (yield plantKey()) as PlantKey | null;
    if (!key) return void (yield put(plansWriteFailed(problem(PLANS_ERRORS.noPlant))));
    const bad = planProblem(payload.input);
    if (bad) return void (yield put(plansWriteFailed(problem(PLANS_ERRORS.planInvalid, bad))));
    const before = payload.id
      ? (((yield select(selectPlans)) as PlansState).plans.items.find((p) => p.id === payload.id) ?? null)
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

  yield takeEvery(planActiveRequested.type, function* ({ payload }: ReturnType<typeof planActiveRequested>) {
    const key = (yield plantKey()) as PlantKey | null;
    if (!key) return void (yield put(plansWriteFailed(problem(PLANS_ERRORS.noPlant))));
    const queued = yield* writeOfflineFirst(
      () => queueSetActive(key, payload.id, payload.active, by),
      plansWriteFailed,
    );
    if (queued && payload.active) yield put(generationRequested());
  });

  yield takeLatest(recountRequested.type, function* () {
    const key = (yield plantKey()) as PlantKey | null;
    if (!key) return void (yield put(recountFailed(problem(PLANS_ERRORS.noPlant))));
    const progress = channel<{ read: number; total: number | null }>(buffers.sliding(1));
    const task = (yield fork(function* relay() {
      while (true) yield put(recountProgress(yield take(progress)));
    })) as Task;
    try {
      const queued = (yield call(recountCompliance, key, lastTwelveMonths(todayOf()), by, (read, total) =>
        progress.put({ read, total }),
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
    const shown = ((yield select(selectPlans)) as PlansState).readings[payload.eqid]?.last[payload.meterId];
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

function* plansSaga() {
  yield all([
    call(whileSignedIn, function* signedIn(user: CurrentUser) {
      yield all([
        call(lists),
        call(planOrders),
        call(meters),
        call(readings),
        call(generation, user),
        call(writes, user),
      ]);
    }),
  ]);
}

/** Started by MainApp (generation when the app opens) and by the plans pages. */
export const plansFeature = { key: 'plans', saga: plansSaga };
