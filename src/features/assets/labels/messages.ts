import { defineMessages } from '../../../i18n/defineMessages';

export default defineMessages({
  title: { id: 'assets.labels.title', defaultMessage: 'QR labels' },
  intro: {
    id: 'assets.labels.intro',
    defaultMessage:
      '{count, plural, one {# label} other {# labels}} on A4 sheets of 24 (3 × 8, 70 × 37 mm). Scanning a label opens the equipment’s page.',
  },
  print: { id: 'assets.labels.print', defaultMessage: 'Print labels' },
  back: { id: 'assets.labels.back', defaultMessage: 'Back to the equipment list' },
  noPlant: { id: 'assets.labels.noPlant', defaultMessage: 'Choose a plant in the top bar first.' },
  loading: { id: 'assets.labels.loading', defaultMessage: 'Loading the plant’s equipment…' },
  nothingChosen: {
    id: 'assets.labels.nothingChosen',
    defaultMessage: 'No equipment was chosen. Choose equipment in the list, then “Print labels”.',
  },
  unknown: {
    id: 'assets.labels.unknown',
    defaultMessage:
      '{count, plural, one {This id is} other {These ids are}} not equipment of this plant, so no label is made: {ids}.',
  },
  qrAlt: { id: 'assets.labels.qrAlt', defaultMessage: 'QR code for {tag}: opens {url}' },
  criticality: { id: 'assets.labels.criticality', defaultMessage: 'Criticality {rank} – {name}' },
  withPortal: { id: 'assets.labels.withPortal', defaultMessage: 'Add a QR code for the request portal' },
  withPortalHint: {
    id: 'assets.labels.withPortalHint',
    defaultMessage:
      'A second, smaller code on each label opens the plant’s request portal with this equipment chosen, so that anyone, without an account, can report a fault on it. Making a new portal link later makes these codes stop working.',
  },
  reportFault: { id: 'assets.labels.reportFault', defaultMessage: 'Report a fault' },
  portalQrAlt: { id: 'assets.labels.portalQrAlt', defaultMessage: 'QR code to report a fault on {tag}: opens {url}' },
});
