// A floating plan's progress when its latest order reaches Work Complete (issue 11, DESIGN.md §5):
// workService writes it in the batch of the move (firestore.rules: the "floating completion"
// advance). Pure, so it is tested on its own.
import { addDays } from '../../lib/days';
import type { MaintenancePlan, PlanProgress } from '../../services/firebase/plans';
// The interval arithmetic (month ends, leap years) is the plans feature's; it is pure.
// eslint-disable-next-line no-restricted-imports -- a pure helper the plans feature owns (merge note to the lead)
import { addInterval } from '../plans/intervals';

export type PlanAdvance = Pick<PlanProgress, 'nextDue' | 'generateOn' | 'nextThreshold'>;

/**
 * Where a floating plan goes when its order is completed on `day`: the next due date one
 * interval after the completion (the order appears `leadDays` before it), and for a meter the
 * next threshold one `every` above the last reading. The plans feature owns this rule (its
 * generation module states it too); this copy lets the completing client write the advance in
 * the batch of the move.
 */
export function completionAdvance(plan: MaintenancePlan, day: string, meterValue: number): PlanAdvance {
  const nextDue = plan.trigger !== 'meter' && plan.interval ? addInterval(day, plan.interval) : null;
  return {
    nextDue,
    generateOn: nextDue && addDays(nextDue, -plan.leadDays),
    // Thresholds are whole meter units; a fractional reading rounds up.
    nextThreshold:
      plan.trigger !== 'calendar' && plan.meter ? Math.ceil(meterValue + plan.meter.every) : plan.nextThreshold,
  };
}
