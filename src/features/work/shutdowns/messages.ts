// The shutdowns' words (ids work.shutdowns.…).
import { defineMessages } from '../../../i18n/defineMessages';
import type { ShutdownPhase, ShutdownProblem, ShutdownWorkNote } from '../../../domain/shutdowns';

const messages = defineMessages({
  listTitle: { id: 'work.shutdowns.listTitle', defaultMessage: 'Shutdowns' },
  listIntro: {
    id: 'work.shutdowns.listIntro',
    defaultMessage:
      'A shutdown stops part of the plant for some days so that the work which needs it stopped can be done. Plan its work, see the crew’s load day by day, and print the plan.',
  },
  newShutdown: { id: 'work.shutdowns.newShutdown', defaultMessage: 'New shutdown' },
  loading: { id: 'work.shutdowns.loading', defaultMessage: 'Loading the shutdowns…' },
  loadFailed: { id: 'work.shutdowns.loadFailed', defaultMessage: 'The shutdowns could not be loaded.' },
  none: { id: 'work.shutdowns.none', defaultMessage: 'No shutdown is planned for this plant yet.' },
  choosePlant: { id: 'work.shutdowns.choosePlant', defaultMessage: 'Choose a plant to see its shutdowns.' },
  adminsOnly: { id: 'work.shutdowns.adminsOnly', defaultMessage: 'Only admins plan shutdowns.' },
  missing: { id: 'work.shutdowns.missing', defaultMessage: 'This shutdown does not exist in this plant.' },
  colTitle: { id: 'work.shutdowns.colTitle', defaultMessage: 'Shutdown' },
  colDays: { id: 'work.shutdowns.colDays', defaultMessage: 'Days' },
  colStatus: { id: 'work.shutdowns.colStatus', defaultMessage: 'Status' },
  colEquipment: { id: 'work.shutdowns.colEquipment', defaultMessage: 'Equipment' },
  colOrders: { id: 'work.shutdowns.colOrders', defaultMessage: 'Work orders' },
  dayRange: {
    id: 'work.shutdowns.dayRange',
    defaultMessage: '{start} – {end} ({days, plural, one {# day} other {# days}})',
  },
  // The form
  newTitle: { id: 'work.shutdowns.newTitle', defaultMessage: 'New shutdown' },
  editTitle: { id: 'work.shutdowns.editTitle', defaultMessage: 'Edit the shutdown' },
  fieldTitle: { id: 'work.shutdowns.fieldTitle', defaultMessage: 'Name' },
  fieldStart: { id: 'work.shutdowns.fieldStart', defaultMessage: 'First day' },
  fieldEnd: { id: 'work.shutdowns.fieldEnd', defaultMessage: 'Last day' },
  fieldEquipment: { id: 'work.shutdowns.fieldEquipment', defaultMessage: 'Equipment stopped' },
  equipmentFilter: { id: 'work.shutdowns.equipmentFilter', defaultMessage: 'Find equipment' },
  equipmentHint: {
    id: 'work.shutdowns.equipmentHint',
    defaultMessage: 'Choose what is stopped: a system with all that is under it, or single items.',
  },
  addBranches: {
    id: 'work.shutdowns.addBranches',
    defaultMessage: 'Add the {count, plural, one {# item} other {# items}} under those chosen',
  },
  fieldNote: { id: 'work.shutdowns.fieldNote', defaultMessage: 'Notes (isolation points, contractors, access)' },
  save: { id: 'work.shutdowns.save', defaultMessage: 'Save the shutdown' },
  saveChanges: { id: 'work.shutdowns.saveChanges', defaultMessage: 'Save the changes' },
  cancel: { id: 'work.shutdowns.cancel', defaultMessage: 'Cancel' },
  problemsFound: { id: 'work.shutdowns.problemsFound', defaultMessage: 'Please fix the fields marked below.' },
  // A shutdown's page
  edit: { id: 'work.shutdowns.edit', defaultMessage: 'Edit' },
  print: { id: 'work.shutdowns.print', defaultMessage: 'Printable plan' },
  cancelShutdown: { id: 'work.shutdowns.cancelShutdown', defaultMessage: 'Cancel the shutdown' },
  replan: { id: 'work.shutdowns.replan', defaultMessage: 'Plan it again' },
  backToList: { id: 'work.shutdowns.backToList', defaultMessage: 'All shutdowns' },
  scopeTitle: { id: 'work.shutdowns.scopeTitle', defaultMessage: 'Equipment stopped' },
  scopeCount: {
    id: 'work.shutdowns.scopeCount',
    defaultMessage: '{count, plural, one {# item} other {# items}}',
  },
  scopeMore: {
    id: 'work.shutdowns.scopeMore',
    defaultMessage: 'and {count, plural, one {# more} other {# more}}',
  },
  workTitle: { id: 'work.shutdowns.workTitle', defaultMessage: 'Work planned into it' },
  workSummary: {
    id: 'work.shutdowns.workSummary',
    defaultMessage:
      '{count, plural, one {# order} other {# orders}}, {hours, number} h of labour; {open, number} need attention.',
  },
  workEmpty: {
    id: 'work.shutdowns.workEmpty',
    defaultMessage: 'No work is planned into this shutdown yet. Add it from the work on its equipment below.',
  },
  workLoading: { id: 'work.shutdowns.workLoading', defaultMessage: 'Loading the work orders…' },
  workFailed: { id: 'work.shutdowns.workFailed', defaultMessage: 'The work orders could not be loaded.' },
  workMissing: {
    id: 'work.shutdowns.workMissing',
    defaultMessage: 'Not found in this plant: {numbers}.',
  },
  workNotHere: {
    id: 'work.shutdowns.workNotHere',
    defaultMessage:
      '{count, plural, one {# more order is} other {# more orders are}} not on this device yet: they show once the server answers.',
  },
  colOrder: { id: 'work.shutdowns.colOrder', defaultMessage: 'Order' },
  colOrderTitle: { id: 'work.shutdowns.colOrderTitle', defaultMessage: 'Title' },
  colOrderEquipment: { id: 'work.shutdowns.colOrderEquipment', defaultMessage: 'Equipment' },
  colOrderDay: { id: 'work.shutdowns.colOrderDay', defaultMessage: 'Day' },
  colOrderLabour: { id: 'work.shutdowns.colOrderLabour', defaultMessage: 'Labour' },
  colOrderStatus: { id: 'work.shutdowns.colOrderStatus', defaultMessage: 'Status' },
  colOrderCrew: { id: 'work.shutdowns.colOrderCrew', defaultMessage: 'Crew' },
  colOrderNotes: { id: 'work.shutdowns.colOrderNotes', defaultMessage: 'Needs' },
  notScheduledDay: { id: 'work.shutdowns.notScheduledDay', defaultMessage: 'Not scheduled' },
  labourValue: {
    id: 'work.shutdowns.labourValue',
    defaultMessage: '{hours, number} h · {craft}',
  },
  takeOut: { id: 'work.shutdowns.takeOut', defaultMessage: 'Take out {number}' },
  takeOutShort: { id: 'work.shutdowns.takeOutShort', defaultMessage: 'Take out' },
  candidatesTitle: { id: 'work.shutdowns.candidatesTitle', defaultMessage: 'Work on its equipment to add' },
  candidatesIntro: {
    id: 'work.shutdowns.candidatesIntro',
    defaultMessage:
      'Open work on the equipment stopped that no shutdown holds yet: the ready backlog and the scheduled work. Select orders and add them.',
  },
  candidatesEmpty: {
    id: 'work.shutdowns.candidatesEmpty',
    defaultMessage: 'No open ready or scheduled work on its equipment is left to add.',
  },
  candidatesLoading: { id: 'work.shutdowns.candidatesLoading', defaultMessage: 'Loading the backlog…' },
  selectOrder: { id: 'work.shutdowns.selectOrder', defaultMessage: 'Select {number}' },
  addSelected: {
    id: 'work.shutdowns.addSelected',
    defaultMessage: 'Add {count, plural, one {# order} other {# orders}} to the shutdown',
  },
  addNone: { id: 'work.shutdowns.addNone', defaultMessage: 'Select the orders to add first.' },
  scheduleHint: {
    id: 'work.shutdowns.scheduleHint',
    defaultMessage: 'Put each order on a day and a person on the planner’s board: the shutdown shows there as a block.',
  },
  openBoard: { id: 'work.shutdowns.openBoard', defaultMessage: 'Open the planner’s board' },
  // Crew load
  loadTitle: { id: 'work.shutdowns.loadTitle', defaultMessage: 'Crew load, day by day' },
  loadIntro: {
    id: 'work.shutdowns.loadIntro',
    defaultMessage:
      'The labour of the shutdown’s scheduled work against the crew’s hours that day (absences and overtime counted; a person counts in each of their crafts).',
  },
  loadNoCrew: {
    id: 'work.shutdowns.loadNoCrew',
    defaultMessage: 'The plant has no crew yet: set people’s crafts and hours on the planner’s board.',
  },
  loadLoading: { id: 'work.shutdowns.loadLoading', defaultMessage: 'Loading the crew’s hours…' },
  crewFailed: { id: 'work.shutdowns.crewFailed', defaultMessage: 'The crew’s hours could not be loaded.' },
  loadChart: { id: 'work.shutdowns.loadChart', defaultMessage: 'Planned labour and crew hours per day' },
  loadPlanned: { id: 'work.shutdowns.loadPlanned', defaultMessage: 'Planned labour (h)' },
  loadCapacity: { id: 'work.shutdowns.loadCapacity', defaultMessage: 'Crew hours (h)' },
  showTable: { id: 'work.shutdowns.showTable', defaultMessage: 'Show the figures as a table' },
  hideTable: { id: 'work.shutdowns.hideTable', defaultMessage: 'Hide the table' },
  loadDay: { id: 'work.shutdowns.loadDay', defaultMessage: 'Day' },
  loadCraft: {
    id: 'work.shutdowns.loadCraft',
    defaultMessage: '{craft}: {planned, number} of {hours, number} h',
  },
  loadOver: {
    id: 'work.shutdowns.loadOver',
    defaultMessage: '{name} is planned for {planned, number} h of {hours, number} h.',
  },
  // The printed plan
  printTitle: { id: 'work.shutdowns.printTitle', defaultMessage: 'Shutdown plan' },
  printButton: { id: 'work.shutdowns.printButton', defaultMessage: 'Print' },
  printBack: { id: 'work.shutdowns.printBack', defaultMessage: 'Back to the shutdown' },
  printIntro: {
    id: 'work.shutdowns.printIntro',
    defaultMessage: 'Work packets by area and day. Printed {date} by {name}.',
  },
  printArea: { id: 'work.shutdowns.printArea', defaultMessage: 'Area: {area}' },
  printNoArea: { id: 'work.shutdowns.printNoArea', defaultMessage: 'Equipment not in the register' },
  printUnscheduled: { id: 'work.shutdowns.printUnscheduled', defaultMessage: 'Not scheduled yet' },
  printEmpty: { id: 'work.shutdowns.printEmpty', defaultMessage: 'No work is planned into this shutdown.' },
  // The board's block and a card's mark
  boardBlock: {
    id: 'work.shutdowns.boardBlock',
    defaultMessage: 'Shutdown: {title}',
  },
  boardBlockRow: { id: 'work.shutdowns.boardBlockRow', defaultMessage: 'Shutdowns' },
  cardMark: { id: 'work.shutdowns.cardMark', defaultMessage: 'Shutdown work: {title}' },
  // Refusals
  writeFailed: { id: 'work.shutdowns.writeFailed', defaultMessage: 'The change was not saved: {reason}' },
  refusedAdminsOnly: { id: 'work.shutdowns.refusedAdminsOnly', defaultMessage: 'only admins plan shutdowns.' },
  refusedNoPlant: { id: 'work.shutdowns.refusedNoPlant', defaultMessage: 'choose a plant first.' },
  refusedUnknown: {
    id: 'work.shutdowns.refusedUnknown',
    defaultMessage: 'the shutdown is no longer in this plant’s list.',
  },
  refusedInvalid: { id: 'work.shutdowns.refusedInvalid', defaultMessage: 'the shutdown has a problem to fix.' },
  refusedTooMany: { id: 'work.shutdowns.refusedTooMany', defaultMessage: 'a shutdown holds at most 300 orders.' },
});

