// The plans feature's live values on the live-data kit: a plan's own orders while its page shows
// them, and the plant's meters (latest reading, where the rate counts from) while the forecast
// shows them.
import { liveKit } from '../../store/liveKit';
import { paths, type PlantKey } from '../../services/firebase/collections';
import type { MeterState } from '../../services/firebase/plans';
import type { WorkRequest } from '../../services/firebase/work';
import { type LiveList, subscribeMeters, subscribePlanOrders } from './plansService';

/** Which plan's orders: the plant and the plan. */
export interface OrdersOf {
  plant: PlantKey;
  planId: string;
}

/** A plan's latest orders, newest due first. */
export const planOrdersLive = liveKit<OrdersOf, LiveList<WorkRequest>>({
  name: 'planOrders',
  keyOf: ({ plant, planId }) => `${paths.plant(plant)}/${planId}`,
  subscribe: ({ plant, planId }, listener) => subscribePlanOrders(plant, planId, listener),
});

/** The plant's meters. */
export const plantMetersLive = liveKit<PlantKey, LiveList<MeterState>>({
  name: 'plantMeters',
  keyOf: (plant) => paths.plant(plant),
  subscribe: (plant, listener) => subscribeMeters(plant, listener),
});
