// The top bar's sync centre: the connection (online, offline, syncing) and the number
// of changes waiting, on every page; it opens the list of them, with what each is, when it was
// made and which record, and for a change the server refused, its reason in words and
// "Discard" or "Edit and retry".
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { Offcanvas, OffcanvasBody, OffcanvasHeader } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { Icon, type IconName } from '../../components/icons';
import { useErrorText } from '../../lib/useErrorText';
import { STATUS_NAMES } from '../work/messages';
import messages, { WHAT } from './messages';
import { NOT_APPLIED } from './syncCodes';
import {
  type Connection,
  discardRequested,
  type OutboxEntry,
  selectConnection,
  selectRefused,
  selectSync,
  selectWaiting,
  SESSION,
  STORAGE_WARNING_SHARE,
  syncCentreToggled,
} from './syncSlice';
import { HelpLink } from '../../components/HelpLink';

export const SYNC_CENTRE_ID = 'torque-sync-centre';

const ICON: Record<Connection, IconName> = { online: 'cloud', offline: 'cloudOff', syncing: 'cloudSync' };
const TONE: Record<Connection, string> = { online: 'text-success', offline: 'text-danger', syncing: 'text-warning' };

function useEntryText() {
  const intl = useIntl();
  return (entry: OutboxEntry) =>
    intl.formatMessage(WHAT[entry.label.what] ?? WHAT.change, {
      ...entry.label.values,
      to:
        entry.label.values?.to && entry.label.values.to in STATUS_NAMES
          ? intl.formatMessage(STATUS_NAMES[entry.label.values.to as keyof typeof STATUS_NAMES])
          : (entry.label.values?.to ?? ''),
    });
}

function When({ entry }: { entry: OutboxEntry }) {
  const intl = useIntl();
  const at = new Date(entry.queuedAt);
  const today = at.toDateString() === new Date().toDateString();
  const when = today
    ? intl.formatTime(at, { hour: 'numeric', minute: '2-digit' })
    : intl.formatDate(at, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <time dateTime={at.toISOString()} className="small text-body-secondary">
      {intl.formatMessage(messages.queuedAt, { when })}
    </time>
  );
}

function Reason({ entry }: { entry: OutboxEntry }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const reason = entry.reason ?? 'unknown';
  let text: string;
  if (reason === NOT_APPLIED) text = intl.formatMessage(messages.notApplied);
  else if (entry.label.what === 'workMove' && (reason === 'permission-denied' || reason === 'failed-precondition'))
    text = intl.formatMessage(messages.moveConflict);
  else text = errorText({ code: reason, message: reason }) ?? reason;
  const status = entry.serverStatus;
  return (
    <div className="small">
      <p className="mb-1">{text}</p>
      {status === null && <p className="mb-1">{intl.formatMessage(messages.serverGone)}</p>}
      {typeof status === 'string' && status in STATUS_NAMES && (
        <p className="mb-1 fw-semibold" data-server-status={status}>
          {intl.formatMessage(messages.serverNow, {
            status: intl.formatMessage(STATUS_NAMES[status as keyof typeof STATUS_NAMES]),
          })}
        </p>
      )}
      <p className="mb-0 text-body-secondary">{intl.formatMessage(messages.undone)}</p>
    </div>
  );
}

function EntryItem({ entry, onLeave }: { entry: OutboxEntry; onLeave: () => void }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const what = useEntryText()(entry);
  const record = entry.label.record;
  const refused = entry.state === 'refused';
  return (
    <li className="list-group-item" data-outbox-entry={entry.id} data-outbox-state={entry.state}>
      <div className="d-flex flex-wrap justify-content-between gap-1">
        <strong>{what}</strong>
        <When entry={entry} />
      </div>
      {record &&
        (entry.label.link ? (
          <Link to={entry.label.link} onClick={onLeave} className="d-block text-break">
            {record}
          </Link>
        ) : (
          <span className="d-block text-break">{record}</span>
        ))}
      {refused ? (
        <>
          <Reason entry={entry} />
          <div className="d-flex flex-wrap gap-2 mt-2">
            {(entry.label.retry ?? entry.label.link) && (
              <button
                type="button"
                className="btn btn-sm btn-primary"
                aria-label={intl.formatMessage(messages.retryNamed, { what, record })}
                onClick={() => {
                  onLeave();
                  void navigate((entry.label.retry ?? entry.label.link)!, {
                    state: { retry: { id: entry.id, draft: entry.label.draft ?? null } },
                  });
                }}
              >
                {intl.formatMessage(messages.retry)}
              </button>
            )}
            <button
              type="button"
              className="btn btn-sm btn-outline-danger"
              aria-label={intl.formatMessage(messages.discardNamed, { what, record })}
              onClick={() => dispatch(discardRequested(entry.id))}
            >
              {intl.formatMessage(messages.discard)}
            </button>
          </div>
        </>
      ) : (
        <p className="small text-body-secondary mb-0">
          {intl.formatMessage(messages.waitingNote)}
          {entry.session !== SESSION && <> ({intl.formatMessage(messages.earlierSession)})</>}
        </p>
      )}
    </li>
  );
}

