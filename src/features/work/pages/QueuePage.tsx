// Work → queues: all work, my work, and one list per stage group, each a live
// Firestore query of the data filter's window, read a page at a time; counts per group from
// aggregation queries; search and sort over what is loaded; CSV export of the list shown.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, Table } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { AsyncSection } from '../../../components/AsyncSection';
import { DateText } from '../../../components/DateText';
import { PendingBadge } from '../../../components/PendingBadge';
import { DocumentTitle } from '../../../components/pageFocus';
import { downloadText, exportFileName } from '../../../lib/download';
import { selectPlant, selectSavedPlant } from '../../plant/plantSlice';
import { STATUS_NAMES, WORK_TYPE_NAMES } from '../messages';
import { byMyDay, byPriority } from '../../../domain/workOrdering';
import { isGenerated } from '../../../domain/generation';
import { STAGE_GROUPS, type StageGroup, WORK_STATUSES } from '../../../domain/statusMachine';
import { countsRequested, type QueueId, selectWork, type WorkRow } from '../workSlice';
import { useQueue } from '../queuesLive';
import messages from './messages';
import { DataWindowNote } from '../../../components/DataWindowNote';
import { HelpLink } from '../../../components/HelpLink';
import { WorkNumber } from '../../../components/WorkNumber';
import { workNumberLabel } from '../../../lib/workNumber';
import { PortalBadge } from '../portal/PortalOrigin';

const QUEUES: { id: QueueId; label: (typeof messages)['queueAll'] }[] = [
  { id: 'all', label: messages.queueAll },
  { id: 'mine', label: messages.queueMine },
  { id: 'requests', label: messages.queueRequests },
  { id: 'onHold', label: messages.queueOnHold },
  { id: 'planning', label: messages.queuePlanning },
  { id: 'scheduled', label: messages.queueScheduled },
  { id: 'inProgress', label: messages.queueInProgress },
  { id: 'completed', label: messages.queueCompleted },
  { id: 'closed', label: messages.queueClosed },
];

/** How long the list stays still before the tabs are counted again. */
export const COUNTS_SETTLE_MS = 1500;

type Sort = 'myDay' | 'priority' | 'raised' | 'status';

export function sortWork(items: readonly WorkRow[], sort: Sort, now = new Date()): WorkRow[] {
  if (sort === 'myDay') return byMyDay(items, now);
  if (sort === 'priority') return byPriority(items, now);
  const list = [...items];
  if (sort === 'status') return list.sort((a, b) => WORK_STATUSES.indexOf(a.status) - WORK_STATUSES.indexOf(b.status));
  return list.sort((a, b) => (b.raisedAt ?? '9').localeCompare(a.raisedAt ?? '9'));
}

export function matchesSearch(item: WorkRow, text: string): boolean {
  const words = text.trim().toLocaleLowerCase().split(/\s+/).filter(Boolean);
  const hay = `${workNumberLabel(item.number)} ${item.title} ${item.equipmentTag}`.toLocaleLowerCase();
  return words.every((w) => hay.includes(w));
}

const isQueue = (v: string | null): v is QueueId => QUEUES.some((q) => q.id === v);

