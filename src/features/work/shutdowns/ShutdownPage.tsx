// /app/work/shutdowns/:shutdownId — one shutdown: its days, the equipment it stops, the work
// planned into it (what each order still needs: planning, a day inside the shutdown, equipment
// that is really stopped), the crew's load day by day as a chart against the crew's hours, and,
// for admins, the open work on its equipment to add. Live: a colleague's change shows at once;
// every change is written offline-first ("waiting to sync").
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { Button, Card, CardBody, CardTitle, Input, Label } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { useFeature } from '../../../store/featureRegistry';
import { AsyncSection } from '../../../components/AsyncSection';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { PendingBadge } from '../../../components/PendingBadge';
import { WorkNumber } from '../../../components/WorkNumber';
import { DocumentTitle } from '../../../components/pageFocus';
import { BarChart, type ChartBar } from '../../../components/charts/BarChart';
import { dateOf, formatDay, today } from '../../../lib/days';
import { loadOf } from '../../../domain/board';
import {
  shutdownCandidates,
  shutdownLoad,
  shutdownOfOrders,
  shutdownPhase,
  shutdownWork,
  type ShutdownWorkItem,
} from '../../../domain/shutdowns';
import { selectEquipmentById, selectIsAdmin } from '../../plant/plantSlice';
import { selectCompany } from '../../company/companySlice';
import { STATUS_NAMES } from '../messages';
import { useReady, useScheduled } from '../queuesLive';
import type { WorkRow } from '../workSlice';
import { nameOf as namesFrom } from '../schedule/scheduleModel';
import scheduleMessages from '../schedule/messages';
import { useCrewBetween } from '../board/boardLive';
import { DayRange, PhaseBadge, useWriteErrorText, WithShutdown } from './ShutdownBits';
import { shutdownsFeature } from './shutdownsSaga';
import { type ShutdownRow, useShutdownOrders, useShutdowns } from './shutdownsLive';
import {
  shutdownCancelRequested,
  shutdownOrdersRequested,
  selectShutdownsState,
  shutdownsWriteErrorDismissed,
} from './shutdownsSlice';
import messages, { NOTE_TEXT } from './messages';
import './shutdowns.css';

/** Equipment items listed by tag before "and N more". */
const SCOPE_SHOWN = 40;

export default function ShutdownPage() {
  useFeature(shutdownsFeature);
  const intl = useIntl();
  const t = intl.formatMessage;
  const dispatch = useAppDispatch();
  const { shutdownId = '' } = useParams();
  const list = useShutdowns();
  const isAdmin = useAppSelector(selectIsAdmin);
  const { writeError } = useAppSelector(selectShutdownsState);
  const writeErrorText = useWriteErrorText();
  const shutdown = list.items.find((s) => s.id === shutdownId);
  const title = shutdown?.title ?? t(messages.listTitle);

  return (
    <div data-shutdown-page={shutdown ? 'ready' : list.status}>
      <DocumentTitle page={title} />
      <Link to="/app/work/shutdowns" className="btn btn-link px-0 mb-2">
        {t(messages.backToList)}
      </Link>
      <ErrorAlert text={writeErrorText(writeError)} onDismiss={() => dispatch(shutdownsWriteErrorDismissed())} />
      <WithShutdown id={shutdownId}>
        {(found, all) => <ShutdownDetails shutdown={found} others={all} isAdmin={isAdmin} />}
      </WithShutdown>
    </div>
  );
}

