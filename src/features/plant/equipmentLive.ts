// The equipment documents open on screen, live through the live-data kit (a colleague's change
// shows at once): the equipment page and its editor, and the meter plan's equipment on the plan
// pages. Each is keyed by its plant and id, so two screens may show two pieces at once.
import { useCallback } from 'react';
import { useAppDispatch } from '../../store/hooks';
import { docStatus, type LiveEntry, liveKit } from '../../store/liveKit';
import type { AppError } from '../../lib/errors';
import type { Equipment } from '../../services/firebase/assets';
import { paths, type PlantKey } from '../../services/firebase/collections';
import type { LiveDoc, Pending } from '../../services/firebase/live';
import { subscribeEquipment } from './equipmentService';

/** Which equipment: the plant and the item. */
export interface EquipmentOf {
  plant: PlantKey;
  eqid: string;
}

export const equipmentLive = liveKit<EquipmentOf, LiveDoc<Equipment>>({
  name: 'equipment',
  keyOf: ({ plant, eqid }) => `${paths.plant(plant)}/${eqid}`,
  subscribe: ({ plant, eqid }, listener) => subscribeEquipment(plant, eqid, listener),
});

/** An equipment document as a page reads it. */
export interface OpenEquipment {
  item: Pending<Equipment> | null;
  /** `missing` only on the server's word: not in the offline cache is not "deleted". */
  status: 'idle' | 'loading' | 'ready' | 'missing' | 'failed';
  fromCache: boolean;
  error: AppError | null;
}

export function openEquipmentOf(entry: LiveEntry<LiveDoc<Equipment>> | undefined): OpenEquipment {
  return {
    item: entry?.value?.item ?? null,
    status: docStatus(entry),
    fromCache: entry?.value?.fromCache ?? false,
    error: entry?.error ?? null,
  };
}

/** Shows `of` (none when null) while the calling component is on screen; "Try again" after a refusal. */
export function useOpenEquipment(of: EquipmentOf | null): OpenEquipment & { retry: () => void } {
  const dispatch = useAppDispatch();
  const open = openEquipmentOf(equipmentLive.useLive(of));
  const key = of && equipmentLive.keyOf(of);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` names `of`
  const retry = useCallback(() => of && void dispatch(equipmentLive.retried(of)), [dispatch, key]);
  return { ...open, retry };
}
