// Names of the preventive-maintenance vocabulary, the plan editor's problems and the data layer's
// refusals (plansErrors.ts), in every language. The pages keep their own in pages/messages.ts.
import { defineMessages } from '../../i18n/defineMessages';

export const TRIGGER_NAMES = defineMessages({
  calendar: { id: 'plans.trigger.calendar', defaultMessage: 'Calendar' },
  meter: { id: 'plans.trigger.meter', defaultMessage: 'Meter' },
  either: { id: 'plans.trigger.either', defaultMessage: 'Whichever comes first' },
});

/** "Every {every} days" … */
export const EVERY_UNIT = defineMessages({
  days: { id: 'plans.every.days', defaultMessage: '{every, plural, one {Every day} other {Every # days}}' },
  weeks: { id: 'plans.every.weeks', defaultMessage: '{every, plural, one {Every week} other {Every # weeks}}' },
  months: { id: 'plans.every.months', defaultMessage: '{every, plural, one {Every month} other {Every # months}}' },
  years: { id: 'plans.every.years', defaultMessage: '{every, plural, one {Every year} other {Every # years}}' },
});

export const UNIT_NAMES = defineMessages({
  days: { id: 'plans.unit.days', defaultMessage: 'days' },
  weeks: { id: 'plans.unit.weeks', defaultMessage: 'weeks' },
  months: { id: 'plans.unit.months', defaultMessage: 'months' },
  years: { id: 'plans.unit.years', defaultMessage: 'years' },
});

export const SCHEDULING_NAMES = defineMessages({
  fixed: { id: 'plans.scheduling.fixed', defaultMessage: 'Fixed' },
  floating: { id: 'plans.scheduling.floating', defaultMessage: 'Floating' },
});

export const SCHEDULING_HINTS = defineMessages({
  fixed: {
    id: 'plans.scheduling.fixedHint',
    defaultMessage: 'Fixed: the next due date counts from the last due date, whenever the work was done.',
  },
  floating: {
    id: 'plans.scheduling.floatingHint',
    defaultMessage: 'Floating: the next due date counts from the day the last order was completed.',
  },
});

export const OUTCOME_NAMES = defineMessages({
  onTime: { id: 'plans.outcome.onTime', defaultMessage: 'On time' },
  late: { id: 'plans.outcome.late', defaultMessage: 'Late' },
  missed: { id: 'plans.outcome.missed', defaultMessage: 'Missed' },
  overdue: { id: 'plans.outcome.overdue', defaultMessage: 'Overdue' },
  open: { id: 'plans.outcome.open', defaultMessage: 'Open' },
});

/** Problems of a plan, said beside the field in question. */
/** The PM on-time rules (domain/plans.ts PM_ON_TIME_RULES), as the settings and the figures name them. */
export const PM_RULE_NAMES = defineMessages({
  tenPercent: {
    id: 'plans.rule.tenPercent',
    defaultMessage: 'within 10% of the interval after the due date (Stangier and Smith’s rule)',
  },
  dueDate: { id: 'plans.rule.dueDate', defaultMessage: 'by the due date (SMRP 5.4.14)' },
  dueDatePlusOne: { id: 'plans.rule.dueDatePlusOne', defaultMessage: 'by the day after the due date (SMRP 5.4.14)' },
  twentyPercent: {
    id: 'plans.rule.twentyPercent',
    defaultMessage: 'within 20% of the interval after the due date, at most 28 days (SMRP 5.4.14)',
  },
});

