// The planner's board's words (ids work.board.…).
import { defineMessages } from '../../../i18n/defineMessages';

export default defineMessages({
  title: { id: 'work.board.title', defaultMessage: 'Planner’s board' },
  intro: {
    id: 'work.board.intro',
    defaultMessage:
      'Build the week from the ready backlog: drag an order onto a person and a day, or select orders and schedule them. Each person’s load is weighed against their hours that day.',
  },
  keyboardHint: {
    id: 'work.board.keyboardHint',
    defaultMessage:
      'Keyboard: focus an order’s move handle, press Space to pick it up, the arrow keys to move between days and people, Space again to drop it, Escape to cancel.',
  },
  loading: { id: 'work.board.loading', defaultMessage: 'Loading the board…' },
  loadFailed: { id: 'work.board.loadFailed', defaultMessage: 'The board could not be loaded.' },
  backlog: { id: 'work.board.backlog', defaultMessage: 'Ready backlog' },
  backlogCount: { id: 'work.board.backlogCount', defaultMessage: '{shown, number} of {total, number} ready orders' },
  backlogEmpty: { id: 'work.board.backlogEmpty', defaultMessage: 'No ready work matches.' },
  backlogDrop: { id: 'work.board.backlogDrop', defaultMessage: 'Back to the ready backlog' },
  crewWeeks: { id: 'work.board.crewWeeks', defaultMessage: 'Ready backlog per craft (SMRP 5.4.9)' },
  crewWeeksValue: {
    id: 'work.board.crewWeeksValue',
    defaultMessage: '{hours, number} h · {weeks, number} crew-weeks',
  },
  crewWeeksNoCrew: { id: 'work.board.crewWeeksNoCrew', defaultMessage: '{hours, number} h · nobody in this craft' },
  filterCraft: { id: 'work.board.filterCraft', defaultMessage: 'Craft' },
  filterWorkType: { id: 'work.board.filterWorkType', defaultMessage: 'Work type' },
  filterEquipment: { id: 'work.board.filterEquipment', defaultMessage: 'Equipment tag or name' },
  anyCraft: { id: 'work.board.anyCraft', defaultMessage: 'Any craft' },
  anyWorkType: { id: 'work.board.anyWorkType', defaultMessage: 'Any work type' },
  noCraft: { id: 'work.board.noCraft', defaultMessage: 'No craft' },
  person: { id: 'work.board.person', defaultMessage: 'Person' },
  notAssigned: { id: 'work.board.notAssigned', defaultMessage: 'Nobody in particular' },
  notAssignedHint: {
    id: 'work.board.notAssignedHint',
    defaultMessage: 'Dropped here, an order changes day and keeps its people.',
  },
  noCrew: {
    id: 'work.board.noCrew',
    defaultMessage: 'Nobody is in the crew yet. An admin adds people, their crafts and hours under “Crew and hours”.',
  },
  dayLoad: { id: 'work.board.dayLoad', defaultMessage: '{hours, number} of {capacity, number} h' },
  dayLoadOf: {
    id: 'work.board.dayLoadOf',
    defaultMessage: '{name} on {day}: {hours, number} of {capacity, number} hours',
  },
  over: { id: 'work.board.over', defaultMessage: 'over' },
  away: { id: 'work.board.away', defaultMessage: '{kind}: {hours, number} h' },
  holiday: { id: 'work.board.kind.holiday', defaultMessage: 'Holiday' },
  training: { id: 'work.board.kind.training', defaultMessage: 'Training' },
  sickness: { id: 'work.board.kind.sickness', defaultMessage: 'Sick' },
  overtime: { id: 'work.board.kind.overtime', defaultMessage: 'Overtime' },
  cellLabel: { id: 'work.board.cellLabel', defaultMessage: '{name}, {day}' },
  craftLoad: { id: 'work.board.craftLoad', defaultMessage: '{craft}: {hours, number} of {capacity, number} h' },
  dayTotal: { id: 'work.board.dayTotal', defaultMessage: 'All crafts' },
  weekTotal: { id: 'work.board.weekTotal', defaultMessage: 'Week' },
  frozen: {
    id: 'work.board.frozen',
    defaultMessage:
      'Frozen when the week began: {count, plural, one {# order} other {# orders}}, {hours, number} h. Changes now are breaks-in and ask for a reason.',
  },
  notFrozen: {
    id: 'work.board.notFrozen',
    defaultMessage: 'Not frozen yet: the schedule is frozen as the baseline when the week begins.',
  },
  breakIn: { id: 'work.board.breakIn', defaultMessage: 'Break-in' },
  moveHandle: { id: 'work.board.moveHandle', defaultMessage: 'Move {number}' },
  select: { id: 'work.board.select', defaultMessage: 'Select {number}' },
  selected: {
    id: 'work.board.selected',
    defaultMessage: '{count, plural, one {# order selected} other {# orders selected}}',
  },
  scheduleOn: { id: 'work.board.scheduleOn', defaultMessage: 'Day' },
  scheduleFor: { id: 'work.board.scheduleFor', defaultMessage: 'Person' },
  scheduleSelected: { id: 'work.board.scheduleSelected', defaultMessage: 'Schedule selected' },
  unscheduleSelected: { id: 'work.board.unscheduleSelected', defaultMessage: 'Back to the backlog' },
  clearSelection: { id: 'work.board.clearSelection', defaultMessage: 'Clear the selection' },
  hours: { id: 'work.board.hours', defaultMessage: '{hours, number} h' },
  crew: { id: 'work.board.crew', defaultMessage: 'crew of {count, number}' },
  rime: { id: 'work.board.rime', defaultMessage: 'RIME {rime, number}' },
  // The dialog before a move is saved.
  confirmTitle: { id: 'work.board.confirmTitle', defaultMessage: 'Before this move is saved' },
  overloadIntro: {
    id: 'work.board.overloadIntro',
    defaultMessage: 'This puts people over their hours:',
  },
  overload: {
    id: 'work.board.overload',
    defaultMessage: '{name} on {day}: {hours, number} h of {capacity, number} h',
  },
  reason: { id: 'work.board.reason', defaultMessage: 'Reason for changing a frozen week' },
  reasonHint: {
    id: 'work.board.reasonHint',
    defaultMessage: 'The week’s schedule is frozen. The reason goes into each order’s history.',
  },
  reasonRequired: { id: 'work.board.reasonRequired', defaultMessage: 'Give a reason: this week’s schedule is frozen.' },
  saveAnyway: { id: 'work.board.saveAnyway', defaultMessage: 'Save the move' },
  cancel: { id: 'work.board.cancel', defaultMessage: 'Cancel' },
  // Refusals, in words; nothing is written.
  refused: {
    id: 'work.board.refused',
    defaultMessage: '{number} was not moved: {why}',
  },
  pastDay: { id: 'work.board.pastDay', defaultMessage: 'that day has passed.' },
  craft: { id: 'work.board.craftRefusal', defaultMessage: 'that person does not work in its craft.' },
  permitDay: {
    id: 'work.board.permitDay',
    defaultMessage: 'its permit {permit} is not allowed on that weekday.',
  },
  notPlanned: { id: 'work.board.notPlanned', defaultMessage: 'it has no plan yet.' },
  notMovable: { id: 'work.board.notMovable', defaultMessage: 'its status does not allow this move.' },
  dailyToBacklog: {
    id: 'work.board.dailyToBacklog',
    defaultMessage: 'it is on the daily schedule; take it back to the weekly schedule first.',
  },
  crewFull: { id: 'work.board.crewFull', defaultMessage: 'an order has at most 10 people.' },
  notCrew: { id: 'work.board.notCrew', defaultMessage: 'that person is not in the crew.' },
  noPerson: { id: 'work.board.noPerson', defaultMessage: 'ready work goes onto a person.' },
  reasonMissing: { id: 'work.board.reasonMissing', defaultMessage: 'the week is frozen and no reason was given.' },
  writeFailed: { id: 'work.board.writeFailed', defaultMessage: 'A change was not saved: {error}' },
  dismiss: { id: 'work.board.dismiss', defaultMessage: 'Dismiss' },
  // Screen-reader announcements while dragging.
  instructions: {
    id: 'work.board.instructions',
    defaultMessage:
      'To pick up an order, press Space or Enter. Use the arrow keys to move it between days and people. Press Space or Enter again to drop it, or Escape to cancel.',
  },
  pickedUp: { id: 'work.board.pickedUp', defaultMessage: 'Picked up {number}.' },
  over_: { id: 'work.board.overTarget', defaultMessage: '{number} is over {target}.' },
  notOver: { id: 'work.board.notOver', defaultMessage: '{number} is no longer over a place to drop it.' },
  dropped: { id: 'work.board.dropped', defaultMessage: '{number} was dropped on {target}.' },
  cancelled: { id: 'work.board.cancelled', defaultMessage: 'Moving {number} was cancelled.' },
});
