// One work request through its whole life as a work order: what it is, its priority,
// the next steps the status machine allows this user (each asking for what its gate needs), the
// plan, the work done, and the timeline of every change. Live: a colleague's move shows at once.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { Button, Card, CardBody, CardHeader, Modal, ModalBody, ModalFooter, ModalHeader } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { AsyncSection } from '../../../components/AsyncSection';
import { DateInput } from '../../../components/DateInput';
import { DateText } from '../../../components/DateText';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { PendingBadge } from '../../../components/PendingBadge';
import { DocumentTitle } from '../../../components/pageFocus';
import { UserRole } from '../../../lib/currentUser';
import { parseDate } from '../../../lib/date';
import { useErrorText } from '../../../lib/useErrorText';
import { selectSavedPlant } from '../../plant/plantSlice';
import { selectCompany } from '../../company/companySlice';
import { ACTION_NAMES, delayCodeName, permitNames, STATUS_NAMES, WORK_TYPE_NAMES } from '../messages';
import { isFieldMove, nextStatuses, requirementsOf, type WorkStatus } from '../../../domain/statusMachine';
import { isGenerated } from '../../../domain/generation';
import { moveRequested, selectWork, type WorkRow } from '../workSlice';
import { selectOpenOrder, useOpenOrder } from '../orderLive';
import { checkReason } from '../workValidation';
import { WorkPhotos } from '../forms/WorkPhotos';
import { MoveSlots } from './MoveSlots';
import { OrderProcedures } from './OrderProcedures';
import { OrderParts } from './OrderParts';
import { OrderCost } from './OrderCost';
import { FAILURE_CAUSE_NAMES } from '../../../components/failureCodes/messages';
import { DowntimeCard } from '../../../components/downtime/DowntimeCard';
import { ChecklistCard, CompletionLines, PreventiveOrigin } from './PmSummary';
import messages from './messages';
import { HelpLink } from '../../../components/HelpLink';
import { workNumberLabel } from '../../../lib/workNumber';
import { WorkNumber } from '../../../components/WorkNumber';
import { PortalBadge, PortalOriginCard } from '../portal/PortalOrigin';
import portalMessages from '../portal/messages';

/** Names of the company's people by uid, from the company record (docs/product.md §3 `users`). */
export function usePeople(): (uid: string) => string {
  const users = useAppSelector((s) => selectCompany(s).record?.users ?? []);
  const intl = useIntl();
  return (uid) => {
    const u = users.find((x) => x.id === uid);
    return u ? `${u.firstName} ${u.lastName}`.trim() || u.email : intl.formatMessage(messages.someone);
  };
}

const isoDay = (text: string) => {
  const d = parseDate(text);
  if (!d) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

/** Moves that ask for nothing more than a click, a reason, or a day. */
function MoveDialog({ order, to, onClose }: { order: WorkRow; to: WorkStatus; onClose: () => void }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const dispatch = useAppDispatch();
  const needsReason = requirementsOf(to).includes('reason');
  const asksDay = to === 'weeklySchedule';
  const [text, setText] = useState('');
  const [day, setDay] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const statusName = t(STATUS_NAMES[to]);
  const submit = () => {
    if (needsReason) {
      const p = checkReason(text);
      if (p) return setProblem(t(p));
    }
    if (asksDay && day.trim() && !isoDay(day)) return setProblem(t(messages.scheduleDay));
    const changes = {
      ...(needsReason ? { reason: text.trim() } : {}),
      ...(asksDay && day.trim() ? { scheduledFor: isoDay(day) } : {}),
    };
    dispatch(moveRequested({ number: order.number, to, changes, note: text.trim() }));
    onClose();
  };
  return (
    <Modal isOpen toggle={onClose} labelledBy="move-title">
      <ModalHeader id="move-title" toggle={onClose}>
        {t(messages.moveTo, { status: statusName })}
      </ModalHeader>
      <ModalBody>
        {asksDay && <DateInput id="move-day" label={t(messages.scheduleDay)} value={day} onValue={setDay} />}
        <label className="form-label" htmlFor="move-text">
          {needsReason ? t(messages.reasonFor, { status: statusName }) : t(messages.noteOptional)}
        </label>
        <textarea
          id="move-text"
          className={`form-control${problem ? ' is-invalid' : ''}`}
          rows={3}
          value={text}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'move-problem' : undefined}
          onChange={(e) => setText(e.target.value)}
        />
        {problem && (
          <div id="move-problem" className="invalid-feedback">
            {problem}
          </div>
        )}
      </ModalBody>
      <ModalFooter>
        <Button color="secondary" outline onClick={onClose}>
          {t(messages.cancel)}
        </Button>
        <Button color="primary" onClick={submit}>
          {t(messages.confirmMove)}
        </Button>
      </ModalFooter>
    </Modal>
  );
}

