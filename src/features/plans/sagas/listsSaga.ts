// The plans, their compliance rollup and open preventive orders of the saved plant while a page
// shows them. (A plan's own orders and the plant's meters are on the live-data kit: plansLive.ts.)
import type { Task } from 'redux-saga';
import { all, call, cancel, delay, fork, put, race, select, take } from 'redux-saga/effects';
import { watchLive } from '../../../store/liveSaga';
import { today as todayOf } from '../../../lib/days';
import { type AppError } from '../../../lib/errors';
import type { PlantKey } from '../../../services/firebase/collections';
import type { MaintenancePlan, PmComplianceMonth } from '../../../services/firebase/plans';
import type { WorkRequest } from '../../../services/firebase/work';
import { plantCleared, plantSelected, selectSavedPlant } from '../../plant/plantSlice';
import { lastTwelveMonths } from '../../../domain/compliance';
import { type LiveList, subscribeCompliance, subscribeOpenPmOrders, subscribePlans } from '../plansService';
import {
  complianceFailed,
  complianceReceived,
  generationFinished,
  generationFailed,
  openPmOrdersFailed,
  openPmOrdersReceived,
  plansClosed,
  plansFailed,
  plansOpened,
  plansReceived,
  selectPlans,
  type GenerationState,
  type PlansState,
  selectGeneration,
} from '../plansSlice';

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
export const lists = () =>
  whileOpen([plansOpened.type, plansClosed.type], (key, plans) =>
    plans.plans.status === 'idle' ? null : () => watchPlans(key),
  );
