// The planner's board's side effects. A move is checked again here against the board's live data
// (domain/board.ts checkDrop: a past day, a person without the craft, a permit's weekday, a frozen
// week without a reason are refused in words, nothing written) and then made as the work saga's
// own versioned status moves and updates, one batch per order, offline-first. The crew and a
// person's days are written offline-first too.
// The board reads only the first of the ready backlog (queuesLive.ts rankedReadyLive); its totals
// (orders, hours per craft for the crew-weeks) are counted on the server while the board is open:
// once the crew and the backlog's first window are in, when either changes (debounced: a burst is one count),
// when the browser comes back online. Offline the count fails at once and the board says so.
import { isOffline } from '../../../lib/useOnline';
import { call, debounce, fork, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { type KitValue, valuesOf, whileOpen } from '../../../store/liveKit';
import { whenBackOnline, whileSignedIn, writeOfflineFirst } from '../../../store/liveSaga';
import { toAppError } from '../../../lib/errors';
import type { LiveDoc, LiveList } from '../../../services/firebase/live';
import type { CrewSettings } from '../../../services/firebase/crew';
import type { RootState } from '../../../store/rootReducer';
import type { CurrentUser } from '../../../lib/currentUser';
import { formatDay, today } from '../../../lib/days';
import { assigneesAfter, type BoardContext, checkDrop, crewDayId } from '../../../domain/board';
import type { PlantKey } from '../../../services/firebase/collections';
import { queueCrew, queueCrewDay } from '../../../services/firebase/crew';
import { selectSavedPlant } from '../../plant/plantSlice';
import { rankedReadyLive, selectListedOrders, selectRankedReady, selectScheduled } from '../queuesLive';
import { countReady, type ReadyTotals } from '../workService';
import { moveRequested, updateRequested, workWriteFailed, type WorkRow } from '../workSlice';
import { crewDaysLive, crewLive, frozenWeekLive, selectCrew } from './boardLive';
import {
  boardMoveRefused,
  boardMoveRequested,
  boardMovesPlaced,
  boardPlacedSettled,
  boardWriteFailed,
  crewDaySaveRequested,
  crewSaveRequested,
  readyTotalsFailed,
  readyTotalsReceived,
  readyTotalsRequested,
  readyTotalsStarted,
} from './boardSlice';

/** A burst of backlog changes (a colleague's batch, a sync after reconnecting) is counted once. */
export const RECOUNT_AFTER_MS = 1500;

/** Dispatched when what the backlog shows or the crew's crafts changed (not on a mere sync acknowledgement). */
const BACKLOG_CHANGED = 'workBoard/backlogChanged';

/** The crafts counted one by one: the crew's and those of the backlog read so far, as spelt. */
export function craftsToCount(state: RootState): string[] {
  const crafts = new Set<string>();
  for (const member of Object.values(selectCrew(state).settings.people))
    for (const craft of member.crafts) if (craft.trim()) crafts.add(craft);
  for (const order of selectRankedReady(state).items) if (order.plan?.craft.trim()) crafts.add(order.plan.craft);
  return [...crafts];
}

function* countTotals(key: PlantKey) {
  if (isOffline()) {
    yield put(readyTotalsFailed({ offline: true }));
    return;
  }
  const crafts = (yield select(craftsToCount)) as string[];
  try {
    const totals = (yield call(countReady, key, crafts)) as ReadyTotals;
    yield put(readyTotalsReceived({ totals, at: new Date().toISOString() }));
  } catch (error) {
    yield put(readyTotalsFailed({ offline: toAppError(error).code === 'unavailable' || isOffline() }));
  }
}

/** What a list or the crew shows, to tell a real change from a pending mark clearing. */
function shownOf(value: LiveList<WorkRow> | LiveDoc<CrewSettings> | undefined): string | null {
  if (!value) return null;
  if ('items' in value) return value.items.map((o) => `${o.number}:${o.status}:${o.version}`).join();
  const people = value.item?.people ?? {};
  return Object.values(people)
    .flatMap((m) => m.crafts)
    .sort()
    .join();
}

/** The totals of one plant's backlog while the board shows it. */
function* totalsFor(key: PlantKey) {
  yield put(readyTotalsStarted());
  yield takeLatest(readyTotalsRequested.type, countTotals, key);
  yield debounce(RECOUNT_AFTER_MS, BACKLOG_CHANGED, function* () {
    yield put(readyTotalsRequested());
  });
  const shown = new Map<string, string>();
  yield takeEvery(
    valuesOf(rankedReadyLive, crewLive),
    function* onValue({ payload }: KitValue<LiveList<WorkRow> | LiveDoc<CrewSettings>>) {
      const next = shownOf(payload.value);
      if (next === null) return;
      const before = shown.get(payload.kit);
      shown.set(payload.kit, next);
      // The first count waits for the crew and the backlog's first window: their crafts are counted.
      if (before === undefined) {
        if (shown.size === 2) yield put(readyTotalsRequested());
      } else if (before !== next) yield put({ type: BACKLOG_CHANGED });
    },
  );
  yield call(whenBackOnline, readyTotalsRequested);
}

/** What the board knows now: the crew, this client's days that differ, frozen weeks, scheduled work. */
export function boardContextOf(state: RootState, day = today()): BoardContext {
  const crew = selectCrew(state).settings;
  const exceptions = new Map(
    crewDaysLive
      .selectAll(state)
      .flatMap((entry) => entry.value?.items ?? [])
      .map((d) => [crewDayId(d.uid, d.day), d] as const),
  );
  const frozen = new Set(
    frozenWeekLive.selectAll(state).flatMap((entry) => (entry.value?.item ? [entry.value.item.monday] : [])),
  );
  return {
    today: day,
    crew: crew.people,
    exceptions,
    permitDays: crew.permitDays,
    frozen,
    scheduled: selectScheduled(state).items,
  };
}

function* writes(user: CurrentUser) {
  yield takeEvery(boardMoveRequested.type, function* ({ payload }: ReturnType<typeof boardMoveRequested>) {
    const listedOrders = (yield select(selectListedOrders)) as WorkRow[];
    const listed = new Map(listedOrders.map((o) => [o.number, o] as const));
    const moves = payload.moves.flatMap(({ number, from }) => {
      const order = listed.get(number);
      return order ? [{ order, from }] : [];
    });
    if (moves.length !== payload.moves.length || moves.length === 0) {
      yield put(boardWriteFailed({ code: 'work/unknown-order', message: 'The order is not on the board.' }));
      return;
    }
    const context = (yield select(boardContextOf)) as BoardContext;
    const check = checkDrop(moves, payload.target, context);
    if (check.refusal) {
      yield put(boardMoveRefused(check.refusal));
      return;
    }
    const reason = payload.reason.trim();
    if (check.needsReason && !reason) {
      yield put(boardMoveRefused({ reason: 'reasonRequired', number: moves[0].order.number }));
      return;
    }
    const { target } = payload;
    // Drawn at once where they go; the lists take over once the local write reaches them.
    yield put(
      boardMovesPlaced(
        (moves as { order: WorkRow; from: string | null }[]).map(({ order, from }) => ({
          number: order.number,
          from,
          target,
          version: order.version,
        })),
      ),
    );
    for (const { order, from } of moves as { order: WorkRow; from: string | null }[]) {
      if (target === 'backlog') {
        const note = reason ? `Taken off the schedule: ${reason}` : 'Taken off the schedule';
        yield put(
          moveRequested({ number: order.number, to: 'readyToSchedule', changes: { scheduledFor: null }, note }),
        );
        continue;
      }
      const assignees = assigneesAfter(order.plan!, from, target.uid);
      const changes = { scheduledFor: target.day, plan: { ...order.plan!, assignees }, assignees };
      const note = reason
        ? `Break-in on ${formatDay(target.day)}: ${reason}`
        : `Scheduled for ${formatDay(target.day)}`;
      if (order.status === 'readyToSchedule')
        yield put(moveRequested({ number: order.number, to: 'weeklySchedule', changes, note }));
      else yield put(updateRequested({ number: order.number, changes, note }));
    }
  });
  // A refused or failed write: the board draws the lists as they are.
  yield takeEvery(workWriteFailed.type, function* () {
    yield put(boardPlacedSettled(null));
  });
  yield takeEvery(crewSaveRequested.type, function* ({ payload }: ReturnType<typeof crewSaveRequested>) {
    const key = (yield select(selectSavedPlant)) as PlantKey | null;
    if (!key) return;
    yield* writeOfflineFirst(() => queueCrew(key, payload, user.uid), boardWriteFailed);
  });
  yield takeEvery(crewDaySaveRequested.type, function* ({ payload }: ReturnType<typeof crewDaySaveRequested>) {
    const key = (yield select(selectSavedPlant)) as PlantKey | null;
    if (!key) return;
    yield* writeOfflineFirst(() => queueCrewDay(key, payload, user.uid), boardWriteFailed);
  });
}

function* boardSaga() {
  yield call(whileSignedIn, function* signedIn(user: CurrentUser) {
    yield fork(writes, user);
    yield* whileOpen(rankedReadyLive, (plant: PlantKey) => totalsFor(plant));
  });
}

/** Started by the planner's board. */
export const boardFeature = { key: 'workBoard', saga: boardSaga };
