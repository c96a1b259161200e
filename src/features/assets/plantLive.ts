// The saved plant's document (docs/product.md §4 "Plant": saving the selected plant loads its
// data), live through the live-data kit while the top bar's picker or a plant page shows it: the
// plant and its equipment summary. The assets saga turns what arrives into the plant slice's
// state (`plantLoaded`; a plant the server says is gone is set aside), which every page reads.
import { useAppSelector } from '../../store/hooks';
import { liveKit } from '../../store/liveKit';
import type { RootState } from '../../store/rootReducer';
import { paths, type PlantKey } from '../../services/firebase/collections';
import { type LiveDoc, type Plant, subscribePlant } from './assetsService';
import { selectSavedPlant } from '../plant/plantSlice';

export const savedPlantLive = liveKit<PlantKey, LiveDoc<Plant>>({
  name: 'savedPlant',
  keyOf: (plant) => paths.plant(plant),
  subscribe: (plant, listener) => subscribePlant(plant, listener),
});

/** Whether a saved plant is one the signed-in user's company owns (another's is set aside). */
export const isOwnPlant = (plant: PlantKey, companyUID: string) =>
  plant.uid === companyUID && plant.company === plant.uid;

/** The saved plant, when it is the signed-in company's: what the listener listens to. */
export const selectOwnSavedPlant = (state: RootState): PlantKey | null => {
  const saved = selectSavedPlant(state);
  const company = state.auth.currentUser?.companyUID;
  return saved && company && isOwnPlant(saved, company) ? saved : null;
};

/** Listens to the saved plant's document while the calling component is on screen. */
export function useSavedPlantDoc(): { retry: () => void } {
  const plant = useAppSelector(selectOwnSavedPlant);
  savedPlantLive.useLive(plant);
  return { retry: savedPlantLive.useControls(plant).retry };
}
