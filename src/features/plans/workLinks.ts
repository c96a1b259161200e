// What the plans feature takes from the work feature beyond its slice and messages: the reference
// lists (work types, permits) and the crew capacity of the weekly schedule, whose slice and saga
// live one folder down (work/schedule/), where the feature-boundary lint rule does not look for a
// *Slice module. One place, so the lead can move them to lib/services or widen the rule.
/* eslint-disable no-restricted-imports -- see the note above */
export { PERMIT_TYPES, WORK_TYPE_CODES, type PermitType, type WorkTypeCode } from '../work/referenceLists';
export { selectSchedule } from '../work/schedule/scheduleSlice';
export { scheduleFeature } from '../work/schedule/scheduleSaga';
