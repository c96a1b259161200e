// The saved plant's request portal, live through the live-data kit while a page shows it: the
// portal's settings page (Work → Request portal) and the equipment labels (a second QR code that
// opens the portal). Keyed by the plant.
import { useAppSelector } from '../../store/hooks';
import { liveKit } from '../../store/liveKit';
import type { AppError } from '../../lib/errors';
import { paths, type PlantKey } from '../../services/firebase/collections';
import type { Pending } from '../../services/firebase/live';
import { type LivePortal, type PlantPortal, subscribePlantPortal } from '../../services/firebase/portals';
import { selectSavedPlant } from './plantSlice';

export type { PlantPortal };

export const plantPortalLive = liveKit<PlantKey, LivePortal>({
  name: 'plantPortal',
  keyOf: (plant) => paths.plant(plant),
  subscribe: (plant, listener) => subscribePlantPortal(plant, listener),
});

/** The saved plant's portal as a page reads it. */
export interface OpenPortal {
  /** `loading` until the first answer (none while no plant is chosen). */
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** The plant's portal; null: it has none (once `ready`). */
  portal: Pending<PlantPortal> | null;
  fromCache: boolean;
  /** The company's portal documents that could not be read. */
  corrupt: AppError[];
  error: AppError | null;
  retry: () => void;
}

const noCorrupt: AppError[] = [];

/** Shows the saved plant's portal while the calling component is on screen. */
export function usePlantPortal(): OpenPortal {
  const plant = useAppSelector(selectSavedPlant);
  const entry = plantPortalLive.useLive(plant);
  const { retry } = plantPortalLive.useControls(plant);
  return {
    status: !plant ? 'idle' : (entry?.status ?? 'loading'),
    portal: entry?.value?.item ?? null,
    fromCache: entry?.value?.fromCache ?? false,
    corrupt: entry?.value?.corrupt ?? noCorrupt,
    error: entry?.error ?? null,
    retry,
  };
}
