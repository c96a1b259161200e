// The planner's board's side effects. A move is checked again here against the board's live data
// (domain/board.ts checkDrop: a past day, a person without the craft, a permit's weekday, a frozen
// week without a reason are refused in words, nothing written) and then made as the work saga's
// own versioned status moves and updates, one batch per order, offline-first. The crew and a
// person's days are written offline-first too.
import { call, put, select, takeEvery } from 'redux-saga/effects';
import { whileSignedIn, writeOfflineFirst } from '../../../store/liveSaga';
import type { RootState } from '../../../store/rootReducer';
import type { CurrentUser } from '../../../lib/currentUser';
import { formatDay, today } from '../../../lib/days';
import { assigneesAfter, type BoardContext, checkDrop, crewDayId } from '../../../domain/board';
import type { PlantKey } from '../../../services/firebase/collections';
import { queueCrew, queueCrewDay } from '../../../services/firebase/crew';
import { selectSavedPlant } from '../../plant/plantSlice';
import { selectListedOrders, selectScheduled } from '../queuesLive';
import { moveRequested, updateRequested, type WorkRow } from '../workSlice';
import { crewDaysLive, frozenWeekLive, selectCrew } from './boardLive';
import {
  boardMoveRefused,
  boardMoveRequested,
  boardWriteFailed,
  crewDaySaveRequested,
  crewSaveRequested,
} from './boardSlice';

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
  yield call(whileSignedIn, writes);
}

/** Started by the planner's board. */
export const boardFeature = { key: 'workBoard', saga: boardSaga };
