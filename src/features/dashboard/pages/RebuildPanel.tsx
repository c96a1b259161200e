// The admin's "rebuild the figures": recounts the dashboard's months from the orders on the
// server, with progress, and says in words when it cannot (offline, refused).
import { useIntl } from 'react-intl';
import { Button, Progress } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { useErrorText } from '../../../lib/useErrorText';
import { rebuildRequested } from '../dashboardSlice';
import { selectDashboard } from '../dashboardLive';
import messages from '../messages';
import { monthLabel } from './DashboardCharts';

export function RebuildPanel() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const { rebuild } = useAppSelector(selectDashboard);
  const running = rebuild.status === 'running';
  return (
    <section aria-labelledby="rebuild" className="card d-print-none" data-rebuild={rebuild.status}>
      <div className="card-body">
        <h2 id="rebuild" className="h6">
          {t(messages.rebuildTitle)}
        </h2>
        <p className="small text-body-secondary">{t(messages.rebuildHelp)}</p>
        <Button color="secondary" outline size="sm" disabled={running} onClick={() => dispatch(rebuildRequested())}>
          {t(messages.rebuild)}
        </Button>
        {running && (
          <div className="mt-2" role="status">
            <Progress
              value={rebuild.total ? (100 * rebuild.read) / rebuild.total : 0}
              aria-label={t(messages.rebuildTitle)}
            />
            <p className="small mb-0 mt-1">
              {t(messages.rebuildRunning, { read: rebuild.read, total: rebuild.total ?? '…' })}
            </p>
          </div>
        )}
        {rebuild.status === 'done' && (
          <p className="small text-success-emphasis mt-2 mb-0" role="status">
            {t(messages.rebuildDone, { orders: rebuild.read })}{' '}
            {rebuild.drifted.length
              ? t(messages.rebuildDrifted, { months: rebuild.drifted.map((m) => monthLabel(intl, m)).join(', ') })
              : t(messages.rebuildRight)}
          </p>
        )}
        {rebuild.status === 'failed' && rebuild.error && (
          <p className="small text-danger-emphasis mt-2 mb-0" role="alert">
            {t(messages.rebuildFailed, { reason: errorText(rebuild.error) })}
          </p>
        )}
      </div>
    </section>
  );
}
