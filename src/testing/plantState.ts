// A store's plant slice with a plant chosen and loaded: the asset pages' tests start from it.
import type { EquipmentSummary } from '../services/firebase/assets';
import type { PlantKey } from '../services/firebase/collections';
import { initialPlantState } from '../features/plant/plantSlice';

/** The plant slice for `key`, ready, named `name`, holding `equipments` in its summary. */
export const readyPlant = (key: PlantKey, name: string, equipments: EquipmentSummary[]) => ({
  ...initialPlantState(key),
  status: 'ready' as const,
  plant: {
    id: key.plant,
    name,
    archived: false,
    createdAt: null,
    createdBy: key.uid,
    equipments,
    corruptItems: 0,
  },
});
