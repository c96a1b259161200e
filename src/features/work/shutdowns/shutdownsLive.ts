// A plant's shutdowns and the work orders planned into one, live through the live-data kit while a
// page shows them: the list (and the board's blocks) share one listener per plant; a shutdown's
// orders are read by number, 30 to a query.
import { createSelector } from '@reduxjs/toolkit';
import { useMemo } from 'react';
import { useAppSelector } from '../../../store/hooks';
import { listView, liveKit, type LiveListView } from '../../../store/liveKit';
import type { RootState } from '../../../store/rootReducer';
import { paths, type PlantKey } from '../../../services/firebase/collections';
import type { LiveList } from '../../../services/firebase/live';
import { type Shutdown, subscribeShutdowns } from '../../../services/firebase/shutdowns';
import type { WorkRequest } from '../../../services/firebase/work';
import { selectSavedPlant } from '../../plant/plantSlice';
import { subscribeOrdersByNumbers } from '../workService';
import type { WorkRow } from '../workSlice';

export type ShutdownRow = Shutdown & { pending: boolean };

export const shutdownsLive = liveKit<PlantKey, LiveList<Shutdown>>({
  name: 'shutdowns',
  keyOf: (plant) => paths.plant(plant),
  subscribe: (plant, listener) => subscribeShutdowns(plant, listener),
});

interface OrdersOf {
  plant: PlantKey;
  numbers: string[];
}

export const shutdownOrdersLive = liveKit<OrdersOf, LiveList<WorkRequest>>({
  name: 'shutdownOrders',
  keyOf: ({ plant, numbers }) => `${paths.plant(plant)}|${numbers.join(',')}`,
  subscribe: ({ plant, numbers }, listener) => subscribeOrdersByNumbers(plant, numbers, listener),
});

/** The saved plant's shutdowns as shown (idle while no page shows them). */
export const selectShutdowns = createSelector(
  [(state: RootState) => shutdownsLive.select(state, selectSavedPlant(state))],
  (entry): LiveListView<ShutdownRow> => listView(entry),
);

export const selectShutdownById = (state: RootState, id: string): ShutdownRow | undefined =>
  selectShutdowns(state).items.find((s) => s.id === id);

/** The saved plant's shutdowns, live while the calling page is on screen. */
export function useShutdowns(): LiveListView<ShutdownRow> & { retry: () => void } {
  const plant = useAppSelector(selectSavedPlant);
  shutdownsLive.useLive(plant);
  const { retry } = shutdownsLive.useControls(plant);
  return { ...useAppSelector(selectShutdowns), retry };
}

/** The orders of `numbers` in the saved plant, live while the calling page is on screen. */
export function useShutdownOrders(numbers: readonly string[]): LiveListView<WorkRow> & { retry: () => void } {
  const plant = useAppSelector(selectSavedPlant);
  const key = [...numbers].sort().join(',');
  const params = useMemo(() => (plant ? { plant, numbers: key ? key.split(',') : [] } : null), [plant, key]);
  const entry = shutdownOrdersLive.useLive(params);
  const { retry } = shutdownOrdersLive.useControls(params);
  return { ...useMemo(() => listView(entry), [entry]), retry };
}
