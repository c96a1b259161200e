import { defineMessages } from '../../../i18n/defineMessages';

// Part labels: a printable sheet of QR labels for chosen parts.
export default defineMessages({
  title: { id: 'inventory.labels.title', defaultMessage: 'Part labels' },
  intro: {
    id: 'inventory.labels.intro',
    defaultMessage:
      '{count, plural, one {# label} other {# labels}} on A4 sheets of 24 (3 × 8, 70 × 37 mm), for bins and shelves. Scanning a label opens the part’s page.',
  },
  print: { id: 'inventory.labels.print', defaultMessage: 'Print labels' },
  back: { id: 'inventory.labels.back', defaultMessage: 'Back to the parts' },
  loading: { id: 'inventory.labels.loading', defaultMessage: 'Loading the parts…' },
  failed: { id: 'inventory.labels.failed', defaultMessage: 'The parts could not be loaded: {reason}' },
  nothingChosen: {
    id: 'inventory.labels.nothingChosen',
    defaultMessage: 'No part was chosen. Search the parts list, then “Print labels”, or print one from a part’s page.',
  },
  tooMany: {
    id: 'inventory.labels.tooMany',
    defaultMessage: 'At most {max} labels at a time: the first {max} chosen are shown.',
  },
  unknown: {
    id: 'inventory.labels.unknown',
    defaultMessage:
      '{count, plural, one {This id is} other {These ids are}} not a part of the catalogue, so no label is made: {ids}.',
  },
  qrAlt: { id: 'inventory.labels.qrAlt', defaultMessage: 'QR code for part {number}: opens {url}' },
  note: { id: 'inventory.labels.note', defaultMessage: 'Mfr. no. {number}' },
  printOne: { id: 'inventory.labels.printOne', defaultMessage: 'Print label' },
  printShown: {
    id: 'inventory.labels.printShown',
    defaultMessage: 'Print labels ({count, plural, one {# part} other {# parts}})',
  },
});
