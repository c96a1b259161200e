// Words of the work order's planning form, execution panel and photos ("Triage and
// plan", "Execute"). Names of the reference lists' codes are in ../messages.ts.
import { defineMessages } from '../../../i18n/defineMessages';

export default defineMessages({
  // The plan
  planTitle: { id: 'work.forms.planTitle', defaultMessage: 'Plan the work' },
  estimatedHours: { id: 'work.forms.estimatedHours', defaultMessage: 'Estimated hours' },
  crewShare: {
    id: 'work.forms.crewShare',
    defaultMessage: '{crew, number} people × {hours, number} h each.',
  },
  craft: { id: 'work.forms.craft', defaultMessage: 'Craft' },
  craftHint: { id: 'work.forms.craftHint', defaultMessage: 'Choose one of the list or type another.' },
  assignees: { id: 'work.forms.assignees', defaultMessage: 'Who does the work' },
  noMembers: { id: 'work.forms.noMembers', defaultMessage: 'The company’s members are loading.' },
  permits: { id: 'work.forms.permits', defaultMessage: 'Permits required' },
  materialWhole: {
    id: 'work.forms.materialWhole',
    defaultMessage: 'A part counted in whole pieces needs a whole quantity.',
  },
  note: { id: 'work.forms.note', defaultMessage: 'Note for the timeline (optional)' },
  noteTooLong: { id: 'work.forms.noteTooLong', defaultMessage: 'A note has at most 1,000 characters.' },
  cancel: { id: 'work.forms.cancel', defaultMessage: 'Cancel' },

  // Execution
  executionTitle: { id: 'work.forms.executionTitle', defaultMessage: 'The work' },
  start: { id: 'work.forms.start', defaultMessage: 'Start the work' },
  emergencyStart: { id: 'work.forms.emergencyStart', defaultMessage: 'Start now (emergency)' },
  emergencyHint: {
    id: 'work.forms.emergencyHint',
    defaultMessage:
      'A breakdown or a safety problem can be started at once, without waiting for planning: you take the work, and planning is recorded afterwards.',
  },
  emergencyNote: { id: 'work.forms.emergencyNote', defaultMessage: 'Emergency: started at once, planning to follow.' },
  hold: { id: 'work.forms.hold', defaultMessage: 'On hold for parts' },
  holdHint: {
    id: 'work.forms.holdHint',
    defaultMessage: 'Add a parts delay (4A–4E) with its hours, then put the work on hold until the parts arrive.',
  },
  holdNeedsDelay: {
    id: 'work.forms.holdNeedsDelay',
    defaultMessage: 'Add a parts delay (4A–4E) with its hours first: it says why the work waits.',
  },
  holdNote: { id: 'work.forms.holdNote', defaultMessage: 'On hold: waiting for parts.' },
  resume: { id: 'work.forms.resume', defaultMessage: 'Resume the work' },
  resumeHint: {
    id: 'work.forms.resumeHint',
    defaultMessage: 'The work stopped for parts. Resume it when they are here; what was recorded is kept.',
  },
  resumeNote: { id: 'work.forms.resumeNote', defaultMessage: 'Resumed: parts arrived.' },
  startHint: {
    id: 'work.forms.startHint',
    defaultMessage: 'Starting moves the order to In Progress, where the hours, action and delays are recorded.',
  },
  actualHours: { id: 'work.forms.actualHours', defaultMessage: 'Actual hours' },
  hoursFromTime: { id: 'work.forms.hoursFromTime', defaultMessage: 'The sum of the time logged above.' },
  action: { id: 'work.forms.action', defaultMessage: 'Action taken' },
  failureCause: { id: 'work.forms.failureCause', defaultMessage: 'Failure cause' },
  failureCauseRequired: {
    id: 'work.forms.failureCauseRequired',
    defaultMessage: 'Failure cause (required for this work type)',
  },
  notChosen: { id: 'work.forms.notChosen', defaultMessage: '— not chosen —' },
  delays: { id: 'work.forms.delays', defaultMessage: 'Delays' },
  noDelays: { id: 'work.forms.noDelays', defaultMessage: 'No delays recorded.' },
  delayCode: { id: 'work.forms.delayCode', defaultMessage: 'Code of delay {n}' },
  delayCodeLabel: { id: 'work.forms.delayCodeLabel', defaultMessage: 'Code' },
  delayHoursLabel: { id: 'work.forms.delayHoursLabel', defaultMessage: 'Hours' },
  delayNoteLabel: { id: 'work.forms.delayNoteLabel', defaultMessage: 'Note' },
  delayHours: { id: 'work.forms.delayHours', defaultMessage: 'Hours of delay {n}' },
  delayNote: { id: 'work.forms.delayNote', defaultMessage: 'Note of delay {n}' },
  addDelay: { id: 'work.forms.addDelay', defaultMessage: 'Add a delay' },
  delaysFull: {
    id: 'work.forms.delaysFull',
    defaultMessage: 'An order has at most {n} delays, one per code: change the hours of a code already listed.',
  },
  removeDelay: { id: 'work.forms.removeDelay', defaultMessage: 'Remove delay {n}' },
  completionNote: { id: 'work.forms.completionNote', defaultMessage: 'Note when completing (optional)' },
  save: { id: 'work.forms.save', defaultMessage: 'Save the record' },
  complete: { id: 'work.forms.complete', defaultMessage: 'Mark Work Complete' },
  comment: { id: 'work.forms.comment', defaultMessage: 'Comment' },
  commentHint: { id: 'work.forms.commentHint', defaultMessage: 'Comments are added to the timeline.' },
  addComment: { id: 'work.forms.addComment', defaultMessage: 'Add the comment' },
  commentRequired: { id: 'work.forms.commentRequired', defaultMessage: 'Write a comment first.' },
  notAssigned: {
    id: 'work.forms.notAssigned',
    defaultMessage:
      'Only the people assigned to this order, and admins, start it, record the work and mark it complete.',
  },
  codeName: { id: 'work.forms.codeName', defaultMessage: '{code} – {name}' },

  // Preventive orders: checklist, signature; contract visits
  checklistTitle: { id: 'work.forms.checklistTitle', defaultMessage: 'Checklist' },
  readingLabel: { id: 'work.forms.readingLabel', defaultMessage: '{step} ({unit})' },
  readingLabelNoUnit: { id: 'work.forms.readingLabelNoUnit', defaultMessage: '{step} (reading)' },
  allowedRange: { id: 'work.forms.allowedRange', defaultMessage: 'Allowed: {range} {unit}' },
  rangeBetween: { id: 'work.forms.rangeBetween', defaultMessage: '{min}–{max}' },
  rangeAtLeast: { id: 'work.forms.rangeAtLeast', defaultMessage: 'at least {min}' },
  rangeAtMost: { id: 'work.forms.rangeAtMost', defaultMessage: 'at most {max}' },
  outOfRange: { id: 'work.forms.outOfRange', defaultMessage: 'Out of range ({range})' },
  raiseFollowUp: { id: 'work.forms.raiseFollowUp', defaultMessage: 'Raise follow-up request' },
  followUpTitle: { id: 'work.forms.followUpTitle', defaultMessage: 'Out of range: {step} = {value} {unit}' },
  followUpDescription: {
    id: 'work.forms.followUpDescription',
    defaultMessage:
      'Found on work order {number}: the reading of “{step}” was {value} {unit}, outside the allowed range {range}.',
  },
  followUpRaised: { id: 'work.forms.followUpRaised', defaultMessage: 'Follow-up request raised: {link}' },
  signature: { id: 'work.forms.signature', defaultMessage: 'Signature (type your full name)' },
  signatureHint: {
    id: 'work.forms.signatureHint',
    defaultMessage:
      'This plan asks for a signature to mark the work complete. It is recorded with your account and the time.',
  },
  contractorVisit: { id: 'work.forms.contractorVisit', defaultMessage: 'Contractor visit: {vendor}' },

  // Photos
  photosTitle: { id: 'work.forms.photosTitle', defaultMessage: 'Photos and files' },
  photosWaiting: {
    id: 'work.forms.photosWaiting',
    defaultMessage: 'Photos can be added once this request has reached the server.',
  },
});

