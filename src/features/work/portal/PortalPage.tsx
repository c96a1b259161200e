// Work → Request portal (/app/work/portal, admins): the chosen plant's request portal, through
// which people without an account report faults. Off: one button turns it on. On: its link (to
// copy) and QR code (to download and print), its switch, a new link when the old one must stop
// working (confirmed first), and its equipment list: how many items and when the portal was saved,
// a button that sends the register's current list, and the same sent by itself when an admin opens
// the page and the register has changed. Every write is offline-first ("waiting to sync").
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button, Card, CardBody, CardHeader, Modal, ModalBody, ModalFooter, ModalHeader, Spinner } from 'reactstrap';
import { AsyncSection } from '../../../components/AsyncSection';
import { DateText } from '../../../components/DateText';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { PendingBadge } from '../../../components/PendingBadge';
import { DocumentTitle } from '../../../components/pageFocus';
import { useQrCodes } from '../../../components/labels/useQrCodes';
import { PORTAL_LIMITS, portalUrl } from '../../../domain/portal';
import { toAppError } from '../../../lib/errors';
import { useErrorText } from '../../../lib/useErrorText';
import type { Pending } from '../../../services/firebase/live';
import {
  type PlantPortal,
  queueNewPortalKey,
  queueOpenPortal,
  queuePortalEnabled,
  queuePortalEquipment,
} from '../../../services/firebase/portals';
import type { QueuedWrite } from '../../../services/firebase/writes';
import { useAppSelector } from '../../../store/hooks';
import { selectIsAdmin, selectPlantState } from '../../plant/plantSlice';
import { usePlantPortal } from '../../plant/portalLive';
import messages from './messages';
import { portalOutOfDate } from './portalModel';