export const PROBLEMS = defineMessages({
  jobPlanUnknown: {
    id: 'plans.problem.jobPlanUnknown',
    defaultMessage: 'This job plan is not on this device yet; connect once, or choose none.',
  },
  titleMissing: { id: 'plans.problem.titleMissing', defaultMessage: 'Give the plan a title.' },
  titleTooLong: { id: 'plans.problem.titleTooLong', defaultMessage: 'A title has at most 200 characters.' },
  equipmentMissing: { id: 'plans.problem.equipmentMissing', defaultMessage: 'Choose at least one piece of equipment.' },
  equipmentTooMany: {
    id: 'plans.problem.equipmentTooMany',
    defaultMessage: 'A plan covers at most 20 pieces of equipment.',
  },
  equipmentUnknown: {
    id: 'plans.problem.equipmentUnknown',
    defaultMessage: 'Some of the chosen equipment is no longer in this plant; choose again.',
  },
  stepsTooMany: { id: 'plans.problem.stepsTooMany', defaultMessage: 'A checklist has at most 50 steps.' },
  stepText: { id: 'plans.problem.stepText', defaultMessage: 'Say what to do in this step (at most 500 characters).' },
  stepUnit: { id: 'plans.problem.stepUnit', defaultMessage: 'A unit has at most 20 characters.' },
  stepNumber: { id: 'plans.problem.stepNumber', defaultMessage: 'The limits must be numbers, or left empty.' },
  stepRange: { id: 'plans.problem.stepRange', defaultMessage: 'The lowest allowed value is above the highest.' },
  workType: { id: 'plans.problem.workType', defaultMessage: 'Choose a work type from the list.' },
  hours: { id: 'plans.problem.hours', defaultMessage: 'Estimated hours must be a number above 0 and at most 1,000.' },
  craft: { id: 'plans.problem.craft', defaultMessage: 'Name the craft (at most 60 characters).' },
  assignees: { id: 'plans.problem.assignees', defaultMessage: 'Assign at most 10 people.' },
  permits: { id: 'plans.problem.permits', defaultMessage: 'Choose at most 10 permits from the list.' },
  intervalNumber: {
    id: 'plans.problem.intervalNumber',
    defaultMessage: 'The interval must be a whole number of at least 1.',
  },
  intervalTooLong: { id: 'plans.problem.intervalTooLong', defaultMessage: 'The interval is at most 10 years.' },
  meterMissing: { id: 'plans.problem.meterMissing', defaultMessage: 'Choose the meter that triggers the plan.' },
  meterNotOnEquipment: {
    id: 'plans.problem.meterNotOnEquipment',
    defaultMessage: 'The chosen equipment has no such meter. Choose one of its meters, or use a calendar interval.',
  },
  meterEquipmentNotInPlan: {
    id: 'plans.problem.meterEquipmentNotInPlan',
    defaultMessage: 'The meter must belong to one of the plan’s equipment.',
  },
  metersUnknown: {
    id: 'plans.problem.metersUnknown',
    defaultMessage: 'The meters of this equipment are still loading; wait a moment and save again.',
  },
  meterEvery: {
    id: 'plans.problem.meterEvery',
    defaultMessage: 'The meter interval must be a whole number from 1 to 10,000,000.',
  },
  leadDays: {
    id: 'plans.problem.leadDays',
    defaultMessage: 'The lead time must be a whole number of days, 0 or more.',
  },
  leadLongerThanInterval: {
    id: 'plans.problem.leadLongerThanInterval',
    defaultMessage: 'The lead time is longer than the interval ({days} days).',
  },
  startDate: { id: 'plans.problem.startDate', defaultMessage: 'Give the start date as dd.mm.yyyy.' },
});

/** The data layer's refusals, in words. */
export const PLANS_ERROR_MESSAGES = defineMessages({
  readingBackwards: {
    id: 'plans.error.readingBackwards',
    defaultMessage:
      'The reading is lower than the last one ({last}). Mark it as a meter reset if the meter was replaced or rolled over.',
  },
  readingInvalid: { id: 'plans.error.readingInvalid', defaultMessage: 'Enter the reading as a number.' },
  planInvalid: { id: 'plans.error.planInvalid', defaultMessage: 'The plan is incomplete. Check the form.' },
  noPlant: { id: 'plans.error.noPlant', defaultMessage: 'Choose a plant first.' },
  unknownPlan: { id: 'plans.error.unknownPlan', defaultMessage: 'This plan no longer exists.' },
  binActive: {
    id: 'plans.error.binActive',
    defaultMessage: 'Pause the plan before moving it to the bin, so no work is generated from it there.',
  },
});