function Timeline({ order }: { order: WorkRow }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const people = usePeople();
  // The sender of a portal request has no account: named as they typed it.
  const person = (uid: string) =>
    order.portal && uid === order.raisedBy ? t(portalMessages.raiser, { name: order.raisedByName }) : people(uid);
  const { history } = useAppSelector((s) => selectOpenOrder(s, order.number));
  return (
    <Card tag="section" aria-labelledby="timeline-title" className="mb-3">
      <CardHeader>
        <h2 id="timeline-title" className="h6 mb-0">
          {t(messages.timelineTitle)}
        </h2>
      </CardHeader>
      <CardBody>
        <ol className="list-unstyled mb-0 torque-timeline">
          {[...history].reverse().map((e) => (
            <li key={e.version} className="mb-2 border-start border-2 ps-3">
              <div className="fw-medium">
                {e.from === null
                  ? t(messages.raisedEvent)
                  : e.from === e.to
                    ? t(messages.updatedEvent)
                    : t(messages.movedEvent, { from: t(STATUS_NAMES[e.from]), to: t(STATUS_NAMES[e.to]) })}
                <PendingBadge pending={e.pending} />
              </div>
              <div className="small text-body-secondary">
                {t(messages.eventBy, {
                  name: person(e.by),
                  date: <DateText key="d" value={e.at ?? order.updatedAt} />,
                })}
              </div>
              {e.note && (
                <div className="text-break" style={{ whiteSpace: 'pre-line' }}>
                  {e.note}
                </div>
              )}
            </li>
          ))}
        </ol>
      </CardBody>
    </Card>
  );
}

function Summary({ order }: { order: WorkRow }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const person = usePeople();
  const { plan, execution } = order;
  return (
    <>
      {plan && (
        <Card tag="section" aria-labelledby="plan-title" className="mb-3">
          <CardHeader>
            <h2 id="plan-title" className="h6 mb-0">
              {t(messages.planTitle)}
            </h2>
          </CardHeader>
          <CardBody>
            <p className="mb-1">
              {t(messages.planSummary, {
                hours: plan.estimatedHours,
                craft: plan.craft,
                people: plan.assignees.map(person).join(', ') || t(messages.none),
              })}
            </p>
            <p className="mb-1">
              {plan.permits.length
                ? t(messages.permits, { list: permitNames(intl, plan.permits) })
                : t(messages.noPermits)}
            </p>
            {plan.materials.length > 0 && (
              <>
                <h3 className="h6 mt-2">{t(messages.materials)}</h3>
                <ul className="mb-1">
                  {plan.materials.map((m, i) => (
                    <li key={i}>
                      {m.quantity} × {m.text}
                    </li>
                  ))}
                </ul>
              </>
            )}
            {order.scheduledFor && (
              <p className="mb-0">
                {t(messages.scheduledFor, { date: <DateText key="d" value={`${order.scheduledFor}T00:00:00`} /> })}
              </p>
            )}
          </CardBody>
        </Card>
      )}
      {execution && (
        <Card tag="section" aria-labelledby="execution-title" className="mb-3">
          <CardHeader>
            <h2 id="execution-title" className="h6 mb-0">
              {t(messages.executionTitle)}
            </h2>
          </CardHeader>
          <CardBody>
            <p className="mb-1">
              {t(messages.executionSummary, {
                hours: execution.actualHours,
                action: execution.action ? t(ACTION_NAMES[execution.action]) : t(messages.none),
                cause: execution.failureCause ? t(FAILURE_CAUSE_NAMES[execution.failureCause]) : t(messages.none),
              })}
            </p>
            {execution.delays.length > 0 && (
              <>
                <p className="mb-0">{t(messages.delaysHeading)}</p>
                <ul className="mb-1">
                  {execution.delays.map((d) => {
                    const line = {
                      code: d.code,
                      name: t(delayCodeName(d.code) ?? messages.none),
                      hours: d.hours,
                      note: d.note,
                    };
                    return (
                      <li key={d.code}>{d.note ? t(messages.delayLineNote, line) : t(messages.delayLine, line)}</li>
                    );
                  })}
                </ul>
              </>
            )}
            <CompletionLines order={order} />
          </CardBody>
        </Card>
      )}
    </>
  );
}

