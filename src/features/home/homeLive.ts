// Home's live lists, through the live-data kit: the requests I raised and today's schedule (an
// editor's own, everyone's for admins) in the saved plant. The counts follow these lists
// (homeSaga.ts): they are read when the lists open and again when what they show changes.
import { createSelector } from '@reduxjs/toolkit';
import { useMemo } from 'react';
import { useAppSelector } from '../../store/hooks';
import { liveKit, listView, type LiveListView } from '../../store/liveKit';
import type { RootState } from '../../store/rootReducer';
import { type CurrentUser, UserRole } from '../../lib/currentUser';
import { today } from '../../lib/days';
import { paths, type PlantKey } from '../../services/firebase/collections';
import type { LiveList } from '../../services/firebase/live';
import { selectSavedPlant } from '../plant/plantSlice';
import { subscribeMyRequests, subscribeToday, type WorkRequest } from './homeService';
import type { HomeRow } from './homeSlice';

/** Whose requests: the plant and the person. */
export interface MyRequestsOf {
  plant: PlantKey;
  uid: string;
}

/** Which day's schedule: the plant, the day and whose (null: everyone's, for admins). */
export interface TodayOf {
  plant: PlantKey;
  day: string;
  assignee: string | null;
}

export const myRequestsLive = liveKit<MyRequestsOf, LiveList<WorkRequest>>({
  name: 'homeMyRequests',
  keyOf: ({ plant, uid }) => `${paths.plant(plant)}|${uid}`,
  subscribe: ({ plant, uid }, listener) => subscribeMyRequests(plant, uid, listener),
});

export const todayLive = liveKit<TodayOf, LiveList<WorkRequest>>({
  name: 'homeToday',
  keyOf: ({ plant, day, assignee }) => `${paths.plant(plant)}|${day}|${assignee ?? ''}`,
  subscribe: ({ plant, day, assignee }, listener) => subscribeToday(plant, day, assignee, listener),
});

type User = Pick<CurrentUser, 'uid' | 'role'>;

/** What Home's lists listen to for this person in this plant, on `day`. */
export function homeListsOf(plant: PlantKey, user: User, day = today()): { mine: MyRequestsOf; today: TodayOf } {
  return {
    mine: { plant, uid: user.uid },
    today: { plant, day, assignee: user.role === UserRole.Admin ? null : user.uid },
  };
}

const listsOf = (state: RootState) => {
  const plant = selectSavedPlant(state);
  const user = state.auth.currentUser;
  return plant && user ? homeListsOf(plant, user) : null;
};

export const selectMyRequests = createSelector(
  [(state: RootState) => myRequestsLive.select(state, listsOf(state)?.mine ?? null)],
  (entry): LiveListView<HomeRow> => listView(entry),
);

export const selectToday = createSelector(
  [(state: RootState) => todayLive.select(state, listsOf(state)?.today ?? null)],
  (entry): LiveListView<HomeRow> => listView(entry),
);

/** Shows Home's two lists (and so its counts) while the calling page is on screen. */
export function useHomeLists(): { myRequests: LiveListView<HomeRow>; today: LiveListView<HomeRow> } {
  const plant = useAppSelector(selectSavedPlant);
  const uid = useAppSelector((s) => s.auth.currentUser?.uid);
  const role = useAppSelector((s) => s.auth.currentUser?.role);
  // Past midnight, the next render listens to the new day's schedule.
  const day = today();
  const lists = useMemo(
    () => (plant && uid !== undefined && role !== undefined ? homeListsOf(plant, { uid, role }, day) : null),
    [plant, uid, role, day],
  );
  myRequestsLive.useLive(lists?.mine ?? null);
  todayLive.useLive(lists?.today ?? null);
  return { myRequests: useAppSelector(selectMyRequests), today: useAppSelector(selectToday) };
}
