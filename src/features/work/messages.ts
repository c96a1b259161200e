// Names of the work-order vocabulary (docs/product.md §9) in every language; the data keeps the codes.
import { type AppMessage, defineMessages } from '../../i18n/defineMessages';

export const STATUS_NAMES = defineMessages({
  new: { id: 'work.status.new', defaultMessage: 'New' },
  awaitingReview: { id: 'work.status.awaitingReview', defaultMessage: 'Awaiting Further Review' },
  rejected: { id: 'work.status.rejected', defaultMessage: 'Work Request Rejected' },
  cancelled: { id: 'work.status.cancelled', defaultMessage: 'Cancelled' },
  inPlanning: { id: 'work.status.inPlanning', defaultMessage: 'In Planning' },
  reliabilityReview: { id: 'work.status.reliabilityReview', defaultMessage: 'Reliability Review' },
  awaitingMaterials: { id: 'work.status.awaitingMaterials', defaultMessage: 'Awaiting Materials' },
  readyToSchedule: { id: 'work.status.readyToSchedule', defaultMessage: 'Ready-to-Schedule' },
  weeklySchedule: { id: 'work.status.weeklySchedule', defaultMessage: 'Weekly Work Schedule' },
  dailySchedule: { id: 'work.status.dailySchedule', defaultMessage: 'Daily Work Schedule' },
  inProgress: { id: 'work.status.inProgress', defaultMessage: 'In Progress' },
  workComplete: { id: 'work.status.workComplete', defaultMessage: 'Work Complete' },
  complete: { id: 'work.status.complete', defaultMessage: 'Complete' },
  closed: { id: 'work.status.closed', defaultMessage: 'Closed' },
});

export const WORK_TYPE_NAMES = defineMessages({
  CSM: { id: 'work.workType.CSM', defaultMessage: 'Cosmetic' },
  RBLD: { id: 'work.workType.RBLD', defaultMessage: 'Rebuild' },
  EI: { id: 'work.workType.EI', defaultMessage: 'Improvement' },
  QI: { id: 'work.workType.QI', defaultMessage: 'Quality' },
  SI: { id: 'work.workType.SI', defaultMessage: 'Safety' },
  'PM-INSP': { id: 'work.workType.PM-INSP', defaultMessage: 'Inspections' },
  'RPM-INSP': { id: 'work.workType.RPM-INSP', defaultMessage: 'Repair' },
  BRP: { id: 'work.workType.BRP', defaultMessage: 'Breakdown' },
  RENV: { id: 'work.workType.RENV', defaultMessage: 'Environmental' },
});

export const ACTION_NAMES = defineMessages({
  replace: { id: 'work.action.replace', defaultMessage: 'Replace' },
  repair: { id: 'work.action.repair', defaultMessage: 'Repair' },
  tlc: { id: 'work.action.tlc', defaultMessage: 'TLC' },
  troubleshoot: { id: 'work.action.troubleshoot', defaultMessage: 'Troubleshoot' },
  overhaul: { id: 'work.action.overhaul', defaultMessage: 'Overhaul' },
  service: { id: 'work.action.service', defaultMessage: 'Service' },
  construct: { id: 'work.action.construct', defaultMessage: 'Construct' },
  test: { id: 'work.action.test', defaultMessage: 'Test' },
  inspection: { id: 'work.action.inspection', defaultMessage: 'Inspection' },
  modify: { id: 'work.action.modify', defaultMessage: 'Modify' },
});

export const DELAY_GROUP_NAMES = defineMessages({
  '1': { id: 'work.delayGroup.1', defaultMessage: 'Permits and safety' },
  '2': { id: 'work.delayGroup.2', defaultMessage: 'Tools' },
  '3': { id: 'work.delayGroup.3', defaultMessage: 'Instructions and drawings' },
  '4': { id: 'work.delayGroup.4', defaultMessage: 'Parts' },
  '5': { id: 'work.delayGroup.5', defaultMessage: 'Equipment state' },
  '6': { id: 'work.delayGroup.6', defaultMessage: 'Labour' },
  '7': { id: 'work.delayGroup.7', defaultMessage: 'Environment' },
});

