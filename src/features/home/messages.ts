import { defineMessages } from '../../i18n/defineMessages';

export default defineMessages({
  title: { id: 'home.title', defaultMessage: 'Welcome, {name}' },
  today: { id: 'home.today', defaultMessage: 'Today is {date}.' },
  plan: { id: 'home.plan', defaultMessage: 'Plan' },
  free: { id: 'home.plan.free', defaultMessage: 'Free' },
  paid: { id: 'home.plan.paid', defaultMessage: 'Paid' },
  role: { id: 'home.role', defaultMessage: 'Role' },
  admin: { id: 'home.role.admin', defaultMessage: 'Admin' },
  editor: { id: 'home.role.editor', defaultMessage: 'Editor' },
  filterTitle: { id: 'home.filter.title', defaultMessage: 'Lists show' },
  filterSummary: { id: 'home.filter.summary', defaultMessage: '{from} to {to}, at most {limit} records' },
  changeFilter: { id: 'home.filter.change', defaultMessage: 'Change the data filter' },
});
