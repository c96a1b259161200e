// A work order's parts: the plan's catalogue parts against the site's storerooms — needed,
// reserved, issued and available — with what may be done next: an admin reserves them (or
// releases them), puts the order on hold for the parts that are short (Awaiting Materials, with
// a parts delay code) and takes it back to planning once they are in stock; whoever does the
// work issues them and returns what was not used. Each is one offline-first batch with the stock
// it moves (services/firebase/inventory.ts); the card is live, so a receipt in the storeroom
// shows here at once. The parts cost is what was issued less returned.
import { type FormEvent, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button, Card, CardBody, CardHeader, Modal, ModalBody, ModalFooter, ModalHeader } from 'reactstrap';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { HelpLink } from '../../../components/HelpLink';
import { PendingBadge } from '../../../components/PendingBadge';
import { UNIT_NAMES } from '../../../components/inventory/names';
import { StockStateBadge, useQuantity } from '../../../components/inventory/StockState';
import {
  available,
  orderKey,
  type OrderPartLine,
  orderPartLines,
  partsCost,
  quantityProblem,
  releasedBy,
  returnProblem,
  type StockLevel,
  typedQuantity,
} from '../../../domain/inventory';
import { PARTS_DELAY_FAMILY, type WorkStatus } from '../../../domain/statusMachine';
import { DELAY_CODES } from '../../../domain/referenceLists';
import { UserRole } from '../../../lib/currentUser';
import { toAppError } from '../../../lib/errors';
import { useErrorText } from '../../../lib/useErrorText';
import type { PlantKey } from '../../../services/firebase/collections';
import {
  type Hold,
  type Part,
  queueOrderMovement,
  queueReservation,
  type StoreKey,
  type Writer,
} from '../../../services/firebase/inventory';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import {
  orderMovementsLive,
  orderReservationsLive,
  partsByIdsLive,
  stockLive,
  storeroomsLive,
} from '../../inventory/inventoryLive';
import inventoryMessages from '../../inventory/messages';
import { DELAY_CODE_NAMES } from '../messages';
import { moveRequested, type WorkRow } from '../workSlice';
import { PARTS_MESSAGES as messages } from './messages';

/** Statuses in which the parts are still to be used: reserved, issued, returned. */
const FINISHED: readonly WorkStatus[] = ['workComplete', 'complete', 'closed', 'cancelled', 'rejected'];
/** Statuses from which a planner puts the order on hold for parts. */
const WAIT_FROM: readonly WorkStatus[] = ['inPlanning', 'readyToSchedule'];
/** Statuses in which the work may take parts from the storeroom. */
const ISSUE_IN: readonly WorkStatus[] = ['weeklySchedule', 'dailySchedule', 'inProgress', 'workComplete'];

const NOTE_MAX = 1000;

interface Shown {
  line: OrderPartLine;
  part: Part | null;
  level: StockLevel | null;
  /** This order's reservation of the part in the chosen storeroom. */
  heldHere: number;
  pending: boolean;
}