/** Each delay code's name (the families 1–7 and their letters are the product's; docs/product.md §9). */
export const DELAY_CODE_NAMES = defineMessages({
  '1A': { id: 'work.delayCode.1A', defaultMessage: 'Work permit not ready' },
  '1B': { id: 'work.delayCode.1B', defaultMessage: 'Isolation (lock-out) not done' },
  '1C': { id: 'work.delayCode.1C', defaultMessage: 'Waiting for a gas test' },
  '1D': { id: 'work.delayCode.1D', defaultMessage: 'Safety equipment missing' },
  '1E': { id: 'work.delayCode.1E', defaultMessage: 'No safety watch available' },
  '1F': { id: 'work.delayCode.1F', defaultMessage: 'Area not released by safety' },
  '2A': { id: 'work.delayCode.2A', defaultMessage: 'Tool not available' },
  '2B': { id: 'work.delayCode.2B', defaultMessage: 'Special tool or lifting gear not available' },
  '2C': { id: 'work.delayCode.2C', defaultMessage: 'Tool broken or out of calibration' },
  '2D': { id: 'work.delayCode.2D', defaultMessage: 'Scaffold or access platform not ready' },
  '3A': { id: 'work.delayCode.3A', defaultMessage: 'Work instructions missing' },
  '3B': { id: 'work.delayCode.3B', defaultMessage: 'Drawing or manual missing' },
  '3C': { id: 'work.delayCode.3C', defaultMessage: 'Drawing wrong or out of date' },
  '3D': { id: 'work.delayCode.3D', defaultMessage: 'Waiting for an engineering decision' },
  '3E': { id: 'work.delayCode.3E', defaultMessage: 'Scope unclear or changed' },
  '4A': { id: 'work.delayCode.4A', defaultMessage: 'Part not in the store' },
  '4B': { id: 'work.delayCode.4B', defaultMessage: 'Wrong part supplied' },
  '4C': { id: 'work.delayCode.4C', defaultMessage: 'Part damaged or faulty' },
  '4D': { id: 'work.delayCode.4D', defaultMessage: 'Waiting for a delivery' },
  '4E': { id: 'work.delayCode.4E', defaultMessage: 'Waiting for a part being made or repaired' },
  '5A': { id: 'work.delayCode.5A', defaultMessage: 'Equipment not released by operations' },
  '5B': { id: 'work.delayCode.5B', defaultMessage: 'Equipment not cooled, drained or cleaned' },
  '5C': { id: 'work.delayCode.5C', defaultMessage: 'Equipment still running for production' },
  '5D': { id: 'work.delayCode.5D', defaultMessage: 'Further defect found on opening' },
  '6A': { id: 'work.delayCode.6A', defaultMessage: 'Technician not available' },
  '6B': { id: 'work.delayCode.6B', defaultMessage: 'Waiting for another craft' },
  '6C': { id: 'work.delayCode.6C', defaultMessage: 'Contractor not arrived' },
  '6D': { id: 'work.delayCode.6D', defaultMessage: 'Called away to another job' },
  '7A': { id: 'work.delayCode.7A', defaultMessage: 'Weather' },
  '7B': { id: 'work.delayCode.7B', defaultMessage: 'Access blocked' },
  '7C': { id: 'work.delayCode.7C', defaultMessage: 'No lighting or utilities' },
  '7D': { id: 'work.delayCode.7D', defaultMessage: 'Waiting for cleaning or housekeeping' },
});

/**
 * Each permit type's name (the codes are the product's, docs/product.md §9; the names are
 * Torque's: HWP hot work, CWP cold work, CSE confined space, ELCT electrical, SPC special).
 */
