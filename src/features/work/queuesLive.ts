// The work lists pages show, live through the live-data kit: the queues (all work, mine, one per
// stage group), each a windowed query of the data filter read a page at a time ("Load more"),
// and the scheduled work the schedule views share. The plant, the user and the data filter are
// part of what is listened to, so changing any of them listens again from the first page.
import { createSelector } from '@reduxjs/toolkit';
import { useMemo } from 'react';
import { useAppSelector } from '../../store/hooks';
import { liveKit, listView, type LiveListView, windowed, type WindowedList } from '../../store/liveKit';
import type { RootState } from '../../store/rootReducer';
import { dataWindow, type DataWindowFilter } from '../../lib/dataWindow';
import { paths, type PlantKey } from '../../services/firebase/collections';
import type { LiveList } from '../../services/firebase/live';
import type { WorkRequest } from '../../services/firebase/work';
import { selectSavedPlant } from '../plant/plantSlice';
import { subscribeQueue, subscribeReady, subscribeReadyRanked, subscribeScheduled } from './workService';
import type { QueueId, WorkRow } from './workSlice';

/** Which queue: the plant, the queue, whose "mine" it is, and the data filter's window. */
export interface QueueOf {
  plant: PlantKey;
  queue: QueueId;
  uid: string;
  filter: DataWindowFilter;
}

export const queueLive = liveKit<QueueOf, WindowedList<WorkRequest>>({
  name: 'workQueue',
  keyOf: ({ plant, queue, uid, filter }) =>
    [paths.plant(plant), queue, queue === 'mine' ? uid : '', filter.fromDate, filter.toDate, filter.dataLimit].join(
      '|',
    ),
  subscribe: ({ plant, queue, uid, filter }, listener, pages) => {
    const window = dataWindow(filter, 'raisedAt');
    // Exactly the pages are read (no look-ahead): a full window may have more behind it.
    const shown = windowed(listener, window.limit * pages, { lookAhead: false });
    return subscribeQueue(plant, queue, uid, window, pages, shown);
  },
});

/** The scheduled work of a plant (Weekly and Daily Work Schedule). */
export const scheduledLive = liveKit<PlantKey, LiveList<WorkRequest>>({
  name: 'workScheduled',
  keyOf: (plant) => paths.plant(plant),
  subscribe: (plant, listener) => subscribeScheduled(plant, listener),
});

/** The ready backlog of a plant (Ready to Schedule): the planner's board lists it beside the week. */
export const readyLive = liveKit<PlantKey, LiveList<WorkRequest>>({
  name: 'workReady',
  keyOf: (plant) => paths.plant(plant),
  subscribe: (plant, listener) => subscribeReady(plant, listener),
});

/** The planner's board reads the ranked backlog this many orders at first… */
export const READY_WINDOW = 50;
/** …and twice as many with each "more", up to this many (the plant's whole backlog, nearly always). */
export const READY_WINDOW_MAX = 1600;

/** How many ranked ready orders `pages` windows read: 50, 100, 200, … (so a filter that needs many reads few times). */
export const readyWindow = (pages: number) => Math.min(READY_WINDOW_MAX, READY_WINDOW * 2 ** Math.max(0, pages - 1));

/** The ready backlog of a plant in ranking order, a window at a time: the planner's board's backlog. */
export const rankedReadyLive = liveKit<PlantKey, WindowedList<WorkRequest>>({
  name: 'workReadyRanked',
  keyOf: (plant) => paths.plant(plant),
  subscribe: (plant, listener, pages) =>
    subscribeReadyRanked(plant, readyWindow(pages), windowed(listener, readyWindow(pages), { lookAhead: true })),
});

const queueOf = (state: RootState, queue: QueueId): QueueOf | null => {
  const plant = selectSavedPlant(state);
  const uid = state.auth.currentUser?.uid;
  return plant && uid ? { plant, queue, uid, filter: state.settings.dataFilter } : null;
};

/** Queue `queue` of the saved plant as shown (idle while no page shows it). */
export const selectQueue = createSelector(
  [(state: RootState, queue: QueueId) => queueLive.select(state, queueOf(state, queue))],
  (entry): LiveListView<WorkRow> => listView(entry),
);

/** The saved plant's scheduled work as shown (idle while no page shows it). */
export const selectScheduled = createSelector(
  [(state: RootState) => scheduledLive.select(state, selectSavedPlant(state))],
  (entry): LiveListView<WorkRow> => listView(entry),
);

/** Every order some list on screen holds (a write is checked against what this client saw). */
export const selectListedOrders = (state: RootState): WorkRow[] =>
  [
    ...queueLive.selectAll(state),
    ...scheduledLive.selectAll(state),
    ...readyLive.selectAll(state),
    ...rankedReadyLive.selectAll(state),
  ].flatMap((entry) => entry.value?.items ?? []);

/** The saved plant's ready backlog as shown (idle while no page shows it). */
export const selectReady = createSelector(
  [(state: RootState) => readyLive.select(state, selectSavedPlant(state))],
  (entry): LiveListView<WorkRow> => listView(entry),
);

/** Shows queue `queue` of the saved plant while the calling page is on screen. */
export function useQueue(queue: QueueId): LiveListView<WorkRow> & { more: () => void; retry: () => void } {
  const plant = useAppSelector(selectSavedPlant);
  const uid = useAppSelector((s) => s.auth.currentUser?.uid);
  const filter = useAppSelector((s) => s.settings.dataFilter);
  const of = useMemo(() => (plant && uid ? { plant, queue, uid, filter } : null), [plant, queue, uid, filter]);
  queueLive.useLive(of);
  const { more, retry } = queueLive.useControls(of);
  return { ...useAppSelector((s) => selectQueue(s, queue)), more, retry };
}

/** Shows the saved plant's scheduled work while the calling page is on screen. */
export function useScheduled(): LiveListView<WorkRow> & { retry: () => void } {
  const plant = useAppSelector(selectSavedPlant);
  scheduledLive.useLive(plant);
  const { retry } = scheduledLive.useControls(plant);
  return { ...useAppSelector(selectScheduled), retry };
}

/** The saved plant's ranked ready backlog as read so far (idle while no page shows it). */
export const selectRankedReady = createSelector(
  [(state: RootState) => rankedReadyLive.select(state, selectSavedPlant(state))],
  (entry): LiveListView<WorkRow> => listView(entry),
);

/** Shows the saved plant's ready backlog in ranking order while the calling page is on screen; `more` reads further. */
export function useRankedReady(): LiveListView<WorkRow> & { more: () => void; retry: () => void } {
  const plant = useAppSelector(selectSavedPlant);
  rankedReadyLive.useLive(plant);
  const { more, retry } = rankedReadyLive.useControls(plant);
  return { ...useAppSelector(selectRankedReady), more, retry };
}

/** Shows the saved plant's ready backlog while the calling page is on screen. */
export function useReady(): LiveListView<WorkRow> & { retry: () => void } {
  const plant = useAppSelector(selectSavedPlant);
  readyLive.useLive(plant);
  const { retry } = readyLive.useControls(plant);
  return { ...useAppSelector(selectReady), retry };
}
