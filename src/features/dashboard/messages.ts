import { defineMessages } from '../../i18n/defineMessages';

export default defineMessages({
  title: { id: 'dashboard.title', defaultMessage: 'Maintenance KPIs' },
  period: {
    id: 'dashboard.period',
    defaultMessage: '{plant}: work completed from {from} to {to} (whole months), trends over the 12 months to {to}.',
  },
  scope: { id: 'dashboard.scope', defaultMessage: 'Figures for' },
  scopePlant: { id: 'dashboard.scope.plant', defaultMessage: 'This plant' },
  scopeSite: { id: 'dashboard.scope.site', defaultMessage: 'Every plant of this site' },
  scopeCompany: { id: 'dashboard.scope.company', defaultMessage: 'The whole company' },
  scopeNote: {
    id: 'dashboard.scope.note',
    defaultMessage:
      '{count, plural, one {# plant} other {# plants}} summed. Equipment of other plants than the open one is named by its plant and id.',
  },
  changePeriod: { id: 'dashboard.changePeriod', defaultMessage: 'Change the period' },
  choosePlant: { id: 'dashboard.choosePlant', defaultMessage: 'Choose a plant in the top bar to see its figures.' },
  loading: { id: 'dashboard.loading', defaultMessage: 'Loading the figures…' },
  failed: { id: 'dashboard.failed', defaultMessage: 'The figures could not be loaded: {reason}' },
  fromCache: {
    id: 'dashboard.fromCache',
    defaultMessage: 'Showing this device’s copy of the figures; they update when the connection returns.',
  },
  corrupt: { id: 'dashboard.corrupt', defaultMessage: 'Some months could not be read and are left out: {months}.' },
  noData: {
    id: 'dashboard.noData',
    defaultMessage: 'No data for this period: no work was completed and no preventive maintenance was due.',
  },
  refresh: { id: 'dashboard.refresh', defaultMessage: 'Refresh the figures' },
  counting: { id: 'dashboard.counting', defaultMessage: 'Counting…' },
  countedAt: { id: 'dashboard.countedAt', defaultMessage: 'Counted at {time}.' },
  countsOffline: {
    id: 'dashboard.countsOffline',
    defaultMessage:
      'The backlog, overdue PM and the order counts are counted by the server and need a connection. The rest shows this device’s copy.',
  },
  countsFailed: { id: 'dashboard.countsFailed', defaultMessage: 'The server could not count: {reason}' },
  report: { id: 'dashboard.report', defaultMessage: 'Monthly report' },
  weeks: { id: 'dashboard.weeks', defaultMessage: '{value, number, ::.0} crew-weeks' },

  // The KPI tiles: name, formula, and why a figure is missing.
  backlog: { id: 'dashboard.kpi.backlog', defaultMessage: 'Planned backlog (SMRP 5.4.8)' },
  backlogFormula: {
    id: 'dashboard.kpi.backlog.formula',
    defaultMessage:
      'Estimated hours of approved work not yet started, in planning or ready ({hours}) ÷ weekly crew capacity ({capacity}). Work in progress is not backlog. Healthy: 2 to 4 crew-weeks.',
  },
  readyBacklog: { id: 'dashboard.kpi.readyBacklog', defaultMessage: 'Ready backlog (SMRP 5.4.9)' },
  readyBacklogFormula: {
    id: 'dashboard.kpi.readyBacklog.formula',
    defaultMessage:
      'Estimated hours of ready work, Ready-to-Schedule or scheduled and not started ({hours}) ÷ weekly crew capacity ({capacity}). Healthy: 2 to 4 crew-weeks.',
  },
  byCraft: { id: 'dashboard.chart.byCraft', defaultMessage: 'Backlog by craft, in crew-weeks' },
  byCraftFormula: {
    id: 'dashboard.chart.byCraft.formula',
    defaultMessage:
      'Per craft: estimated hours of its ready work and of its work still in planning ÷ the craft’s weekly crew hours. The shaded band is the healthy 2 to 4 crew-weeks.',
  },
  craft: { id: 'dashboard.chart.craft', defaultMessage: 'Craft' },
  readySeries: { id: 'dashboard.chart.byCraft.ready', defaultMessage: 'Ready' },
  planningSeries: { id: 'dashboard.chart.byCraft.planning', defaultMessage: 'In planning' },
  otherCrafts: {
    id: 'dashboard.chart.byCraft.other',
    defaultMessage: 'Under crafts with no crew capacity set: {hours, number, ::.0} h of backlog, not in crew-weeks.',
  },
  healthyBand: { id: 'dashboard.chart.byCraft.healthy', defaultMessage: 'Healthy (2 to 4)' },
  backlogNoCapacity: {
    id: 'dashboard.kpi.backlog.noCapacity',
    defaultMessage: 'No crew capacity is set, so the backlog cannot be put in crew-weeks.',
  },
  setCapacity: { id: 'dashboard.kpi.backlog.setCapacity', defaultMessage: 'Set the crew capacity' },
  backlogUnestimated: {
    id: 'dashboard.kpi.backlog.unestimated',
    defaultMessage: 'Not counted: {count, plural, one {# order} other {# orders}} with no estimate yet.',
  },
  bandLow: { id: 'dashboard.kpi.backlog.low', defaultMessage: 'Below 2 weeks: the crew may run out of planned work.' },
  bandHealthy: { id: 'dashboard.kpi.backlog.healthy', defaultMessage: 'Within the healthy 2 to 4 weeks.' },
  bandHigh: { id: 'dashboard.kpi.backlog.high', defaultMessage: 'Above 4 weeks: work waits too long.' },
  pm: { id: 'dashboard.kpi.pm', defaultMessage: 'PM compliance' },
  pmFormula: {
    id: 'dashboard.kpi.pm.formula',
    defaultMessage:
      'Preventive orders due in the period done on time ÷ all that were due (late, missed and overdue ones included). On time: {rule}. World class: 90% or more.',
  },
  pmNone: { id: 'dashboard.kpi.pm.none', defaultMessage: 'No preventive maintenance was due in this period.' },
  pmDetail: {
    id: 'dashboard.kpi.pm.detail',
    defaultMessage: '{onTime} on time, {late} late, {missed} missed, {overdue} overdue.',
  },
  planned: { id: 'dashboard.kpi.planned', defaultMessage: 'Planned work' },
  plannedFormula: {
    id: 'dashboard.kpi.planned.formula',
    defaultMessage:
      'Hours of planned work ÷ all hours of completed work. Planned is everything but emergency breakdowns (started within 24 hours of being raised). Target: 80 to 90%.',
  },
  schedule: { id: 'dashboard.kpi.schedule', defaultMessage: 'Schedule compliance (SMRP 5.4.4)' },
  scheduleFormula: {
    id: 'dashboard.kpi.schedule.formula',
    defaultMessage:
      'SMRP 5.4.4: of the orders each week’s schedule held when the week began (frozen then), those completed by the week’s end ÷ all of them; by hours, their estimated hours. The period’s ended weeks only.',
  },
  reactive: { id: 'dashboard.kpi.reactive', defaultMessage: 'Reactive share' },
  reactiveFormula: {
    id: 'dashboard.kpi.reactive.formula',
    defaultMessage: 'Hours of breakdown work (BRP) ÷ all hours of completed work.',
  },
  mttr: { id: 'dashboard.kpi.mttr', defaultMessage: 'MTTR' },
  mttrFormula: {
    id: 'dashboard.kpi.mttr.formula',
    defaultMessage:
      'Mean time to restore (SMRP 3.5.2): hours from the equipment stopping until it was back in service, summed over the failure stops that ended in the period ÷ their number.',
  },
  mtbf: { id: 'dashboard.kpi.mtbf', defaultMessage: 'MTBF' },
  mtbfFormula: {
    id: 'dashboard.kpi.mtbf.formula',
    defaultMessage:
      'Mean time between failures (SMRP 3.5.1): operating time ÷ number of breakdowns. Operating time: the period’s hours up to now × the units in service that can fail, without areas, systems and standby units ({units}), − the hours stopped (recorded stops; where none were recorded, the repair hours).',
  },
  availability: { id: 'dashboard.kpi.availability', defaultMessage: 'Availability' },
  availabilityFormula: {
    id: 'dashboard.kpi.availability.formula',
    defaultMessage:
      'Operational availability: 1 − hours stopped ÷ (the period’s hours up to now × the units in service that can fail, {units}). Hours stopped: the recorded stops that ended in the period, for any reason; with none recorded, no figure.',
  },
  availabilityNote: {
    id: 'dashboard.kpi.availability.note',
    defaultMessage: '{stops, plural, =0 {No stop recorded} one {# stop} other {# stops}}, {hours} stopped.',
  },
  noFailureStops: { id: 'dashboard.kpi.noFailureStops', defaultMessage: 'No failure stop ended in this period.' },
  failureStops: {
    id: 'dashboard.kpi.failureStops',
    defaultMessage: '{n, plural, one {# failure stop} other {# failure stops}}.',
  },
  repairPerBreakdown: {
    id: 'dashboard.kpi.repairPerBreakdown',
    defaultMessage: 'Repair labour per breakdown order: {hours}.',
  },
  failureCodesTitle: { id: 'dashboard.failureCodes.failureCodesTitle', defaultMessage: 'Failures by ISO 14224 code' },
  failureCodesCoded: {
    id: 'dashboard.failureCodes.failureCodesCoded',
    defaultMessage: 'Coded: {coded} of the period’s {failures, plural, one {# failure} other {# failures}}.',
  },
  failureCodesClass: { id: 'dashboard.failureCodes.failureCodesClass', defaultMessage: 'Equipment class' },
  allClasses: { id: 'dashboard.failureCodes.allClasses', defaultMessage: 'All classes' },
  codeNotKnown: { id: 'dashboard.failureCodes.codeNotKnown', defaultMessage: 'Not known yet' },
  noCodedFailures: {
    id: 'dashboard.failureCodes.noCodedFailures',
    defaultMessage: 'No coded failure ended in the period.',
  },
  failures: { id: 'dashboard.failureCodes.failures', defaultMessage: 'Failures' },
  paretoModes: { id: 'dashboard.failureCodes.paretoModes', defaultMessage: 'Failures by failure mode' },
  paretoModesFormula: {
    id: 'dashboard.failureCodes.paretoModesFormula',
    defaultMessage: 'Coded failures that ended in the period, per failure mode (what was seen).',
  },
  paretoMechanisms: { id: 'dashboard.failureCodes.paretoMechanisms', defaultMessage: 'Failures by failure mechanism' },
  paretoMechanismsFormula: {
    id: 'dashboard.failureCodes.paretoMechanismsFormula',
    defaultMessage: 'Coded failures that ended in the period, per mechanism (how it failed, ISO 14224 B.2).',
  },
  paretoCauseCategories: {
    id: 'dashboard.failureCodes.paretoCauseCategories',
    defaultMessage: 'Failures by cause category',
  },
  paretoCauseCategoriesFormula: {
    id: 'dashboard.failureCodes.paretoCauseCategoriesFormula',
    defaultMessage: 'Coded failures that ended in the period, per cause category (why).',
  },
  failureMode: { id: 'dashboard.failureCodes.failureMode', defaultMessage: 'Failure mode' },
  failureMechanism: { id: 'dashboard.failureCodes.failureMechanism', defaultMessage: 'Mechanism' },
  paretoDowntime: { id: 'dashboard.chart.paretoDowntime', defaultMessage: 'Downtime by reason' },
  paretoDowntimeFormula: {
    id: 'dashboard.chart.paretoDowntime.formula',
    defaultMessage: 'Hours stopped per reason, from the stops that ended in the period.',
  },
  downtimeReason: { id: 'dashboard.chart.downtimeReason', defaultMessage: 'Reason' },
  hoursStopped: { id: 'dashboard.chart.hoursStopped', defaultMessage: 'Hours stopped' },
  scheduleNone: {
    id: 'dashboard.kpi.schedule.none',
    defaultMessage: 'No ended week of this period has a frozen schedule.',
  },
  scheduleDetail: {
    id: 'dashboard.kpi.schedule.detail',
    defaultMessage:
      '{done} of {count} frozen orders done in their week ({weeks, plural, one {# week} other {# weeks}}); by hours: {hours}.',
  },
  scheduleUnfrozen: {
    id: 'dashboard.kpi.schedule.unfrozen',
    defaultMessage:
      'Not counted: {weeks, plural, one {# week} other {# weeks}} without a frozen schedule (nobody opened Torque then).',
  },
  scheduleCompleted: {
    id: 'dashboard.kpi.schedule.completed',
    defaultMessage: 'Of the work completed, {share} was done in its scheduled week.',
  },
  noHours: { id: 'dashboard.kpi.noHours', defaultMessage: 'No work was completed in this period.' },
  noBreakdowns: { id: 'dashboard.kpi.noBreakdowns', defaultMessage: 'No breakdown in this period.' },
  needsConnection: { id: 'dashboard.kpi.needsConnection', defaultMessage: 'Needs a connection to count.' },

  // Charts.
  month: { id: 'dashboard.chart.month', defaultMessage: 'Month' },
  trendPm: { id: 'dashboard.chart.trendPm', defaultMessage: 'PM compliance by month' },
  worldClass: { id: 'dashboard.chart.worldClass', defaultMessage: 'World class (90%)' },
  trendPlanned: { id: 'dashboard.chart.trendPlanned', defaultMessage: 'Planned work by month' },
  plannedBand: { id: 'dashboard.chart.plannedBand', defaultMessage: 'Target 80–90%' },
  onSchedule: { id: 'dashboard.chart.onSchedule', defaultMessage: 'Completed in its scheduled week' },
  onScheduleFormula: {
    id: 'dashboard.chart.onSchedule.formula',
    defaultMessage:
      'Completed in its scheduled week: work orders completed in the week they were scheduled for ÷ work orders completed.',
  },
  trendSchedule: {
    id: 'dashboard.chart.trendSchedule',
    defaultMessage: 'Work done in its scheduled week and reactive share by month',
  },
  trendRepair: { id: 'dashboard.chart.trendRepair', defaultMessage: 'MTTR by month' },
  trendMtbf: { id: 'dashboard.chart.trendMtbf', defaultMessage: 'MTBF by month' },
  paretoCauses: { id: 'dashboard.chart.paretoCauses', defaultMessage: 'Failure causes (orders)' },
  paretoCausesFormula: {
    id: 'dashboard.chart.paretoCauses.formula',
    defaultMessage: 'Completed work orders per failure cause, largest first, with the cumulative share.',
  },
  cause: { id: 'dashboard.chart.cause', defaultMessage: 'Failure cause' },
  orders: { id: 'dashboard.chart.orders', defaultMessage: 'Work orders' },
  paretoDelays: { id: 'dashboard.chart.paretoDelays', defaultMessage: 'Hours lost to delays' },
  paretoDelaysFormula: {
    id: 'dashboard.chart.paretoDelays.formula',
    defaultMessage: 'Hours of delay recorded on completed work, grouped by delay code family 1–7, largest first.',
  },
  delayFamily: { id: 'dashboard.chart.delayFamily', defaultMessage: 'Delay codes' },
  hoursLost: { id: 'dashboard.chart.hoursLost', defaultMessage: 'Hours lost' },
  paretoEquipment: { id: 'dashboard.chart.paretoEquipment', defaultMessage: 'Equipment with the most breakdown hours' },
  paretoEquipmentFormula: {
    id: 'dashboard.chart.paretoEquipment.formula',
    defaultMessage: 'Hours of breakdown work per piece of equipment, the top 10.',
  },
  equipment: { id: 'dashboard.chart.equipment', defaultMessage: 'Equipment' },
  breakdownHours: { id: 'dashboard.chart.breakdownHours', defaultMessage: 'Breakdown hours' },
  byStage: { id: 'dashboard.chart.byStage', defaultMessage: 'Work orders raised in the period, by stage' },
  byStageFormula: {
    id: 'dashboard.chart.byStage.formula',
    defaultMessage: 'Counted by the server from the orders raised in the period, by where they are now.',
  },
  stage: { id: 'dashboard.chart.stage', defaultMessage: 'Stage' },
  byAge: { id: 'dashboard.chart.byAge', defaultMessage: 'Open work orders by age' },
  byAgeFormula: {
    id: 'dashboard.chart.byAge.formula',
    defaultMessage: 'Open orders (not complete, rejected or cancelled), by days since they were raised.',
  },
  age: { id: 'dashboard.chart.age', defaultMessage: 'Age' },
  ageWeek: { id: 'dashboard.age.week', defaultMessage: 'Up to 7 days' },
  ageMonth: { id: 'dashboard.age.month', defaultMessage: '8–30 days' },
  ageQuarter: { id: 'dashboard.age.quarter', defaultMessage: '31–90 days' },
  ageOlder: { id: 'dashboard.age.older', defaultMessage: 'Over 90 days' },
  stageRequests: { id: 'dashboard.stage.requests', defaultMessage: 'Requests' },
  stageOnHold: { id: 'dashboard.stage.onHold', defaultMessage: 'On hold' },
  stagePlanning: { id: 'dashboard.stage.planning', defaultMessage: 'Planning' },
  stageScheduled: { id: 'dashboard.stage.scheduled', defaultMessage: 'Scheduled' },
  stageInProgress: { id: 'dashboard.stage.inProgress', defaultMessage: 'In progress' },
  stageCompleted: { id: 'dashboard.stage.completed', defaultMessage: 'Completed' },
  stageClosed: { id: 'dashboard.stage.closed', defaultMessage: 'Closed' },
  reliabilityTitle: { id: 'dashboard.reliability.title', defaultMessage: 'MTTR and MTBF per equipment' },
  systemsTitle: { id: 'dashboard.reliability.systems', defaultMessage: 'MTTR and MTBF per system' },
  systemsNote: {
    id: 'dashboard.reliability.systems.note',
    defaultMessage:
      'A system (an item with parts under it) stops when any of its parts does: its breakdowns are those of every part under it, and its MTBF is the hours passed less their repair hours ÷ those breakdowns.',
  },
  system: { id: 'dashboard.reliability.system', defaultMessage: 'System' },
  reliabilityCsv: { id: 'dashboard.reliability.csv', defaultMessage: 'Download CSV of MTTR and MTBF per equipment' },
  breakdowns: { id: 'dashboard.reliability.breakdowns', defaultMessage: 'Breakdowns' },
  emptyChart: { id: 'dashboard.chart.empty', defaultMessage: 'No data for this period.' },
  kpiCsv: { id: 'dashboard.kpi.csv', defaultMessage: 'Download CSV of the KPIs' },
  kpiColumn: { id: 'dashboard.kpi.column', defaultMessage: 'KPI' },
  valueColumn: { id: 'dashboard.kpi.valueColumn', defaultMessage: 'Value' },
  formulaColumn: { id: 'dashboard.kpi.formulaColumn', defaultMessage: 'Formula' },

  // The admin's rebuild.
  rebuildTitle: { id: 'dashboard.rebuild.title', defaultMessage: 'Rebuild the figures' },
  rebuildHelp: {
    id: 'dashboard.rebuild.help',
    defaultMessage:
      'Recounts these months from the work orders and the recorded stops on the server and rewrites the figures. Use it if the figures ever disagree with the orders or the stops. Needs a connection.',
  },
  rebuild: { id: 'dashboard.rebuild.button', defaultMessage: 'Rebuild from the orders' },
  rebuildRunning: { id: 'dashboard.rebuild.running', defaultMessage: 'Read {read} of {total} orders…' },
  rebuildDone: { id: 'dashboard.rebuild.done', defaultMessage: 'Rebuilt from {orders} orders.' },
  rebuildRight: { id: 'dashboard.rebuild.right', defaultMessage: 'The figures agreed with the orders.' },
  rebuildDrifted: { id: 'dashboard.rebuild.drifted', defaultMessage: 'Corrected the figures of {months}.' },
  rebuildFailed: { id: 'dashboard.rebuild.failed', defaultMessage: 'The rebuild did not finish: {reason}' },

  // The monthly report.
  reportTitle: { id: 'dashboard.reportTitle', defaultMessage: 'Monthly maintenance report' },
  reportFor: { id: 'dashboard.reportFor', defaultMessage: '{plant}, {month}' },
  reportMonth: { id: 'dashboard.reportMonth', defaultMessage: 'Month' },
  print: { id: 'dashboard.print', defaultMessage: 'Print or save as PDF' },
  topProblems: { id: 'dashboard.topProblems', defaultMessage: 'Top problems' },
  backToDashboard: { id: 'dashboard.back', defaultMessage: 'Back to the dashboard' },
  reportNote: {
    id: 'dashboard.reportNote',
    defaultMessage: 'Figures of the work completed in {month}; the backlog and overdue PM as counted on {date}.',
  },
});