export const PERMIT_NAMES = defineMessages({
  'HWP-FM': { id: 'work.permit.HWP-FM', defaultMessage: 'Hot work – open flame (welding, cutting, brazing)' },
  'HWP-CM': { id: 'work.permit.HWP-CM', defaultMessage: 'Hot work – sparks from cutting and grinding machines' },
  'HWP-FG': { id: 'work.permit.HWP-FG', defaultMessage: 'Hot work – in a flammable gas area' },
  CWP: { id: 'work.permit.CWP', defaultMessage: 'Cold work' },
  CSE: { id: 'work.permit.CSE', defaultMessage: 'Confined space entry' },
  ELCT: { id: 'work.permit.ELCT', defaultMessage: 'Electrical isolation and work' },
  'SPC-HC': { id: 'work.permit.SPC-HC', defaultMessage: 'Special – opening hydrocarbon or chemical lines' },
  'SPC-RM': { id: 'work.permit.SPC-RM', defaultMessage: 'Special – radiation sources (radiography, level gauges)' },
  'SPC-DC': { id: 'work.permit.SPC-DC', defaultMessage: 'Special – digging and civil works' },
  'SPC-EV': { id: 'work.permit.SPC-EV', defaultMessage: 'Special – work at height and elevated platforms' },
});

/** Permit codes as people read them: "CSE Confined space entry, ELCT Electrical isolation and work". */
export const permitNames = (intl: { formatMessage: (m: AppMessage) => string }, codes: readonly string[]) =>
  codes
    .map((c) => {
      const name = (PERMIT_NAMES as Record<string, AppMessage | undefined>)[c];
      return name ? `${c} ${intl.formatMessage(name)}` : c;
    })
    .join(', ');

/** A stored delay code's name (none for a code the list does not hold). */
export const delayCodeName = (code: string): AppMessage | undefined =>
  (DELAY_CODE_NAMES as Record<string, AppMessage | undefined>)[code];

export default defineMessages({
  codeName: { id: 'work.codeName', defaultMessage: '{code} {name}' },
});

