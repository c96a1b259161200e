// /app/contracts/new and /app/contracts/:contractId/edit: the contract form, for admins.
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { useAppSelector } from '../../store/hooks';
import { AsyncSection } from '../../components/AsyncSection';
import { DocumentTitle } from '../../components/pageFocus';
import { selectIsAdmin, selectSavedPlant } from '../plant/plantSlice';
import { ContractForm } from './ContractForm';
import { selectContractById, useContractsLive } from './contractsSlice';
import { EMPTY_CONTRACT, toContractDraft } from './contractValidation';
import messages from './messages';

function EditContract({ id, plant }: { id: string; plant: string }) {
  const intl = useIntl();
  const list = useContractsLive();
  const contract = useAppSelector((s) => selectContractById(s, id));
  const initial = contract && toContractDraft(contract);
  return (
    <AsyncSection
      status={list.status === 'loading' || list.status === 'failed' ? list.status : 'idle'}
      error={list.error}
      hasData={!!contract}
      failedTitle={intl.formatMessage(messages.loadFailed)}
      onRetry={list.retry}
    >
      {list.status === 'ready' && !contract && (
        <p className="alert alert-warning">{intl.formatMessage(messages.missing)}</p>
      )}
      {contract && initial && (
        // Keyed by id only: a colleague's save while this form is open must not wipe what was typed.
        <ContractForm
          key={id}
          plant={plant}
          id={id}
          initial={initial.draft}
          initialEquipment={contract.equipment}
          initialVisits={initial.visits}
        />
      )}
    </AsyncSection>
  );
}

export default function ContractEditPage({ isNew }: { isNew: boolean }) {
  useContractsLive();
  const intl = useIntl();
  const { contractId = '' } = useParams();
  const isAdmin = useAppSelector(selectIsAdmin);
  const saved = useAppSelector(selectSavedPlant);
  const title = intl.formatMessage(isNew ? messages.newTitle : messages.editTitle);
  return (
    <>
      <DocumentTitle page={title} />
      <h1 className="h3">{title}</h1>
      {!isAdmin ? (
        <p className="alert alert-info">{intl.formatMessage(messages.adminsOnly)}</p>
      ) : !saved ? (
        <p className="alert alert-info">{intl.formatMessage(messages.choosePlant)}</p>
      ) : isNew ? (
        <ContractForm plant={saved.plant} id={null} initial={EMPTY_CONTRACT} initialEquipment={[]} initialVisits={[]} />
      ) : (
        <EditContract id={contractId} plant={saved.plant} />
      )}
    </>
  );
}
