// A request's status link (/portal/status/{key}): the stage of one request in plain words, and
// nothing else of the order. Read again every half minute while the page is shown, and on demand.
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { PortalStatus } from '../../domain/portal';
import { readStatus, RestError } from '../../services/portal/portalService';
import messages from './messages';
import { STAGE_TEXT, stepsFor } from './stages';

const AGAIN_MS = 30_000;

type Load = 'loading' | 'missing' | 'offline' | 'failed' | PortalStatus;

export function StatusPage({ statusKey }: { statusKey: string }) {
  const intl = useIntl();
  const [load, setLoad] = useState<Load>('loading');
  const [checking, setChecking] = useState(false);

  const read = useCallback(() => {
    readStatus(statusKey)
      .then(
        (status) => setLoad(status ?? 'missing'),
        (error: unknown) =>
          setLoad((was) =>
            typeof was === 'object'
              ? was
              : error instanceof RestError && error.failure === 'offline'
                ? 'offline'
                : 'failed',
          ),
      )
      .finally(() => setChecking(false));
  }, [statusKey]);

  useEffect(() => {
    read();
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') read();
    }, AGAIN_MS);
    return () => clearInterval(timer);
  }, [read]);
  const check = () => {
    setChecking(true);
    read();
  };

  if (load === 'loading')
    return (
      <p role="status" className="text-body-secondary">
        {intl.formatMessage(messages.statusLoading)}
      </p>
    );
  if (load === 'missing')
    return (
      <div className="alert alert-warning" role="alert">
        {intl.formatMessage(messages.statusMissing)}
      </div>
    );
  if (load === 'offline' || load === 'failed')
    return (
      <div className="alert alert-warning" role="alert">
        <p>{intl.formatMessage(load === 'offline' ? messages.offlineBody : messages.failedBody)}</p>
        <button type="button" className="btn btn-primary" onClick={check}>
          {intl.formatMessage(messages.retry)}
        </button>
      </div>
    );
  const status = load;
  const steps = stepsFor(status.stage);
  const at = steps.indexOf(status.stage);
  const when = (iso: string | null) => (iso ? intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' }) : '');
  return (
    <section aria-labelledby="portal-status-title">
      <h1 id="portal-status-title" className="h3">
        {intl.formatMessage(messages.statusTitle)}
      </h1>
      <p className="fs-5 mb-1">{status.title}</p>
      <p className="text-body-secondary">
        {intl.formatMessage(messages.requestNumber, { number: status.number })} · {status.equipmentName}
        <br />
        {intl.formatMessage(messages.statusSent, { when: when(status.createdAt) })}
      </p>
      <div
        className={`alert ${status.stage === 'done' ? 'alert-success' : status.stage === 'declined' ? 'alert-secondary' : 'alert-info'} fs-5`}
        role="status"
        data-portal-stage={status.stage}
      >
        {intl.formatMessage(STAGE_TEXT[status.stage])}
      </div>
      <h2 className="h6">{intl.formatMessage(messages.statusSteps)}</h2>
      <ol className="list-unstyled">
        {steps.map((s, i) => (
          <li
            key={s}
            className={`py-1 ${i <= at ? '' : 'text-body-secondary'}`}
            aria-current={i === at ? 'step' : undefined}
          >
            <span aria-hidden="true" className="me-2">
              {i < at ? '✓' : i === at ? '●' : '○'}
            </span>
            {intl.formatMessage(STAGE_TEXT[s])}
            {i === at && <span className="visually-hidden"> {intl.formatMessage(messages.statusCurrent)}</span>}
          </li>
        ))}
      </ol>
      <p className="small text-body-secondary">
        {intl.formatMessage(messages.statusChanged, { when: when(status.updatedAt) })}
      </p>
      <button type="button" className="btn btn-outline-primary" onClick={check} disabled={checking}>
        {intl.formatMessage(messages.statusRefresh)}
      </button>
    </section>
  );
}