function OrderView({ order }: { order: WorkRow }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const user = useAppSelector((s) => s.auth.currentUser);
  const role = user?.role === UserRole.Admin ? 'admin' : 'editor';
  const [moving, setMoving] = useState<WorkStatus | null>(null);
  const plant = useAppSelector(selectSavedPlant);
  // The field moves too (the emergency start, on hold and back): offered by the execution panel.
  const moves = nextStatuses(order.status, role, {
    workType: order.workType,
    raisedByMe: order.raisedBy === user?.uid,
    started: Boolean(order.execution?.startedAt),
  });
  // While in progress, whoever executes the order fills the checklist in the execution panel.
  const executing = order.status === 'inProgress' && (role === 'admin' || order.assignees.includes(user?.uid ?? ''));
  // Gates with a form of their own are offered in MoveSlots (plan, execution).
  const simple = moves.filter(
    (to) =>
      !requirementsOf(to).some((r) => r === 'plan' || r === 'execution') &&
      !isFieldMove(order.status, to) &&
      !(order.status === 'dailySchedule' && to === 'inProgress'),
  );
  return (
    <>
      <Card className="mb-3">
        <CardBody>
          {order.pm && <PreventiveOrigin pm={order.pm} title={order.title} />}
          <p className="mb-1">
            <Link to={`/app/assets/equipment/${order.equipmentId}`}>
              <bdi>{order.equipmentTag}</bdi> – {order.equipmentName}
            </Link>
          </p>
          <p className="mb-1">
            <bdi>{order.workType}</bdi> {t(WORK_TYPE_NAMES[order.workType])} ·{' '}
            {t(messages.priority, { rime: order.rime, criticality: order.criticality, type: order.workType })}{' '}
            <HelpLink topic="rime" />
          </p>
          <p className="small text-body-secondary mb-2">
            {isGenerated(order) && order.pm
              ? t(messages.generatedBy, {
                  link: (text) => (
                    <Link key="plan" to={`/app/plans/${order.pm!.planId}`}>
                      {text}
                    </Link>
                  ),
                  date: <DateText key="d" value={order.raisedAt} />,
                })
              : t(messages.raisedBy, { name: order.raisedByName, date: <DateText key="d" value={order.raisedAt} /> })}
          </p>
          {order.followUpOf && (
            <p className="small mb-2" data-follow-up-of={order.followUpOf.number}>
              {t(messages.followUpOf, {
                step: order.followUpOf.step + 1,
                link: (
                  <Link key="origin" to={`/app/work/${order.followUpOf.number}`}>
                    <WorkNumber number={order.followUpOf.number} />
                  </Link>
                ),
              })}
            </p>
          )}
          {order.description && (
            <p className="mb-0 text-break" style={{ whiteSpace: 'pre-line' }}>
              {order.description}
            </p>
          )}
          {order.reason && <p className="mt-2 mb-0 alert alert-secondary">{order.reason}</p>}
        </CardBody>
      </Card>
      {order.portal && <PortalOriginCard portal={order.portal} />}
      {plant && <OrderProcedures order={order} plant={plant} />}
      <Card tag="section" aria-labelledby="moves-title" className="mb-3">
        <CardHeader>
          <h2 id="moves-title" className="h6 mb-0">
            {t(messages.movesTitle)}
          </h2>
        </CardHeader>
        <CardBody>
          {moves.length === 0 && <p className="mb-0 text-body-secondary">{t(messages.noMoves)}</p>}
          <div className="d-flex flex-wrap gap-2 mb-2">
            {simple.map((to) => (
              <Button key={to} size="sm" color="primary" outline data-move={to} onClick={() => setMoving(to)}>
                {t(messages.moveTo, { status: t(STATUS_NAMES[to]) })}
              </Button>
            ))}
          </div>
          <MoveSlots order={order} moves={moves} />
        </CardBody>
      </Card>
      {plant && <OrderParts order={order} plant={plant} />}
      {plant && (
        <div className="mb-3">
          <DowntimeCard
            plant={plant}
            eqid={order.equipmentId || null}
            equipmentLabel={`${order.equipmentTag} – ${order.equipmentName}`}
            order={{ number: order.number, breakdown: order.workType === 'BRP' }}
          />
        </div>
      )}
      {order.checklist.length > 0 && !executing && <ChecklistCard order={order} />}
      <Summary order={order} />
      {plant && <OrderCost order={order} plant={plant} />}
      {plant && <WorkPhotos plant={plant} order={order} />}
      <Timeline order={order} />
      {moving && <MoveDialog order={order} to={moving} onClose={() => setMoving(null)} />}
    </>
  );
}

