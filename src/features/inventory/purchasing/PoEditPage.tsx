// /app/inventory/purchase-orders/new (optionally with `store` and `lines=part:quantity,…` from the
// reorder list) and /app/inventory/purchase-orders/:number/edit: a member drafts a purchase
// order or changes a draft — the vendor, the storeroom the goods go to, the lines (a catalogue
// part, its quantity as its unit counts it, its price each, starting from the part's cost) and a
// note. Every problem in words, nothing sent, nothing typed lost; saved offline-first.
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Button, Card, CardBody } from 'reactstrap';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { DocumentTitle } from '../../../components/pageFocus';
import { SelectField, TextAreaField } from '../../../components/SelectField';
import { partLabel, partsMatching, typedQuantity } from '../../../domain/inventory';
import { PO_LIMITS, type PoLine, type PoLineDraft, poLineProblems } from '../../../domain/purchasing';
import { toAppError } from '../../../lib/errors';
import { newDayNumber } from '../../../lib/workNumber';
import { useErrorText } from '../../../lib/useErrorText';
import type { Part, Storeroom } from '../../../services/firebase/inventory';
import { type PurchaseOrder, queuePurchaseOrder, type Vendor } from '../../../services/firebase/purchasing';
import { useAppSelector } from '../../../store/hooks';
import { partsLive, storeroomsLive } from '../inventoryLive';
import { useStockSite } from '../StockBits';
import messages from './messages';
import { purchaseOrdersLive, vendorsLive } from './purchasingLive';

/** A line as the form holds it: the part as typed (its label once picked), quantity and price. */
interface LineDraft {
  text: string;
  quantity: string;
  unitCost: string;
}

type Problems = { vendor?: string; store?: string; lines?: string; note?: string };