function ShutdownDetails({
  shutdown,
  others,
  isAdmin,
}: {
  shutdown: ShutdownRow;
  others: readonly ShutdownRow[];
  isAdmin: boolean;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const dispatch = useAppDispatch();
  const day = today();
  const phase = shutdownPhase(shutdown, day);
  const orders = useShutdownOrders(shutdown.orders);
  const work = useMemo(() => shutdownWork(shutdown, orders.items), [shutdown, orders.items]);
  const byId = useAppSelector(selectEquipmentById);
  const hours = work.items.reduce((sum, i) => sum + (i.order.plan?.estimatedHours ?? 0), 0);
  const attention = work.items.filter((i) => i.notes.some((n) => n !== 'finished')).length;
  const scope = shutdown.equipment.map((id) => byId.get(id)?.tag ?? id).sort((a, b) => a.localeCompare(b));

  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
        <h1 className="h3 mb-0 me-auto" dir="auto">
          {shutdown.title}
          <PendingBadge pending={shutdown.pending} />
        </h1>
        {isAdmin && (
          <Link className="btn btn-outline-primary" to={`/app/work/shutdowns/${shutdown.id}/edit`}>
            {t(messages.edit)}
          </Link>
        )}
        <Link className="btn btn-outline-secondary" to={`/app/work/shutdowns/${shutdown.id}/print`}>
          {t(messages.print)}
        </Link>
        {isAdmin && (
          <Button
            color={shutdown.cancelled ? 'primary' : 'danger'}
            outline
            onClick={() => dispatch(shutdownCancelRequested({ id: shutdown.id, cancelled: !shutdown.cancelled }))}
          >
            {t(shutdown.cancelled ? messages.replan : messages.cancelShutdown)}
          </Button>
        )}
      </div>
      <p className="mb-2">
        <PhaseBadge phase={phase} /> <DayRange start={shutdown.start} end={shutdown.end} />
      </p>
      {shutdown.note && (
        <p className="text-pre-wrap" dir="auto">
          {shutdown.note}
        </p>
      )}

      <Card className="mb-3">
        <CardBody>
          <CardTitle tag="h2" className="h5">
            {t(messages.scopeTitle)}{' '}
            <span className="text-body-secondary fs-6">
              {t(messages.scopeCount, { count: shutdown.equipment.length })}
            </span>
          </CardTitle>
          <ul className="list-inline mb-0 small" data-shutdown-scope>
            {scope.slice(0, SCOPE_SHOWN).map((tag) => (
              <li key={tag} className="list-inline-item badge text-bg-light border fw-normal">
                <bdi>{tag}</bdi>
              </li>
            ))}
            {scope.length > SCOPE_SHOWN && (
              <li className="list-inline-item">
                <bdi>{t(messages.scopeMore, { count: scope.length - SCOPE_SHOWN })}</bdi>
              </li>
            )}
          </ul>
        </CardBody>
      </Card>

      <section
        className="card mb-3"
        aria-labelledby="shutdown-work-title"
        data-work-source={orders.status !== 'ready' ? orders.status : orders.fromCache ? 'device' : 'server'}
      >
        <div className="card-body">
          <h2 className="h5" id="shutdown-work-title">
            {t(messages.workTitle)}
          </h2>
          <AsyncSection
            status={orders.status === 'loading' || orders.status === 'failed' ? orders.status : 'idle'}
            error={orders.error}
            hasData={orders.items.length > 0}
            failedTitle={t(messages.workFailed)}
            loadingText={t(messages.workLoading)}
            onRetry={orders.retry}
          >
            {shutdown.orders.length === 0 ? (
              <p>{t(messages.workEmpty)}</p>
            ) : (
              <>
                <p data-shutdown-summary>
                  <bdi>
                    {t(messages.workSummary, {
                      count: work.items.length,
                      hours: Math.round(hours * 10) / 10,
                      open: attention,
                    })}
                  </bdi>
                </p>
                <WorkTable shutdown={shutdown} items={work.items} isAdmin={isAdmin} />
                {/* "Not found" only on the server's word: the device's copy may hold some of the orders only. */}
                {orders.status === 'ready' && work.missing.length > 0 && (
                  <p className={orders.fromCache ? 'text-body-secondary' : 'text-warning-emphasis'}>
                    {orders.fromCache
                      ? t(messages.workNotHere, { count: work.missing.length })
                      : t(messages.workMissing, { numbers: work.missing.join(', ') })}
                  </p>
                )}
              </>
            )}
          </AsyncSection>
          <p className="small text-body-secondary mb-0">
            {t(messages.scheduleHint)} <Link to="/app/work/schedule/board">{t(messages.openBoard)}</Link>
          </p>
        </div>
      </section>

      <CrewLoad shutdown={shutdown} items={work.items} />

      {isAdmin && !shutdown.cancelled && <Candidates shutdown={shutdown} others={others} />}
    </>
  );
}

