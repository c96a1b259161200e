// /app/work/shutdowns: the plant's shutdowns, the one running first, then those coming, then past
// and cancelled ones, each with its days, status, scope and work. Members read; admins plan.
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { useFeature } from '../../../store/featureRegistry';
import { AsyncSection } from '../../../components/AsyncSection';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { PendingBadge } from '../../../components/PendingBadge';
import { DocumentTitle } from '../../../components/pageFocus';
import { today } from '../../../lib/days';
import { shutdownPhase, sortShutdowns } from '../../../domain/shutdowns';
import { selectIsAdmin, selectSavedPlant } from '../../plant/plantSlice';
import { DayRange, PhaseBadge, useWriteErrorText } from './ShutdownBits';
import { shutdownsFeature } from './shutdownsSaga';
import { useShutdowns } from './shutdownsLive';
import { selectShutdownsState, shutdownsWriteErrorDismissed } from './shutdownsSlice';
import messages from './messages';

export default function ShutdownsListPage() {
  useFeature(shutdownsFeature);
  const intl = useIntl();
  const t = intl.formatMessage;
  const dispatch = useAppDispatch();
  const list = useShutdowns();
  const isAdmin = useAppSelector(selectIsAdmin);
  const saved = useAppSelector(selectSavedPlant);
  const { writeError } = useAppSelector(selectShutdownsState);
  const writeErrorText = useWriteErrorText();
  const day = today();
  const rows = sortShutdowns(list.items, day);
  const title = t(messages.listTitle);

  return (
    <div data-shutdowns-status={list.status}>
      <DocumentTitle page={title} />
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h1 className="h3 mb-0 me-auto">{title}</h1>
        {isAdmin && saved && (
          <Link className="btn btn-primary" to="/app/work/shutdowns/new">
            {t(messages.newShutdown)}
          </Link>
        )}
      </div>
      <p className="text-body-secondary">{t(messages.listIntro)}</p>
      <ErrorAlert text={writeErrorText(writeError)} onDismiss={() => dispatch(shutdownsWriteErrorDismissed())} />
      {!saved ? (
        <p className="alert alert-info">{t(messages.choosePlant)}</p>
      ) : (
        <AsyncSection
          status={list.status === 'loading' || list.status === 'failed' ? list.status : 'idle'}
          error={list.error}
          hasData={list.items.length > 0}
          failedTitle={t(messages.loadFailed)}
          loadingText={t(messages.loading)}
          onRetry={list.retry}
        >
          {list.status === 'ready' && rows.length === 0 ? (
            <p>{t(messages.none)}</p>
          ) : (
            <div className="table-responsive">
              <table className="table table-sm align-middle">
                <thead>
                  <tr>
                    <th scope="col">{t(messages.colTitle)}</th>
                    <th scope="col">{t(messages.colDays)}</th>
                    <th scope="col">{t(messages.colStatus)}</th>
                    <th scope="col" className="text-end">
                      {t(messages.colEquipment)}
                    </th>
                    <th scope="col" className="text-end">
                      {t(messages.colOrders)}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((s) => (
                    <tr key={s.id} data-shutdown-id={s.id}>
                      <td>
                        <Link to={`/app/work/shutdowns/${s.id}`} dir="auto">
                          {s.title}
                        </Link>
                        <PendingBadge pending={s.pending} />
                      </td>
                      <td>
                        <DayRange start={s.start} end={s.end} />
                      </td>
                      <td>
                        <PhaseBadge phase={shutdownPhase(s, day)} />
                      </td>
                      <td className="text-end">{intl.formatNumber(s.equipment.length)}</td>
                      <td className="text-end">{intl.formatNumber(s.orders.length)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </AsyncSection>
      )}
    </div>
  );
}