function PoForm({
  site,
  order,
  vendors,
  storerooms,
  catalogue,
  initial,
}: {
  site: { company: string; site: string };
  order: PurchaseOrder | null;
  vendors: Vendor[];
  storerooms: Storeroom[];
  catalogue: Part[];
  initial: { vendorId: string; store: string; lines: LineDraft[]; note: string };
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const id = useId();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const user = useAppSelector((s) => s.auth.currentUser);
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<Problems>({});
  const [error, setError] = useState<string | null>(null);
  const byLabel = new Map(catalogue.map((p) => [partLabel(p), p]));
  const partOf = (l: LineDraft) => byLabel.get(l.text.trim()) ?? null;
  const setLine = (i: number, change: Partial<LineDraft>) =>
    setValues((v) => ({ ...v, lines: v.lines.map((l, j) => (j === i ? { ...l, ...change } : l)) }));

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const found: Problems = {};
    const vendor = vendors.find((v) => v.id === values.vendorId && !v.archived);
    if (!vendor) found.vendor = t(messages.vendorMissing);
    if (!storerooms.some((s) => s.id === values.store)) found.store = t(messages.storeroomMissing);
    const drafts: PoLineDraft[] = values.lines.map((l) => ({
      partId: partOf(l)?.id ?? '',
      quantity: l.quantity,
      unitCost: l.unitCost,
    }));
    const checked = poLineProblems(drafts, (pid) => catalogue.find((p) => p.id === pid)?.unit ?? null);
    const first = Object.entries(checked.lines)[0];
    if (checked.all) found.lines = t(checked.all === 'noLines' ? messages.noLines : messages.tooManyLines);
    else if (first) found.lines = t(messages[`line_${first[1]}`], { n: Number(first[0]) + 1 });
    if (values.note.trim().length > PO_LIMITS.note) found.note = t(messages.noteTooLong);
    setProblems(found);
    if (Object.keys(found).length || !user || !vendor) {
      const field = found.vendor ? `${id}-vendor` : found.store ? `${id}-store` : found.lines ? `${id}-line-0` : '';
      if (field) document.getElementById(field)?.focus();
      return;
    }
    const lines: PoLine[] = values.lines.map((l, i) => {
      const part = partOf(l)!;
      return {
        partId: part.id,
        number: part.number,
        description: part.description,
        unit: part.unit,
        quantity: typedQuantity(l.quantity),
        unitCost: Number(l.unitCost.trim().replace(',', '.')),
        received: order?.lines[i]?.partId === part.id ? order.lines[i].received : 0,
      };
    });
    const number = order?.number ?? newDayNumber('PO');
    setError(null);
    queuePurchaseOrder(
      site,
      number,
      { vendorId: vendor.id, vendorName: vendor.name, store: values.store, lines, note: values.note.trim() },
      { uid: user.uid, name: user.title },
      !order,
    )
      .then(({ acknowledged }) => {
        acknowledged.catch((err: unknown) => setError(t(messages.writeFailed, { reason: errorText(toAppError(err)) })));
        void navigate(`/app/inventory/purchase-orders/${number}`);
      })
      .catch((err: unknown) => setError(t(messages.writeFailed, { reason: errorText(toAppError(err)) })));
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <ErrorAlert text={error} />
      <div className="row g-2">
        <div className="col-md-6">
          <SelectField
            id={`${id}-vendor`}
            label={t(messages.vendor)}
            value={values.vendorId}
            onValue={(vendorId) => setValues((v) => ({ ...v, vendorId }))}
            problem={problems.vendor}
            hint={vendors.length === 0 ? t(messages.noVendors) : undefined}
          >
            <option value="">{t(messages.chooseVendor)}</option>
            {vendors
              .filter((v) => !v.archived || v.id === values.vendorId)
              .map((v) => (
                <option key={v.id} value={v.id}>
                  {v.name}
                </option>
              ))}
          </SelectField>
        </div>
        <div className="col-md-6">
          <SelectField
            id={`${id}-store`}
            label={t(messages.storeroom)}
            value={values.store}
            onValue={(store) => setValues((v) => ({ ...v, store }))}
            problem={problems.store}
          >
            {storerooms.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </SelectField>
        </div>
      </div>
      <fieldset className="mb-3" aria-describedby={problems.lines ? `${id}-lines-problem` : `${id}-lines-hint`}>
        <legend className="form-label fs-6">{t(messages.lineLegend)}</legend>
        <p id={`${id}-lines-hint`} className="form-text mt-0">
          {t(messages.partHint)}
        </p>
        {values.lines.map((l, i) => {
          const n = { n: i + 1 };
          const part = partOf(l);
          const listId = `${id}-parts-${i}`;
          return (
            <div className="row g-2 align-items-center mb-2" key={i} data-po-line={i}>
              <div className="col-md-6">
                <input
                  id={`${id}-line-${i}`}
                  className={`form-control${problems.lines ? ' is-invalid' : ''}`}
                  aria-label={t(messages.linePart, n)}
                  list={listId}
                  autoComplete="off"
                  value={l.text}
                  onChange={(e) => {
                    const text = e.target.value;
                    const picked = byLabel.get(text.trim());
                    // Picking a part starts its price from the part's cost.
                    setLine(i, picked && !part ? { text, unitCost: String(picked.unitCost) } : { text });
                  }}
                />
                <datalist id={listId}>
                  {partsMatching(catalogue, part ? '' : l.text).map((p) => (
                    <option key={p.id} value={partLabel(p)} />
                  ))}
                </datalist>
              </div>
              <div className="col-4 col-md-2">
                <input
                  className={`form-control${problems.lines ? ' is-invalid' : ''}`}
                  inputMode="decimal"
                  aria-label={t(messages.lineQuantity, n)}
                  value={l.quantity}
                  onChange={(e) => setLine(i, { quantity: e.target.value })}
                />
              </div>
              <div className="col-4 col-md-2">
                <input
                  className={`form-control${problems.lines ? ' is-invalid' : ''}`}
                  inputMode="decimal"
                  aria-label={t(messages.linePrice, n)}
                  value={l.unitCost}
                  onChange={(e) => setLine(i, { unitCost: e.target.value })}
                />
              </div>
              <div className="col-4 col-md-2">
                <Button
                  type="button"
                  color="link"
                  className="text-danger"
                  onClick={() => setValues((v) => ({ ...v, lines: v.lines.filter((_, j) => j !== i) }))}
                >
                  {t(messages.removeLine, n)}
                </Button>
              </div>
            </div>
          );
        })}
        <Button
          type="button"
          size="sm"
          color="secondary"
          outline
          onClick={() => setValues((v) => ({ ...v, lines: [...v.lines, { text: '', quantity: '1', unitCost: '' }] }))}
        >
          {t(messages.addLine)}
        </Button>
        {problems.lines && (
          <div id={`${id}-lines-problem`} className="invalid-feedback d-block">
            {problems.lines}
          </div>
        )}
      </fieldset>
      <TextAreaField
        id={`${id}-note`}
        label={t(messages.note)}
        rows={2}
        value={values.note}
        onValue={(note) => setValues((v) => ({ ...v, note }))}
        problem={problems.note}
      />
      <div className="d-flex gap-2">
        <Button type="submit" color="primary">
          {t(messages.saveDraft)}
        </Button>
        <Link
          className="btn btn-outline-secondary"
          to={order ? `/app/inventory/purchase-orders/${order.number}` : '/app/inventory/purchase-orders'}
        >
          {t(messages.cancel)}
        </Link>
      </div>
      <span id={`${id}-title`} hidden>
        {order ? t(messages.editTitle, { number: order.number }) : t(messages.draftTitle)}
      </span>
    </form>
  );
}

export default function PoEditPage({ isNew }: { isNew: boolean }) {
  const t = useIntl().formatMessage;
  const { number } = useParams();
  const [query] = useSearchParams();
  const site = useStockSite();
  const key = site ? { company: site.company, site: site.site } : null;
  const vendors = vendorsLive.useLive(site?.company ?? null)?.value?.items;
  const storerooms = storeroomsLive.useLive(key)?.value?.items;
  const catalogue = partsLive.useLive(site?.company ?? null)?.value?.items;
  const orders = purchaseOrdersLive.useLive(isNew ? null : key)?.value?.items;
  const order = isNew ? null : (orders?.find((o) => o.number === number) ?? null);
  const title = isNew ? t(messages.draftTitle) : t(messages.editTitle, { number: number ?? '' });
  const ready = vendors && storerooms && catalogue && (isNew || orders);

  const initial = () => {
    const open = (storerooms ?? []).filter((s) => !s.archived);
    if (order)
      return {
        vendorId: order.vendorId,
        store: order.store,
        note: order.note,
        lines: order.lines.map((l) => {
          const part = catalogue?.find((p) => p.id === l.partId);
          return {
            text: part ? partLabel(part) : `${l.number} – ${l.description}`,
            quantity: String(l.quantity),
            unitCost: String(l.unitCost),
          };
        }),
      };
    // From the reorder list: the storeroom, and each part with the quantity to order.
    const lines = (query.get('lines') ?? '')
      .split(',')
      .map((pair) => pair.split(':'))
      .flatMap(([partId, quantity]) => {
        const part = catalogue?.find((p) => p.id === partId);
        return part ? [{ text: partLabel(part), quantity: quantity ?? '1', unitCost: String(part.unitCost) }] : [];
      });
    const firstPart = catalogue?.find((p) => lines[0] && partLabel(p) === lines[0].text);
    const preferred = vendors?.find(
      (v) => !v.archived && firstPart && v.name.trim().toLowerCase() === firstPart.vendor.trim().toLowerCase(),
    );
    const store = query.get('store') ?? '';
    return {
      vendorId: preferred?.id ?? '',
      store: open.some((s) => s.id === store) ? store : (open[0]?.id ?? ''),
      note: '',
      lines: lines.length ? lines : [{ text: '', quantity: '1', unitCost: '' }],
    };
  };

  return (
    <>
      <DocumentTitle page={title} />
      <h1 className="h3" tabIndex={-1}>
        {title}
      </h1>
      {!site || !key ? (
        <p className="alert alert-info">{t(messages.noSite)}</p>
      ) : !ready ? (
        <p role="status">{t(messages.loading)}</p>
      ) : !isNew && !order ? (
        <p className="alert alert-warning">{t(messages.notFound)}</p>
      ) : order && order.status !== 'draft' ? (
        <p className="alert alert-warning">
          {t(messages.notDraft)}{' '}
          <Link to={`/app/inventory/purchase-orders/${order.number}`}>{t(messages.backToOrder)}</Link>
        </p>
      ) : (
        <Card>
          <CardBody>
            <PoForm
              key={order?.number ?? 'new'}
              site={key}
              order={order}
              vendors={vendors}
              storerooms={storerooms.filter((s) => !s.archived)}
              catalogue={catalogue}
              initial={initial()}
            />
          </CardBody>
        </Card>
      )}
    </>
  );
}