/** The words for what a work request or a move lacks (workValidation.ts). */
export const PROBLEMS = defineMessages({
  titleRequired: { id: 'work.problem.titleRequired', defaultMessage: 'Enter a title.' },
  titleTooLong: { id: 'work.problem.titleTooLong', defaultMessage: 'A title has at most 200 characters.' },
  descriptionTooLong: {
    id: 'work.problem.descriptionTooLong',
    defaultMessage: 'A description has at most 5,000 characters.',
  },
  equipmentRequired: { id: 'work.problem.equipmentRequired', defaultMessage: 'Choose the equipment the work is on.' },
  equipmentUnknown: {
    id: 'work.problem.equipmentUnknown',
    defaultMessage: 'This equipment is not in the current plant. Choose it again.',
  },
  workTypeUnknown: { id: 'work.problem.workTypeUnknown', defaultMessage: 'Choose a work type from the list.' },
  reasonRequired: { id: 'work.problem.reasonRequired', defaultMessage: 'Give the reason.' },
  reasonTooLong: { id: 'work.problem.reasonTooLong', defaultMessage: 'A reason has at most 1,000 characters.' },
  estimatedHours: {
    id: 'work.problem.estimatedHours',
    defaultMessage: 'Estimated hours must be more than 0 and at most 1,000.',
  },
  craftRequired: { id: 'work.problem.craftRequired', defaultMessage: 'Enter the craft (for example Mechanical).' },
  craftTooLong: { id: 'work.problem.craftTooLong', defaultMessage: 'A craft has at most 60 characters.' },
  assigneesRequired: { id: 'work.problem.assigneesRequired', defaultMessage: 'Assign at least one person.' },
  assigneesTooMany: { id: 'work.problem.assigneesTooMany', defaultMessage: 'Assign at most 10 people.' },
  permitUnknown: { id: 'work.problem.permitUnknown', defaultMessage: 'Choose permits from the list only.' },
  materials: {
    id: 'work.problem.materials',
    defaultMessage:
      'Each material needs a description (up to 200 characters) and a quantity above 0; at most 50 lines.',
  },
  actualHours: {
    id: 'work.problem.actualHours',
    defaultMessage: 'Actual hours must be more than 0 and less than 1,000.',
  },
  actionUnknown: { id: 'work.problem.actionUnknown', defaultMessage: 'Choose an action from the list.' },
  actionRequired: { id: 'work.problem.actionRequired', defaultMessage: 'Choose the action taken.' },
  failureCauseUnknown: {
    id: 'work.problem.failureCauseUnknown',
    defaultMessage: 'Choose a failure cause from the list.',
  },
  failureCauseRequired: {
    id: 'work.problem.failureCauseRequired',
    defaultMessage: 'A breakdown or a repair needs its failure cause.',
  },
  delaysTooMany: {
    id: 'work.problem.delaysTooMany',
    defaultMessage: 'An order has at most 5 delays, one per code.',
  },
  delaysRepeated: {
    id: 'work.problem.delaysRepeated',
    defaultMessage: 'Each delay code appears once: add the hours of the same code together.',
  },
  delays: {
    id: 'work.problem.delays',
    defaultMessage:
      'Each delay needs a code from 1A to 7D, hours above 0 and at most 24, and a note of at most 1,000 characters.',
  },
  moveNotAllowed: {
    id: 'work.problem.moveNotAllowed',
    defaultMessage: 'This move is not allowed from the order’s status, or not for your role.',
  },
  planIncomplete: {
    id: 'work.problem.planIncomplete',
    defaultMessage: 'Plan the work first: estimated hours, craft and who does it.',
  },
  readingNotNumber: {
    id: 'work.problem.readingNotNumber',
    defaultMessage: 'A reading is a number, for example 4.2 (digits, one decimal point or comma).',
  },
  signatureRequired: {
    id: 'work.problem.signatureRequired',
    defaultMessage: 'This order needs a signature: type your full name to sign before marking Work Complete.',
  },
  signatureTooLong: { id: 'work.problem.signatureTooLong', defaultMessage: 'A signature has at most 200 characters.' },
  requiredAdminOnly: {
    id: 'work.problem.requiredAdminOnly',
    defaultMessage: 'Only an admin decides which procedures must be acknowledged.',
  },
  requiredTooLate: {
    id: 'work.problem.requiredTooLate',
    defaultMessage: 'Required procedures are chosen before the work starts.',
  },
  requiredTooMany: {
    id: 'work.problem.requiredTooMany',
    defaultMessage: 'An order can require at most 5 procedures to be acknowledged.',
  },
  requiredRepeated: { id: 'work.problem.requiredRepeated', defaultMessage: 'A procedure is required only once.' },
  requiredAcknowledged: {
    id: 'work.problem.requiredAcknowledged',
    defaultMessage: 'A procedure that has been acknowledged stays required.',
  },
  acknowledgeNotRequired: {
    id: 'work.problem.acknowledgeNotRequired',
    defaultMessage: 'Only a required procedure is acknowledged on an order.',
  },
  acknowledgeNotNewer: {
    id: 'work.problem.acknowledgeNotNewer',
    defaultMessage: 'This revision has already been acknowledged.',
  },
  partsDelayRequired: {
    id: 'work.problem.partsDelayRequired',
    defaultMessage: 'To put the work on hold for parts, add a parts delay (4A–4E) with its hours first.',
  },
  acknowledgementRequired: {
    id: 'work.problem.acknowledgementRequired',
    defaultMessage: 'Acknowledge the required procedures before starting the work.',
  },
  executionIncomplete: {
    id: 'work.problem.executionIncomplete',
    defaultMessage:
      'Record the work first: actual hours, the action taken, and the failure cause for a breakdown or repair.',
  },
});
