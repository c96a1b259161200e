// The work order open on screen (its page, its printed packet), live through the live-data kit:
// the order and its history, keyed by the plant and the number. Sagas read what the page shows
// with `selectOpenOrder` (a move is checked against the order on screen).
import { createSelector } from '@reduxjs/toolkit';
import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { docStatus, liveKit } from '../../store/liveKit';
import type { RootState } from '../../store/rootReducer';
import type { AppError } from '../../lib/errors';
import { paths, type PlantKey } from '../../services/firebase/collections';
import type { LiveDoc, LiveList, Pending } from '../../services/firebase/live';
import type { HistoryEvent, WorkRequest } from '../../services/firebase/work';
import { selectSavedPlant } from '../plant/plantSlice';
import { subscribeHistory, subscribeTimeEntries, subscribeWorkRequest } from './workService';
import type { TimeEntry } from '../../domain/timeEntries';
import { type OtherCost, subscribeOrderOtherCosts } from '../../services/firebase/otherCosts';
import type { WorkRow } from './workSlice';

/** Which order: the plant and the number. */
export interface OrderOf {
  plant: PlantKey;
  number: string;
}

const keyOf = ({ plant, number }: OrderOf) => `${paths.plant(plant)}/${number}`;

export const orderDocLive = liveKit<OrderOf, LiveDoc<WorkRequest>>({
  name: 'workOrder',
  keyOf,
  subscribe: ({ plant, number }, listener) => subscribeWorkRequest(plant, number, listener),
});
export const orderHistoryLive = liveKit<OrderOf, LiveList<HistoryEvent>>({
  name: 'workOrderHistory',
  keyOf,
  subscribe: ({ plant, number }, listener) => subscribeHistory(plant, number, listener),
});

/** A work order as its pages read it. */
export interface OpenOrder {
  number: string;
  item: WorkRow | null;
  /** `missing` only on the server's word: not in the offline cache is not "deleted". */
  status: 'idle' | 'loading' | 'ready' | 'missing' | 'failed';
  error: AppError | null;
  history: Pending<HistoryEvent>[];
}

const orderOf = (state: RootState, number: string): OrderOf | null => {
  const plant = selectSavedPlant(state);
  return plant ? { plant, number } : null;
};

/** Order `number` of the saved plant as shown (idle while no page shows it). */
export const selectOpenOrder = createSelector(
  [
    (state: RootState, number: string) => orderDocLive.select(state, orderOf(state, number)),
    (state: RootState, number: string) => orderHistoryLive.select(state, orderOf(state, number)),
    (_state: RootState, number: string) => number,
  ],
  (doc, history, number): OpenOrder => {
    const failed = [doc, history].find((e) => e?.status === 'failed');
    return {
      number,
      item: doc?.value?.item ?? null,
      status: failed ? 'failed' : docStatus(doc),
      error: failed?.error ?? null,
      history: history?.value?.items ?? [],
    };
  },
);

/** Shows order `number` of the saved plant and its history while the calling page is on screen. */
export function useOpenOrder(number: string): OpenOrder & { retry: () => void } {
  const dispatch = useAppDispatch();
  const plant = useAppSelector(selectSavedPlant);
  const of = plant ? { plant, number } : null;
  orderDocLive.useLive(of);
  orderHistoryLive.useLive(of);
  const open = useAppSelector((s) => selectOpenOrder(s, number));
  const retry = useCallback(() => {
    if (!plant) return;
    dispatch(orderDocLive.retried({ plant, number }));
    dispatch(orderHistoryLive.retried({ plant, number }));
  }, [dispatch, plant, number]);
  return { ...open, retry };
}

export const orderTimeLive = liveKit<OrderOf, LiveList<TimeEntry>>({
  name: 'workOrderTime',
  keyOf,
  subscribe: ({ plant, number }, listener) => subscribeTimeEntries(plant, number, listener),
});

/** An order's other-cost lines (a contractor's invoice, a hired crane), oldest first. */
export const orderOtherCostsLive = liveKit<OrderOf, LiveList<OtherCost>>({
  name: 'workOrderOtherCosts',
  keyOf,
  subscribe: ({ plant, number }, listener) => subscribeOrderOtherCosts(plant, number, listener),
});

/** Order `number`'s time entries, live, while the calling component is on screen. */
export function useOrderTime(number: string): { items: Pending<TimeEntry>[]; status: string } {
  const plant = useAppSelector(selectSavedPlant);
  const entry = orderTimeLive.useLive(plant ? { plant, number } : null);
  return { items: entry?.value?.items ?? noEntries, status: entry?.status ?? 'idle' };
}
const noEntries: Pending<TimeEntry>[] = [];