/** A write queued from this page: what it said when queued, or the refusal in words. */
function useWrites() {
  const intl = useIntl();
  const errorText = useErrorText();
  const [done, setDone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(
    (queue: () => Promise<QueuedWrite>, said: string, onFail?: () => void) => {
      setError(null);
      setDone('');
      const fail = (e: unknown) => {
        setError(intl.formatMessage(messages.writeFailed, { reason: errorText(toAppError(e)) }));
        onFail?.();
      };
      queue()
        .then(({ acknowledged }) => {
          setDone(said);
          acknowledged.catch(fail);
        })
        .catch(fail);
    },
    [intl, errorText],
  );
  return { done, error, run };
}

type Run = ReturnType<typeof useWrites>['run'];

/** The link: to read, copy, and print as a QR code. */
function PortalLink({ url }: { url: string }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const id = useId();
  const { codes, failed } = useQrCodes([url]);
  const qr = codes.get(url);
  // What became of copying, for the link it copied (a new link says nothing yet).
  const [copiedState, setCopied] = useState<{ url: string; copied: boolean } | null>(null);
  const copied = copiedState?.url === url ? (copiedState.copied ? 'copied' : 'failed') : null;
  const copy = () => {
    const clipboard = navigator.clipboard as Clipboard | undefined;
    if (!clipboard) return setCopied({ url, copied: false });
    clipboard.writeText(url).then(
      () => setCopied({ url, copied: true }),
      () => setCopied({ url, copied: false }),
    );
  };
  return (
    <div className="d-flex flex-wrap gap-3 align-items-start mb-3">
      <div className="flex-grow-1" style={{ minWidth: '16rem' }}>
        <label className="form-label" htmlFor={id}>
          {t(messages.linkLabel)}
        </label>
        <div className="input-group">
          <input
            id={id}
            className="form-control font-monospace"
            dir="ltr"
            readOnly
            value={url}
            onFocus={(e) => e.target.select()}
          />
          <Button color="primary" outline onClick={copy}>
            {t(messages.copy)}
          </Button>
        </div>
        <p className="small mt-1 mb-0" role="status">
          {copied === 'copied' ? t(messages.copied) : copied === 'failed' ? t(messages.copyFailed) : ''}
        </p>
      </div>
      <div className="text-center">
        {qr ? (
          <>
            <img src={qr} alt={t(messages.qrAlt, { url })} width={160} height={160} className="d-block border" />
            <a className="small" href={qr} download="request-portal-qr.svg">
              {t(messages.downloadQr)}
            </a>
          </>
        ) : failed ? (
          <ErrorAlert text={t(messages.qrFailed)} />
        ) : (
          <Spinner size="sm" aria-label={t(messages.qrPending)} />
        )}
      </div>
    </div>
  );
}

/** "Make a new link", confirmed first: the old link stops working at once. */
function NewLink({ portal, uid, run }: { portal: PlantPortal; uid: string; run: Run }) {
  const t = useIntl().formatMessage;
  const [asking, setAsking] = useState(false);
  const titleId = useId();
  return (
    <>
      <Button color="danger" outline onClick={() => setAsking(true)}>
        {t(messages.newLink)}
      </Button>
      <Modal isOpen={asking} toggle={() => setAsking(false)} fade={false} labelledBy={titleId} returnFocusAfterClose>
        <ModalHeader id={titleId} toggle={() => setAsking(false)}>
          {t(messages.newLinkTitle)}
        </ModalHeader>
        <ModalBody>{t(messages.newLinkBody)}</ModalBody>
        <ModalFooter>
          <Button color="secondary" outline onClick={() => setAsking(false)}>
            {t(messages.cancel)}
          </Button>
          <Button
            color="danger"
            onClick={() => {
              setAsking(false);
              run(() => queueNewPortalKey(portal, uid), t(messages.newLinkMade));
            }}
          >
            {t(messages.newLink)}
          </Button>
        </ModalFooter>
      </Modal>
    </>
  );
}

/** The portal's equipment list against the register's, sent again on demand, or by itself once per visit. */
function PortalEquipmentCard({
  portal,
  fromCache,
  uid,
  run,
}: {
  portal: Pending<PlantPortal>;
  fromCache: boolean;
  uid: string;
  run: Run;
}) {
  const t = useIntl().formatMessage;
  const { plant: register, status, fromCache: registerFromCache } = useAppSelector(selectPlantState);
  const outOfDate = useMemo(() => !!register && portalOutOfDate(portal, register), [portal, register]);
  const send = useCallback(
    (said: string) =>
      register && run(() => queuePortalEquipment(portal, register.name, register.equipments, uid), said),
    [portal, register, run, uid],
  );
  // Once per portal while the page is open, and only on the server's word for both lists (a cached
  // register may be older than what another admin sent).
  const refreshed = useRef<string | null>(null);
  const settled = status === 'ready' && !registerFromCache && !fromCache && !portal.pending;
  useEffect(() => {
    if (!outOfDate || !settled || refreshed.current === portal.key) return;
    refreshed.current = portal.key;
    send(t(messages.refreshed));
  }, [outOfDate, settled, portal.key, send, t]);
  const count = register?.equipments.length ?? 0;
  return (
    <Card tag="section" aria-labelledby="portal-equipment-title" className="mb-3">
      <CardHeader>
        <h2 id="portal-equipment-title" className="h6 mb-0">
          {t(messages.equipmentTitle)}
        </h2>
      </CardHeader>
      <CardBody>
        <p className="mb-1" data-portal-equipment={portal.equipment.length}>
          {t(messages.equipmentCount, {
            count: portal.equipment.length,
            date: <DateText key="d" value={portal.updatedAt} />,
          })}{' '}
          {register && (outOfDate ? t(messages.equipmentDiffers, { count }) : t(messages.equipmentSame))}
        </p>
        {count > PORTAL_LIMITS.equipment && (
          <p className="small text-body-secondary mb-1">
            {t(messages.equipmentCapped, { max: PORTAL_LIMITS.equipment })}
          </p>
        )}
        <Button color="secondary" outline size="sm" disabled={!register} onClick={() => send(t(messages.sent))}>
          {t(messages.sendEquipment)}
        </Button>
      </CardBody>
    </Card>
  );
}

/** The plant's portal, on or off. */
function PortalSettings({
  portal,
  fromCache,
  uid,
  run,
}: {
  portal: Pending<PlantPortal>;
  fromCache: boolean;
  uid: string;
  run: Run;
}) {
  const t = useIntl().formatMessage;
  const switchId = useId();
  const url = portalUrl(window.location.origin, portal.key);
  return (
    <>
      <Card tag="section" aria-labelledby="portal-link-title" className="mb-3">
        <CardHeader className="d-flex align-items-center">
          <h2 id="portal-link-title" className="h6 mb-0">
            {t(portal.enabled ? messages.stateOn : messages.stateOff)}
          </h2>
          <PendingBadge pending={portal.pending} />
        </CardHeader>
        <CardBody>
          <div className="form-check form-switch mb-3">
            <input
              id={switchId}
              className="form-check-input"
              type="checkbox"
              role="switch"
              checked={portal.enabled}
              onChange={(e) => {
                const enabled = e.target.checked;
                run(
                  () => queuePortalEnabled(portal, enabled, uid),
                  t(enabled ? messages.turnedOn : messages.turnedOff),
                );
              }}
            />
            <label className="form-check-label" htmlFor={switchId}>
              {t(messages.enabled)}
            </label>
          </div>
          <PortalLink url={url} />
          <p className="small">
            {t(messages.labelsHint)} <Link to="/app/assets/list">{t(messages.labelsLink)}</Link>
          </p>
          <NewLink portal={portal} uid={uid} run={run} />
        </CardBody>
      </Card>
      <PortalEquipmentCard portal={portal} fromCache={fromCache} uid={uid} run={run} />
    </>
  );
}

export default function PortalPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const isAdmin = useAppSelector(selectIsAdmin);
  const user = useAppSelector((s) => s.auth.currentUser);
  const { savedPlantDetails: key, plant } = useAppSelector(selectPlantState);
  const open = usePlantPortal();
  const { done, error, run } = useWrites();
  // "Turn on" is pressed once: a second portal for the plant is never made while the first is on its way.
  const [opening, setOpening] = useState(false);
  const title = t(messages.title);
  const heading = (
    <>
      <DocumentTitle page={title} />
      <h1 className="h3 mb-3" tabIndex={-1}>
        {title} {plant && <span className="text-body-secondary fs-6">{plant.name}</span>}
      </h1>
      <p className="text-body-secondary" style={{ maxWidth: '48rem' }}>
        {t(messages.intro)}
      </p>
    </>
  );
  if (!isAdmin || !user)
    return (
      <>
        {heading}
        <p className="alert alert-info">{t(messages.adminsOnly)}</p>
      </>
    );
  if (!key)
    return (
      <>
        {heading}
        <p className="alert alert-info">{t(messages.noPlant)}</p>
      </>
    );
  const { portal } = open;
  return (
    <>
      {heading}
      <ErrorAlert text={error} />
      <p className="text-success-emphasis" role="status">
        {done}
      </p>
      {open.corrupt.length > 0 && (
        <p className="alert alert-warning">{t(messages.corrupt, { count: open.corrupt.length })}</p>
      )}
      <AsyncSection
        status={open.status === 'ready' ? 'idle' : open.status === 'failed' ? 'failed' : 'loading'}
        error={open.error}
        hasData={open.status === 'ready'}
        failedTitle={t(messages.loadFailed)}
        onRetry={open.retry}
      >
        {open.status === 'ready' &&
          (portal ? (
            <PortalSettings portal={portal} fromCache={open.fromCache} uid={user.uid} run={run} />
          ) : (
            <>
              <p>{t(messages.none)}</p>
              <Button
                color="primary"
                // The plant's name and register come with its document.
                disabled={!plant || opening}
                onClick={() => {
                  if (!plant) return;
                  setOpening(true);
                  run(
                    () => queueOpenPortal(key, plant.name, plant.equipments, user.uid),
                    t(messages.opened),
                    () => setOpening(false),
                  );
                }}
              >
                {t(messages.turnOn)}
              </Button>
            </>
          ))}
      </AsyncSection>
    </>
  );
}
