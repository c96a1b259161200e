// One piece of equipment: breadcrumb through its parents, details,
// children, recent history (its work orders), the linked procedures and attachments.
// Live: a colleague's change shows at once; admins edit, add a child, delete (when it has no children) and print its label.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Button, Card, CardBody, CardHeader, Modal, ModalBody, ModalFooter, ModalHeader } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { AsyncSection } from '../../components/AsyncSection';
import { DateText } from '../../components/DateText';
import { ErrorAlert } from '../../components/ErrorAlert';
import { PendingBadge } from '../../components/PendingBadge';
import { DocumentTitle } from '../../components/pageFocus';
import { useErrorText } from '../../lib/useErrorText';
import type { Equipment } from '../../services/firebase/assets';
import { AttachmentsCard } from '../../components/attachments/AttachmentsCard';
import { LinkedProceduresCard } from '../../components/procedures/LinkedProceduresCard';
import { DowntimeCard } from '../../components/downtime/DowntimeCard';
import { EquipmentSpareParts } from './EquipmentSpareParts';
import { useFailureLibrary } from '../../components/failureCodes/failureCodesLive';
import { useFailureNames } from '../../components/failureCodes/useFailureNames';
import { equipmentLink } from '../../services/firebase/procedures';
import { STATUS_NAMES as WORK_STATUS_NAMES } from '../work/messages';
import { equipmentWork } from '../work/equipmentWorkSlice';
import { ancestorsOf } from './browse/equipmentQuery';
import { CRITICALITY_NAMES, STATUS_NAMES } from './criticality';
import { useOpenEquipment } from '../plant/equipmentLive';
import messages from './messages';
import { MeterReadings } from './MeterReadings';
import { PlantGate } from './PlantGate';
import {
  equipmentDeleteRequested,
  plantWriteErrorDismissed,
  selectEquipmentById,
  selectIsAdmin,
  selectPlantState,
  selectSavedPlant,
} from '../plant/plantSlice';
import { selectMemberNames, selectUploadAllowance } from '../company/companySlice';
import { WorkNumber } from '../../components/WorkNumber';

function Details({ item, company }: { item: Equipment; company: string }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { className } = useFailureNames(useFailureLibrary(company).library);
  const none = t(messages.notRecorded);
  const rows: [string, React.ReactNode][] = [
    [t(messages.fieldTag), <bdi key="tag">{item.tag}</bdi>],
    [
      t(messages.fieldCriticality),
      t(messages.criticalityOption, { rank: item.criticality, name: t(CRITICALITY_NAMES[item.criticality as 1]) }),
    ],
    [t(messages.fieldStatus), t(STATUS_NAMES[item.status])],
    [t(messages.fieldClass), item.equipmentClass ? className(item.equipmentClass) : t(messages.notClassified)],
    [t(messages.fieldManufacturer), item.manufacturer || none],
    [t(messages.fieldModel), item.model || none],
    [t(messages.fieldSerial), item.serial || none],
    [t(messages.fieldInstallDate), item.installDate ? <DateText value={`${item.installDate}T00:00:00`} /> : none],
    [t(messages.fieldLocation), item.location || none],
    [t(messages.fieldMeters), item.meters.length ? item.meters.map((m) => `${m.name} (${m.unit})`).join(', ') : none],
  ];
  return (
    <dl className="row mb-0 torque-details">
      {rows.map(([label, value]) => (
        <div key={label} className="col-sm-6 col-lg-4 mb-2">
          <dt className="small text-body-secondary fw-normal">{label}</dt>
          <dd className="mb-0">{value}</dd>
        </div>
      ))}
      {item.description && (
        <div className="col-12">
          <dt className="small text-body-secondary fw-normal">{t(messages.fieldDescription)}</dt>
          <dd className="mb-0 text-break" style={{ whiteSpace: 'pre-line' }}>
            {item.description}
          </dd>
        </div>
      )}
    </dl>
  );
}

