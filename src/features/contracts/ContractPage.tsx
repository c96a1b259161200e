// /app/contracts/:contractId: one service contract: its fields and status, its covered
// equipment, its visits (admins create each visit's work order), its documents, and for admins
// Edit, Renew (next year's contract, opened at once) and Delete.
import { type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button, Card, CardBody } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { AsyncSection } from '../../components/AsyncSection';
import { AttachmentsCard } from '../../components/attachments/AttachmentsCard';
import { ErrorAlert } from '../../components/ErrorAlert';
import { PendingBadge } from '../../components/PendingBadge';
import { DocumentTitle } from '../../components/pageFocus';
import { formatDay, today } from '../../lib/days';
import { newId } from '../../lib/ids';
import { paths, type PlantKey } from '../../services/firebase/collections';
import { selectEquipmentById, selectIsAdmin, selectSavedPlant } from '../plant/plantSlice';
import { StatusBadge, useWriteErrorText } from './ContractBits';
import { contractStatus } from '../../domain/contractStatus';
import {
  contractDeleteRequested,
  contractRenewRequested,
  type ContractRow,
  contractsWriteErrorDismissed,
  selectContractById,
  selectContracts,
  useContractsLive,
} from './contractsSlice';
import messages, { CATEGORY_NAMES } from './messages';
import { VisitsCard } from './VisitsCard';
import { selectMemberNames, selectUploadAllowance } from '../company/companySlice';

export const contractFolder = (plant: PlantKey, id: string) =>
  `${paths.serviceContract(plant.uid, plant.company, plant.site, id)}/attachments`;

function AdminActions({ contract }: { contract: ContractRow }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const renew = () => {
    const next = newId();
    dispatch(contractRenewRequested({ id: contract.id, newId: next }));
    void navigate(`/app/contracts/${next}`);
  };
  const remove = () => {
    dispatch(contractDeleteRequested(contract.id));
    void navigate('/app/contracts');
  };
  return (
    <div className="d-flex flex-wrap gap-2 mb-3">
      <Link className="btn btn-outline-primary" to={`/app/contracts/${contract.id}/edit`}>
        {t(messages.edit)}
      </Link>
      {!contract.renewedBy && (
        <Button color="primary" onClick={renew}>
          {t(messages.renew)}
        </Button>
      )}
      {confirming ? (
        <span className="d-flex flex-wrap align-items-center gap-2" role="group">
          <span>{t(messages.deleteConfirm, { vendor: contract.vendor })}</span>
          <Button color="danger" onClick={remove}>
            {t(messages.deleteYes)}
          </Button>
          <Button color="secondary" outline onClick={() => setConfirming(false)}>
            {t(messages.cancel)}
          </Button>
        </span>
      ) : (
        <Button color="danger" outline onClick={() => setConfirming(true)}>
          {t(messages.delete)}
        </Button>
      )}
    </div>
  );
}

