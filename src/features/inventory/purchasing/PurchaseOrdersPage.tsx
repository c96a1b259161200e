// /app/inventory/purchase-orders: the site's purchase orders, newest first, by status — number,
// vendor, storeroom, lines, total and when drafted — live; a new order, and the reorder list.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Table } from 'reactstrap';
import { DateText } from '../../../components/DateText';
import { PendingBadge } from '../../../components/PendingBadge';
import { DocumentTitle } from '../../../components/pageFocus';
import { PO_STATUSES, type PoStatus, poTotal } from '../../../domain/purchasing';
import { storeroomsLive } from '../inventoryLive';
import { useStockSite } from '../StockBits';
import messages from './messages';
import { purchaseOrdersLive } from './purchasingLive';
import { PoStatusBadge } from './PoStatusBadge';

export default function PurchaseOrdersPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const site = useStockSite();
  const key = site ? { company: site.company, site: site.site } : null;
  const live = purchaseOrdersLive.useLive(key);
  const storerooms = storeroomsLive.useLive(key)?.value?.items ?? [];
  const [shown, setShown] = useState<PoStatus | ''>('');
  const orders = (live?.value?.items ?? []).filter((o) => !shown || o.status === shown);
  const money = (n: number) => intl.formatNumber(n, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (
    <>
      <DocumentTitle page={t(messages.ordersTitle)} />
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0" tabIndex={-1}>
          {t(messages.ordersTitle)}
        </h1>
        <Link className="btn btn-primary btn-sm ms-auto" to="/app/inventory/purchase-orders/new">
          {t(messages.newOrder)}
        </Link>
        <Link className="btn btn-outline-secondary btn-sm" to="/app/inventory/reorder">
          {t(messages.reorderTitle)}
        </Link>
      </div>
      {!key ? (
        <p className="alert alert-info">{t(messages.noSite)}</p>
      ) : (
        <>
          <div className="mb-3" style={{ maxWidth: '16rem' }}>
            <label className="form-label" htmlFor="po-status-filter">
              {t(messages.statusFilter)}
            </label>
            <select
              id="po-status-filter"
              className="form-select"
              value={shown}
              onChange={(e) => setShown(e.target.value as PoStatus | '')}
            >
              <option value="">{t(messages.allStatuses)}</option>
              {PO_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(messages[`status_${s}`])}
                </option>
              ))}
            </select>
          </div>
          {!live?.value ? (
            <p role="status">{t(messages.loading)}</p>
          ) : orders.length === 0 ? (
            <p className="text-body-secondary">{t(messages.ordersEmpty)}</p>
          ) : (
            <Table responsive size="sm" className="align-middle">
              <thead>
                <tr>
                  <th scope="col">{t(messages.number)}</th>
                  <th scope="col">{t(messages.vendor)}</th>
                  <th scope="col">{t(messages.storeroom)}</th>
                  <th scope="col">{t(messages.status)}</th>
                  <th scope="col" className="text-end">
                    {t(messages.lines)}
                  </th>
                  <th scope="col" className="text-end">
                    {t(messages.total)}
                  </th>
                  <th scope="col">{t(messages.created)}</th>
                </tr>
              </thead>
              <tbody>
                {orders.map((o) => (
                  <tr key={o.number} data-po={o.number}>
                    <th scope="row">
                      <Link to={`/app/inventory/purchase-orders/${o.number}`}>
                        <bdi>{o.number}</bdi>
                      </Link>
                      <PendingBadge pending={o.pending} />
                    </th>
                    <td>{o.vendorName}</td>
                    <td>{storerooms.find((s) => s.id === o.store)?.name ?? o.store}</td>
                    <td>
                      <PoStatusBadge status={o.status} />
                    </td>
                    <td className="text-end">{o.lines.length}</td>
                    <td className="text-end">{money(poTotal(o.lines))}</td>
                    <td>
                      <DateText value={o.createdAt} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </>
      )}
    </>
  );
}
