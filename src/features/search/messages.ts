import { defineMessages } from '../../i18n/defineMessages';

export default defineMessages({
  label: { id: 'search.label', defaultMessage: 'Search equipment and work orders' },
  placeholder: { id: 'search.placeholder', defaultMessage: 'Search tag, name, number, title…' },
  open: { id: 'search.open', defaultMessage: 'Open the search of equipment and work orders' },
  results: { id: 'search.results', defaultMessage: 'Equipment and work orders found' },
  equipment: { id: 'search.group.equipment', defaultMessage: 'Equipment' },
  work: { id: 'search.group.work', defaultMessage: 'Work orders' },
  procedures: { id: 'search.group.procedures', defaultMessage: 'Procedures' },
  parts: { id: 'search.group.parts', defaultMessage: 'Parts' },
  noPlantMore: {
    id: 'search.noPlantMore',
    defaultMessage: 'Choose a plant to search its equipment and work orders too.',
  },
  tooShort: { id: 'search.tooShort', defaultMessage: 'Type at least 2 characters.' },
  noPlant: { id: 'search.noPlant', defaultMessage: 'Choose a plant first.' },
  searching: { id: 'search.searching', defaultMessage: 'Searching…' },
  none: { id: 'search.none', defaultMessage: 'No results.' },
  failed: { id: 'search.failed', defaultMessage: 'Work orders could not be searched. Equipment is still listed.' },
  offline: {
    id: 'search.offline',
    defaultMessage: 'Offline: work orders come from this device’s copy and may miss recent changes.',
  },
  more: { id: 'search.more', defaultMessage: 'Showing the first {count} of each group: type more to narrow.' },
});
