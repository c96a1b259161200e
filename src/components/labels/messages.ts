import { defineMessages } from '../../i18n/defineMessages';

// The label sheets' own words (the pages that use them say what the labels are).
export default defineMessages({
  qrPending: { id: 'assets.labels.qrPending', defaultMessage: 'Making the QR code…' },
  qrFailed: {
    id: 'assets.labels.qrFailed',
    defaultMessage: 'The QR codes could not be made. Reload the page to try again.',
  },
  sheet: { id: 'assets.labels.sheet', defaultMessage: 'Sheet {page} of {pages}' },
});