function WaitDialog({ order, shortList, onClose }: { order: WorkRow; shortList: string; onClose: () => void }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const id = useId();
  const dispatch = useAppDispatch();
  const codes = DELAY_CODES.filter((c) => c.startsWith(PARTS_DELAY_FAMILY));
  const [code, setCode] = useState(codes[0]);
  const [note, setNote] = useState('');
  const tooLong = note.trim().length > NOTE_MAX;
  const name = (c: string) => t(DELAY_CODE_NAMES[c as keyof typeof DELAY_CODE_NAMES]);
  const submit = () => {
    if (tooLong) return;
    const line = t(messages.waitLine, { code, name: name(code), list: shortList });
    dispatch(
      moveRequested({
        number: order.number,
        to: 'awaitingMaterials',
        changes: {},
        note: note.trim() ? `${line}\n${note.trim()}` : line,
      }),
    );
    onClose();
  };
  return (
    <Modal isOpen toggle={onClose} labelledBy={`${id}-title`}>
      <ModalHeader id={`${id}-title`} toggle={onClose}>
        {t(messages.waitTitle)}
      </ModalHeader>
      <ModalBody>
        <p>{t(messages.shortTitle, { list: shortList })}</p>
        <label className="form-label" htmlFor={`${id}-code`}>
          {t(messages.waitCode)}
        </label>
        <select id={`${id}-code`} className="form-select mb-3" value={code} onChange={(e) => setCode(e.target.value)}>
          {codes.map((c) => (
            <option key={c} value={c}>
              {c} {name(c)}
            </option>
          ))}
        </select>
        <label className="form-label" htmlFor={`${id}-note`}>
          {t(messages.waitNote)}
        </label>
        <textarea
          id={`${id}-note`}
          className={`form-control${tooLong ? ' is-invalid' : ''}`}
          rows={2}
          value={note}
          aria-invalid={tooLong || undefined}
          aria-describedby={tooLong ? `${id}-problem` : undefined}
          onChange={(e) => setNote(e.target.value)}
        />
        {tooLong && (
          <div id={`${id}-problem`} className="invalid-feedback">
            {t(messages.waitNoteTooLong)}
          </div>
        )}
      </ModalBody>
      <ModalFooter>
        <Button color="secondary" outline onClick={onClose}>
          {t(inventoryMessages.cancel)}
        </Button>
        <Button color="primary" onClick={submit}>
          {t(messages.waitConfirm)}
        </Button>
      </ModalFooter>
    </Modal>
  );
}

/** Issue a part to the order, or return what was not used. */
function IssueForm({
  shown,
  onSend,
}: {
  shown: Shown[];
  onSend: (s: Shown, kind: 'issue' | 'return', quantity: number) => void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const id = useId();
  const quantityText = useQuantity();
  const [partId, setPartId] = useState(shown[0]?.line.partId ?? '');
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const chosen = shown.find((s) => s.line.partId === partId) ?? shown[0];
  if (!chosen) return null;
  const send = (kind: 'issue' | 'return') => (e?: FormEvent) => {
    e?.preventDefault();
    const unit = chosen.part?.unit ?? 'each';
    const q = quantityProblem(typed, unit);
    if (q) return setProblem(t(inventoryMessages[`quantity_${q}`]));
    const quantity = typedQuantity(typed);
    if (kind === 'return' && returnProblem(quantity, chosen.line.issued))
      return setProblem(t(messages.moreThanIssued, { quantity: quantityText(chosen.line.issued) }));
    setProblem(null);
    setTyped('');
    onSend(chosen, kind, quantity);
  };
  return (
    <form noValidate onSubmit={send('issue')} aria-labelledby={`${id}-title`} data-parts-issue="">
      <h3 id={`${id}-title`} className="h6 mt-3">
        {t(messages.issueTitle)}
      </h3>
      <div className="row g-2 align-items-end">
        <div className="col-sm-6">
          <label className="form-label" htmlFor={`${id}-part`}>
            {t(messages.issuePart)}
          </label>
          <select
            id={`${id}-part`}
            className="form-select"
            value={chosen.line.partId}
            onChange={(e) => setPartId(e.target.value)}
          >
            {shown.map((s) => (
              <option key={s.line.partId} value={s.line.partId}>
                {s.part ? `${s.part.number} – ${s.part.description}` : t(messages.unknownPart)}
              </option>
            ))}
          </select>
        </div>
        <div className="col-6 col-sm-2">
          <label className="form-label" htmlFor={`${id}-quantity`}>
            {t(messages.quantity)}
          </label>
          <input
            id={`${id}-quantity`}
            className={`form-control${problem ? ' is-invalid' : ''}`}
            inputMode="decimal"
            value={typed}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(e) => setTyped(e.target.value)}
          />
        </div>
        <div className="col-auto d-flex gap-2">
          <Button type="submit" color="primary">
            {t(messages.issue)}
          </Button>
          <Button type="button" color="secondary" outline onClick={() => send('return')()}>
            {t(messages.return)}
          </Button>
        </div>
      </div>
      {problem && (
        <div id={`${id}-problem`} className="invalid-feedback d-block">
          {problem}
        </div>
      )}
    </form>
  );
}