function ContractDetails({ contract, plant, isAdmin }: { contract: ContractRow; plant: PlantKey; isAdmin: boolean }) {
  const memberNames = useAppSelector(selectMemberNames);
  const allowance = useAppSelector(selectUploadAllowance);
  const intl = useIntl();
  const t = intl.formatMessage;
  const byId = useAppSelector(selectEquipmentById);
  const prefix = `${plant.plant}/`;
  const here = contract.equipment
    .filter((e) => e.startsWith(prefix))
    .map((e) => byId.get(e.slice(prefix.length)))
    .filter((e) => e !== undefined);
  const elsewhere = contract.equipment.filter((e) => !e.startsWith(prefix) || !byId.has(e.slice(prefix.length)));
  const status = contractStatus(contract, today());
  const row = (label: string, value: ReactNode) =>
    value === '' ? null : (
      <>
        <dt className="col-sm-4">{label}</dt>
        <dd className="col-sm-8">{value}</dd>
      </>
    );
  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <StatusBadge status={status} />
        <PendingBadge pending={contract.pending} />
        {contract.renewedBy && <Link to={`/app/contracts/${contract.renewedBy}`}>{t(messages.renewedBy)}</Link>}
        {contract.renewedFrom && <Link to={`/app/contracts/${contract.renewedFrom}`}>{t(messages.renewedFrom)}</Link>}
      </div>
      {isAdmin && <AdminActions contract={contract} />}
      <Card className="mb-3">
        <CardBody>
          <dl className="row mb-0">
            {row(t(messages.fieldCategory), t(CATEGORY_NAMES[contract.category]))}
            {row(t(messages.fieldContractNumber), contract.contractNumber)}
            {row(t(messages.fieldContact), contract.contact)}
            {row(
              t(messages.colTerm),
              t(messages.term, { start: formatDay(contract.startDate), end: formatDay(contract.endDate) }),
            )}
            {row(
              t(messages.fieldValue),
              intl.formatNumber(contract.value, { style: 'currency', currency: contract.currency }),
            )}
            {row(t(messages.fieldVisitsPerYear), intl.formatNumber(contract.visitsPerYear))}
            {row(
              t(messages.fieldEquipment),
              contract.equipment.length === 0 ? (
                t(messages.equipmentNone)
              ) : (
                <ul className="list-unstyled mb-0">
                  {here.map((e) => (
                    <li key={e.id}>
                      <Link to={`/app/assets/equipment/${e.id}`}>
                        {e.tag} – {e.name}
                      </Link>
                    </li>
                  ))}
                  {elsewhere.map((e) => (
                    <li key={e} className="text-body-secondary">
                      {t(messages.equipmentElsewhere, { id: e })}
                    </li>
                  ))}
                </ul>
              ),
            )}
            {row(t(messages.fieldNotes), contract.notes && <span className="text-pre-wrap">{contract.notes}</span>)}
          </dl>
        </CardBody>
      </Card>
      <VisitsCard contract={contract} equipment={here} isAdmin={isAdmin} />
      <AttachmentsCard
        memberNames={memberNames}
        allowance={allowance}
        plant={plant}
        folder={contractFolder(plant, contract.id)}
        title={t(messages.documents)}
        // Storage's rules let admins add documents once the contract exists on the server.
        waitingToSync={!isAdmin || contract.pending}
        waitingText={t(isAdmin ? messages.documentsWaiting : messages.documentsAdminsOnly)}
      />
    </>
  );
}

export default function ContractPage() {
  const list = useContractsLive();
  const intl = useIntl();
  const t = intl.formatMessage;
  const dispatch = useAppDispatch();
  const writeErrorText = useWriteErrorText();
  const { contractId = '' } = useParams();
  const isAdmin = useAppSelector(selectIsAdmin);
  const saved = useAppSelector(selectSavedPlant);
  const state = useAppSelector(selectContracts);
  const contract = useAppSelector((s) => selectContractById(s, contractId));
  const title = contract ? contract.vendor : t(messages.detailTitle);
  return (
    <div data-contract-page={contractId}>
      <DocumentTitle page={title} />
      <p className="mb-1">
        <Link to="/app/contracts">{t(messages.backToList)}</Link>
      </p>
      <h1 className="h3">{title}</h1>
      <ErrorAlert
        text={state.writeError && writeErrorText(state.writeError)}
        onDismiss={() => dispatch(contractsWriteErrorDismissed())}
      />
      {!saved ? (
        <p className="alert alert-info">{t(messages.choosePlant)}</p>
      ) : (
        <AsyncSection
          status={
            list.status === 'failed'
              ? 'failed'
              : list.status === 'loading' || (state.expected === contractId && !contract)
                ? 'loading'
                : 'idle'
          }
          error={list.error}
          hasData={!!contract}
          failedTitle={t(messages.loadFailed)}
          loadingText={t(messages.loading)}
          onRetry={list.retry}
        >
          {contract && <ContractDetails contract={contract} plant={saved} isAdmin={isAdmin} />}
        </AsyncSection>
      )}
      {saved && list.status === 'ready' && !contract && state.expected !== contractId && (
        <p className="alert alert-warning">{t(messages.missing)}</p>
      )}
    </div>
  );
}