/**
 * The procedures on a work order — the requirement, the acknowledgement, the start
 * gate. History notes are written in the writer's language, like a comment.
 */
export const PROCEDURE_MESSAGES = defineMessages({
  require: { id: 'work.procedures.require', defaultMessage: 'Require acknowledgement before starting' },
  requireFull: {
    id: 'work.procedures.requireFull',
    defaultMessage: 'An order can require at most 5 procedures.',
  },
  requireLocked: {
    id: 'work.procedures.requireLocked',
    defaultMessage: 'Acknowledged, so it stays required.',
  },
  required: { id: 'work.procedures.required', defaultMessage: 'Required before starting' },
  notAcknowledged: { id: 'work.procedures.notAcknowledged', defaultMessage: 'Not acknowledged yet.' },
  acknowledgedBy: {
    id: 'work.procedures.acknowledgedBy',
    defaultMessage: 'Acknowledged by {name}, revision {revision}, {date}.',
  },
  staleBy: {
    id: 'work.procedures.staleBy',
    defaultMessage: '{name} acknowledged revision {acknowledged}; revision {current} is current.',
  },
  eachPerson: {
    id: 'work.procedures.eachPerson',
    defaultMessage: 'Everyone who works on this order acknowledges it for themself.',
  },
  stale: {
    id: 'work.procedures.stale',
    defaultMessage:
      'Acknowledged revision {acknowledged}; revision {current} is current: read it again before starting.',
  },
  acknowledge: { id: 'work.procedures.acknowledge', defaultMessage: 'I have read {title} (revision {revision})' },
  noteRequired: { id: 'work.procedures.noteRequired', defaultMessage: 'Requires acknowledgement of {title}' },
  noteNotRequired: {
    id: 'work.procedures.noteNotRequired',
    defaultMessage: 'No longer requires acknowledgement of {title}',
  },
  noteAcknowledged: {
    id: 'work.procedures.noteAcknowledged',
    defaultMessage: 'Acknowledged {title}, revision {revision}',
  },
  gateTitle: { id: 'work.procedures.gateTitle', defaultMessage: 'Before starting' },
  gateMissing: { id: 'work.procedures.gateMissing', defaultMessage: 'Acknowledge “{title}” before starting.' },
  gateStale: {
    id: 'work.procedures.gateStale',
    defaultMessage: '“{title}” was revised (revision {current}): acknowledge it again before starting.',
  },
  gateUnknown: {
    id: 'work.procedures.gateUnknown',
    defaultMessage:
      'A required procedure is no longer linked to this order or could not be loaded; an admin can remove the requirement.',
  },
  removeRequirement: { id: 'work.procedures.removeRequirement', defaultMessage: 'Remove the requirement' },
  recordRefused: {
    id: 'work.procedures.recordRefused',
    defaultMessage: 'Acknowledge the required procedures yourself before recording work on this order.',
  },
  startRefused: {
    id: 'work.procedures.startRefused',
    defaultMessage: 'The work cannot start yet: acknowledge the procedures listed above.',
  },
});