/** The site's storerooms and the order's movements and reservations in them, live. */
export function useOrderStock(order: WorkRow, plant: PlantKey) {
  const { company, site } = plant;
  const key = orderKey(plant.plant, order.number);
  const storerooms = storeroomsLive.useLive({ company, site })?.value?.items ?? noStorerooms;
  const stores = storerooms.map((s) => s.id).sort();
  const inStores = stores.length ? { company, site, stores, order: key } : null;
  const movements = orderMovementsLive.useLive(inStores)?.value?.items ?? noMovements;
  const reservations = orderReservationsLive.useLive(inStores)?.value?.items ?? noReservations;
  return { key, storerooms, movements, reservations };
}
const noStorerooms: never[] = [];
const noMovements: never[] = [];
const noReservations: never[] = [];

export function OrderParts({ order, plant }: { order: WorkRow; plant: PlantKey }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const id = useId();
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const quantityText = useQuantity();
  const user = useAppSelector((s) => s.auth.currentUser);
  const isAdmin = user?.role === UserRole.Admin;
  const { company, site } = plant;
  const { key, storerooms, movements, reservations } = useOrderStock(order, plant);
  const open = storerooms.filter((s) => !s.archived);
  const [chosen, setChosen] = useState('');
  const store = open.some((s) => s.id === chosen) ? chosen : (open[0]?.id ?? '');
  const here: StoreKey | null = store ? { company, site, store } : null;
  const stock = stockLive.useLive(here)?.value?.items ?? [];
  // The parts the plan names and those issued to it, read by id (never the whole catalogue).
  const partIds = [
    ...new Set([
      ...(order.plan?.materials ?? []).flatMap((m) => (m.partId ? [m.partId] : [])),
      ...movements.map((m) => m.partId),
    ]),
  ];
  const catalogue = partsByIdsLive.useLive(partIds.length ? { company, ids: partIds } : null)?.value?.items ?? [];
  const [wait, setWait] = useState(false);
  const [done, setDone] = useState('');
  const [error, setError] = useState<string | null>(null);

  const materials = order.plan?.materials ?? [];
  if (!materials.some((m) => m.partId) && movements.length === 0) return null;

  const reservedAll: Record<string, number> = {};
  for (const r of reservations) reservedAll[r.partId] = (reservedAll[r.partId] ?? 0) + r.quantity;
  const levels = Object.fromEntries(stock.map((s) => [s.partId, s]));
  const lines = orderPartLines(materials, reservedAll, movements, levels);
  const shown: Shown[] = lines.map((line) => {
    const held = reservations.find((r) => r.partId === line.partId && r.store === store);
    return {
      line,
      part: catalogue.find((p) => p.id === line.partId) ?? null,
      level: levels[line.partId] ?? null,
      heldHere: held?.quantity ?? 0,
      pending:
        Boolean(held?.pending) || movements.some((m) => m.partId === line.partId && m.pending && m.store === store),
    };
  });
  const name = (s: Shown) => (s.part ? s.part.number : t(messages.unknownPart));
  const unitOf = (s: Shown) => (s.part ? t(UNIT_NAMES[s.part.unit]) : '');
  const finished = FINISHED.includes(order.status);
  const started = Boolean(order.execution?.startedAt);
  const shortList = shown
    .filter((s) => s.line.short > 0)
    .map((s) => t(messages.unitLine, { quantity: quantityText(s.line.short), unit: `${unitOf(s)} ${name(s)}` }))
    .join(', ');
  const writer: Writer | null = user ? { uid: user.uid, name: user.title } : null;
  const label = (s: Shown) => ({
    record: s.part ? `${s.part.number} – ${s.part.description}` : s.line.partId,
    link: `/app/work/${order.number}`,
  });

  const sent = async (write: () => Promise<{ acknowledged: Promise<unknown> }>) => {
    setDone('');
    setError(null);
    const fail = (e: unknown) => setError(t(messages.writeFailed, { reason: errorText(toAppError(e)) }));
    try {
      const { acknowledged } = await write();
      setDone(t(messages.issued_done));
      acknowledged.catch(fail);
    } catch (e) {
      fail(e);
    }
  };
  /** Hold `quantity` of the part in the chosen storeroom for this order (0 releases it). */
  const hold = (s: Shown, quantity: number) => {
    if (!here || !writer) return;
    const h: Hold = { order: key, partId: s.line.partId, quantity, was: s.heldHere };
    void sent(() => queueReservation(here, h, writer, label(s)));
  };
  const free = (s: Shown) => (s.level ? Math.max(0, available(s.level)) : 0);
  const reservable = (s: Shown) => Math.min(s.line.toReserve, free(s));
  const reserveAll = () => {
    for (const s of shown) if (reservable(s) > 0) hold(s, s.heldHere + reservable(s));
  };
  const move = (s: Shown, kind: 'issue' | 'return', quantity: number) => {
    if (!here || !writer || !s.part) return;
    const release =
      kind === 'issue' && s.heldHere > 0
        ? {
            order: key,
            partId: s.line.partId,
            quantity: s.heldHere - releasedBy(quantity, s.heldHere),
            was: s.heldHere,
          }
        : null;
    void sent(() =>
      queueOrderMovement(
        here,
        {
          partId: s.line.partId,
          kind,
          quantity,
          unitCost: s.part!.unitCost,
          order: key,
          reason: '',
          at: new Date().toISOString(),
        },
        writer,
        release,
        label(s),
      ),
    );
  };
  const backToPlanning = () => {
    reserveAll();
    const list = shown
      .filter((s) => s.line.toReserve > 0)
      .map((s) => t(messages.unitLine, { quantity: quantityText(s.line.toReserve), unit: `${unitOf(s)} ${name(s)}` }))
      .join(', ');
    dispatch(
      moveRequested({ number: order.number, to: 'inPlanning', changes: {}, note: t(messages.backNote, { list }) }),
    );
  };
  const cost = partsCost(movements);
  const anyShort = shown.some((s) => s.line.short > 0);
  const figure = (n: number) => <td className="text-end text-nowrap">{quantityText(n)}</td>;

  return (
    <Card tag="section" aria-labelledby={`${id}-title`} className="mb-3" data-order-parts="">
      <CardHeader className="d-flex align-items-center gap-2">
        <h2 id={`${id}-title`} className="h6 mb-0">
          {t(messages.title)}
        </h2>
        <HelpLink topic="spare-parts" />
      </CardHeader>
      <CardBody>
        <ErrorAlert text={error} />
        <p className="small text-success-emphasis mb-2" role="status">
          {done}
        </p>
        {open.length === 0 ? (
          <p className="mb-0 text-body-secondary">{t(messages.noStoreroom)}</p>
        ) : (
          <>
            {open.length > 1 && (
              <div className="mb-2" style={{ maxWidth: '20rem' }}>
                <label className="form-label" htmlFor={`${id}-store`}>
                  {t(messages.storeroom)}
                </label>
                <select
                  id={`${id}-store`}
                  className="form-select"
                  value={store}
                  onChange={(e) => setChosen(e.target.value)}
                >
                  {open.map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.name}
                    </option>
                  ))}
                </select>
              </div>
            )}
            <div className="table-responsive">
              <table className="table table-sm align-middle mb-2">
                <thead>
                  <tr>
                    <th scope="col">{t(messages.part)}</th>
                    <th scope="col" className="text-end">
                      {t(messages.needed)}
                    </th>
                    <th scope="col" className="text-end">
                      {t(messages.reserved)}
                    </th>
                    <th scope="col" className="text-end">
                      {t(messages.issued)}
                    </th>
                    <th scope="col" className="text-end">
                      {t(messages.available)}
                    </th>
                    <th scope="col">{t(messages.actions)}</th>
                  </tr>
                </thead>
                <tbody>
                  {shown.map((s) => (
                    <tr key={s.line.partId} data-part-line={s.line.partId}>
                      <th scope="row" className="fw-normal">
                        {s.part ? (
                          <Link to={`/app/inventory/parts/${s.part.id}`}>
                            <bdi>{s.part.number}</bdi>
                          </Link>
                        ) : (
                          t(messages.unknownPart)
                        )}{' '}
                        <span className="small text-body-secondary">
                          {s.part?.description} {s.part && `(${unitOf(s)})`}
                        </span>
                        <PendingBadge pending={s.pending} />
                      </th>
                      {figure(s.line.needed)}
                      {figure(s.line.reserved)}
                      {figure(s.line.issued)}
                      <td className="text-end text-nowrap">
                        {s.level ? quantityText(available(s.level)) : quantityText(0)}{' '}
                        {s.level && <StockStateBadge level={s.level} />}
                      </td>
                      <td>
                        <div className="d-flex flex-wrap gap-1 align-items-center">
                          {s.line.short > 0 && (
                            <span className="badge text-bg-danger" data-short={s.line.short}>
                              {t(messages.short, { quantity: quantityText(s.line.short) })}
                            </span>
                          )}
                          {isAdmin && !finished && reservable(s) > 0 && (
                            <Button
                              size="sm"
                              color="primary"
                              outline
                              aria-label={t(messages.reserveLabel, {
                                quantity: quantityText(reservable(s)),
                                part: name(s),
                              })}
                              onClick={() => hold(s, s.heldHere + reservable(s))}
                            >
                              {t(messages.reserve, { quantity: quantityText(reservable(s)) })}
                            </Button>
                          )}
                          {isAdmin && s.heldHere > 0 && (
                            <Button
                              size="sm"
                              color="secondary"
                              outline
                              aria-label={t(messages.releaseLabel, {
                                quantity: quantityText(s.heldHere),
                                part: name(s),
                              })}
                              onClick={() => hold(s, 0)}
                            >
                              {t(messages.release)}
                            </Button>
                          )}
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {anyShort && !finished && (
              <div className="alert alert-warning" data-parts-short="">
                <p className="mb-1">{t(messages.shortTitle, { list: shortList })}</p>
                <p className="small mb-2">{t(messages.shortHint)}</p>
                <div className="d-flex flex-wrap gap-2">
                  <Link
                    className="btn btn-sm btn-outline-dark"
                    to={`/app/inventory/purchase-orders/new?${new URLSearchParams({
                      store,
                      lines: shown
                        .filter((s) => s.line.short > 0)
                        .map((s) => `${s.line.partId}:${s.line.short}`)
                        .join(','),
                    })}`}
                  >
                    {t(messages.orderShort)}
                  </Link>
                  {isAdmin && WAIT_FROM.includes(order.status) && (
                    <Button size="sm" color="warning" onClick={() => setWait(true)}>
                      {t(messages.wait)}
                    </Button>
                  )}
                </div>
              </div>
            )}
            {isAdmin && order.status === 'awaitingMaterials' && !started && !anyShort && (
              <div className="alert alert-success" data-parts-arrived="">
                <p className="mb-2">{t(messages.arrived)}</p>
                <Button size="sm" color="success" onClick={backToPlanning}>
                  {t(messages.backToPlanning)}
                </Button>
              </div>
            )}
            {ISSUE_IN.includes(order.status) && <IssueForm shown={shown.filter((s) => s.part)} onSend={move} />}
          </>
        )}
        <p className="small mb-0 mt-2" data-parts-cost={cost}>
          {t(messages.partsCost, {
            cost: intl.formatNumber(cost, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
          })}
        </p>
      </CardBody>
      {wait && <WaitDialog order={order} shortList={shortList} onClose={() => setWait(false)} />}
    </Card>
  );
}
