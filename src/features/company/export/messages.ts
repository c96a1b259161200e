import { defineMessages } from '../../../i18n/defineMessages';

export default defineMessages({
  title: { id: 'company.export.title', defaultMessage: 'Export the company’s data' },
  intro: {
    id: 'company.export.intro',
    defaultMessage:
      'Download everything {company} keeps in Torque as one zip file: every kind of record as a spreadsheet (CSV) and as exact JSON for re-import, the equipment of each plant and the parts catalogue in the columns of their own CSV exports, and an index of the attached files. The archive says when it was made and by whom, and each export is listed below.',
  },
  adminsOnly: { id: 'company.export.adminsOnly', defaultMessage: 'Only the company’s admins can export its data.' },
  withFiles: { id: 'company.export.withFiles', defaultMessage: 'Include the attached files (photos and documents)' },
  withFilesHint: {
    id: 'company.export.withFilesHint',
    defaultMessage: 'Without them the archive holds their index only, and is much smaller.',
  },
  start: { id: 'company.export.start', defaultMessage: 'Make the archive' },
  stop: { id: 'company.export.stop', defaultMessage: 'Stop' },
  progressName: { id: 'company.export.progressName', defaultMessage: 'Export progress' },
  reading: {
    id: 'company.export.reading',
    defaultMessage:
      'Reading from the server: {documents, plural, one {# record} other {# records}} ({done} of {known} lists)',
  },
  files: { id: 'company.export.files', defaultMessage: 'Adding the attached files: {done} of {total}' },
  packing: { id: 'company.export.packing', defaultMessage: 'Packing the archive…' },
  ready: {
    id: 'company.export.ready',
    defaultMessage:
      'The archive is ready: {documents, plural, one {# record} other {# records}}{files, plural, =0 {} one { and # file} other { and # files}}, {size}.',
  },
  downloadAgain: { id: 'company.export.downloadAgain', defaultMessage: 'Download {file} again' },
  stopped: { id: 'company.export.stopped', defaultMessage: 'The export was stopped; nothing was downloaded.' },
  offline: {
    id: 'company.export.offline',
    defaultMessage:
      'The export reads everything from the server, and this device is not connected to it. Connect, then try again.',
  },
  failed: { id: 'company.export.failed', defaultMessage: 'The archive could not be made: {reason}' },
  historyTitle: { id: 'company.export.historyTitle', defaultMessage: 'Exports made' },
  historyNone: { id: 'company.export.historyNone', defaultMessage: 'No export has been made yet.' },
  historyWhen: { id: 'company.export.historyWhen', defaultMessage: 'When' },
  historyBy: { id: 'company.export.historyBy', defaultMessage: 'By' },
  historyDocuments: { id: 'company.export.historyDocuments', defaultMessage: 'Records' },
  historyFiles: { id: 'company.export.historyFiles', defaultMessage: 'Files' },
  historyLoading: { id: 'company.export.historyLoading', defaultMessage: 'Loading the exports…' },
  closeTitle: { id: 'company.close.title', defaultMessage: 'Close the company' },
  closeIntro: {
    id: 'company.close.intro',
    defaultMessage:
      'Closing {company} is for good. Every member, you included, loses access at once, and its request portals stop taking requests. For {days} days you can still read everything and export it here; after that its data and files are deleted for good. Export first if you want a copy.',
  },
  closeConfirmLabel: {
    id: 'company.close.confirmLabel',
    defaultMessage: 'To confirm, type the company’s name: {company}',
  },
  closeButton: { id: 'company.close.button', defaultMessage: 'Close the company for good' },
  closeMismatch: { id: 'company.close.mismatch', defaultMessage: 'Type the company’s name exactly as shown.' },
  closing: { id: 'company.close.closing', defaultMessage: 'Closing the company…' },
  closeOffline: {
    id: 'company.close.offline',
    defaultMessage: 'Closing needs the server, and this device is not connected to it. Nothing was changed.',
  },
  closeFailed: { id: 'company.close.failed', defaultMessage: 'The company could not be closed: {reason}' },
  closedTitle: { id: 'company.closed.title', defaultMessage: 'The company is closed' },
  closedText: {
    id: 'company.closed.text',
    defaultMessage:
      'You closed {company} on {when}. Nobody can change its data any more. You can read and export everything until {until}; after that it is deleted for good.',
  },
  closedOver: {
    id: 'company.closed.over',
    defaultMessage: 'You closed {company} on {when}. Its {days} days are over: its data is no longer readable.',
  },
});