/** A list of the outbox under its heading (nothing when it is empty). */
function EntrySection(props: {
  id: string;
  heading: string;
  className?: string;
  entries: OutboxEntry[];
  onLeave: () => void;
}) {
  if (props.entries.length === 0) return null;
  return (
    <section aria-labelledby={props.id}>
      <h3 id={props.id} className={`h6 ${props.className ?? ''}`}>
        {props.heading}
      </h3>
      <ul className="list-group mb-3">
        {props.entries.map((e) => (
          <EntryItem key={e.id} entry={e} onLeave={props.onLeave} />
        ))}
      </ul>
    </section>
  );
}

/** The top bar's button: the connection in words and an icon, and the count of changes waiting. */
export function SyncCentre() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const sync = useAppSelector(selectSync);
  const connection = useAppSelector(selectConnection);
  const waiting = useAppSelector(selectWaiting);
  const refused = useAppSelector(selectRefused);
  const stateText = intl.formatMessage(messages[connection]);
  const close = () => dispatch(syncCentreToggled(false));
  // Left by a link: the page it opens takes the focus, not the button that opened the centre
  // (returned after the closing animation, it would win the race on a slow machine).
  const [leaving, setLeaving] = useState(false);
  const leave = () => {
    setLeaving(true);
    close();
  };
  const explain = {
    online: messages.explainOnline,
    offline: messages.explainOffline,
    syncing: messages.explainSyncing,
  }[connection];
  return (
    <>
      {sync.stopped && (
        <div
          className="torque-update-prompt alert alert-danger shadow d-flex align-items-center gap-3 mb-0"
          role="alert"
        >
          <p className="me-auto mb-0">
            {intl.formatMessage(sync.stopped === 'storage-full' ? messages.stoppedStorage : messages.stoppedFailed)}
          </p>
          <button type="button" className="btn btn-danger" onClick={() => window.location.reload()}>
            {intl.formatMessage(messages.reload)}
          </button>
        </div>
      )}
      {/* Named by its content (no aria-label): the visible state is part of the name. */}
      <button
        type="button"
        className="btn btn-link nav-link px-1 px-sm-2 d-inline-flex align-items-center gap-1 position-relative"
        aria-haspopup="dialog"
        aria-expanded={sync.open}
        aria-controls={SYNC_CENTRE_ID}
        data-connection={connection}
        data-waiting={waiting.length}
        onClick={() => {
          setLeaving(false);
          dispatch(syncCentreToggled());
        }}
      >
        <Icon name={ICON[connection]} className={`flex-shrink-0 ${TONE[connection]}`} />
        <span className="visually-hidden">{intl.formatMessage(messages.buttonName)}:</span>{' '}
        <span className="torque-sync-state">{stateText}</span>
        <span className="visually-hidden">
          , {intl.formatMessage(messages.buttonDetail, { waiting: waiting.length, refused: refused.length })}
        </span>
        {waiting.length + refused.length > 0 && (
          <span
            className={`badge rounded-pill ${refused.length > 0 ? 'text-bg-danger' : 'text-bg-warning'}`}
            aria-hidden="true"
          >
            {waiting.length + refused.length}
          </span>
        )}
      </button>
      <Offcanvas
        isOpen={sync.open}
        toggle={close}
        returnFocusAfterClose={!leaving}
        direction="end"
        id={SYNC_CENTRE_ID}
        labelledBy="sync-centre-title"
      >
        <OffcanvasHeader toggle={close} tag="h2" closeAriaLabel={intl.formatMessage(messages.close)}>
          <span id="sync-centre-title">{intl.formatMessage(messages.title)}</span>
        </OffcanvasHeader>
        <OffcanvasBody>
          <p className="d-flex align-items-center gap-2" data-connection-text={connection}>
            <Icon name={ICON[connection]} className={`flex-shrink-0 ${TONE[connection]}`} />
            <span>
              <strong>{stateText}.</strong> {intl.formatMessage(explain)}
            </span>
          </p>
          {sync.confirming && (
            <p className="small" role="status">
              {intl.formatMessage(messages.confirming)}
            </p>
          )}
          {sync.storageFull && (
            <div className="alert alert-danger small">{intl.formatMessage(messages.storageFull)}</div>
          )}
          {!sync.storageFull && sync.storageUsed !== null && sync.storageUsed >= STORAGE_WARNING_SHARE && (
            <div className="alert alert-warning small">
              {intl.formatMessage(messages.storageLow, { used: sync.storageUsed })}
            </div>
          )}
          <EntrySection
            id="sync-refused"
            heading={intl.formatMessage(messages.refusedHeading, { count: refused.length })}
            className="text-danger-emphasis"
            entries={refused}
            onLeave={leave}
          />
          <EntrySection
            id="sync-waiting"
            heading={intl.formatMessage(messages.waitingHeading, { count: waiting.length })}
            entries={waiting}
            onLeave={leave}
          />
          {waiting.length + refused.length === 0 && <p>{intl.formatMessage(messages.allSynced)}</p>}
          <p className="small text-body-secondary mb-2">{intl.formatMessage(messages.limits)}</p>
          <HelpLink topic="offline" onClick={leave} />
        </OffcanvasBody>
      </Offcanvas>
    </>
  );
}
