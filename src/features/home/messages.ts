import { defineMessages } from '../../i18n/defineMessages';

export default defineMessages({
  title: { id: 'home.title', defaultMessage: 'Welcome, {name}' },
  today: { id: 'home.today', defaultMessage: 'Today is {date}.' },
  filterTitle: { id: 'home.filter.title', defaultMessage: 'Lists show' },
  filterSummary: { id: 'home.filter.summary', defaultMessage: '{from} to {to}, at most {limit} records' },
  changeFilter: { id: 'home.filter.change', defaultMessage: 'Change the data filter' },
  expiringTitle: { id: 'home.contracts.title', defaultMessage: 'Service contracts to renew' },
  expiringNone: { id: 'home.contracts.none', defaultMessage: 'No contract expires within 90 days.' },
  expiringLoading: { id: 'home.contracts.loading', defaultMessage: 'Loading the contracts…' },
  expiringFailed: { id: 'home.contracts.failed', defaultMessage: 'The contracts could not be loaded.' },
  expiringAll: { id: 'home.contracts.all', defaultMessage: 'All service contracts' },
  expiringNoPlant: { id: 'home.contracts.noPlant', defaultMessage: 'Choose a plant to see its site’s contracts.' },

  choosePlant: {
    id: 'home.choosePlant',
    defaultMessage: 'Choose a plant in the top bar to see its work.',
  },
  mineTitle: { id: 'home.mine.title', defaultMessage: 'My work' },
  adminTitle: { id: 'home.admin.title', defaultMessage: 'To act on' },
  adminFiguresTitle: { id: 'home.admin.figures', defaultMessage: 'Requests and work orders' },
  refresh: { id: 'home.figures.refresh', defaultMessage: 'Refresh the figures' },
  countsLoading: { id: 'home.figures.loading', defaultMessage: 'Counting…' },
  countsOffline: {
    id: 'home.figures.offline',
    defaultMessage: 'The figures are counted by the server and need a connection. The lists show this device’s copy.',
  },
  countsFailed: { id: 'home.figures.failed', defaultMessage: 'The figures could not be counted.' },
  countedAt: { id: 'home.figures.countedAt', defaultMessage: 'Counted at {time}.' },
  myOpen: { id: 'home.figures.myOpen', defaultMessage: 'Open work assigned to me' },
  triage: { id: 'home.figures.triage', defaultMessage: 'Requests waiting for triage' },
  overdueWork: { id: 'home.figures.overdueWork', defaultMessage: 'Work orders scheduled for a past day, not done' },
  overduePm: { id: 'home.figures.overduePm', defaultMessage: 'Preventive orders past their due date' },
  awaitingMaterials: { id: 'home.figures.awaitingMaterials', defaultMessage: 'Work waiting for materials' },
  listNote: {
    id: 'home.figures.listNote',
    defaultMessage:
      'Figures count the whole plant; the lists they open show the data filter’s dates, so they may show fewer.',
  },

  myRequestsTitle: { id: 'home.myRequests.title', defaultMessage: 'Requests I raised' },
  myRequestsNone: { id: 'home.myRequests.none', defaultMessage: 'You have not raised a request in this plant.' },
  myRequestsFailed: { id: 'home.myRequests.failed', defaultMessage: 'Your requests could not be loaded.' },
  myRequestsAll: { id: 'home.myRequests.all', defaultMessage: 'All my work' },
  raise: { id: 'home.raise', defaultMessage: 'Raise a request' },
  scan: { id: 'home.scan', defaultMessage: 'Scan a label' },
  todayTitle: { id: 'home.todaySchedule.title', defaultMessage: 'Today’s schedule' },
  todayMineTitle: { id: 'home.todaySchedule.mine', defaultMessage: 'My schedule today' },
  todayNone: { id: 'home.todaySchedule.none', defaultMessage: 'Nothing is scheduled for today.' },
  todayFailed: { id: 'home.todaySchedule.failed', defaultMessage: 'Today’s schedule could not be loaded.' },
  todayAll: { id: 'home.todaySchedule.all', defaultMessage: 'Daily schedule' },
  listLoading: { id: 'home.lists.loading', defaultMessage: 'Loading…' },
  fromCache: {
    id: 'home.lists.fromCache',
    defaultMessage: 'This device’s copy; it updates when the connection returns.',
  },

  backlogTitle: { id: 'home.backlog.title', defaultMessage: 'Backlog' },
  backlogFigure: { id: 'home.backlog.figure', defaultMessage: 'crew-weeks of approved open work' },
  backlogLow: { id: 'home.backlog.low', defaultMessage: 'Below 2 crew-weeks: the crew may run out of planned work.' },
  backlogHealthy: { id: 'home.backlog.healthy', defaultMessage: 'Between 2 and 4 crew-weeks: healthy.' },
  backlogHigh: { id: 'home.backlog.high', defaultMessage: 'Above 4 crew-weeks: work waits too long.' },
  backlogFormula: {
    id: 'home.backlog.formula',
    defaultMessage:
      'Estimated hours of approved open work ({hours} h in {orders, plural, one {# order} other {# orders}}) ÷ weekly crew capacity ({capacity} h). A healthy backlog is 2 to 4 crew-weeks.',
  },
  backlogUnestimated: {
    id: 'home.backlog.unestimated',
    defaultMessage:
      '{count, plural, one {# order has no estimate yet and is} other {# orders have no estimate yet and are}} not in the hours.',
  },
  backlogNoCapacity: {
    id: 'home.backlog.noCapacity',
    defaultMessage:
      'No weekly crew capacity is set, so the backlog ({hours} h of approved open work) cannot be given in crew-weeks.',
  },
  backlogSetCapacity: {
    id: 'home.backlog.setCapacity',
    defaultMessage: 'Set the crew capacity on the weekly schedule',
  },
  backlogCapacityFailed: {
    id: 'home.backlog.capacityFailed',
    defaultMessage: 'The crew capacity could not be read, so the backlog cannot be given in crew-weeks.',
  },

  firstStepsTitle: { id: 'home.firstSteps.title', defaultMessage: 'First steps' },
  firstStepsIntro: {
    id: 'home.firstSteps.intro',
    defaultMessage: 'Your company has no work yet. These steps set it up; each is ticked when done.',
  },
  stepDone: { id: 'home.firstSteps.done', defaultMessage: 'Done:' },
  stepToDo: { id: 'home.firstSteps.toDo', defaultMessage: 'To do:' },
  stepPlant: { id: 'home.firstSteps.plant', defaultMessage: 'Create a site and a plant' },
  stepPlantLink: { id: 'home.firstSteps.plantLink', defaultMessage: 'Sites and plants' },
  stepEquipment: { id: 'home.firstSteps.equipment', defaultMessage: 'Add or import equipment' },
  stepEquipmentAdd: { id: 'home.firstSteps.equipmentAdd', defaultMessage: 'Add equipment' },
  stepEquipmentImport: { id: 'home.firstSteps.equipmentImport', defaultMessage: 'Import a CSV file' },
  stepInvite: { id: 'home.firstSteps.invite', defaultMessage: 'Invite colleagues' },
  stepInviteLink: { id: 'home.firstSteps.inviteLink', defaultMessage: 'Company members' },
  stepRequest: { id: 'home.firstSteps.request', defaultMessage: 'Raise the first request' },
  stepRequestLink: { id: 'home.firstSteps.requestLink', defaultMessage: 'Raise a request' },
  stepByAdmin: { id: 'home.firstSteps.byAdmin', defaultMessage: 'An admin of your company does this.' },
  stepNeedsPlant: { id: 'home.firstSteps.needsPlant', defaultMessage: 'Choose a plant in the top bar first.' },
});
