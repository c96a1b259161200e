import { defineMessages } from '../../i18n/defineMessages';

// The equipment page's attachments card.
export default defineMessages({
  title: { id: 'attachments.title', defaultMessage: 'Attachments' },
  choose: { id: 'attachments.choose', defaultMessage: 'Add files' },
  waitingToSync: {
    id: 'attachments.waitingToSync',
    defaultMessage: 'Files can be attached once this equipment has reached the server (it is waiting to sync).',
  },
  chooseHint: {
    id: 'attachments.chooseHint',
    defaultMessage:
      'Manuals, photos and drawings: PDF, images (PNG, JPEG, GIF, WebP), text, CSV, Word, Excel, DXF or DWG, up to {max} each. Files over {threshold} can be paused and resumed.',
  },
  refusedTooLarge: {
    id: 'attachments.refused.tooLarge',
    defaultMessage: '{name} was not uploaded: it is {size}, over the limit of {max}.',
  },
  refusedType: {
    id: 'attachments.refused.type',
    defaultMessage:
      '{name} was not uploaded: this type of file is not allowed. Allowed: PDF, images, text, CSV, Word, Excel, DXF and DWG.',
  },
  refusedAllowance: {
    id: 'attachments.refused.allowance',
    defaultMessage: "{name} was not uploaded: it is {size}, and this month's upload allowance has {left} left.",
  },
  allowanceUsed: {
    id: 'attachments.allowanceUsed',
    defaultMessage: "This month's uploads: {used} of the company's {limit} ({left} left).",
  },
  allowanceFull: {
    id: 'attachments.allowanceFull',
    defaultMessage:
      "This month's upload allowance is used up ({used} of {limit}): files can be added again from {date}, or sooner on the paid plan.",
  },
  refusedEmpty: { id: 'attachments.refused.empty', defaultMessage: '{name} was not uploaded: the file is empty.' },
  uploads: { id: 'attachments.uploads', defaultMessage: 'Uploads' },
  progressOf: { id: 'attachments.progressOf', defaultMessage: 'Upload of {name}' },
  progressText: { id: 'attachments.progressText', defaultMessage: '{state}: {done} of {total} ({percent}%)' },
  stateRunning: { id: 'attachments.state.running', defaultMessage: 'Uploading' },
  statePausing: { id: 'attachments.state.pausing', defaultMessage: 'Pausing' },
  statePaused: { id: 'attachments.state.paused', defaultMessage: 'Paused' },
  stateCanceling: { id: 'attachments.state.canceling', defaultMessage: 'Cancelling' },
  stateCanceled: { id: 'attachments.state.canceled', defaultMessage: 'Cancelled, nothing was stored' },
  stateSuccess: { id: 'attachments.state.success', defaultMessage: 'Uploaded' },
  stateError: { id: 'attachments.state.error', defaultMessage: 'Failed' },
  pause: { id: 'attachments.pause', defaultMessage: 'Pause' },
  pauseOf: { id: 'attachments.pauseOf', defaultMessage: 'Pause the upload of {name}' },
  resume: { id: 'attachments.resume', defaultMessage: 'Resume' },
  resumeOf: { id: 'attachments.resumeOf', defaultMessage: 'Resume the upload of {name}' },
  cancel: { id: 'attachments.cancel', defaultMessage: 'Cancel' },
  cancelOf: { id: 'attachments.cancelOf', defaultMessage: 'Cancel the upload of {name}' },
  dismiss: { id: 'attachments.dismiss', defaultMessage: 'Clear' },
  dismissOf: { id: 'attachments.dismissOf', defaultMessage: 'Clear the upload of {name} from this list' },
  uploadFailed: { id: 'attachments.uploadFailed', defaultMessage: 'The upload failed.' },
  waitingForNetwork: {
    id: 'attachments.waitingForNetwork',
    defaultMessage:
      'Waiting for a connection: uploads are not kept offline. This one continues if the connection returns within 10 minutes; keep this page open.',
  },
  listFailed: { id: 'attachments.listFailed', defaultMessage: 'The attachments could not be loaded.' },
  empty: { id: 'attachments.empty', defaultMessage: 'No files are attached yet.' },
  needsConnection: {
    id: 'attachments.needsConnection',
    defaultMessage: 'The attached files are listed once there is a connection; they load as soon as it returns.',
  },
  colSize: { id: 'attachments.col.size', defaultMessage: 'Size' },
  colUploaded: { id: 'attachments.col.uploaded', defaultMessage: 'Uploaded' },
  uploadedByOn: { id: 'attachments.uploadedByOn', defaultMessage: '{who}, {date}' },
  you: { id: 'attachments.you', defaultMessage: 'You' },
  colleague: { id: 'attachments.colleague', defaultMessage: 'A colleague' },
  download: { id: 'attachments.download', defaultMessage: 'Download' },
  downloadOf: { id: 'attachments.downloadOf', defaultMessage: 'Download {name}' },
  delete: { id: 'attachments.delete', defaultMessage: 'Delete' },
  deleteOf: { id: 'attachments.deleteOf', defaultMessage: 'Delete {name}' },
  confirmTitle: { id: 'attachments.confirmTitle', defaultMessage: 'Delete this file?' },
  confirmBody: {
    id: 'attachments.confirmBody',
    defaultMessage: '{name} will be deleted for everyone in the company. This cannot be undone.',
  },
  confirmDelete: { id: 'attachments.confirmDelete', defaultMessage: 'Delete the file' },
  keep: { id: 'attachments.keep', defaultMessage: 'Keep it' },
  deleteFailed: { id: 'attachments.deleteFailed', defaultMessage: 'The file could not be deleted.' },
  thumbnailAlt: { id: 'attachments.thumbnailAlt', defaultMessage: 'Preview of {name}' },
  loadMore: { id: 'attachments.loadMore', defaultMessage: 'Load more' },
  shown: { id: 'attachments.shown', defaultMessage: '{count, plural, one {# file shown} other {# files shown}}' },
  pageSize: { id: 'attachments.pageSize', defaultMessage: 'Files per page' },
  pageSizeInvalid: { id: 'attachments.pageSizeInvalid', defaultMessage: 'Enter a whole number from {min} to {max}.' },
  applyPageSize: { id: 'attachments.applyPageSize', defaultMessage: 'Apply' },
});
