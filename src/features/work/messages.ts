// Names of the work-order vocabulary (spec §9) in every language; the data keeps the codes.
import { defineMessages } from '../../i18n/defineMessages';

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

export const FAILURE_CAUSE_NAMES = defineMessages({
  DSN: { id: 'work.failureCause.DSN', defaultMessage: 'Design' },
  INST: { id: 'work.failureCause.INST', defaultMessage: 'Installation' },
  OPR: { id: 'work.failureCause.OPR', defaultMessage: 'Operation' },
  MNT: { id: 'work.failureCause.MNT', defaultMessage: 'Maintenance' },
  EF: { id: 'work.failureCause.EF', defaultMessage: 'External Factor' },
  '3RDPARTY': { id: 'work.failureCause.3RDPARTY', defaultMessage: 'Third party' },
  ENVIRO: { id: 'work.failureCause.ENVIRO', defaultMessage: 'Environment' },
  MACHINE: { id: 'work.failureCause.MACHINE', defaultMessage: 'Machine' },
  MAN: { id: 'work.failureCause.MAN', defaultMessage: 'People' },
  MATERIAL: { id: 'work.failureCause.MATERIAL', defaultMessage: 'Material' },
  MEASURE: { id: 'work.failureCause.MEASURE', defaultMessage: 'Measurement' },
  METHOD: { id: 'work.failureCause.METHOD', defaultMessage: 'Method' },
  UTILITY: { id: 'work.failureCause.UTILITY', defaultMessage: 'Utility' },
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

export default defineMessages({
  codeName: { id: 'work.codeName', defaultMessage: '{code} {name}' },
});
