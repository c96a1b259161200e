// One piece of equipment's document, live (the equipment page, its editor, a meter plan's meter).
import { assetRefs, type Equipment } from '../../services/firebase/assets';
import type { PlantKey } from '../../services/firebase/collections';
import { type Listener, type LiveDoc, subscribe } from '../../services/firebase/live';

export function subscribeEquipment(key: PlantKey, eqid: string, listener: Listener<LiveDoc<Equipment>>) {
  return subscribe((sdk, db) => assetRefs(sdk, db).equipment(key, eqid), listener);
}