export default messages;

export const PHASE_NAMES = defineMessages({
  planned: { id: 'work.shutdowns.phase.planned', defaultMessage: 'Coming' },
  running: { id: 'work.shutdowns.phase.running', defaultMessage: 'Running now' },
  over: { id: 'work.shutdowns.phase.over', defaultMessage: 'Over' },
  cancelled: { id: 'work.shutdowns.phase.cancelled', defaultMessage: 'Cancelled' },
}) satisfies Record<ShutdownPhase, unknown>;

export const PROBLEM_TEXT = defineMessages({
  titleRequired: { id: 'work.shutdowns.problem.titleRequired', defaultMessage: 'Give the shutdown a name.' },
  titleTooLong: {
    id: 'work.shutdowns.problem.titleTooLong',
    defaultMessage: 'Keep the name to 120 characters.',
  },
  startInvalid: { id: 'work.shutdowns.problem.startInvalid', defaultMessage: 'Enter the first day as dd.mm.yyyy.' },
  endInvalid: { id: 'work.shutdowns.problem.endInvalid', defaultMessage: 'Enter the last day as dd.mm.yyyy.' },
  endBeforeStart: {
    id: 'work.shutdowns.problem.endBeforeStart',
    defaultMessage: 'The last day cannot be before the first day.',
  },
  tooLong: { id: 'work.shutdowns.problem.tooLong', defaultMessage: 'A shutdown lasts at most 60 days.' },
  equipmentRequired: {
    id: 'work.shutdowns.problem.equipmentRequired',
    defaultMessage: 'Choose the equipment the shutdown stops.',
  },
  tooMuchEquipment: {
    id: 'work.shutdowns.problem.tooMuchEquipment',
    defaultMessage: 'A shutdown stops at most 500 equipment items.',
  },
  tooManyOrders: { id: 'work.shutdowns.problem.tooManyOrders', defaultMessage: 'A shutdown holds at most 300 orders.' },
  noteTooLong: { id: 'work.shutdowns.problem.noteTooLong', defaultMessage: 'Keep the notes to 1,000 characters.' },
}) satisfies Record<ShutdownProblem, unknown>;

export const NOTE_TEXT = defineMessages({
  notPlanned: { id: 'work.shutdowns.note.notPlanned', defaultMessage: 'Planning' },
  notScheduled: { id: 'work.shutdowns.note.notScheduled', defaultMessage: 'A day' },
  outsideDays: { id: 'work.shutdowns.note.outsideDays', defaultMessage: 'A day inside the shutdown' },
  outOfScope: { id: 'work.shutdowns.note.outOfScope', defaultMessage: 'Its equipment is not stopped' },
  finished: { id: 'work.shutdowns.note.finished', defaultMessage: 'Done' },
}) satisfies Record<ShutdownWorkNote, unknown>;
