// Home's live lists: the requests I raised with their status, and today's schedule
// (an editor's own, everyone's for admins). Live from Firestore, so offline they show the
// device's copy and say so.
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Badge, Card, CardBody, CardTitle } from 'reactstrap';
import { useAppSelector } from '../../store/hooks';
import type { LiveListView } from '../../store/liveKit';
import { AsyncSection } from '../../components/AsyncSection';
import { DateText } from '../../components/DateText';
import { PendingBadge } from '../../components/PendingBadge';
import { STATUS_NAMES } from '../work/messages';
import type { HomeRow } from './homeSlice';
import { selectMyRequests, selectToday } from './homeLive';
import messages from './messages';

function Rows({ items, showRaised }: { items: HomeRow[]; showRaised: boolean }) {
  const t = useIntl().formatMessage;
  return (
    <ul className="list-unstyled mb-2">
      {items.map((o) => (
        <li key={o.number} className="mb-2" data-work-number={o.number}>
          <Link to={`/app/work/${o.number}`} className="text-break">
            {o.title}
          </Link>
          <PendingBadge pending={o.pending} />
          <div className="small text-body-secondary d-flex flex-wrap gap-2">
            <Badge color="light" className="text-dark border">
              {t(STATUS_NAMES[o.status])}
            </Badge>
            <bdi>{o.equipmentTag}</bdi>
            {showRaised && <DateText value={o.raisedAt} />}
          </div>
        </li>
      ))}
    </ul>
  );
}

function ListCard(props: {
  id: string;
  title: string;
  list: LiveListView<HomeRow>;
  none: string;
  failed: string;
  showRaised: boolean;
  footer: ReactNode;
}) {
  const t = useIntl().formatMessage;
  const { id, title, list, none, failed, showRaised, footer } = props;
  return (
    <Card tag="section" aria-labelledby={id} className="h-100">
      <CardBody>
        <CardTitle tag="h3" className="h6" id={id}>
          {title}
        </CardTitle>
        <AsyncSection
          className="mb-2"
          status={list.status === 'failed' ? 'failed' : list.status === 'ready' ? 'idle' : 'loading'}
          error={list.error}
          failedTitle={failed}
          loadingText={t(messages.listLoading)}
          hasData={list.status === 'ready' || list.items.length > 0}
        >
          {list.items.length === 0 ? (
            <p className="text-body-secondary mb-2">{none}</p>
          ) : (
            <Rows items={list.items} showRaised={showRaised} />
          )}
          {list.fromCache && <p className="small text-warning-emphasis mb-2">{t(messages.fromCache)}</p>}
        </AsyncSection>
        <div className="d-flex flex-wrap gap-3">{footer}</div>
      </CardBody>
    </Card>
  );
}

export function MyRequestsCard() {
  const t = useIntl().formatMessage;
  const myRequests = useAppSelector(selectMyRequests);
  return (
    <ListCard
      id="home-my-requests"
      title={t(messages.myRequestsTitle)}
      list={myRequests}
      none={t(messages.myRequestsNone)}
      failed={t(messages.myRequestsFailed)}
      showRaised
      footer={
        <>
          <Link to="/app/work/queues?queue=mine">{t(messages.myRequestsAll)}</Link>
          <Link to="/app/work/new">{t(messages.raise)}</Link>
          <Link to="/app/assets/scan">{t(messages.scan)}</Link>
        </>
      }
    />
  );
}

export function TodayCard({ mine }: { mine: boolean }) {
  const t = useIntl().formatMessage;
  const today = useAppSelector(selectToday);
  return (
    <ListCard
      id="home-today"
      title={t(mine ? messages.todayMineTitle : messages.todayTitle)}
      list={today}
      none={t(messages.todayNone)}
      failed={t(messages.todayFailed)}
      showRaised={false}
      footer={<Link to="/app/work/schedule/daily">{t(messages.todayAll)}</Link>}
    />
  );
}