export const TIME_MESSAGES = defineMessages({
  title: { id: 'work.time.title', defaultMessage: 'Time' },
  total: { id: 'work.time.total', defaultMessage: '{hours, number} h logged in all' },
  none: { id: 'work.time.none', defaultMessage: 'No time logged yet. Each person logs their own.' },
  person: { id: 'work.time.person', defaultMessage: '{name}: {hours, number} h' },
  craft: { id: 'work.time.craft', defaultMessage: '{craft}: {hours, number} h' },
  noCraft: { id: 'work.time.noCraft', defaultMessage: 'No craft' },
  entry: { id: 'work.time.entry', defaultMessage: '{name}, {hours, number} h' },
  start: { id: 'work.time.start', defaultMessage: 'Start the timer' },
  stop: { id: 'work.time.stop', defaultMessage: 'Stop and log the time' },
  discard: { id: 'work.time.discard', defaultMessage: 'Discard the timer' },
  running: { id: 'work.time.running', defaultMessage: 'Timer running since {time}: {hours, number} h so far.' },
  runningElsewhere: {
    id: 'work.time.runningElsewhere',
    defaultMessage: 'Your timer is running on {link}. Stop it there before timing this order.',
  },
  timerHint: {
    id: 'work.time.timerHint',
    defaultMessage: 'The timer is kept on this device: it goes on through a reload and with no signal.',
  },
  tooShort: { id: 'work.time.tooShort', defaultMessage: 'The timer ran for less than a minute: nothing was logged.' },
  longTimer: {
    id: 'work.time.longTimer',
    defaultMessage:
      'The timer ran {hours, number} h, longer than a shift: it was probably left running. Type the hours you worked, then log them.',
  },
  hours: { id: 'work.time.hours', defaultMessage: 'Hours worked' },
  hoursHint: { id: 'work.time.hoursHint', defaultMessage: 'For example 1.5. Up to 24 in one entry.' },
  note: { id: 'work.time.note', defaultMessage: 'Note (optional)' },
  log: { id: 'work.time.log', defaultMessage: 'Log the time' },
  typedTitle: { id: 'work.time.typedTitle', defaultMessage: 'Or type the hours' },
  hoursMissing: { id: 'work.time.hoursMissing', defaultMessage: 'Type the hours as a number, for example 1.5.' },
  hoursNotPositive: {
    id: 'work.time.hoursNotPositive',
    defaultMessage: 'Hours are more than 0: nothing negative or empty.',
  },
  hoursTooMany: {
    id: 'work.time.hoursTooMany',
    defaultMessage: 'One entry holds at most 24 hours: log each day apart.',
  },
  inFuture: { id: 'work.time.inFuture', defaultMessage: 'This time ends in the future: check the device’s clock.' },
  overlaps: {
    id: 'work.time.overlaps',
    defaultMessage: 'This time overlaps time you already logged on this order: nothing was logged.',
  },
  noteTooLong: { id: 'work.time.noteTooLong', defaultMessage: 'A note has at most 500 characters.' },
  correctedNote: { id: 'work.time.correctedNote', defaultMessage: 'Timer corrected' },
  cost: { id: 'work.time.cost', defaultMessage: 'Labour cost: {cost} (hours × each craft’s rate per hour).' },
  costNoCraft: {
    id: 'work.time.costNoCraft',
    defaultMessage: 'Labour cost: known once the work is planned with a craft (its rate per hour applies).',
  },
  costUnpriced: {
    id: 'work.time.costUnpriced',
    defaultMessage:
      'Labour cost: “{craft}” has no rate per hour yet (an admin sets it with the crews on the weekly schedule).',
  },
});
