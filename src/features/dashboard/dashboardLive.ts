// What the dashboard and its report show live, through the live-data kit: for the plants in scope
// (the saved plant, its site's or the company's) and the months of the period with the 12 months
// of trends, the rollup months, the PM compliance months, the downtime months and each plant's
// crew capacity. Each kit listens to every plant in scope as one value, ready once every plant
// has answered; a new plant, scope or period is a new key, so its figures start again. The counts follow the rollup
// (dashboardSaga.ts).
import { createSelector } from '@reduxjs/toolkit';
import { useAppSelector } from '../../store/hooks';
import { liveKit } from '../../store/liveKit';
import type { RootState } from '../../store/rootReducer';
import type { AppError } from '../../lib/errors';
import { dayOf } from '../../lib/days';
import { paths, type PlantKey } from '../../services/firebase/collections';
import { type Listener, type LiveList, type Pending, subscribeAll } from '../../services/firebase/live';
import { monthsBetween, trendMonths } from '../../domain/kpis';
import { selectSavedPlant } from '../plant/plantSlice';
import { selectPickable } from '../plant/registerLive';
import {
  type DowntimeMonth,
  type PmComplianceMonth,
  subscribeDowntimeMonths,
  subscribePmMonths,
  subscribeSchedule,
  subscribeStats,
  type WorkStatsMonth,
} from './dashboardService';
import { type DashboardScope, selectDashboardState } from './dashboardSlice';

/** The period (the data filter's days). */
export interface Period {
  from: string;
  to: string;
}

/** The months the dashboard reads: the period's, and the 12 months of trends ending with it. */
export function monthsOf(period: Period): { first: string; last: string; months: string[] } {
  const months = [...new Set([...trendMonths(period.to), ...monthsBetween(period.from, period.to)])].sort();
  return { first: months[0], last: months[months.length - 1], months };
}

/** The plants a scope sums: the saved plant, its site's plants, or every plant of the company. */
export function scopeKeys(
  saved: PlantKey,
  sites: readonly { site: { id: string }; plants: readonly { id: string }[] }[],
  scope: DashboardScope,
): PlantKey[] {
  if (scope === 'plant') return [saved];
  const keys = sites
    .filter(({ site }) => scope === 'company' || site.id === saved.site)
    .flatMap(({ site, plants }) => plants.map((p) => ({ ...saved, site: site.id, plant: p.id })));
  // The saved plant always counts (the register may not have answered yet).
  return keys.some((k) => k.site === saved.site && k.plant === saved.plant) ? keys : [saved, ...keys];
}

/** What the dashboard shows: the plants in scope, the period and the months it reads. */
export interface ScopeOf extends Period {
  plants: PlantKey[];
  first: string;
  last: string;
}

/** The dashboard's plants and period now (null without a saved plant). */
export const selectScope = createSelector(
  [
    selectSavedPlant,
    selectPickable,
    (state: RootState) => selectDashboardState(state).scope,
    (state: RootState) => state.settings.dataFilter,
  ],
  (saved, pickable, scope, filter): ScopeOf | null => {
    if (!saved) return null;
    const period = { from: dayOf(new Date(filter.fromDate)), to: dayOf(new Date(filter.toDate)) };
    const { first, last } = monthsOf(period);
    return { plants: scopeKeys(saved, pickable, scope), ...period, first, last };
  },
);

const keyOf = ({ plants, from, to }: ScopeOf) => [...plants.map((k) => paths.plant(k)), from, to].join('|');

/** Every plant's months, by plant id. */
export interface PlantsMonths<T> {
  byPlant: Record<string, Pending<T>[]>;
  fromCache: boolean;
  /** Months the converter refused (named, not drawn). */
  corrupt: string[];
}

function plantsMonths<T>(plants: PlantKey[], lists: LiveList<T>[]): PlantsMonths<T> {
  return {
    byPlant: Object.fromEntries(plants.map((k, i) => [k.plant, lists[i].items])),
    fromCache: lists.some((l) => l.fromCache),
    corrupt: [...new Set(lists.flatMap((l) => l.corrupt.map((c) => c.message)))],
  };
}

