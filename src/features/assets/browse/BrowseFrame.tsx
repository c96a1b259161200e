// What both browse pages show around their content: the heading with the plant's name and
// "waiting to sync", then the content once the plant has loaded (PlantGate says why it has not:
// none chosen, loading, or the spec's generic 'error' in words with a retry).
import type { ReactNode } from 'react';
import { useAppSelector } from '../../../store/hooks';
import { PendingBadge } from '../../../components/PendingBadge';
import type { EquipmentSummary, Plant } from '../../../services/firebase/assets';
import { PlantGate } from '../PlantGate';
import { selectPlantEquipment, selectPlantState } from '../../plant/plantSlice';

interface Props {
  title: string;
  /** Links or buttons beside the heading (shown once a plant is chosen). */
  actions?: ReactNode;
  children: (plant: Plant, items: readonly EquipmentSummary[]) => ReactNode;
}

export function BrowseFrame({ title, actions, children }: Props) {
  const { savedPlantDetails, plant, hasPendingWrites } = useAppSelector(selectPlantState);
  const items = useAppSelector(selectPlantEquipment);
  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0 me-auto d-flex flex-wrap align-items-baseline column-gap-2" tabIndex={-1}>
          <span>{title}</span>
          {plant && <span className="text-body-secondary fs-6">{plant.name}</span>}
          <PendingBadge pending={hasPendingWrites} />
        </h1>
        {savedPlantDetails && actions}
      </div>
      <PlantGate>{plant !== null && children(plant, items)}</PlantGate>
    </>
  );
}
