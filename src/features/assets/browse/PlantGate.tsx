// What both browse pages show around their content: the heading with "waiting to sync", a sentence
// pointing at the plant picker when no plant is chosen, and the plant's loading and failure
// (spec §8: a generic 'error', in words, with a retry).
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { AsyncSection } from '../../../components/AsyncSection';
import { PendingBadge } from '../../../components/PendingBadge';
import type { EquipmentSummary, Plant } from '../../../services/firebase/assets';
import { plantRetryRequested, selectPlantEquipment, selectPlantState } from '../plantSlice';
import messages from './messages';

interface Props {
  title: string;
  /** Links or buttons beside the heading (shown once a plant is chosen). */
  actions?: ReactNode;
  children: (plant: Plant, items: readonly EquipmentSummary[]) => ReactNode;
}

export function PlantGate({ title, actions, children }: Props) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { savedPlantDetails, plant, status, error, hasPendingWrites } = useAppSelector(selectPlantState);
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
      {!savedPlantDetails ? (
        <p className="alert alert-info">{intl.formatMessage(messages.noPlant)}</p>
      ) : (
        <AsyncSection
          status={status === 'ready' || status === 'none' ? 'idle' : status}
          error={error}
          hasData={plant !== null}
          failedTitle={intl.formatMessage(messages.plantFailed)}
          loadingText={intl.formatMessage(messages.loadingPlant)}
          onRetry={() => dispatch(plantRetryRequested())}
        >
          {plant !== null && plant.corruptItems > 0 && (
            <p className="alert alert-warning">
              {intl.formatMessage(messages.corruptItems, { count: plant.corruptItems })}
            </p>
          )}
          {plant !== null && children(plant, items)}
        </AsyncSection>
      )}
    </>
  );
}
