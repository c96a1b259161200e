import { defineMessages } from '../../i18n/defineMessages';

export default defineMessages({
  title: { id: 'home.title', defaultMessage: 'Welcome, {name}' },
  today: { id: 'home.today', defaultMessage: 'Today is {date}.' },
  filterTitle: { id: 'home.filter.title', defaultMessage: 'Lists show' },
  filterSummary: { id: 'home.filter.summary', defaultMessage: '{from} to {to}, at most {limit} records' },
  role: { id: 'home.role', defaultMessage: 'Role' },
  changeFilter: { id: 'home.filter.change', defaultMessage: 'Change the data filter' },
  expiringTitle: { id: 'home.contracts.title', defaultMessage: 'Service contracts to renew' },
  expiringNone: { id: 'home.contracts.none', defaultMessage: 'No contract expires within 90 days.' },
  expiringLoading: { id: 'home.contracts.loading', defaultMessage: 'Loading the contracts…' },
  expiringFailed: { id: 'home.contracts.failed', defaultMessage: 'The contracts could not be loaded.' },
  expiringAll: { id: 'home.contracts.all', defaultMessage: 'All service contracts' },
  expiringNoPlant: { id: 'home.contracts.noPlant', defaultMessage: 'Choose a plant to see its site’s contracts.' },
});