type SubscribeMonths<T> = (key: PlantKey, first: string, last: string, l: Listener<LiveList<T>>) => () => void;
const monthsKit = <T>(name: string, subscribeOne: SubscribeMonths<T>) =>
  liveKit<ScopeOf, PlantsMonths<T>>({
    name,
    keyOf,
    subscribe: ({ plants, first, last }, listener) =>
      subscribeAll(
        plants.map((key) => (l: Listener<LiveList<T>>) => subscribeOne(key, first, last, l)),
        (lists) => plantsMonths(plants, lists),
        listener,
      ),
  });

export const statsLive = monthsKit<WorkStatsMonth>('dashboardStats', subscribeStats);
export const pmMonthsLive = monthsKit<PmComplianceMonth>('dashboardPm', subscribePmMonths);
export const downtimeLive = monthsKit<DowntimeMonth>('dashboardDowntime', subscribeDowntimeMonths);

/** Plant id → weekly crew hours per craft (a plant with none, or unreadable, is missing). */
export type Capacity = Record<string, Record<string, number>>;

export const capacityLive = liveKit<ScopeOf, Capacity>({
  name: 'dashboardCapacity',
  keyOf,
  subscribe: ({ plants }, listener) =>
    subscribeAll(
      plants.map(
        (key) => (l: Listener<Record<string, number> | null>) =>
          subscribeSchedule(key, { next: (doc) => l.next(doc.item?.capacity ?? null), error: () => l.next(null) }),
      ),
      (all) => Object.fromEntries(plants.flatMap((k, i) => (all[i] ? [[k.plant, all[i]]] : []))),
      listener,
    ),
});

/** A kit's months as the pages read them: every plant's, in scope order. */
export interface LiveMonths<T> {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  error: AppError | null;
  items: Pending<T>[];
  byPlant: Record<string, Pending<T>[]>;
  fromCache: boolean;
  corrupt: string[];
}

const monthsView = <T>(
  entry:
    | ReturnType<typeof statsLive.select>
    | ReturnType<typeof pmMonthsLive.select>
    | ReturnType<typeof downtimeLive.select>,
  plants: string[],
): LiveMonths<T> => {
  const value = entry?.value as PlantsMonths<T> | null | undefined;
  const byPlant = value?.byPlant ?? {};
  return {
    status: entry?.status ?? 'idle',
    error: entry?.error ?? null,
    items: plants.flatMap((p) => byPlant[p] ?? []),
    byPlant,
    fromCache: value?.fromCache ?? false,
    corrupt: value?.corrupt ?? [],
  };
};

/** Everything the dashboard pages read: its live months and capacity, its counts and rebuild. */
export const selectDashboard = createSelector(
  [
    selectDashboardState,
    selectScope,
    (state: RootState) => statsLive.select(state, selectScope(state)),
    (state: RootState) => pmMonthsLive.select(state, selectScope(state)),
    (state: RootState) => capacityLive.select(state, selectScope(state)),
    (state: RootState) => downtimeLive.select(state, selectScope(state)),
  ],
  (own, scope, stats, pm, capacity, downtime) => {
    const plants = scope?.plants.map((k) => k.plant) ?? [];
    return {
      ...own,
      /** The plants summed (ids). */
      plants,
      /** The months the listeners cover ('yyyy-mm'). */
      months: scope && { first: scope.first, last: scope.last },
      stats: monthsView<WorkStatsMonth>(stats, plants),
      pm: monthsView<PmComplianceMonth>(pm, plants),
      downtime: monthsView<DowntimeMonth>(downtime, plants),
      capacity: capacity?.value ?? {},
    };
  },
);
export type DashboardView = ReturnType<typeof selectDashboard>;

/** Listens to the dashboard's figures while the calling page is on screen. */
export function useDashboardOpen() {
  const scope = useAppSelector(selectScope);
  statsLive.useLive(scope);
  pmMonthsLive.useLive(scope);
  capacityLive.useLive(scope);
  downtimeLive.useLive(scope);
}
