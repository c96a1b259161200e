import { defineMessages } from '../../i18n/defineMessages';

export default defineMessages({
  title: { id: 'home.title', defaultMessage: 'Welcome, {name}' },
  today: { id: 'home.today', defaultMessage: 'Today is {date}.' },
  filterTitle: { id: 'home.filter.title', defaultMessage: 'Lists show' },
  filterSummary: { id: 'home.filter.summary', defaultMessage: '{from} to {to}, at most {limit} records' },
  role: { id: 'home.role', defaultMessage: 'Role' },
  changeFilter: { id: 'home.filter.change', defaultMessage: 'Change the data filter' },
});