export default function QueuePage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const queueParam = params.get('queue');
  const queue: QueueId = isQueue(queueParam) ? queueParam : 'all';
  const saved = useAppSelector(selectSavedPlant);
  const plant = useAppSelector(selectPlant);
  const list = useQueue(queue);
  const { counts } = useAppSelector(selectWork);
  const filter = useAppSelector((s) => s.settings.dataFilter);
  const [search, setSearch] = useState('');
  const [chosen, setSort] = useState<Sort | null>(null);
  // My work opens on my day; the other queues on priority.
  const sort = chosen ?? (queue === 'mine' ? 'myDay' : 'priority');

  useEffect(() => {
    if (saved) dispatch(countsRequested());
  }, [dispatch, saved, filter]);
  // The tabs' counts follow the list: when an order arrives, leaves or moves, they are counted
  // again once the list has been still for a moment (a burst of changes costs one count). A list's
  // first answer, and another tab's, were counted with the page: they are only noted.
  const changes = useMemo(() => list.items.map((i) => `${i.number}:${i.status}`).join(), [list.items]);
  const counted = useRef<{ queue: QueueId; changes: string } | null>(null);
  const ready = list.status === 'ready';
  useEffect(() => {
    if (!saved || !ready) return;
    if (counted.current?.queue !== queue) {
      counted.current = { queue, changes };
      return;
    }
    if (changes === counted.current.changes) return;
    const timer = setTimeout(() => {
      counted.current = { queue, changes };
      dispatch(countsRequested());
    }, COUNTS_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [dispatch, saved, ready, queue, changes]);

  const shown = useMemo(
    () =>
      sortWork(
        list.items.filter((i) => matchesSearch(i, search)),
        sort,
      ),
    [list.items, search, sort],
  );

  const exportCsv = async () => {
    const { default: Papa } = await import('papaparse');
    const rows = shown.map((o) => ({
      number: workNumberLabel(o.number),
      title: o.title,
      equipment: o.equipmentTag,
      workType: o.workType,
      status: t(STATUS_NAMES[o.status]),
      rime: o.rime,
      raisedAt: o.raisedAt ?? '',
      raisedBy: isGenerated(o) ? t(messages.byPlan) : o.raisedByName,
    }));
    downloadText(
      exportFileName(plant?.name ?? 'plant', new Date(), `work-${queue}`),
      `\uFEFF${Papa.unparse(rows, { newline: '\r\n', escapeFormulae: true })}\r\n`,
    );
  };

  const title = t(messages.queuesTitle);
  return (
    <>
      <DocumentTitle page={title} />
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0 me-auto" tabIndex={-1}>
          {title} {plant && <span className="text-body-secondary fs-6">{plant.name}</span>}
        </h1>
        <HelpLink topic="statuses" />
        <HelpLink topic="rime" />
        {saved && (
          <Link className="btn btn-primary btn-sm" to="/app/work/new">
            {t(messages.raise)}
          </Link>
        )}
      </div>
      {!saved ? (
        <p className="alert alert-info">{t(messages.noPlant)}</p>
      ) : (
        <>
          <nav aria-label={t(messages.queuesLabel)}>
            <ul className="nav nav-pills flex-wrap gap-1 mb-3">
              {QUEUES.map((q) => {
                const count = q.id in STAGE_GROUPS ? counts.byGroup[q.id as StageGroup] : undefined;
                return (
                  <li key={q.id} className="nav-item">
                    <Link
                      className={`nav-link py-1 px-2${q.id === queue ? ' active' : ''}`}
                      aria-current={q.id === queue ? 'page' : undefined}
                      to={`?queue=${q.id}`}
                      onClick={() => setParams({ queue: q.id })}
                    >
                      {t(q.label)}{' '}
                      {count !== undefined && (
                        // The body's secondary background: readable in light and dark themes alike.
                        <span
                          className="badge rounded-pill bg-body-secondary text-body"
                          title={t(messages.countOf, { count })}
                        >
                          {count}
                        </span>
                      )}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          <DataWindowNote message={messages.window} />
          <div className="row g-2 align-items-end mb-2">
            <div className="col-sm-6">
              <label className="form-label" htmlFor="work-search">
                {t(messages.search)}
              </label>
              <input
                id="work-search"
                type="search"
                className="form-control"
                value={search}
                aria-describedby="work-search-hint"
                onChange={(e) => setSearch(e.target.value)}
              />
              <div id="work-search-hint" className="form-text">
                {t(messages.searchHint)}
              </div>
            </div>
            <div className="col-sm-3">
              <label className="form-label" htmlFor="work-sort">
                {t(messages.sortBy)}
              </label>
              <select
                id="work-sort"
                className="form-select"
                value={sort}
                onChange={(e) => setSort(e.target.value as Sort)}
              >
                {queue === 'mine' && <option value="myDay">{t(messages.sortMyDay)}</option>}
                <option value="priority">{t(messages.sortPriority)}</option>
                <option value="raised">{t(messages.sortRaised)}</option>
                <option value="status">{t(messages.sortStatus)}</option>
              </select>
            </div>
            <div className="col-sm-3 text-sm-end pb-sm-4">
              <Button
                color="secondary"
                outline
                size="sm"
                disabled={shown.length === 0}
                onClick={() => void exportCsv()}
              >
                {t(messages.exportCsv)}
              </Button>
            </div>
          </div>
          <AsyncSection
            status={list.status === 'failed' ? 'failed' : list.status === 'ready' ? 'idle' : 'loading'}
            error={list.error}
            hasData={list.items.length > 0}
            failedTitle={t(messages.listFailed)}
            onRetry={list.retry}
          >
            {list.status === 'ready' && shown.length === 0 ? (
              <p className="text-body-secondary">{t(messages.empty)}</p>
            ) : (
              <div className="table-responsive">
                <Table hover className="align-middle torque-stack-table">
                  <thead>
                    <tr>
                      <th scope="col">{t(messages.colNumber)}</th>
                      <th scope="col">{t(messages.colTitle)}</th>
                      <th scope="col">{t(messages.colEquipment)}</th>
                      <th scope="col">{t(messages.colType)}</th>
                      <th scope="col">{t(messages.colStatus)}</th>
                      <th scope="col" className="text-end">
                        {t(messages.colRime)}
                      </th>
                      <th scope="col">{t(messages.colRaised)}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {shown.map((o) => (
                      <tr key={o.number} data-work-number={o.number}>
                        <td data-label={t(messages.colNumber)}>
                          <Link to={`/app/work/${o.number}`}>
                            <WorkNumber number={o.number} />
                          </Link>
                          <PendingBadge pending={o.pending} />
                        </td>
                        <td data-label={t(messages.colTitle)} className="text-break">
                          {o.title}
                          <PortalBadge portal={o.portal} className="ms-2" />
                        </td>
                        <td data-label={t(messages.colEquipment)}>
                          <bdi>{o.equipmentTag}</bdi>
                        </td>
                        <td data-label={t(messages.colType)}>
                          <bdi>{o.workType}</bdi> {t(WORK_TYPE_NAMES[o.workType])}
                        </td>
                        <td data-label={t(messages.colStatus)}>{t(STATUS_NAMES[o.status])}</td>
                        <td data-label={t(messages.colRime)} className="text-end">
                          {o.rime}
                        </td>
                        <td data-label={t(messages.colRaised)}>
                          <DateText value={o.raisedAt} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              </div>
            )}
            <p className="small text-body-secondary">{t(messages.rankNote)}</p>
            {list.hasMore && (
              <div className="text-center">
                <Button color="secondary" outline onClick={list.more}>
                  {t(messages.loadMore)}
                </Button>
              </div>
            )}
          </AsyncSection>
        </>
      )}
    </>
  );
}
