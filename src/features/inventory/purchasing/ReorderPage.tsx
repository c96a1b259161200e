// /app/inventory/reorder: for each storeroom of the chosen plant's site, the parts whose
// available stock with what is on order is below the minimum, worst first, with the quantity to
// order; the storekeeper picks lines and drafts a purchase order from them (the vendor is the
// parts' preferred one when it is a listed vendor). Live: a receipt or an issue moves the list.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { Button, Card, CardBody, CardHeader, Table } from 'reactstrap';
import { HelpLink } from '../../../components/HelpLink';
import { UNIT_NAMES } from '../../../components/inventory/names';
import { useQuantity } from '../../../components/inventory/StockState';
import { DocumentTitle } from '../../../components/pageFocus';
import { onOrderByStore, reorderCandidates, reorderList } from '../../../domain/purchasing';
import type { Storeroom } from '../../../services/firebase/inventory';
import { partsByIdsLive, stockLive, storeroomsLive } from '../inventoryLive';
import { useStockSite } from '../StockBits';
import messages from './messages';
import { purchaseOrdersLive } from './purchasingLive';

function StoreroomReorder({
  site,
  storeroom,
  onOrder,
}: {
  site: { company: string; site: string };
  storeroom: Storeroom;
  onOrder: ReadonlyMap<string, number>;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const quantity = useQuantity();
  const navigate = useNavigate();
  const stock = stockLive.useLive({ ...site, store: storeroom.id });
  const levels = (stock?.value?.items ?? []).map((s) => ({ store: storeroom.id, partId: s.partId, level: s }));
  // Only the parts that may need ordering are read (by id), never the whole catalogue.
  const candidates = reorderCandidates(levels, onOrder);
  const found = partsByIdsLive.useLive(candidates.length ? { company: site.company, ids: candidates } : null)?.value
    ?.items;
  const parts = new Map((found ?? []).map((p) => [p.id, p]));
  const lines = reorderList(levels, (id) => parts.get(id)?.unit ?? null, onOrder);
  const [unchosen, setUnchosen] = useState<ReadonlySet<string>>(new Set());
  const [problem, setProblem] = useState('');
  const chosen = lines.filter((l) => !unchosen.has(l.partId));
  const draft = () => {
    if (chosen.length === 0) return setProblem(t(messages.noneChosen));
    const query = new URLSearchParams({
      store: storeroom.id,
      lines: chosen.map((l) => `${l.partId}:${l.suggested}`).join(','),
    });
    void navigate(`/app/inventory/purchase-orders/new?${query}`);
  };
  const titleId = `reorder-${storeroom.id}`;
  return (
    <Card tag="section" className="mb-3" aria-labelledby={titleId} data-reorder={storeroom.id}>
      <CardHeader>
        <h2 id={titleId} className="h6 mb-0">
          {t(messages.reorderFor, { storeroom: storeroom.name })}
        </h2>
      </CardHeader>
      <CardBody>
        {!stock?.value || (candidates.length > 0 && !found) ? (
          <p role="status" className="mb-0">
            {t(messages.loading)}
          </p>
        ) : lines.length === 0 ? (
          <p className="mb-0 text-body-secondary">{t(messages.reorderEmpty, { storeroom: storeroom.name })}</p>
        ) : (
          <>
            <Table responsive size="sm" className="align-middle">
              <thead>
                <tr>
                  <th scope="col">
                    <span className="visually-hidden">{t(messages.choose, { part: '' })}</span>
                  </th>
                  <th scope="col">{t(messages.part)}</th>
                  <th scope="col" className="text-end">
                    {t(messages.available)}
                  </th>
                  <th scope="col" className="text-end">
                    {t(messages.onOrder)}
                  </th>
                  <th scope="col" className="text-end">
                    {t(messages.min)}
                  </th>
                  <th scope="col" className="text-end">
                    {t(messages.max)}
                  </th>
                  <th scope="col" className="text-end">
                    {t(messages.suggested)}
                  </th>
                  <th scope="col">{t(messages.preferredVendor)}</th>
                </tr>
              </thead>
              <tbody>
                {lines.map((l) => {
                  const part = parts.get(l.partId)!;
                  return (
                    <tr key={l.partId} data-reorder-line={l.partId}>
                      <td>
                        <input
                          type="checkbox"
                          className="form-check-input"
                          aria-label={t(messages.choose, { part: part.number })}
                          checked={!unchosen.has(l.partId)}
                          onChange={(e) => {
                            const next = new Set(unchosen);
                            if (e.target.checked) next.delete(l.partId);
                            else next.add(l.partId);
                            setUnchosen(next);
                            setProblem('');
                          }}
                        />
                      </td>
                      <th scope="row" className="fw-normal">
                        <Link to={`/app/inventory/parts/${part.id}`}>
                          <bdi>{part.number}</bdi>
                        </Link>{' '}
                        <span className="small text-body-secondary">{part.description}</span>
                      </th>
                      <td className="text-end">{quantity(l.available)}</td>
                      <td className="text-end">{quantity(l.onOrder)}</td>
                      <td className="text-end">{quantity(l.min)}</td>
                      <td className="text-end">{l.max === null ? '' : quantity(l.max)}</td>
                      <td className="text-end fw-medium" data-suggested={l.suggested}>
                        {quantity(l.suggested)} {t(UNIT_NAMES[part.unit])}
                      </td>
                      <td>{part.vendor}</td>
                    </tr>
                  );
                })}
              </tbody>
            </Table>
            <Button color="primary" onClick={draft} aria-describedby={problem ? `${titleId}-problem` : undefined}>
              {t(messages.draftFromList)}
            </Button>
            {problem && (
              <div id={`${titleId}-problem`} className="invalid-feedback d-block">
                {problem}
              </div>
            )}
          </>
        )}
      </CardBody>
    </Card>
  );
}

export default function ReorderPage() {
  const t = useIntl().formatMessage;
  const site = useStockSite();
  const key = site ? { company: site.company, site: site.site } : null;
  const storerooms = (storeroomsLive.useLive(key)?.value?.items ?? []).filter((s) => !s.archived);
  const orders = purchaseOrdersLive.useLive(key)?.value?.items;
  const onOrder = onOrderByStore(orders ?? []);
  return (
    <>
      <DocumentTitle page={t(messages.reorderTitle)} />
      <div className="d-flex align-items-center gap-2 mb-2">
        <h1 className="h3 mb-0" tabIndex={-1}>
          {t(messages.reorderTitle)}
        </h1>
        <HelpLink topic="spare-parts" />
      </div>
      <p className="text-body-secondary">{t(messages.reorderIntro)}</p>
      {!site || !key ? (
        <p className="alert alert-info">{t(messages.noSite)}</p>
      ) : !orders ? (
        <p role="status">{t(messages.loading)}</p>
      ) : (
        storerooms.map((s) => <StoreroomReorder key={s.id} site={key} storeroom={s} onOrder={onOrder} />)
      )}
    </>
  );
}
