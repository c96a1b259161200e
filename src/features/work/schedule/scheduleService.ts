// The plant's schedule settings: the weekly crew capacity per craft, one document
// shared by the plant's planners (`…/plants/{plant}/settings/schedule`), live and written
// offline-first. The rules check the document's shape and size; the hours and craft names are
// checked here (domain/capacity.ts) because the rules cannot loop over a map.
import type { PlantKey } from '../../../services/firebase/collections';
import type { LiveDoc } from '../../../services/firebase/live';
import { schedulePath } from '../../../services/firebase/schedule';
import { type QueuedWrite, queueBatch, type WriteLabel } from '../../../services/firebase/writes';

export type { LiveDoc };
export {
  parseScheduleSettings,
  type ScheduleSettings,
  schedulePath,
  subscribeSchedule,
} from '../../../services/firebase/schedule';

/** The crafts' weekly hours and hourly rates, as one write. */
export interface CraftSettings {
  capacity: Record<string, number>;
  rates: Record<string, number>;
}

/** Writes the crafts' capacity and rates whole (the rules want the document whole), stamped by the server. */
export function queueCapacity(key: PlantKey, { capacity, rates }: CraftSettings, uid: string): Promise<QueuedWrite> {
  // The plant's one settings document: named by the plant's id; it is edited on the weekly schedule.
  const label: WriteLabel = { what: 'crew', record: key.plant, link: '/app/work/schedule/weekly' };
  return queueBatch((batch, sdk, db) => {
    batch.set(sdk.doc(db, schedulePath(key)), { capacity, rates, updatedAt: sdk.serverTimestamp(), updatedBy: uid });
  }, label);
}
