// An order's labour cost as its page shows it (the time panel and the cost card): each craft's
// hours — its time entries', or with none its actual hours under the planned craft — times that
// craft's rate per hour (set with the crews on the weekly schedule).
import { labourCost } from '../../../domain/capacity';
import { timeTotals } from '../../../domain/timeEntries';
import { useOrderTime } from '../orderLive';
import { useCapacity } from '../schedule/scheduleLive';
import type { WorkRow } from '../workSlice';

export interface LabourCost {
  hoursByCraft: { craft: string; hours: number }[];
  /** null when a craft with hours has no rate. */
  cost: number | null;
  /** The craft with hours and no rate, if any. */
  unpriced: { craft: string; hours: number } | undefined;
  /** The rates have arrived. */
  ready: boolean;
}

export function useLabourCost(order: WorkRow): LabourCost {
  const { items } = useOrderTime(order.number);
  const { rates, status } = useCapacity();
  const typedHours = order.execution?.actualHours ?? 0;
  const hoursByCraft = items.length
    ? timeTotals(items).byCraft
    : typedHours > 0
      ? [{ craft: order.plan?.craft.trim() ?? '', hours: typedHours }]
      : [];
  return {
    hoursByCraft,
    cost: labourCost(hoursByCraft, rates),
    unpriced: hoursByCraft.find((c) => c.hours > 0 && !(c.craft in rates)),
    ready: status === 'ready',
  };
}