/** The equipment's latest work orders, live (they are raised and moved under Work). */
function RecentWork({ eqid }: { eqid: string }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const plant = useAppSelector(selectSavedPlant);
  const work = equipmentWork.useLive(plant ? { plant, eqid } : null);
  const items = work?.value?.items ?? [];
  return (
    <Card tag="section" aria-labelledby="history-title" className="h-100">
      <CardHeader>
        <h2 id="history-title" className="h6 mb-0">
          {t(messages.historyTitle)}
        </h2>
      </CardHeader>
      <CardBody>
        {work?.status === 'ready' && items.length === 0 && (
          <p className="text-body-secondary mb-0">{t(messages.noHistory)}</p>
        )}
        {work?.status === 'failed' && <p className="text-danger mb-0">{t(messages.historyFailed)}</p>}
        <ul className="list-unstyled mb-0">
          {items.map((o) => (
            <li key={o.number} className="mb-1">
              <Link to={`/app/work/${o.number}`}>
                <WorkNumber number={o.number} />
              </Link>{' '}
              {o.title} · {t(WORK_STATUS_NAMES[o.status])} · <DateText value={o.raisedAt} />
            </li>
          ))}
        </ul>
      </CardBody>
    </Card>
  );
}

function EquipmentView({ eqid }: { eqid: string }) {
  const memberNames = useAppSelector(selectMemberNames);
  const allowance = useAppSelector(selectUploadAllowance);
  const intl = useIntl();
  const t = intl.formatMessage;
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const { savedPlantDetails: plant, writeError } = useAppSelector(selectPlantState);
  const byId = useAppSelector(selectEquipmentById);
  const isAdmin = useAppSelector(selectIsAdmin);
  const user = useAppSelector((s) => s.auth.currentUser);
  const open = useOpenEquipment(plant ? { plant, eqid } : null);
  const [confirming, setConfirming] = useState(false);
  const navigate = useNavigate();

  const summary = byId.get(eqid);
  const item = open.item;
  // In the bin: shown as it was, with nothing to do but restore it there (admins).
  const binned = !!item?.bin;
  const children = [...byId.values()].filter((e) => e.parent === eqid).sort((a, b) => a.tag.localeCompare(b.tag));
  const ancestors = ancestorsOf(eqid, byId);
  const title = item
    ? `${item.tag} – ${item.name}`
    : summary
      ? `${summary.tag} – ${summary.name}`
      : t(messages.equipmentTitle);

  if (!plant || !user) return null;
  return (
    <>
      <DocumentTitle page={title} />
      <nav aria-label={t(messages.breadcrumb)}>
        <ol className="breadcrumb small mb-2">
          <li className="breadcrumb-item">
            <Link to="/app/assets/list">{t(messages.equipmentList)}</Link>
          </li>
          {ancestors.map((a) => (
            <li key={a.id} className="breadcrumb-item">
              <Link to={`/app/assets/equipment/${a.id}`}>
                <bdi>{a.tag}</bdi>
              </Link>
            </li>
          ))}
          <li className="breadcrumb-item active" aria-current="page">
            <bdi>{summary?.tag ?? item?.tag ?? eqid}</bdi>
          </li>
        </ol>
      </nav>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0 text-break" tabIndex={-1}>
          {title}
        </h1>
        <PendingBadge pending={!!item?.pending} />
        {isAdmin && item && !binned && (
          <span className="ms-auto d-flex flex-wrap gap-2">
            <Link className="btn btn-primary btn-sm" to={`/app/work/new?equipment=${eqid}`}>
              {t(messages.raiseWork)}
            </Link>
            <Link className="btn btn-outline-primary btn-sm" to={`/app/assets/equipment/${eqid}/edit`}>
              {t(messages.edit)}
            </Link>
            <Link className="btn btn-outline-secondary btn-sm" to={`/app/assets/equipment/new?parent=${eqid}`}>
              {t(messages.addChild)}
            </Link>
            <Link className="btn btn-outline-secondary btn-sm" to={`/app/assets/labels?ids=${eqid}`}>
              {t(messages.printLabel)}
            </Link>
            <Button size="sm" color="danger" outline onClick={() => setConfirming(true)}>
              {t(messages.delete)}
            </Button>
          </span>
        )}
        {!isAdmin && item && !binned && (
          <span className="ms-auto d-flex flex-wrap gap-2">
            <Link className="btn btn-primary btn-sm" to={`/app/work/new?equipment=${eqid}`}>
              {t(messages.raiseWork)}
            </Link>
            <Link className="btn btn-outline-secondary btn-sm" to={`/app/assets/labels?ids=${eqid}`}>
              {t(messages.printLabel)}
            </Link>
          </span>
        )}
      </div>
      <ErrorAlert text={writeError && t(messages.writeFailed, { reason: errorText(writeError) })} />
      {open.status === 'missing' && !item && <p className="alert alert-warning">{t(messages.equipmentMissing)}</p>}
      {item?.bin && (
        <p className="alert alert-warning" data-equipment-binned="">
          {t(messages.inBin, {
            when: item.bin.binnedAt ? intl.formatDate(item.bin.binnedAt, { dateStyle: 'medium' }) : '…',
          })}{' '}
          {isAdmin && <Link to="/app/company/bin">{t(messages.openBin)}</Link>}
        </p>
      )}
      <AsyncSection
        status={open.status === 'loading' ? 'loading' : open.status === 'failed' ? 'failed' : 'idle'}
        error={open.error}
        hasData={!!item}
        failedTitle={t(messages.equipmentFailed)}
        onRetry={open.retry}
      >
        {item && (
          <>
            <Card className="mb-3" tag="section" aria-label={t(messages.detailsTitle)}>
              <CardBody>
                <Details item={item} company={plant.company} />
              </CardBody>
            </Card>
            <div className="row g-3">
              <div className="col-lg-6">
                <Card tag="section" aria-labelledby="children-title" className="h-100">
                  <CardHeader>
                    <h2 id="children-title" className="h6 mb-0 d-inline">
                      {t(messages.childrenTitle, { count: children.length })}
                    </h2>
                    <Link className="ms-2 small" to={`/app/assets/tree?show=${eqid}`}>
                      {t(messages.showInTree)}
                    </Link>
                  </CardHeader>
                  <CardBody>
                    {children.length === 0 ? (
                      <p className="text-body-secondary mb-0">{t(messages.noChildren)}</p>
                    ) : (
                      <ul className="list-unstyled mb-0">
                        {children.map((c) => (
                          <li key={c.id} className="mb-1">
                            <Link to={`/app/assets/equipment/${c.id}`}>
                              <bdi>{c.tag}</bdi> – {c.name}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    )}
                  </CardBody>
                </Card>
              </div>
              <div className="col-lg-6">
                <RecentWork eqid={eqid} />
              </div>
            </div>
            <div className="mt-3">
              <LinkedProceduresCard links={[equipmentLink(plant.site, plant.plant, eqid)]} isAdmin={isAdmin} />
            </div>
            <div className="mt-3">
              <DowntimeCard
                plant={plant}
                eqid={eqid}
                equipmentLabel={`${item.tag} – ${item.name}`}
                equipmentClass={item.equipmentClass}
              />
            </div>
            <div className="mt-3">
              <EquipmentSpareParts company={plant.company} site={plant.site} plant={plant.plant} eqid={eqid} />
            </div>
            {item.meters.length > 0 && (
              <div className="mt-3">
                <MeterReadings eqid={eqid} meters={item.meters} />
              </div>
            )}
            <div className="mt-3">
              <AttachmentsCard
                memberNames={memberNames}
                allowance={allowance}
                plant={plant}
                eqid={eqid}
                waitingToSync={item.pending}
              />
            </div>
          </>
        )}
      </AsyncSection>
      <Modal isOpen={confirming} toggle={() => setConfirming(false)} labelledBy="delete-title">
        <ModalHeader id="delete-title" toggle={() => setConfirming(false)}>
          {t(messages.deleteTitle, { tag: item?.tag ?? '' })}
        </ModalHeader>
        <ModalBody>
          {t(children.length ? messages.deleteHasChildren : messages.deleteBody, { count: children.length })}
        </ModalBody>
        <ModalFooter>
          <Button color="secondary" outline onClick={() => setConfirming(false)}>
            {t(messages.cancel)}
          </Button>
          {children.length === 0 && (
            <Button
              color="danger"
              onClick={() => {
                dispatch(plantWriteErrorDismissed());
                dispatch(equipmentDeleteRequested({ eqid, uid: user.uid, savedPlantDetails: plant }));
                setConfirming(false);
                const parent = byId.get(eqid)?.parent;
                void navigate(parent ? `/app/assets/equipment/${parent}` : '/app/assets/list');
              }}
            >
              {t(messages.delete)}
            </Button>
          )}
        </ModalFooter>
      </Modal>
    </>
  );
}

export default function EquipmentPage() {
  const { eqid = '' } = useParams();
  const [search] = useSearchParams();
  return (
    <PlantGate site={search.get('site')} plant={search.get('plant')}>
      <EquipmentView eqid={eqid} />
    </PlantGate>
  );
}
