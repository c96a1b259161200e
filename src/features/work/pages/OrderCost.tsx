// What an order cost: labour (each craft's hours × its rate per hour), the parts issued less
// returned (at each part's cost when issued) and its other costs (lines recorded on the order),
// and their total — unknown while a craft with hours has no rate, since a total that leaves hours
// out would be wrong, not smaller.
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Card, CardBody, CardHeader } from 'reactstrap';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { otherCostsTotal } from '../../../domain/costs';
import { orderCost, partsCost } from '../../../domain/inventory';
import type { PlantKey } from '../../../services/firebase/collections';
import { useLabourCost } from '../forms/useLabourCost';
import type { WorkRow } from '../workSlice';
import { COST_MESSAGES as messages } from './messages';
import { useOrderStock } from './OrderParts';
import { orderOtherCostsLive } from '../orderLive';
import { OtherCostForm, OtherCostRows, useOtherCostRights } from './OrderOtherCosts';

export function OrderCost({ order, plant }: { order: WorkRow; plant: PlantKey }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const id = useId();
  const labour = useLabourCost(order);
  const { movements } = useOrderStock(order, plant);
  const others = orderOtherCostsLive.useLive({ plant, number: order.number })?.value?.items ?? noLines;
  const rights = useOtherCostRights(order);
  const [error, setError] = useState<string | null>(null);
  const hours = labour.hoursByCraft.reduce((sum, c) => sum + c.hours, 0);
  if (hours <= 0 && movements.length === 0 && others.length === 0 && !rights.add) return null;
  const cost = orderCost(labour.cost, partsCost(movements), otherCostsTotal(others));
  const money = (n: number) => intl.formatNumber(n, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const row = (label: string, value: string, data: string) => (
    <tr data-cost={data}>
      <th scope="row" className="fw-normal">
        {label}
      </th>
      <td className="text-end">{value}</td>
    </tr>
  );
  return (
    <Card tag="section" aria-labelledby={`${id}-title`} className="mb-3" data-order-cost={cost.total ?? ''}>
      <CardHeader>
        <h2 id={`${id}-title`} className="h6 mb-0">
          {t(messages.title)}
        </h2>
      </CardHeader>
      <CardBody>
        <table className="table table-sm mb-2" style={{ maxWidth: '28rem' }}>
          <tbody>
            {row(
              t(messages.labour, { hours: intl.formatNumber(hours, { maximumFractionDigits: 2 }) }),
              cost.labour === null ? t(messages.noRate) : money(cost.labour),
              'labour',
            )}
            {row(t(messages.parts), money(cost.parts), 'parts')}
            {row(t(messages.other), money(cost.other), 'other')}
            <OtherCostRows lines={others} plant={plant} canRemove={rights.remove} onError={setError} />
            <tr data-cost="total" className="fw-bold">
              <th scope="row">{t(messages.total)}</th>
              <td className="text-end">{cost.total === null ? t(messages.unknown) : money(cost.total)}</td>
            </tr>
          </tbody>
        </table>
        <ErrorAlert text={error} />
        {rights.add && (
          <div className="mb-2">
            <OtherCostForm order={order} plant={plant} />
          </div>
        )}
        <p className="small text-body-secondary mb-0">
          {labour.unpriced
            ? t(messages.unpriced, { craft: labour.unpriced.craft || t(messages.noCraft) })
            : t(messages.how)}
        </p>
      </CardBody>
    </Card>
  );
}

const noLines: never[] = [];
