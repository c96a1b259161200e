// Home's figures: each a count from the server with a visible label, and a link to the
// list behind it. While counting, offline or after a failure a figure shows "—" and the card says
// why in words; never NaN.
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button, Card, CardBody, CardTitle, Spinner } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { backlogBand, crewWeeks, weeklyCapacity } from '../../lib/backlog';
import { useErrorText } from '../../lib/useErrorText';
import { useCapacity } from '../work/schedule/scheduleLive';
import type { HomeCounts } from './homeService';
import { countsRefreshRequested, selectHome } from './homeSlice';
import messages from './messages';

/** The lists behind the figures (the queue page reads `?queue=`, the plans page `?show=`). */
export const FIGURE_LINKS = {
  myOpen: '/app/work/queues?queue=mine',
  triage: '/app/work/queues?queue=requests',
  overdueWork: '/app/work/queues?queue=scheduled',
  overduePm: '/app/plans?show=overdue',
  awaitingMaterials: '/app/work/queues?queue=onHold',
  backlog: '/app/work/queues?queue=all',
  capacity: '/app/work/schedule/weekly',
} as const;

const DASH = '—';

function Figure({ value, label, to }: { value: number | null; label: string; to: string }) {
  const intl = useIntl();
  return (
    <li className="mb-2">
      <Link to={to} className="d-inline-flex align-items-baseline gap-2 text-decoration-none">
        <span className="fs-3 fw-semibold lh-1" data-figure={value ?? ''}>
          {value === null ? DASH : intl.formatNumber(value)}
        </span>{' '}
        <span className="text-decoration-underline">{label}</span>
      </Link>
    </li>
  );
}

/** Says where the figures stand: counting, offline, failed (with a retry), or when they were counted. */
export function CountsNote() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const errorText = useErrorText();
  const dispatch = useAppDispatch();
  const { counts } = useAppSelector(selectHome);
  let note: ReactNode = null;
  if (counts.status === 'loading')
    note = (
      <span role="status" className="d-inline-flex align-items-center gap-2">
        <Spinner size="sm" aria-hidden />
        {t(messages.countsLoading)}
      </span>
    );
  else if (counts.status === 'offline')
    note = (
      <span role="status" className="text-warning-emphasis">
        {t(messages.countsOffline)}
      </span>
    );
  else if (counts.status === 'failed')
    note = (
      <span role="alert" className="text-danger-emphasis">
        {[t(messages.countsFailed), errorText(counts.error)].filter(Boolean).join(' ')}
      </span>
    );
  else if (counts.countedAt)
    note = t(messages.countedAt, { time: intl.formatTime(new Date(counts.countedAt), { timeStyle: 'short' }) });
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 small text-body-secondary mb-3">
      {note}
      <Button
        size="sm"
        color="secondary"
        outline
        className="ms-auto"
        disabled={counts.status === 'loading'}
        onClick={() => dispatch(countsRefreshRequested())}
      >
        {t(messages.refresh)}
      </Button>
    </div>
  );
}

/** Counted figures only while they are the server's current answer or kept from an earlier count. */
const useCounts = (): HomeCounts | null => useAppSelector(selectHome).counts.value;

export function MyOpenFigure() {
  const t = useIntl().formatMessage;
  const counts = useCounts();
  return (
    <ul className="list-unstyled mb-0">
      <Figure value={counts?.myOpen ?? null} label={t(messages.myOpen)} to={FIGURE_LINKS.myOpen} />
    </ul>
  );
}

export function AdminFiguresCard() {
  const t = useIntl().formatMessage;
  const admin = useCounts()?.admin ?? null;
  return (
    <Card tag="section" aria-labelledby="home-admin-figures" className="h-100">
      <CardBody>
        <CardTitle tag="h3" className="h6" id="home-admin-figures">
          {t(messages.adminFiguresTitle)}
        </CardTitle>
        <ul className="list-unstyled mb-2">
          <Figure value={admin?.triage ?? null} label={t(messages.triage)} to={FIGURE_LINKS.triage} />
          <Figure value={admin?.overdueWork ?? null} label={t(messages.overdueWork)} to={FIGURE_LINKS.overdueWork} />
          <Figure value={admin?.overduePm ?? null} label={t(messages.overduePm)} to={FIGURE_LINKS.overduePm} />
          <Figure
            value={admin?.awaitingMaterials ?? null}
            label={t(messages.awaitingMaterials)}
            to={FIGURE_LINKS.awaitingMaterials}
          />
        </ul>
        <p className="small text-body-secondary mb-0">{t(messages.listNote)}</p>
      </CardBody>
    </Card>
  );
}

const BAND_MESSAGES = { low: messages.backlogLow, healthy: messages.backlogHealthy, high: messages.backlogHigh };

/** The backlog in crew-weeks against the healthy band of 2–4 (src/lib/backlog.ts). */
export function BacklogCard() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const admin = useCounts()?.admin ?? null;
  const schedule = useCapacity();
  const capacity = weeklyCapacity(schedule.capacity);
  const hours = admin?.backlogHours ?? null;
  const weeks = hours === null ? null : crewWeeks(hours, capacity);
  const capacityKnown = schedule.status === 'ready' || capacity > 0;
  const n = (v: number) => intl.formatNumber(v, { maximumFractionDigits: 1 });
  return (
    <Card tag="section" aria-labelledby="home-backlog-title" className="h-100" data-backlog-weeks={weeks ?? ''}>
      <CardBody>
        <CardTitle tag="h3" className="h6" id="home-backlog-title">
          {t(messages.backlogTitle)}
        </CardTitle>
        <Link to={FIGURE_LINKS.backlog} className="d-inline-flex align-items-baseline gap-2 text-decoration-none">
          <span className="fs-3 fw-semibold lh-1">
            {weeks === null ? DASH : intl.formatNumber(weeks, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
          </span>{' '}
          <span className="text-decoration-underline">{t(messages.backlogFigure)}</span>
        </Link>
        {weeks !== null && admin ? (
          <>
            <p
              className={`mb-1 mt-2 ${backlogBand(weeks) === 'healthy' ? 'text-success-emphasis' : 'text-warning-emphasis'}`}
            >
              {t(BAND_MESSAGES[backlogBand(weeks)])}
            </p>
            <p className="small text-body-secondary mb-0">
              {t(messages.backlogFormula, {
                hours: n(admin.backlogHours),
                orders: admin.backlogOrders - admin.backlogUnestimated,
                capacity: n(capacity),
              })}
            </p>
            {admin.backlogUnestimated > 0 && (
              <p className="small text-body-secondary mb-0 mt-1">
                {t(messages.backlogUnestimated, { count: admin.backlogUnestimated })}
              </p>
            )}
          </>
        ) : admin && schedule.status === 'failed' ? (
          <p className="small text-danger-emphasis mt-2 mb-0">{t(messages.backlogCapacityFailed)}</p>
        ) : admin && capacityKnown && capacity === 0 ? (
          <>
            <p className="small mt-2 mb-1">{t(messages.backlogNoCapacity, { hours: n(admin.backlogHours) })}</p>
            <Link to={FIGURE_LINKS.capacity}>{t(messages.backlogSetCapacity)}</Link>
          </>
        ) : null}
      </CardBody>
    </Card>
  );
}