export default function OrderPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const errorText = useErrorText();
  const { number = '' } = useParams();
  const saved = useAppSelector(selectSavedPlant);
  const open = useOpenOrder(number);
  const { writeError } = useAppSelector(selectWork);
  const order = open.item;
  const title = order ? `${workNumberLabel(order.number)} – ${order.title}` : workNumberLabel(number);
  return (
    <>
      <DocumentTitle page={title} />
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0 text-break" tabIndex={-1}>
          <bdi>{title}</bdi>
        </h1>
        {order && (
          <span className="badge text-bg-info fs-6" data-work-status={order.status}>
            {t(STATUS_NAMES[order.status])}
          </span>
        )}
        <PortalBadge portal={order?.portal} className="fs-6" />
        <PendingBadge pending={!!order?.pending} />
        <HelpLink topic="statuses" />
        {order && (
          <Link className="btn btn-outline-secondary btn-sm ms-auto" to={`/app/work/${number}/packet`}>
            {t(messages.printPacket)}
          </Link>
        )}
      </div>
      {!saved && <p className="alert alert-info">{t(messages.noPlant)}</p>}
      <ErrorAlert
        text={
          writeError &&
          (writeError.code === 'work/invalid'
            ? t(messages.invalidMove)
            : // A refused change of an order is most often a colleague's change that arrived first.
              writeError.code === 'permission-denied'
              ? t(messages.writeRefused)
              : t(messages.writeFailed, { reason: errorText(writeError) }))
        }
      />
      {open.status === 'missing' && !order && <p className="alert alert-warning">{t(messages.orderMissing)}</p>}
      <AsyncSection
        status={open.status === 'loading' ? 'loading' : open.status === 'failed' ? 'failed' : 'idle'}
        error={open.error}
        hasData={!!order}
        failedTitle={t(messages.orderFailed)}
        onRetry={open.retry}
      >
        {order && <OrderView order={order} />}
      </AsyncSection>
    </>
  );
}
