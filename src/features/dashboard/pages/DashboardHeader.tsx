// What every dashboard page says first: the plant and the period, the state of the server's
// counts (with Refresh), and the device's-copy and damaged-months notices.
import { useIntl } from 'react-intl';
import { Alert, Button } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { useErrorText } from '../../../lib/useErrorText';
import { dashboardRefreshRequested } from '../dashboardSlice';
import { selectDashboard } from '../dashboardLive';
import messages from '../messages';

export function CountsStatus() {
  const t = useIntl().formatMessage;
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const { counts, stats, pm } = useAppSelector(selectDashboard);
  const corrupt = [...stats.corrupt, ...pm.corrupt];
  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 d-print-none" data-counts={counts.status}>
        <Button size="sm" color="primary" outline onClick={() => dispatch(dashboardRefreshRequested())}>
          {t(messages.refresh)}
        </Button>
        <span className="small text-body-secondary" role="status">
          {counts.status === 'loading'
            ? t(messages.counting)
            : counts.countedAt
              ? t(messages.countedAt, { time: intl.formatTime(new Date(counts.countedAt)) })
              : ''}
        </span>
      </div>
      {counts.status === 'offline' && (
        <Alert color="warning" className="mt-2 mb-0 py-2 small">
          {t(messages.countsOffline)}
        </Alert>
      )}
      {counts.status === 'failed' && (
        <Alert color="danger" className="mt-2 mb-0 py-2 small">
          {t(messages.countsFailed, { reason: errorText(counts.error) })}
        </Alert>
      )}
      {(stats.fromCache || pm.fromCache) && counts.status !== 'offline' && (
        <p className="small text-body-secondary mt-2 mb-0">{t(messages.fromCache)}</p>
      )}
      {corrupt.length > 0 && (
        <Alert color="warning" className="mt-2 mb-0 py-2 small">
          {t(messages.corrupt, { months: corrupt.join(', ') })}
        </Alert>
      )}
    </>
  );
}
