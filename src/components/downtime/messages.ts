import { defineMessages } from '../../i18n/defineMessages';
import type { DowntimeReason } from '../../domain/downtime';

// The downtime card of the equipment and work-order pages.
const messages = defineMessages({
  title: { id: 'downtime.title', defaultMessage: 'Downtime' },
  orderTitle: { id: 'downtime.orderTitle', defaultMessage: 'Downtime on this order' },
  running: { id: 'downtime.running', defaultMessage: 'Running: no stop is open.' },
  stoppedSince: { id: 'downtime.stoppedSince', defaultMessage: 'Stopped since {time} ({reason}), {hours} so far.' },
  lastBack: { id: 'downtime.lastBack', defaultMessage: 'Last back in service {time}.' },
  loading: { id: 'downtime.loading', defaultMessage: 'Loading the downtime…' },
  failed: { id: 'downtime.failed', defaultMessage: 'The downtime could not be loaded: {reason}' },
  retry: { id: 'downtime.retry', defaultMessage: 'Try again' },
  recordTitle: { id: 'downtime.recordTitle', defaultMessage: 'Record a stop' },
  stoppedAt: { id: 'downtime.stoppedAt', defaultMessage: 'Stopped at' },
  backAt: { id: 'downtime.backAt', defaultMessage: 'Back in service at' },
  stillStopped: { id: 'downtime.stillStopped', defaultMessage: 'It is still stopped' },
  stillStoppedHint: {
    id: 'downtime.stillStoppedHint',
    defaultMessage: 'Untick to record a stop that has already ended.',
  },
  reason: { id: 'downtime.reason', defaultMessage: 'Reason' },
  chooseReason: { id: 'downtime.chooseReason', defaultMessage: 'Choose a reason' },
  note: { id: 'downtime.note', defaultMessage: 'Note (optional)' },
  record: { id: 'downtime.record', defaultMessage: 'Record the stop' },
  stopNow: { id: 'downtime.stopNow', defaultMessage: 'Equipment stopped' },
  backTitle: { id: 'downtime.backTitle', defaultMessage: 'Back in service' },
  backButton: { id: 'downtime.backButton', defaultMessage: 'Back in service' },
  timeHint: { id: 'downtime.timeHint', defaultMessage: 'Your device’s time, to the minute; at most 14 days back.' },
  recorded: { id: 'downtime.recorded', defaultMessage: 'Stop recorded.' },
  backRecorded: { id: 'downtime.backRecorded', defaultMessage: 'Back in service recorded.' },
  writeFailed: { id: 'downtime.writeFailed', defaultMessage: 'The downtime was not saved: {error}' },
  stoppedMissing: { id: 'downtime.stoppedMissing', defaultMessage: 'Enter when it stopped.' },
  stoppedAhead: { id: 'downtime.stoppedAhead', defaultMessage: 'That time is still to come: enter when it stopped.' },
  stoppedTooOld: {
    id: 'downtime.stoppedTooOld',
    defaultMessage: 'That is more than 14 days ago: a stop so old cannot be recorded.',
  },
  backMissing: { id: 'downtime.backMissing', defaultMessage: 'Enter when it was back in service.' },
  backAhead: {
    id: 'downtime.backAhead',
    defaultMessage: 'That time is still to come: enter when it was back in service.',
  },
  backBeforeStopped: {
    id: 'downtime.backBeforeStopped',
    defaultMessage: 'It cannot be back in service before it stopped ({time}).',
  },
  beforeLastStop: {
    id: 'downtime.beforeLastStop',
    defaultMessage: 'Its last stop ended at {time}: a new stop begins then or later.',
  },
  alreadyStopped: {
    id: 'downtime.alreadyStopped',
    defaultMessage: 'A stop is already open: put it back in service first.',
  },
  reasonMissing: { id: 'downtime.reasonMissing', defaultMessage: 'Choose why it stopped.' },
  alreadyBack: { id: 'downtime.alreadyBack', defaultMessage: 'It is already back in service.' },
  noteTooLong: { id: 'downtime.noteTooLong', defaultMessage: 'The note is too long: at most 500 characters.' },
  figuresTitle: { id: 'downtime.figuresTitle', defaultMessage: 'The last 365 days' },
  availability: { id: 'downtime.availability', defaultMessage: 'Availability' },
  availabilityHint: {
    id: 'downtime.availabilityHint',
    defaultMessage: 'Time not stopped ÷ time passed, every reason counted.',
  },
  mttr: { id: 'downtime.mttr', defaultMessage: 'MTTR (SMRP 3.5.2)' },
  mttrHint: {
    id: 'downtime.mttrHint',
    defaultMessage: 'Failure downtime ÷ failures: from the stop until back in service.',
  },
  mtbf: { id: 'downtime.mtbf', defaultMessage: 'MTBF (SMRP 3.5.1)' },
  mtbfHint: { id: 'downtime.mtbfHint', defaultMessage: 'Time running ÷ failures.' },
  stopsCount: {
    id: 'downtime.stopsCount',
    defaultMessage:
      '{stops, plural, one {# stop} other {# stops}}, {failures, plural, one {# failure} other {# failures}}, {hours} down',
  },
  none: { id: 'downtime.none', defaultMessage: '—' },
  noStopsYear: { id: 'downtime.noStopsYear', defaultMessage: 'No stop recorded in these 365 days.' },
  noFailures: { id: 'downtime.noFailures', defaultMessage: 'no failures' },
  hours: { id: 'downtime.hours', defaultMessage: '{hours} h' },
  paretoTitle: { id: 'downtime.paretoTitle', defaultMessage: 'Downtime by reason (hours)' },
  paretoCategory: { id: 'downtime.paretoCategory', defaultMessage: 'Reason' },
  paretoSeries: { id: 'downtime.paretoSeries', defaultMessage: 'Hours stopped' },
  showTable: { id: 'downtime.showTable', defaultMessage: 'Show the figures as a table' },
  hideTable: { id: 'downtime.hideTable', defaultMessage: 'Hide the table' },
  recent: { id: 'downtime.recent', defaultMessage: 'Stops' },
  noStops: { id: 'downtime.noStops', defaultMessage: 'No stops recorded.' },
  colStopped: { id: 'downtime.colStopped', defaultMessage: 'Stopped' },
  colBack: { id: 'downtime.colBack', defaultMessage: 'Back in service' },
  colLength: { id: 'downtime.colLength', defaultMessage: 'Length' },
  colReason: { id: 'downtime.colReason', defaultMessage: 'Reason' },
  colOrder: { id: 'downtime.colOrder', defaultMessage: 'Order' },
  colBy: { id: 'downtime.colBy', defaultMessage: 'Recorded by' },
  openNow: { id: 'downtime.openNow', defaultMessage: 'still stopped' },
  moreStops: { id: 'downtime.moreStops', defaultMessage: 'The last {count} stops are listed.' },
  onOrder: { id: 'downtime.onOrder', defaultMessage: 'Stops recorded on this order count on its equipment.' },
  codingTitle: { id: 'downtime.codingTitle', defaultMessage: 'Code the failure (ISO 14224)' },
  codingTitleAgain: { id: 'downtime.codingTitleAgain', defaultMessage: 'Code the failure again (ISO 14224)' },
  codingIntro: {
    id: 'downtime.codingIntro',
    defaultMessage:
      'What was seen (the failure mode), how it failed (the mechanism) and why (the cause). Mechanism and cause may wait for the analysis.',
  },
  codingClass: { id: 'downtime.codingClass', defaultMessage: 'Equipment class' },
  codingChooseClass: { id: 'downtime.codingChooseClass', defaultMessage: 'Choose a class' },
  codingMode: { id: 'downtime.codingMode', defaultMessage: 'Failure mode' },
  codingChooseMode: { id: 'downtime.codingChooseMode', defaultMessage: 'Choose the failure mode' },
  codingMechanism: { id: 'downtime.codingMechanism', defaultMessage: 'Failure mechanism' },
  codingCause: { id: 'downtime.codingCause', defaultMessage: 'Failure cause' },
  codingNotKnown: { id: 'downtime.codingNotKnown', defaultMessage: 'Not known yet' },
  codingNotKnownHint: {
    id: 'downtime.codingNotKnownHint',
    defaultMessage: 'Leave it for now if the analysis is still to come.',
  },
  codingSave: { id: 'downtime.codingSave', defaultMessage: 'Save the coding' },
  codingCancel: { id: 'downtime.codingCancel', defaultMessage: 'Cancel' },
  codingClassMissing: {
    id: 'downtime.codingClassMissing',
    defaultMessage: 'Choose the equipment class: the failure modes depend on it.',
  },
  codingClassUnknown: {
    id: 'downtime.codingClassUnknown',
    defaultMessage: 'That class is not in the library any more: choose another.',
  },
  codingModeMissing: {
    id: 'downtime.codingModeMissing',
    defaultMessage: 'Choose the failure mode (Unknown is on the list).',
  },
  codingModeUnknown: {
    id: 'downtime.codingModeUnknown',
    defaultMessage: 'That mode is not one of this class: choose one from the list.',
  },
  codingMechanismUnknown: {
    id: 'downtime.codingMechanismUnknown',
    defaultMessage: 'That mechanism is not in the library: choose one from the list.',
  },
  codingCauseUnknown: {
    id: 'downtime.codingCauseUnknown',
    defaultMessage: 'That cause is not in the library: choose one from the list.',
  },
  coded: { id: 'downtime.coded', defaultMessage: 'Failure coded.' },
  notCoded: { id: 'downtime.notCoded', defaultMessage: 'Not coded' },
  codeButton: { id: 'downtime.codeButton', defaultMessage: 'Code' },
  recodeButton: { id: 'downtime.recodeButton', defaultMessage: 'Change' },
  codeButtonLabel: { id: 'downtime.codeButtonLabel', defaultMessage: 'Code the failure that stopped at {time}' },
  recodeButtonLabel: {
    id: 'downtime.recodeButtonLabel',
    defaultMessage: 'Change the coding of the failure that stopped at {time}',
  },
  codingBy: { id: 'downtime.codingBy', defaultMessage: 'coded by {name}' },
  noEquipment: {
    id: 'downtime.noEquipment',
    defaultMessage: 'This order names no equipment, so no stop can be recorded on it.',
  },
});

export default messages;

/** Each downtime reason's name. */
export const REASON_NAMES = defineMessages({
  failure: { id: 'downtime.reason.failure', defaultMessage: 'Failure (breakdown)' },
  preventive: { id: 'downtime.reason.preventive', defaultMessage: 'Planned maintenance' },
  operational: { id: 'downtime.reason.operational', defaultMessage: 'Operational (no operator, material or demand)' },
  changeover: { id: 'downtime.reason.changeover', defaultMessage: 'Set-up or changeover' },
  utilities: { id: 'downtime.reason.utilities', defaultMessage: 'Utilities (power, air, steam, water)' },
  safety: { id: 'downtime.reason.safety', defaultMessage: 'Safety stop or inspection' },
  other: { id: 'downtime.reason.other', defaultMessage: 'Other' },
}) satisfies Record<DowntimeReason, unknown>;
