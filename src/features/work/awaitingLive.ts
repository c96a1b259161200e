// The plant's work orders Awaiting Materials, live (the live-data kit): a purchase order's page
// lists those waiting for its parts.
import { paths, type PlantKey } from '../../services/firebase/collections';
import type { LiveList } from '../../services/firebase/live';
import type { WorkRequest } from '../../services/firebase/work';
import { liveKit } from '../../store/liveKit';
import { subscribeAwaitingMaterials } from './workService';

export const awaitingMaterialsLive = liveKit<PlantKey, LiveList<WorkRequest>>({
  name: 'awaitingMaterials',
  keyOf: (k) => paths.plant(k),
  subscribe: (k, listener) => subscribeAwaitingMaterials(k, listener),
});
