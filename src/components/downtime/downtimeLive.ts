// Downtime on screen, live (the live-data kit): one equipment's stops and run state (the
// equipment page), the stops recorded on one order (the work-order page). Shared by the assets
// and work features, so it lives with its card under components (like the linked procedures).
import type { PlantKey } from '../../services/firebase/collections';
import {
  type RunState,
  type Stop,
  subscribeEquipmentStops,
  subscribeOrderStops,
  subscribeRunState,
} from '../../services/firebase/downtime';
import type { LiveDoc, LiveList } from '../../services/firebase/live';
import { liveKit } from '../../store/liveKit';

/** Which equipment: the plant and the item. */
export interface EquipmentOf {
  plant: PlantKey;
  eqid: string;
}

/** Which order: the plant and its number. */
export interface OrderOf {
  plant: PlantKey;
  order: string;
}

const plantKey = ({ uid, company, site, plant }: PlantKey) => `${uid}/${company}/${site}/${plant}`;

/** One equipment's stops, newest first. */
export const equipmentStops = liveKit<EquipmentOf, LiveList<Stop>>({
  name: 'equipmentStops',
  keyOf: ({ plant, eqid }) => `${plantKey(plant)}/${eqid}`,
  subscribe: ({ plant, eqid }, listener) => subscribeEquipmentStops(plant, eqid, listener),
});

/** One equipment's run state: its open stop and when its last one ended. */
export const runState = liveKit<EquipmentOf, LiveDoc<RunState>>({
  name: 'runState',
  keyOf: ({ plant, eqid }) => `${plantKey(plant)}/${eqid}`,
  subscribe: ({ plant, eqid }, listener) => subscribeRunState(plant, eqid, listener),
});

/** The stops recorded on one order. */
export const orderStops = liveKit<OrderOf, LiveList<Stop>>({
  name: 'orderStops',
  keyOf: ({ plant, order }) => `${plantKey(plant)}/${order}`,
  subscribe: ({ plant, order }, listener) => subscribeOrderStops(plant, order, listener),
});
