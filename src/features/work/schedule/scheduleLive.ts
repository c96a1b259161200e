// The saved plant's schedule settings (crew capacity per craft), live through the live-data kit
// while a page that weighs work against capacity is on screen (the schedule, the forecast, a
// plan's form, Home's backlog).
import { createSelector } from '@reduxjs/toolkit';
import { useAppSelector } from '../../../store/hooks';
import { liveKit } from '../../../store/liveKit';
import type { RootState } from '../../../store/rootReducer';
import type { AppError } from '../../../lib/errors';
import { paths, type PlantKey } from '../../../services/firebase/collections';
import { selectSavedPlant } from '../../plant/plantSlice';
import { type LiveDoc, type ScheduleSettings, subscribeSchedule } from './scheduleService';

export const scheduleSettingsLive = liveKit<PlantKey, LiveDoc<ScheduleSettings>>({
  name: 'scheduleSettings',
  keyOf: (plant) => paths.plant(plant),
  subscribe: (plant, listener) => subscribeSchedule(plant, listener),
});

/** The crew capacity as pages read it: none set is an empty record. */
export interface CrewCapacity {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  error: AppError | null;
  /** Weekly crew hours per craft. */
  capacity: Record<string, number>;
  /** Hourly labour rate per craft (a craft without one is absent). */
  rates: Record<string, number>;
  /** The settings carry a change made here that the server has not confirmed yet. */
  pending: boolean;
}

const NONE: Record<string, number> = {};

/** The saved plant's crew capacity (idle while no page shows it). */
export const selectCapacity = createSelector(
  [(state: RootState) => scheduleSettingsLive.select(state, selectSavedPlant(state))],
  (entry): CrewCapacity => ({
    status: entry?.status ?? 'idle',
    error: entry?.error ?? null,
    capacity: entry?.value?.item?.capacity ?? NONE,
    rates: entry?.value?.item?.rates ?? NONE,
    pending: entry?.value?.item?.pending ?? false,
  }),
);

/** Listens to the saved plant's crew capacity while the calling page is on screen. */
export function useCapacity(): CrewCapacity {
  scheduleSettingsLive.useLive(useAppSelector(selectSavedPlant));
  return useAppSelector(selectCapacity);
}
