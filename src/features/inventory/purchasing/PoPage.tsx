// /app/inventory/purchase-orders/:number: one purchase order — its vendor, storeroom, lines and
// total — with the next steps its status allows this person (approve is an admin's), receiving
// goods line by line into the storeroom (above what was ordered only with a reason), and
// /print: the order as a vendor reads it on paper. Live and offline-first.
import { type FormEvent, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { Button, Card, CardBody, CardHeader, Table } from 'reactstrap';
import { DateText } from '../../../components/DateText';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { UNIT_NAMES } from '../../../components/inventory/names';
import { useQuantity } from '../../../components/inventory/StockState';
import { PendingBadge } from '../../../components/PendingBadge';
import { WorkNumber } from '../../../components/WorkNumber';
import { DocumentTitle } from '../../../components/pageFocus';
import { ordersWaitingFor, typedQuantity } from '../../../domain/inventory';
import {
  canMovePo,
  outstanding,
  PO_MOVES,
  type PoStatus,
  poTotal,
  RECEIVING,
  receiptProblem,
} from '../../../domain/purchasing';
import { toAppError } from '../../../lib/errors';
import { useErrorText } from '../../../lib/useErrorText';
import { type PurchaseOrder, queuePoMove, queueReceipt, type SiteKey } from '../../../services/firebase/purchasing';
import { useAppSelector } from '../../../store/hooks';
import { selectCompany } from '../../company/companySlice';
import { selectIsAdmin, selectPlant, selectSavedPlant } from '../../plant/plantSlice';
import { awaitingMaterialsLive } from '../../work/awaitingLive';
import { storeroomsLive } from '../inventoryLive';
import { useStockSite } from '../StockBits';
import messages from './messages';
import { PoStatusBadge } from './PoStatusBadge';
import { purchaseOrdersLive, vendorsLive } from './purchasingLive';

const MOVE_LABELS: Partial<Record<PoStatus, keyof typeof messages>> = {
  approved: 'approve',
  ordered: 'markOrdered',
  draft: 'backToDraft',
  cancelled: 'cancelOrder',
};

function useNameOf() {
  const users = useAppSelector((s) => selectCompany(s).record?.users ?? []);
  return (uid: string | null) => {
    const u = users.find((x) => x.id === uid);
    return u ? `${u.firstName} ${u.lastName}`.trim() || u.email : (uid ?? '');
  };
}

/** Columns a phone leaves out (the price each and line total; the order's total stays). */
const WIDE = 'd-none d-md-table-cell d-print-table-cell';

function Lines({ order }: { order: PurchaseOrder }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const quantity = useQuantity();
  const money = (n: number) => intl.formatNumber(n, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (
    <Table responsive size="sm" className="align-middle">
      <thead>
        <tr>
          <th scope="col">{t(messages.part)}</th>
          <th scope="col" className="text-end">
            {t(messages.quantity)}
          </th>
          <th scope="col" className={`text-end ${WIDE}`}>
            {t(messages.unitCost)}
          </th>
          <th scope="col" className={`text-end ${WIDE}`}>
            {t(messages.lineTotal)}
          </th>
          <th scope="col" className="text-end">
            {t(messages.received)}
          </th>
          <th scope="col" className="text-end">
            {t(messages.outstanding)}
          </th>
        </tr>
      </thead>
      <tbody>
        {order.lines.map((l) => (
          <tr key={l.partId} data-po-line={l.partId}>
            <th scope="row" className="fw-normal">
              <Link to={`/app/inventory/parts/${l.partId}`} className="d-print-none">
                <bdi>{l.number}</bdi>
              </Link>
              <bdi className="d-none d-print-inline">{l.number}</bdi>{' '}
              <span className="small text-body-secondary">{l.description}</span>
            </th>
            <td className="text-end text-nowrap">
              {quantity(l.quantity)} {t(UNIT_NAMES[l.unit])}
            </td>
            <td className={`text-end ${WIDE}`}>{money(l.unitCost)}</td>
            <td className={`text-end ${WIDE}`}>{money(l.quantity * l.unitCost)}</td>
            <td className="text-end" data-received={l.received}>
              {quantity(l.received)}
            </td>
            <td className="text-end">{quantity(outstanding(l))}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="fw-bold">
          <th scope="row">{t(messages.total)}</th>
          <td className="text-end" colSpan={5} data-po-total={poTotal(order.lines)}>
            {money(poTotal(order.lines))}
          </td>
        </tr>
      </tfoot>
    </Table>
  );
}

function ReceiveForm({ k, order }: { k: SiteKey; order: PurchaseOrder }) {
  const t = useIntl().formatMessage;
  const id = useId();
  const errorText = useErrorText();
  const user = useAppSelector((s) => s.auth.currentUser);
  const firstOpen = Math.max(
    0,
    order.lines.findIndex((l) => outstanding(l) > 0),
  );
  const [index, setIndex] = useState(firstOpen);
  const [typed, setTyped] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const line = order.lines[index] ?? order.lines[0];
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setDone('');
    const found = receiptProblem(typed, line, reason);
    if (found) {
      setProblem(
        t(
          found === 'overNeedsReason' || found === 'reasonTooLong'
            ? messages[`receipt_${found}`]
            : messages[`line_${found}`],
          { n: index + 1 },
        ),
      );
      document.getElementById(found === 'overNeedsReason' ? `${id}-reason` : `${id}-quantity`)?.focus();
      return;
    }
    if (!user) return;
    setProblem(null);
    setError(null);
    queueReceipt(k, order, index, typedQuantity(typed), reason.trim(), { uid: user.uid, name: user.title })
      .then(({ acknowledged }) => {
        setDone(t(messages.receivedDone));
        setTyped('');
        setReason('');
        acknowledged.catch((err: unknown) => setError(t(messages.writeFailed, { reason: errorText(toAppError(err)) })));
      })
      .catch((err: unknown) => setError(t(messages.writeFailed, { reason: errorText(toAppError(err)) })));
  };
  return (
    <Card tag="section" className="mb-3 d-print-none" aria-labelledby={`${id}-title`}>
      <CardHeader>
        <h2 id={`${id}-title`} className="h6 mb-0">
          {t(messages.receiveTitle)}
        </h2>
      </CardHeader>
      <CardBody>
        <ErrorAlert text={error} />
        <p className="small text-success-emphasis mb-2" role="status">
          {done}
        </p>
        <form noValidate onSubmit={submit} data-po-receive="">
          <div className="row g-2 align-items-end">
            <div className="col-md-5">
              <label className="form-label" htmlFor={`${id}-line`}>
                {t(messages.receiveLine)}
              </label>
              <select
                id={`${id}-line`}
                className="form-select"
                value={index}
                onChange={(e) => {
                  setIndex(Number(e.target.value));
                  setProblem(null);
                }}
              >
                {order.lines.map((l, i) => (
                  <option key={l.partId} value={i}>
                    {l.number} – {l.description}
                  </option>
                ))}
              </select>
            </div>
            <div className="col-6 col-md-2">
              <label className="form-label" htmlFor={`${id}-quantity`}>
                {t(messages.receiveQuantity)}
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
            <div className="col-md-5">
              <label className="form-label" htmlFor={`${id}-reason`}>
                {t(messages.receiveReason)}
              </label>
              <input
                id={`${id}-reason`}
                className="form-control"
                value={reason}
                aria-describedby={problem ? `${id}-problem` : undefined}
                onChange={(e) => setReason(e.target.value)}
              />
            </div>
          </div>
          {problem && (
            <div id={`${id}-problem`} className="invalid-feedback d-block">
              {problem}
            </div>
          )}
          <Button type="submit" color="primary" className="mt-2">
            {t(messages.receive)}
          </Button>
        </form>
        <p className="small text-body-secondary mt-2 mb-0">{t(messages.waitingOrders)}</p>
      </CardBody>
    </Card>
  );
}

/** The order as a vendor reads it on paper. */
function Printed({ order, storeName }: { order: PurchaseOrder; storeName: string }) {
  const t = useIntl().formatMessage;
  const nameOf = useNameOf();
  const company = useAppSelector((s) => selectCompany(s).record);
  const vendor = vendorsLive.useLive(company?.companyUID ?? null)?.value?.items.find((v) => v.id === order.vendorId);
  return (
    <article className="torque-packet" aria-label={`${t(messages.printHeading)} ${order.number}`}>
      <header className="border-bottom mb-3">
        <p className="small text-uppercase mb-0">{t(messages.printHeading)}</p>
        <h2 className="h4 mb-1">
          <bdi>{order.number}</bdi>
        </h2>
      </header>
      <dl className="row">
        <dt className="col-4 col-sm-3">{t(messages.printFrom)}</dt>
        <dd className="col-8 col-sm-9">
          {company?.companyName} · {company?.companyEmail}
        </dd>
        <dt className="col-4 col-sm-3">{t(messages.printTo)}</dt>
        <dd className="col-8 col-sm-9">
          {order.vendorName}
          {vendor && [vendor.contact, vendor.email, vendor.phone].filter(Boolean).map((x) => ` · ${x}`)}
        </dd>
        <dt className="col-4 col-sm-3">{t(messages.printDeliver)}</dt>
        <dd className="col-8 col-sm-9">{storeName}</dd>
        <dt className="col-4 col-sm-3">{t(messages.printDate)}</dt>
        <dd className="col-8 col-sm-9">
          <DateText value={order.updatedAt ?? order.createdAt} />
        </dd>
        {order.approvedBy && (
          <>
            <dt className="col-4 col-sm-3">{t(messages.printSigned)}</dt>
            <dd className="col-8 col-sm-9">{nameOf(order.approvedBy)}</dd>
          </>
        )}
      </dl>
      <Lines order={order} />
      {order.note && <p style={{ whiteSpace: 'pre-line' }}>{order.note}</p>}
    </article>
  );
}

/**
 * The chosen plant's work Awaiting Materials that plans any of the order's parts, each with those
 * parts: once the goods are in, its parts card reserves them and takes it back to planning.
 */
function WaitingWork({ order }: { order: PurchaseOrder }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const id = useId();
  const saved = useAppSelector(selectSavedPlant);
  const plantName = useAppSelector(selectPlant)?.name ?? '';
  const awaiting = awaitingMaterialsLive.useLive(saved);
  const numbers = new Map(order.lines.map((l) => [l.partId, l.number]));
  const waiting = ordersWaitingFor(awaiting?.value?.items ?? [], [...numbers.keys()]);
  if (!saved || waiting.length === 0) return null;
  return (
    <Card tag="section" aria-labelledby={`${id}-title`} className="mb-3" data-po-waiting={waiting.length}>
      <CardHeader>
        <h2 id={`${id}-title`} className="h6 mb-0">
          {t(messages.waitingTitle, { plant: plantName })}
        </h2>
      </CardHeader>
      <CardBody>
        <p className="small text-body-secondary">
          {t(order.status === 'received' ? messages.waitingReceived : messages.waitingIntro)}
        </p>
        <ul className="mb-0">
          {waiting.map(({ order: work, parts }) => (
            <li key={work.number} data-po-waiting-order={work.number}>
              <Link to={`/app/work/${work.number}`}>
                <WorkNumber number={work.number} />
              </Link>{' '}
              – <bdi>{work.title}</bdi>{' '}
              <span className="small text-body-secondary">
                {t(messages.waitingParts, { parts: parts.map((p) => numbers.get(p) ?? p).join(', ') })}
              </span>
            </li>
          ))}
        </ul>
      </CardBody>
    </Card>
  );
}

export default function PoPage({ print = false }: { print?: boolean }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { number = '' } = useParams();
  const errorText = useErrorText();
  const site = useStockSite();
  const key = site ? { company: site.company, site: site.site } : null;
  const isAdmin = useAppSelector(selectIsAdmin);
  const uid = useAppSelector((s) => s.auth.currentUser?.uid ?? '');
  const nameOf = useNameOf();
  const live = purchaseOrdersLive.useLive(key);
  const storerooms = storeroomsLive.useLive(key)?.value?.items ?? [];
  const order = live?.value?.items.find((o) => o.number === number) ?? null;
  const [error, setError] = useState<string | null>(null);
  const title = t(messages.orderTitle, { number });
  const storeName = storerooms.find((s) => s.id === order?.store)?.name ?? order?.store ?? '';

  const move = (to: PoStatus) => {
    if (!key || !order) return;
    setError(null);
    queuePoMove(key, order.number, to, uid)
      .then(({ acknowledged }) =>
        acknowledged.catch((err: unknown) => setError(t(messages.writeFailed, { reason: errorText(toAppError(err)) }))),
      )
      .catch((err: unknown) => setError(t(messages.writeFailed, { reason: errorText(toAppError(err)) })));
  };

  return (
    <>
      <DocumentTitle page={title} />
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3 d-print-none">
        <h1 className="h3 mb-0" tabIndex={-1}>
          {t(messages.orderTitle, {
            number: (
              <bdi key="n" className="text-nowrap">
                {number}
              </bdi>
            ),
          })}
        </h1>
        {order && <PoStatusBadge status={order.status} />}
        <PendingBadge pending={!!order?.pending} />
        {order &&
          (print ? (
            <>
              <Button color="primary" size="sm" className="ms-auto" onClick={() => window.print()}>
                {t(messages.printNow)}
              </Button>
              <Link className="btn btn-outline-secondary btn-sm" to={`/app/inventory/purchase-orders/${number}`}>
                {t(messages.backToOrder)}
              </Link>
            </>
          ) : (
            <Link
              className="btn btn-outline-secondary btn-sm ms-auto"
              to={`/app/inventory/purchase-orders/${number}/print`}
            >
              {t(messages.print)}
            </Link>
          ))}
      </div>
      {!key ? (
        <p className="alert alert-info">{t(messages.noSite)}</p>
      ) : !live?.value ? (
        <p role="status">{t(messages.loading)}</p>
      ) : !order ? (
        <p className="alert alert-warning">{t(messages.notFound)}</p>
      ) : print ? (
        <Printed order={order} storeName={storeName} />
      ) : (
        <>
          <ErrorAlert text={error} />
          <Card className="mb-3">
            <CardBody>
              <p className="mb-1">
                {t(messages.vendor)}: <strong>{order.vendorName}</strong> · {t(messages.storeroom)}: {storeName}
              </p>
              <p className="small text-body-secondary mb-0">
                {t(messages.draftedBy, {
                  name: order.createdByName,
                  date: <DateText key="d" value={order.createdAt} />,
                })}
                {order.approvedBy && <> · {t(messages.approvedBy, { name: nameOf(order.approvedBy) })}</>}
              </p>
              {order.note && (
                <p className="mt-2 mb-0" style={{ whiteSpace: 'pre-line' }}>
                  {order.note}
                </p>
              )}
            </CardBody>
          </Card>
          <Lines order={order} />
          {PO_MOVES[order.status].length > 0 && (
            <section aria-labelledby="po-moves" className="mb-3">
              <h2 id="po-moves" className="h6">
                {t(messages.actions)}
              </h2>
              <div className="d-flex flex-wrap gap-2">
                {order.status === 'draft' && (
                  <Link
                    className="btn btn-outline-secondary btn-sm"
                    to={`/app/inventory/purchase-orders/${number}/edit`}
                  >
                    {t(messages.editDraft)}
                  </Link>
                )}
                {PO_MOVES[order.status]
                  .filter((to) => canMovePo(order.status, to, isAdmin))
                  .map((to) => (
                    <Button
                      key={to}
                      size="sm"
                      color={to === 'cancelled' ? 'danger' : 'primary'}
                      outline={to === 'cancelled' || to === 'draft'}
                      data-po-move={to}
                      onClick={() => move(to)}
                    >
                      {t(messages[MOVE_LABELS[to]!])}
                    </Button>
                  ))}
              </div>
              {order.status === 'draft' && !isAdmin && (
                <p className="small text-body-secondary mt-2 mb-0">{t(messages.approveAdmins)}</p>
              )}
            </section>
          )}
          {RECEIVING.includes(order.status) && <ReceiveForm k={key} order={order} />}
          {(RECEIVING.includes(order.status) || order.status === 'received') && <WaitingWork order={order} />}
        </>
      )}
    </>
  );
}
