import { defineMessages } from '../../../i18n/defineMessages';

// The FAQ, one section per topic of HelpLink's HELP_TOPICS. Status names come from the
// work vocabulary as {placeholders}, so the text always names them as the app does.
export default defineMessages({
  title: { id: 'help.faq.title', defaultMessage: 'Frequently asked questions' },
  contents: { id: 'help.faq.contents', defaultMessage: 'Questions' },
  backToTop: { id: 'help.faq.backToTop', defaultMessage: 'Back to the questions' },

  statuses1: {
    id: 'help.faq.statuses.1',
    defaultMessage:
      'A work request and the work order it becomes are one record, from the request to its closing. Its status moves one step at a time, and every move is kept in its history: who, when, from which status to which, and the note.',
  },
  statusesFlow: { id: 'help.faq.statuses.flow', defaultMessage: 'The usual path of a work order' },
  statuses2: {
    id: 'help.faq.statuses.2',
    defaultMessage:
      'Side steps: {awaitingReview} (the request needs more information), {reliabilityReview} (an engineer looks at it first) and {awaitingMaterials} (parts are on order). {rejected} and {cancelled} end a work order.',
  },
  statusesTable: { id: 'help.faq.statuses.table', defaultMessage: 'Every move, and who makes it' },
  statusesFrom: { id: 'help.faq.statuses.from', defaultMessage: 'From' },
  statusesTo: { id: 'help.faq.statuses.to', defaultMessage: 'Can move to' },
  statusesWho: { id: 'help.faq.statuses.who', defaultMessage: 'Who' },
  statusesEnd: { id: 'help.faq.statuses.end', defaultMessage: 'Nothing: the work order has ended.' },
  whoAdmins: { id: 'help.faq.statuses.whoAdmins', defaultMessage: 'Admins' },
  whoAssigned: {
    id: 'help.faq.statuses.whoAssigned',
    defaultMessage: 'Admins; editors on work assigned to them ({moves})',
  },
  statusesGates: { id: 'help.faq.statuses.gates', defaultMessage: 'What a move needs' },
  gateReason: { id: 'help.faq.statuses.gateReason', defaultMessage: '{rejected} and {cancelled}: a reason.' },
  gatePlan: {
    id: 'help.faq.statuses.gatePlan',
    defaultMessage:
      '{readyToSchedule}: a plan, with estimated hours, the craft and at least one person assigned (permits and materials as the job needs).',
  },
  gateDone: {
    id: 'help.faq.statuses.gateDone',
    defaultMessage:
      '{workComplete}: the work done, with actual hours and the action taken, plus the failure cause for Breakdown and Repair work, and a signature when the preventive plan asks for one.',
  },
  gateDay: {
    id: 'help.faq.statuses.gateDay',
    defaultMessage: '{weeklySchedule}: the day it is planned for can be given with the move.',
  },
  statuses3: {
    id: 'help.faq.statuses.3',
    defaultMessage:
      'The work order’s page offers only the moves you may make. The server checks the same rules, so a move that is not allowed is refused even from a device that was offline.',
  },

  rime1: {
    id: 'help.faq.rime.1',
    defaultMessage:
      'RIME (Ranking Index for Maintenance Expenditures) is the priority of a work order: the criticality of its equipment (1 to 10) times the weight of its work type (1 to 10), so from 1 to 100. It is worked out when the request is raised and does not change afterwards.',
  },
  rimeWeights: { id: 'help.faq.rime.weights', defaultMessage: 'Work type weights' },
  rimeType: { id: 'help.faq.rime.type', defaultMessage: 'Work type' },
  rimeWeight: { id: 'help.faq.rime.weight', defaultMessage: 'Weight' },
  rime2: {
    id: 'help.faq.rime.2',
    defaultMessage:
      'Criticality belongs to the equipment: from 10 (safety protection equipment) down to 1 (grounds). Example: a breakdown (weight {breakdown}) on equipment of criticality 7 has RIME {example}.',
  },
  rime3: {
    id: 'help.faq.rime.3',
    defaultMessage:
      'The queues rank work by RIME plus {perWeek, plural, one {one point} other {# points}} for each week it has waited, counted by the hour and with no ceiling. Old low-priority work rises steadily, so it is not forgotten, while urgent work starts near the top.',
  },

  pm1: {
    id: 'help.faq.pm.1',
    defaultMessage:
      'Each preventive work order has a due date. It is on time when it reaches {workComplete} by the end of its window after the due date; done early is always on time. The window is the company’s rule, chosen by an admin on the plans page: within 10% of the plan’s interval (Stangier and Smith’s rule, the default: at least one day; 1 day for a weekly plan, 3 days for a monthly plan, about 37 days for a yearly plan; 7 days for orders made by a meter reading), or one of the three SMRP 5.4.14 allows: by the due date, by the day after it, or within 20% of the interval, at most 28 days.',
  },
  pmLate: { id: 'help.faq.pm.late', defaultMessage: 'Late: completed after its window.' },
  pmMissed: { id: 'help.faq.pm.missed', defaultMessage: 'Missed: {cancelled} or {rejected}.' },
  pmOverdue: {
    id: 'help.faq.pm.overdue',
    defaultMessage: 'Overdue: not completed, and past its due date plus its window. It counts as missed.',
  },
  pmFormula: {
    id: 'help.faq.pm.formula',
    defaultMessage: 'PM compliance = on time ÷ (on time + late + missed + overdue)',
  },
  pm2: {
    id: 'help.faq.pm.2',
    defaultMessage:
      'Work still open and within its window does not count yet. Each order counts in the month of its due date, by the rule that month was counted by (a new rule counts new months; an admin’s recount counts the last 12 months by it); the plans page shows the last 12 months, per plan and per month, and names the rule. Rework (back to {inProgress}) takes the completion out of the count until the order is completed again.',
  },
  pm3: {
    id: 'help.faq.pm.3',
    defaultMessage:
      'The KPI dashboard counts open preventive orders past their due date as overdue without waiting for the tolerance, so its figure can be a little lower than the plans page’s. If the figures ever disagree with the orders, an admin can recount them on the plans page.',
  },

  offline1: {
    id: 'help.faq.offline.1',
    defaultMessage:
      'Once you have signed in on a device with a connection, Torque keeps working there without one: it opens offline too, and your company’s data is kept on the device.',
  },
  offlineWorks: { id: 'help.faq.offline.works', defaultMessage: 'Works offline' },
  offlineWorks1: {
    id: 'help.faq.offline.works1',
    defaultMessage:
      'Raising requests, moving work orders, recording the work done, checklists and meter readings, and editing what this device holds.',
  },
  offlineWorks2: {
    id: 'help.faq.offline.works2',
    defaultMessage:
      'Lists and pages, from this device’s copy. Searching work orders uses that copy and may miss recent changes.',
  },
  offlineNeeds: { id: 'help.faq.offline.needs', defaultMessage: 'Needs a connection' },
  offlineNeeds1: {
    id: 'help.faq.offline.needs1',
    defaultMessage: 'Signing in, invitations and joining a company, and importing equipment from CSV.',
  },
  offlineNeeds2: {
    id: 'help.faq.offline.needs2',
    defaultMessage:
      'Uploading photos and files: an upload waits up to 10 minutes for the connection while the page stays open, and is not kept after that.',
  },
  offlineNeeds3: {
    id: 'help.faq.offline.needs3',
    defaultMessage: 'The figures the server counts on Home and the KPI dashboard, and rebuilding or recounting them.',
  },
  offline2: {
    id: 'help.faq.offline.2',
    defaultMessage:
      'A change made offline shows at once, marked “waiting to sync”. It is kept on the device, even if you close the browser, and is sent when the connection returns.',
  },
  offline3: {
    id: 'help.faq.offline.3',
    defaultMessage:
      'The sync centre (the cloud button in the top bar) says whether you are online, what is waiting and what the server refused, with the reason. A refused change can be discarded, or edited and tried again. For example, a move is refused when a colleague moved the same work order first.',
  },

  schedule1: {
    id: 'help.faq.schedule.1',
    defaultMessage:
      'The weekly schedule (Work → Weekly schedule) shows the work in the {weeklySchedule} and the {dailySchedule}: one section per craft, a column per day from Monday to Sunday, and one for work not yet on a day.',
  },
  schedule2: {
    id: 'help.faq.schedule.2',
    defaultMessage:
      'Each craft’s hours for the week are compared with its crew capacity (hours a week), which admins set on that page. Admins move work to another day, or on to the daily schedule.',
  },
  schedule3: {
    id: 'help.faq.schedule.3',
    defaultMessage:
      'The daily schedule (Work → Daily schedule) shows each person’s work for a day, and prints one work packet per order.',
  },
  schedule5: {
    id: 'help.faq.schedule.5',
    defaultMessage:
      'Planners build next week on the planner’s board (Work → Planner’s board): the ready backlog beside each person’s days, each day weighed against their hours (absences and overtime counted). Orders move by dragging, by keyboard (Space, arrows, Space) or several at once from a selection; a day where a permit is not allowed, a person without the craft or a past day is refused, and a frozen week asks for a reason.',
  },
  schedule6: {
    id: 'help.faq.schedule.6',
    defaultMessage:
      'The planning calendar (Work → Planning calendar) shows a month of scheduled work and preventive work coming due against the crew’s hours, per day and for the next 12 weeks.',
  },
  schedule7: {
    id: 'help.faq.schedule.7',
    defaultMessage:
      'Job plans (Preventive → Job plans) are standard jobs: steps, craft, labour and crew, permits, materials, procedures to read first and tools. When planning an order, "Plan from a job plan" fills its plan from one that fits the equipment; a preventive plan can take its work from one, and a new revision of the job plan reaches it and the orders it generates from then on. Admins publish job plans; anyone can propose a change.',
  },
  schedule8: {
    id: 'help.faq.schedule.8',
    defaultMessage:
      'Shutdowns (Work → Shutdowns) are days on which part of the plant is stopped. An admin gives one its days and the equipment it stops, then adds the open work on that equipment; its page says what each order still needs, charts the crew’s load day by day, and prints the plan by area and day with every work packet. The planner’s board shows each shutdown as a block over its days.',
  },
  schedule4: {
    id: 'help.faq.schedule.4',
    defaultMessage:
      'The backlog is the estimated hours of approved work not yet started (in planning or ready), divided by the weekly crew capacity: crew-weeks, also per craft on the KPI dashboard. Between 2 and 4 crew-weeks is healthy.',
  },

  kpis1: {
    id: 'help.faq.kpis.1',
    defaultMessage:
      'Every figure of the KPI dashboard counts the work completed in the period (the month a work order reached Work Complete, as its technician recorded it, even offline), so a past month stays as it was when old work closes later. The backlog is counted now, by the server.',
  },
  kpisPlannedBacklogName: {
    id: 'help.faq.kpis.plannedBacklog.name',
    defaultMessage: 'Planned backlog (SMRP 5.4.8)',
  },
  kpisPlannedBacklog: {
    id: 'help.faq.kpis.plannedBacklog',
    defaultMessage:
      'Estimated hours of approved work not yet started, in planning or ready, ÷ the crews’ hours per week, in crew-weeks; also per craft against that craft’s hours. Work in progress is not backlog; orders without an estimate are counted apart and named. Healthy: 2 to 4 crew-weeks.',
  },
  kpisReadyBacklogName: {
    id: 'help.faq.kpis.readyBacklog.name',
    defaultMessage: 'Ready backlog (SMRP 5.4.9)',
  },
  kpisReadyBacklog: {
    id: 'help.faq.kpis.readyBacklog',
    defaultMessage: 'The same for ready work only: Ready-to-Schedule or on the weekly or daily schedule, not started.',
  },
  kpisPmName: {
    id: 'help.faq.kpis.pm.name',
    defaultMessage: 'PM compliance (SMRP 5.4.14)',
  },
  kpisPm: {
    id: 'help.faq.kpis.pm',
    defaultMessage:
      'Preventive orders due in the period done on time ÷ all that were due, late, missed and overdue ones included. On time: by the company’s rule (see “How is PM compliance counted?”), named on the tile.',
  },
  kpisPlannedName: {
    id: 'help.faq.kpis.planned.name',
    defaultMessage: 'Planned work (SMRP 5.3.1)',
  },
  kpisPlanned: {
    id: 'help.faq.kpis.planned',
    defaultMessage:
      'Hours of planned work ÷ all hours of the work completed. Emergency breakdowns (started within 24 hours of being raised) are unplanned. Target: 80 to 90%.',
  },
  kpisReactiveName: {
    id: 'help.faq.kpis.reactive.name',
    defaultMessage: 'Reactive work (SMRP 5.4.1)',
  },
  kpisReactive: {
    id: 'help.faq.kpis.reactive',
    defaultMessage: 'Hours of breakdown work (BRP) ÷ all hours of the work completed.',
  },
  kpisScheduleName: {
    id: 'help.faq.kpis.schedule.name',
    defaultMessage: 'Schedule compliance (SMRP 5.4.4)',
  },
  kpisSchedule: {
    id: 'help.faq.kpis.schedule',
    defaultMessage:
      'Each week’s schedule is frozen when the week begins (by the first device of the plant online that week): the orders scheduled for its days, with their estimates. Compliance: of those orders, the ones completed by the week’s end ÷ all of them; by hours, their estimated hours. Work moved into the week later is a break-in and does not count; scheduled work never done lowers it. Only ended weeks are measured, and a week nobody opened Torque in has no frozen schedule (the tile says how many). The tile also gives the share of completed work done in its scheduled week.',
  },
  kpisMttrName: {
    id: 'help.faq.kpis.mttr.name',
    defaultMessage: 'MTTR (SMRP 3.5.2)',
  },
  kpisMttr: {
    id: 'help.faq.kpis.mttr',
    defaultMessage:
      'Mean time to restore: the hours from the equipment stopping until it was back in service, summed over the failure stops that ended in the period, ÷ their number (see “How do I record downtime?”). The tile also gives the repair labour per breakdown order: the hours worked, which are part of that time.',
  },
  kpisMtbfName: {
    id: 'help.faq.kpis.mtbf.name',
    defaultMessage: 'MTBF (SMRP 3.5.1)',
  },
  kpisMtbf: {
    id: 'help.faq.kpis.mtbf',
    defaultMessage:
      'Operating time ÷ breakdowns. Operating time: the hours of the period that have passed × the units that run and can fail (in service, with no parts under them: not areas, systems, standby or out-of-service units) − the hours they were stopped (the recorded stops; where none were recorded, the repair hours). Per equipment: its hours less its hours stopped ÷ its breakdowns; per system: the same with the breakdowns and stops of every part under it.',
  },
  kpisAvailabilityName: {
    id: 'help.faq.kpis.availability.name',
    defaultMessage: 'Availability',
  },
  kpisAvailability: {
    id: 'help.faq.kpis.availability',
    defaultMessage:
      'Operational availability: 1 − the hours stopped ÷ the hours of the period that have passed × the units that run and can fail. Hours stopped: the recorded stops, for every reason, that ended in the period. On an equipment page: the last 365 days of that equipment, with the time of each stop inside them.',
  },
  kpis2: {
    id: 'help.faq.kpis.2',
    defaultMessage:
      'A figure that would divide by zero is shown as “—” with the reason. Each tile and chart on the dashboard states its formula.',
  },

  downtime1: {
    id: 'help.faq.downtime.1',
    defaultMessage:
      'When a machine stops, record it on its equipment page or on the breakdown work order, under Downtime: when it stopped (now, unless you change it), why, and a note. While it is stopped, the card says so; when it runs again, press “Back in service”. A stop that is already over can be recorded in one go: untick “It is still stopped” and give both times.',
  },
  downtime2: {
    id: 'help.faq.downtime.2',
    defaultMessage:
      'One equipment stops once at a time: a new stop cannot begin before the last one ended, nor while one is open. Times go to the minute, up to 14 days back. Offline, the stop is kept on your device and sent when you are back; if a colleague recorded an overlapping stop first, the sync centre says yours was refused.',
  },
  downtime3: {
    id: 'help.faq.downtime.3',
    defaultMessage:
      'Reasons: a failure (breakdown) counts for MTTR and MTBF; planned maintenance, operational stops, changeovers, utilities, safety and other reasons count for availability and the downtime by reason.',
  },

  failureCoding1: {
    id: 'help.faq.failureCoding.1',
    defaultMessage:
      'When a failure stop has ended, code it from the stops list on the equipment page or the work order (“Code”): the equipment class (the equipment’s own, set in its form), the failure mode — what was seen, from the modes of that class — and, when known, the mechanism (how it failed physically) and the cause (why, under the 13 cause categories). Mechanism and cause may wait for the root-cause analysis; “Change” codes the failure again, and the figures follow.',
  },
  failureCoding2: {
    id: 'help.faq.failureCoding.2',
    defaultMessage:
      'The codes follow ISO 14224 (failure modes of Annex B, mechanisms of Table B.2, causes after Table B.3). Assets › Failure codes shows the whole library; admins add their company’s own classes, modes and causes there. Equipment is classified in its form or in the CSV column equipmentClass.',
  },
  failureCoding3: {
    id: 'help.faq.failureCoding.3',
    defaultMessage:
      'The KPI dashboard shows the period’s coded failures as Paretos — by failure mode (per class or all classes), by mechanism and by cause category — with how many failures are not coded yet. The figures come from the monthly downtime rollup, checked by the security rules at each coding and recounted by an admin’s rebuild.',
  },

  spareParts1: {
    id: 'help.faq.spareParts.1',
    defaultMessage:
      'Open the part (Parts › Spare parts, search by its number, description or the manufacturer’s number). Under “Record a movement”, choose the storeroom and what happened: a receipt, an issue (give the work order’s number, e.g. WR-20261120-AB12, to charge it to that order), a return, a transfer out or in, or a count. Parts counted in whole pieces take whole numbers; litres, kilograms and metres take decimals.',
  },
  spareParts2: {
    id: 'help.faq.spareParts.2',
    defaultMessage:
      'A count records what you found: the difference from the stock as the server has it is recorded with your reason. If other movements reached the server since you looked, the count is refused: count again.',
  },
  spareParts3: {
    id: 'help.faq.spareParts.3',
    defaultMessage:
      'Offline, a movement is kept on your device and sent when you are back. Two people may issue the last unit without a signal: both issues are kept and the stock shows below zero — the storerooms page lists such parts first, in red, for the storekeeper to count. Admins set each part’s minimum, maximum and bin there.',
  },
  spareParts4: {
    id: 'help.faq.spareParts.4',
    defaultMessage:
      'Parts for a work order: when planning, pick each material from the catalogue. The order’s Parts card then shows what is needed, reserved, issued and available; an admin reserves the parts. If some are short, draft a purchase order from the card and put the order on hold (Awaiting Materials, with a parts delay code); when the parts are in stock, the card says so: reserve them and go back to planning. During the work, issue the parts on the card and return what was not used; the order’s cost adds them to the labour.',
  },
  spareParts5: {
    id: 'help.faq.spareParts.5',
    defaultMessage:
      'Buying parts: the reorder list shows, per storeroom, what is below its minimum after reservations and what is already on order, with the quantity to order. Draft a purchase order from it (or from scratch); an admin approves it; mark it sent; receive the goods line by line on the order — more than was ordered needs a reason. Each receipt moves the stock at once. Print the order for the vendor.',
  },

  spareParts6: {
    id: 'help.faq.spareParts.6',
    defaultMessage:
      'Many parts at once: Parts › Spare parts › Export CSV downloads the whole catalogue; an admin fills or corrects a file in a spreadsheet and brings it back with Import CSV. Every row is checked first — a wrong unit, a cost that is not a number, a part number twice — and nothing is saved until the file has no problem; a row whose part number exists changes that part, the others become new parts. Labels: print QR labels for the parts the list shows, or one from a part’s page; scanning one with Assets › Scan a label opens the part.',
  },
  spareParts7: {
    id: 'help.faq.spareParts.7',
    defaultMessage:
      'Other costs of a work order — a contractor’s invoice, a hired crane, travel — go on the order’s Cost card: Add a cost, with what it was for and the amount. Admins add them until the order is closed, the people assigned while the work is in progress; an admin removes a line entered by mistake. Work › Maintenance cost adds them to labour and parts per month and per equipment.',
  },

  delays1: {
    id: 'help.faq.delays.1',
    defaultMessage:
      'When work is held up, record a delay on the work order while it is {inProgress}: its code, the hours lost and a note (up to five delays, each code once: add more hours to a code already listed). The KPI dashboard adds up the hours lost per group.',
  },
  delaysCodes: { id: 'help.faq.delays.codes', defaultMessage: 'Delay codes' },
  delaysGroup: { id: 'help.faq.delays.group', defaultMessage: '{codes}: {name}' },
  permits1: {
    id: 'help.faq.permits.1',
    defaultMessage:
      'Permits: the plan lists the permits the job needs ({codes}), as your site’s permit-to-work system names them. They are printed on the work packet. Have them in place before you start.',
  },

  attachments1: {
    id: 'help.faq.attachments.1',
    defaultMessage:
      'Add photos and files to a work order, and manuals, photos and drawings to equipment: PDF, images, text, CSV, Word, Excel, DXF or DWG, up to 20 MB each.',
  },
  attachments2: {
    id: 'help.faq.attachments.2',
    defaultMessage:
      'Every member can see and add files. A file can be deleted by an admin or by whoever added it; nobody can replace one.',
  },
  attachments3: {
    id: 'help.faq.attachments.3',
    defaultMessage:
      'Uploads need a connection, and a new work order must have reached the server (no longer “waiting to sync”) before files can be added to it.',
  },

  rolesAdmin: {
    id: 'help.faq.roles.admin',
    defaultMessage:
      '{admin}: everything. The company and its members, invitations, sites, plants and equipment, preventive plans, service contracts, the crew capacity, and every move of a work order.',
  },
  rolesEditor: {
    id: 'help.faq.roles.editor',
    defaultMessage:
      '{editor}: sees everything in the company, raises requests, starts and finishes the work assigned to them (hours, action, failure cause, delays, checklist and signature), records meter readings and adds files.',
  },
  roles2: {
    id: 'help.faq.roles.2',
    defaultMessage:
      'Whoever registers the company is its first admin. Admins invite colleagues as admin or editor, and can change a role; the change applies at once, without signing in again. The server enforces the roles too.',
  },

  filter1: {
    id: 'help.faq.filter.1',
    defaultMessage:
      'The work lists show the data filter’s window: from a date, to a date, and at most a number of records. By default: the last month up to today, 50 records. Change it in Settings → Data filter; it is kept on this device.',
  },
  filter2: {
    id: 'help.faq.filter.2',
    defaultMessage:
      'Each list says which window it shows, and “Load more” reads the next records. The figures on Home count the whole plant, not only the window; the KPI dashboard has its own period.',
  },
});
