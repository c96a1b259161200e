// How a plan reads in a list or on its page: its trigger ("Every 30 days", "Every 500 h of
// Running hours", "… whichever first"), its next due date and its compliance figure.
import { useIntl } from 'react-intl';
import { formatDay } from '../../../lib/days';
import type { Meter } from '../../../services/firebase/assets';
import type { MaintenancePlan } from '../../../services/firebase/plans';
import type { Tally } from '../../../domain/compliance';
import { EVERY_UNIT, TRIGGER_NAMES } from '../messages';
import messages from './messages';

type TriggerPlan = Pick<MaintenancePlan, 'trigger' | 'interval' | 'meter'>;

/** The trigger in words; `meter` is the meter's name and unit when known, `tagOf` names its equipment. */
export function useTriggerText() {
  const intl = useIntl();
  return (plan: TriggerPlan, meter: Meter | undefined, tagOf: (eqid: string) => string): string => {
    const calendar = plan.interval
      ? intl.formatMessage(EVERY_UNIT[plan.interval.unit], { every: plan.interval.every })
      : '';
    // Second in "… or …, whichever first", the meter's words start in lower case.
    const second = plan.trigger === 'either';
    const onMeter = plan.meter
      ? meter
        ? intl.formatMessage(second ? messages.orMeterEvery : messages.meterEvery, {
            every: intl.formatNumber(plan.meter.every),
            unit: meter.unit,
            meter: meter.name,
          })
        : intl.formatMessage(second ? messages.orMeterEveryUnknown : messages.meterEveryUnknown, {
            every: intl.formatNumber(plan.meter.every),
            tag: tagOf(plan.meter.equipmentId),
          })
      : '';
    if (plan.trigger === 'calendar') return calendar || intl.formatMessage(TRIGGER_NAMES.calendar);
    if (plan.trigger === 'meter') return onMeter || intl.formatMessage(TRIGGER_NAMES.meter);
    return intl.formatMessage(messages.whicheverFirst, { calendar, meter: onMeter });
  };
}

/** The next due date (dd.mm.yyyy), the meter threshold, or the wait for a floating plan's order. */
export function useNextDueText() {
  const intl = useIntl();
  return (plan: Pick<MaintenancePlan, 'nextDue' | 'nextThreshold' | 'scheduling' | 'trigger'>): string => {
    const parts: string[] = [];
    if (plan.nextDue) parts.push(formatDay(plan.nextDue));
    if (plan.nextThreshold !== null && plan.trigger !== 'calendar')
      parts.push(intl.formatMessage(messages.atThreshold, { threshold: intl.formatNumber(plan.nextThreshold) }));
    if (parts.length === 0 && plan.scheduling === 'floating')
      parts.push(intl.formatMessage(messages.waitingCompletion));
    return parts.join(' · ') || intl.formatMessage(messages.none);
  };
}

export function useComplianceText() {
  const intl = useIntl();
  return (tally: Tally | undefined): string =>
    tally && tally.percent !== null
      ? intl.formatMessage(messages.complianceOf, {
          percent: tally.percent,
          onTime: tally.onTime,
          counted: tally.counted,
        })
      : intl.formatMessage(messages.noData);
}
