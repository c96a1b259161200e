// The latest work orders on one piece of equipment, live while its page shows them (the
// live-data kit): newest first, ten at most.
import { liveKit } from '../../store/liveKit';
import type { PlantKey } from '../../services/firebase/collections';
import type { LiveList } from '../../services/firebase/live';
import type { WorkRequest } from '../../services/firebase/work';
import { subscribeEquipmentWork } from './workService';

/** Whose work: the plant and the equipment item. */
export interface WorkOf {
  plant: PlantKey;
  eqid: string;
}

export const equipmentWork = liveKit<WorkOf, LiveList<WorkRequest>>({
  name: 'equipmentWork',
  keyOf: ({ plant, eqid }) => `${plant.uid}/${plant.company}/${plant.site}/${plant.plant}/${eqid}`,
  subscribe: ({ plant, eqid }, listener) => subscribeEquipmentWork(plant, eqid, listener),
});