function WorkTable({
  shutdown,
  items,
  isAdmin,
}: {
  shutdown: ShutdownRow;
  items: ShutdownWorkItem<WorkRow>[];
  isAdmin: boolean;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const dispatch = useAppDispatch();
  return (
    <div className="table-responsive">
      <table className="table table-sm align-middle shutdown-work">
        <thead>
          <tr>
            <th scope="col">{t(messages.colOrder)}</th>
            <th scope="col">{t(messages.colOrderTitle)}</th>
            <th scope="col">{t(messages.colOrderEquipment)}</th>
            <th scope="col">{t(messages.colOrderDay)}</th>
            <th scope="col">{t(messages.colOrderLabour)}</th>
            <th scope="col">{t(messages.colOrderStatus)}</th>
            <th scope="col">{t(messages.colOrderNotes)}</th>
            {isAdmin && <td />}
          </tr>
        </thead>
        <tbody>
          {items.map(({ order, notes }) => (
            <tr key={order.number} data-shutdown-order={order.number}>
              <td>
                <Link to={`/app/work/${order.number}`}>
                  <WorkNumber number={order.number} />
                </Link>
                <PendingBadge pending={order.pending} />
              </td>
              <td data-label={t(messages.colOrderTitle)}>
                <span dir="auto">{order.title}</span>
              </td>
              <td data-label={t(messages.colOrderEquipment)}>
                <bdi>{order.equipmentTag}</bdi>
              </td>
              <td data-label={t(messages.colOrderDay)}>
                {order.scheduledFor ? formatDay(order.scheduledFor) : t(messages.notScheduledDay)}
              </td>
              <td data-label={t(messages.colOrderLabour)}>
                <bdi>
                  {order.plan
                    ? t(messages.labourValue, { hours: order.plan.estimatedHours, craft: order.plan.craft })
                    : '–'}
                </bdi>
              </td>
              <td data-label={t(messages.colOrderStatus)}>{t(STATUS_NAMES[order.status])}</td>
              <td
                data-label={t(messages.colOrderNotes)}
                className={notes.some((n) => n !== 'finished') ? 'text-danger-emphasis' : 'text-body-secondary'}
              >
                {notes.map((n) => t(NOTE_TEXT[n])).join(' · ')}
              </td>
              {isAdmin && (
                <td>
                  <Button
                    size="sm"
                    color="secondary"
                    outline
                    className="text-nowrap"
                    aria-label={t(messages.takeOut, { number: order.number })}
                    onClick={() =>
                      dispatch(shutdownOrdersRequested({ id: shutdown.id, add: [], remove: [order.number] }))
                    }
                  >
                    {t(messages.takeOutShort)}
                  </Button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The crew's load day by day: a bar of planned labour per day against the crew's hours (its mark). */
function CrewLoad({ shutdown, items }: { shutdown: ShutdownRow; items: ShutdownWorkItem<WorkRow>[] }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { crew, exceptions } = useCrewBetween(shutdown.start, shutdown.end);
  const scheduled = useScheduled();
  const users = useAppSelector((s) => selectCompany(s).record?.users);
  const former = t(scheduleMessages.formerMember);
  const nameOf = useMemo(() => namesFrom(users, former), [users, former]);
  const people = crew.settings.people;
  const dayLoad = useMemo(() => loadOf(scheduled.items), [scheduled.items]);
  const days = useMemo(
    () => shutdownLoad(shutdown, items, people, exceptions, dayLoad),
    [shutdown, items, people, exceptions, dayLoad],
  );
  const hasCrew = Object.keys(people).length > 0;
  const bars: ChartBar[] = days.map((d) => {
    const crafts = [...d.load.values()].map((e) =>
      t(messages.loadCraft, {
        craft: e.craft,
        planned: e.hours,
        hours: [...d.capacity.values()].find((c) => c.craft.toLowerCase() === e.craft.toLowerCase())?.hours ?? 0,
      }),
    );
    const over = [...d.over].map(([uid, o]) => t(messages.loadOver, { name: nameOf(uid), ...o }));
    return {
      key: d.day,
      label: `${intl.formatDate(dateOf(d.day), { weekday: 'short' })} ${formatDay(d.day).slice(0, 5)}`,
      values: { planned: d.loadTotal },
      limit: d.capacityTotal,
      warn: d.loadTotal > d.capacityTotal + 1e-9 || d.over.size > 0,
      note: [...crafts, ...over].join(' · '),
    };
  });
  const overLines = days.flatMap((d) =>
    [...d.over].map(([uid, o]) => ({ day: d.day, uid, text: t(messages.loadOver, { name: nameOf(uid), ...o }) })),
  );

  return (
    <section className="card mb-3" aria-labelledby="shutdown-load-title">
      <div className="card-body">
        <h2 className="h5" id="shutdown-load-title">
          {t(messages.loadTitle)}
        </h2>
        <p className="small text-body-secondary">{t(messages.loadIntro)}</p>
        {(crew.status === 'ready' || crew.status === 'missing') && !hasCrew && (
          <p className="alert alert-info">{t(messages.loadNoCrew)}</p>
        )}
        {crew.status === 'loading' || crew.status === 'idle' ? (
          <p role="status">{t(messages.loadLoading)}</p>
        ) : crew.status === 'failed' ? (
          <p className="text-danger-emphasis">{t(messages.crewFailed)}</p>
        ) : (
          <BarChart
            title={t(messages.loadChart)}
            series={[{ key: 'planned', label: t(messages.loadPlanned), color: 'var(--bs-primary)' }]}
            bars={bars}
            limitLabel={t(messages.loadCapacity)}
            format={(v) => `${intl.formatNumber(v)} h`}
            categoryHeader={t(messages.loadDay)}
            noteHeader={t(messages.colOrderNotes)}
            showTable={t(messages.showTable)}
            hideTable={t(messages.hideTable)}
          />
        )}
        {overLines.length > 0 && (
          <ul className="text-danger-emphasis small mt-2 mb-0" data-shutdown-over>
            {overLines.map((o) => (
              <li key={`${o.day}|${o.uid}`}>
                {formatDay(o.day)}: {o.text}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

/** Open ready and scheduled work on the shutdown's equipment that no shutdown holds, to add. */
function Candidates({ shutdown, others }: { shutdown: ShutdownRow; others: readonly ShutdownRow[] }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const dispatch = useAppDispatch();
  const ready = useReady();
  const scheduled = useScheduled();
  const [chosen, setChosen] = useState<Set<string>>(() => new Set());
  const [asked, setAsked] = useState(false);
  const taken = useMemo(() => new Set(shutdownOfOrders(others).keys()), [others]);
  const candidates = useMemo(
    () => shutdownCandidates(shutdown, [...ready.items, ...scheduled.items], taken),
    [shutdown, ready.items, scheduled.items, taken],
  );
  const loading = ready.status === 'loading' || scheduled.status === 'loading';
  const picked = candidates.filter((o) => chosen.has(o.number)).map((o) => o.number);
  const toggle = (number: string) =>
    setChosen((c) => {
      const next = new Set(c);
      if (next.has(number)) next.delete(number);
      else next.add(number);
      return next;
    });
  const add = () => {
    setAsked(true);
    if (picked.length === 0) return;
    dispatch(shutdownOrdersRequested({ id: shutdown.id, add: picked, remove: [] }));
    setChosen(new Set());
    setAsked(false);
  };

  return (
    <section className="card mb-3" aria-labelledby="shutdown-candidates-title">
      <div className="card-body">
        <h2 className="h5" id="shutdown-candidates-title">
          {t(messages.candidatesTitle)}
        </h2>
        <p className="small text-body-secondary">{t(messages.candidatesIntro)}</p>
        {loading && candidates.length === 0 ? (
          <p role="status">{t(messages.candidatesLoading)}</p>
        ) : candidates.length === 0 ? (
          <p>{t(messages.candidatesEmpty)}</p>
        ) : (
          <>
            <ul className="list-unstyled mb-2" data-shutdown-candidates>
              {candidates.map((o) => (
                <li key={o.number} className="form-check">
                  <Input
                    type="checkbox"
                    className="form-check-input"
                    id={`candidate-${o.number}`}
                    checked={chosen.has(o.number)}
                    onChange={() => toggle(o.number)}
                    aria-label={t(messages.selectOrder, { number: o.number })}
                  />
                  <Label check for={`candidate-${o.number}`}>
                    <WorkNumber number={o.number} /> · <bdi>{o.equipmentTag}</bdi> · <span dir="auto">{o.title}</span>
                    <span className="text-body-secondary small">
                      {' '}
                      · {t(STATUS_NAMES[o.status])}
                      {o.plan
                        ? ` · ${t(messages.labourValue, { hours: o.plan.estimatedHours, craft: o.plan.craft })}`
                        : ''}
                    </span>
                  </Label>
                </li>
              ))}
            </ul>
            {asked && picked.length === 0 && (
              <p className="text-danger-emphasis" role="alert">
                {t(messages.addNone)}
              </p>
            )}
            <Button color="primary" onClick={add}>
              {t(messages.addSelected, { count: picked.length })}
            </Button>
          </>
        )}
      </div>
    </section>
  );
}
