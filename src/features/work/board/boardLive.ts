// What the planner's board shows besides the orders, live through the live-data kit while it is on
// screen: the plant's crew (people's crafts, hours, working days, permit weekdays), the week's days
// on which someone's hours differ, and the week's frozen schedule (its baseline) if it has one.
import { createSelector } from '@reduxjs/toolkit';
import { useMemo } from 'react';
import { useAppSelector } from '../../../store/hooks';
import { docStatus, listView, liveKit } from '../../../store/liveKit';
import type { RootState } from '../../../store/rootReducer';
import type { AppError } from '../../../lib/errors';
import { addDays } from '../../../lib/days';
import { paths, type PlantKey } from '../../../services/firebase/collections';
import type { LiveDoc, LiveList } from '../../../services/firebase/live';
import { type CrewDay, type CrewSettings, subscribeCrew, subscribeCrewDays } from '../../../services/firebase/crew';
import { crewDayId } from '../../../domain/board';
import { type FrozenWeek, subscribeFrozenWeek } from '../../../services/firebase/scheduleWeeks';
import { selectSavedPlant } from '../../plant/plantSlice';

interface WeekOf {
  plant: PlantKey;
  monday: string;
}

export const crewLive = liveKit<PlantKey, LiveDoc<CrewSettings>>({
  name: 'boardCrew',
  keyOf: (plant) => paths.plant(plant),
  subscribe: (plant, listener) => subscribeCrew(plant, listener),
});

/** Days from `from` to `to` (yyyy-mm-dd, both included). */
interface DaysOf {
  plant: PlantKey;
  from: string;
  to: string;
}

export const crewDaysLive = liveKit<DaysOf, LiveList<CrewDay>>({
  name: 'boardCrewDays',
  keyOf: ({ plant, from, to }) => `${paths.plant(plant)}|${from}|${to}`,
  subscribe: ({ plant, from, to }, listener) => subscribeCrewDays(plant, from, to, listener),
});

export const frozenWeekLive = liveKit<WeekOf, LiveDoc<FrozenWeek>>({
  name: 'boardFrozenWeek',
  keyOf: ({ plant, monday }) => `${paths.plant(plant)}|${monday}`,
  subscribe: ({ plant, monday }, listener) => subscribeFrozenWeek(plant, monday, listener),
});

/** The crew as the board reads it: none set yet is an empty crew. */
export interface CrewView {
  status: 'idle' | 'loading' | 'ready' | 'missing' | 'failed';
  settings: Pick<CrewSettings, 'people' | 'permitDays'>;
  pending: boolean;
}

const NO_CREW: CrewView['settings'] = { people: {}, permitDays: {} };

export const selectCrew = createSelector(
  [(state: RootState) => crewLive.select(state, selectSavedPlant(state))],
  (entry): CrewView => ({
    status: docStatus(entry),
    settings: entry?.value?.item ?? NO_CREW,
    pending: entry?.value?.item?.pending ?? false,
  }),
);

/** The saved plant's crew, live while the calling page is on screen. */
export function useCrew(): CrewView & { error: AppError | null; retry: () => void } {
  const plant = useAppSelector(selectSavedPlant);
  const entry = crewLive.useLive(plant);
  const { retry } = crewLive.useControls(plant);
  return { ...useAppSelector(selectCrew), error: entry?.error ?? null, retry };
}

/** The week's days that differ from people's usual, and the week's frozen schedule. */
export function useBoardWeek(monday: string) {
  const plant = useAppSelector(selectSavedPlant);
  const of = useMemo(() => (plant ? { plant, monday } : null), [plant, monday]);
  const range = useMemo(() => (plant ? { plant, from: monday, to: addDays(monday, 6) } : null), [plant, monday]);
  const days = crewDaysLive.useLive(range);
  const frozen = frozenWeekLive.useLive(of);
  return useMemo(
    () => ({ crewDays: listView(days), frozen: frozen?.value?.item ?? null, frozenStatus: docStatus(frozen) }),
    [days, frozen],
  );
}

/**
 * The crew and its days that differ from `from` to `to`, live while the calling page is on screen:
 * what the calendar and the forecast count the crew's hours from. `exceptions` by crewDayId.
 */
export function useCrewBetween(from: string, to: string) {
  const plant = useAppSelector(selectSavedPlant);
  const crew = useCrew();
  const range = useMemo(() => (plant ? { plant, from, to } : null), [plant, from, to]);
  const days = listView(crewDaysLive.useLive(range));
  const items = days.items;
  const exceptions = useMemo(() => new Map(items.map((d) => [crewDayId(d.uid, d.day), d] as const)), [items]);
  return { crew, days, exceptions };
}
