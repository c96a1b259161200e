// Add equipment (/app/assets/equipment/new, ?parent= for a child) or edit it (…/:eqid/edit).
import { useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router-dom';
import { useAppSelector } from '../../store/hooks';
import { AsyncSection } from '../../components/AsyncSection';
import { DocumentTitle } from '../../components/pageFocus';
import { EquipmentForm } from './EquipmentForm';
import { useOpenEquipment } from '../plant/equipmentLive';
import { EMPTY_DRAFT, toDraft } from './equipmentValidation';
import messages from './messages';
import { PlantGate } from './PlantGate';
import { selectIsAdmin, selectPlantEquipment, selectSavedPlant } from '../plant/plantSlice';

function NewEquipment() {
  const [search] = useSearchParams();
  const plant = useAppSelector(selectSavedPlant);
  const summaries = useAppSelector(selectPlantEquipment);
  const parent = search.get('parent') ?? '';
  if (!plant) return null;
  return (
    <EquipmentForm
      plant={plant}
      eqid={null}
      initial={{ ...EMPTY_DRAFT, parent: summaries.some((s) => s.id === parent) ? parent : '' }}
      initialMeters={[]}
      summaries={summaries}
    />
  );
}

function EditEquipment({ eqid }: { eqid: string }) {
  const intl = useIntl();
  const plant = useAppSelector(selectSavedPlant);
  const summaries = useAppSelector(selectPlantEquipment);
  const open = useOpenEquipment(plant ? { plant, eqid } : null);
  const item = open.item;
  if (!plant) return null;
  return (
    <>
      {open.status === 'missing' && !item && (
        <p className="alert alert-warning">{intl.formatMessage(messages.equipmentMissing)}</p>
      )}
      <AsyncSection
        status={open.status === 'loading' ? 'loading' : open.status === 'failed' ? 'failed' : 'idle'}
        error={open.error}
        hasData={!!item}
        failedTitle={intl.formatMessage(messages.equipmentFailed)}
        onRetry={open.retry}
      >
        {item && (
          // Keyed by id only: a colleague's save while this form is open must not wipe what was typed.
          <EquipmentForm
            key={eqid}
            plant={plant}
            eqid={eqid}
            initial={toDraft(item)}
            initialMeters={item.meters}
            summaries={summaries}
          />
        )}
      </AsyncSection>
    </>
  );
}

export default function EquipmentEditPage({ isNew }: { isNew: boolean }) {
  const intl = useIntl();
  const { eqid = '' } = useParams();
  const isAdmin = useAppSelector(selectIsAdmin);
  const title = intl.formatMessage(isNew ? messages.newEquipmentTitle : messages.editEquipmentTitle);
  return (
    <>
      <DocumentTitle page={title} />
      <h1 className="h3" tabIndex={-1}>
        {title}
      </h1>
      {!isAdmin ? (
        <p className="alert alert-info">{intl.formatMessage(messages.adminsOnly)}</p>
      ) : (
        <PlantGate>{isNew ? <NewEquipment /> : <EditEquipment eqid={eqid} />}</PlantGate>
      )}
    </>
  );
}
