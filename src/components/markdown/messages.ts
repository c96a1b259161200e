import { defineMessages } from '../../i18n/defineMessages';

// The Markdown view of a procedure's body.
export default defineMessages({
  loading: { id: 'markdown.loading', defaultMessage: 'Loading the text…' },
  loadFailed: {
    id: 'markdown.loadFailed',
    defaultMessage:
      'The text could not be shown: part of Torque could not be downloaded. Check your connection, then try again.',
  },
});
