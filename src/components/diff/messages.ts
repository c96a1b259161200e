import { defineMessages } from '../../i18n/defineMessages';

// The difference between two revisions of a text (procedure revisions).
export default defineMessages({
  loading: { id: 'diff.loading', defaultMessage: 'Comparing the revisions…' },
  loadFailed: {
    id: 'diff.loadFailed',
    defaultMessage:
      'The revisions could not be compared: part of Torque could not be downloaded. Check your connection, then try again.',
  },
  caption: { id: 'diff.caption', defaultMessage: 'Changes from {before} to {after}' },
  lineIn: { id: 'diff.lineIn', defaultMessage: 'Line in {label}' },
  change: { id: 'diff.change', defaultMessage: 'Change' },
  text: { id: 'diff.text', defaultMessage: 'Text' },
  removed: { id: 'diff.removed', defaultMessage: 'removed:' },
  added: { id: 'diff.added', defaultMessage: 'added:' },
  summary: {
    id: 'diff.summary',
    defaultMessage:
      '{added, plural, one {# line added} other {# lines added}}, {removed, plural, one {# removed} other {# removed}}',
  },
  noChanges: { id: 'diff.noChanges', defaultMessage: 'No changes: {before} and {after} are the same.' },
  folded: {
    id: 'diff.folded',
    defaultMessage: '{count, plural, one {Show # unchanged line} other {Show # unchanged lines}}',
  },
  timedOut: {
    id: 'diff.timedOut',
    defaultMessage:
      'The texts differ too much to compare line by line in time, so the whole text of {before} is shown as replaced by {after}.',
  },
});
