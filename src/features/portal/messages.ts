// The request portal's messages (the `portal` part of the catalogues, downloaded by the portal
// page only: scripts/vitePluginMessages.ts LAZY_PARTS).
import { defineMessages } from '../../i18n/defineMessages';

export default defineMessages({
  title: { id: 'portal.title', defaultMessage: 'Report a fault' },
  brand: { id: 'portal.brand', defaultMessage: 'Torque request portal' },
  language: { id: 'portal.language', defaultMessage: 'Language' },
  loading: { id: 'portal.loading', defaultMessage: 'Opening the request form…' },
  closedTitle: { id: 'portal.closed.title', defaultMessage: 'This link is not in use' },
  closedBody: {
    id: 'portal.closed.body',
    defaultMessage:
      'The plant has turned this request portal off or given it a new link. Ask the maintenance team for the current QR code or link.',
  },
  offlineTitle: { id: 'portal.offline.title', defaultMessage: 'No connection' },
  offlineBody: {
    id: 'portal.offline.body',
    defaultMessage:
      'The form could not be opened: this phone has no connection to the internet. Try again when you have a signal.',
  },
  failedBody: { id: 'portal.failed.body', defaultMessage: 'The form could not be opened. Try again in a moment.' },
  retry: { id: 'portal.retry', defaultMessage: 'Try again' },
  intro: {
    id: 'portal.intro',
    defaultMessage: 'Tell the maintenance team of {plant} what is wrong. You do not need an account.',
  },
  fieldEquipment: { id: 'portal.field.equipment', defaultMessage: 'Equipment' },
  fieldEquipmentSearch: { id: 'portal.field.equipmentSearch', defaultMessage: 'Find the equipment by its tag or name' },
  fieldEquipmentHint: {
    id: 'portal.field.equipmentHint',
    defaultMessage: 'The tag is on the plate or label of the machine.',
  },
  equipmentNone: { id: 'portal.equipment.none', defaultMessage: 'No equipment matches “{text}”.' },
  equipmentMore: {
    id: 'portal.equipment.more',
    defaultMessage:
      '{count, plural, one {# more matches: type more of the tag or name.} other {# more match: type more of the tag or name.}}',
  },
  equipmentChange: { id: 'portal.equipment.change', defaultMessage: 'Choose other equipment' },
  fieldTitle: { id: 'portal.field.title', defaultMessage: 'What is wrong?' },
  fieldTitleHint: {
    id: 'portal.field.titleHint',
    defaultMessage: 'In a few words, e.g. “Oil leaking under the pump”.',
  },
  fieldDescription: { id: 'portal.field.description', defaultMessage: 'More detail (optional)' },
  fieldUrgency: { id: 'portal.field.urgency', defaultMessage: 'How urgent does it look?' },
  urgencySafety: { id: 'portal.urgency.safety', defaultMessage: 'Safety: someone could get hurt' },
  urgencyStopped: { id: 'portal.urgency.stopped', defaultMessage: 'Production has stopped' },
  urgencyCanWait: { id: 'portal.urgency.canWait', defaultMessage: 'It can wait: production goes on' },
  fieldPhoto: { id: 'portal.field.photo', defaultMessage: 'Photo (optional)' },
  photoHint: { id: 'portal.photo.hint', defaultMessage: 'A large photo is made smaller before it is sent.' },
  photoRemove: { id: 'portal.photo.remove', defaultMessage: 'Remove the photo' },
  photoPreview: { id: 'portal.photo.preview', defaultMessage: 'The photo to send' },
  photoUnreadable: {
    id: 'portal.photo.unreadable',
    defaultMessage: 'This file is not a photo this phone can read. Choose a JPEG, PNG or WebP image.',
  },
  photoTooLarge: {
    id: 'portal.photo.tooLarge',
    defaultMessage: 'This photo is too large to send, even made smaller. Choose another one.',
  },
  fieldName: { id: 'portal.field.name', defaultMessage: 'Your name' },
  fieldContact: { id: 'portal.field.contact', defaultMessage: 'Phone or e-mail (optional)' },
  fieldContactHint: { id: 'portal.field.contactHint', defaultMessage: 'So the team can ask you about it.' },
  send: { id: 'portal.send', defaultMessage: 'Send the request' },
  sending: { id: 'portal.sending', defaultMessage: 'Sending the request…' },
  sendingPhoto: { id: 'portal.sendingPhoto', defaultMessage: 'Sending the photo…' },
  problemRequired: { id: 'portal.problem.required', defaultMessage: 'Fill this in.' },
  problemEquipmentRequired: { id: 'portal.problem.equipmentRequired', defaultMessage: 'Choose the equipment.' },
  problemUrgencyRequired: { id: 'portal.problem.urgencyRequired', defaultMessage: 'Choose how urgent it looks.' },
  problemTooLong: { id: 'portal.problem.tooLong', defaultMessage: 'Too long: at most {max} characters.' },
  problemNotInList: {
    id: 'portal.problem.notInList',
    defaultMessage: 'This equipment is no longer in the list. Choose it again.',
  },
  problemMarkup: {
    id: 'portal.problem.markup',
    defaultMessage: 'Remove the HTML tags (text between angle brackets, such as a script tag): they are not accepted.',
  },
  problemSummary: {
    id: 'portal.problem.summary',
    defaultMessage: 'The request was not sent. Check the fields marked below.',
  },
  refusedWait: {
    id: 'portal.refused.wait',
    defaultMessage:
      'Not sent: one request a minute can be sent from this phone. Try again in {seconds, plural, one {# second} other {# seconds}}; what you typed is kept.',
  },
  refusedFull: {
    id: 'portal.refused.full',
    defaultMessage:
      'Not sent: this phone has sent 20 requests in the last 24 hours, the most the portal takes. Please tell the maintenance team in person.',
  },
  refusedClosed: {
    id: 'portal.refused.closed',
    defaultMessage:
      'Not sent: the plant has just turned this portal off or given it a new link. Ask the maintenance team for the current one.',
  },
  refusedRefused: {
    id: 'portal.refused.refused',
    defaultMessage:
      "Not sent: the plant's system refused the request. The equipment may have changed: reload the page, choose it again and send. What you typed is kept until then.",
  },
  refusedOffline: {
    id: 'portal.refused.offline',
    defaultMessage:
      'Not sent: this phone has no connection. What you typed is kept; send again when you have a signal.',
  },
  refusedServer: {
    id: 'portal.refused.server',
    defaultMessage: 'Not sent: the service did not answer. What you typed is kept; try again in a moment.',
  },
  sentTitle: { id: 'portal.sent.title', defaultMessage: 'Request {number} sent' },
  sentBody: {
    id: 'portal.sent.body',
    defaultMessage: 'The maintenance team sees it now. Keep this link to follow what happens to it:',
  },
  sentPhotoFailed: {
    id: 'portal.sent.photoFailed',
    defaultMessage: 'The photo could not be sent; the request was. You can show the photo to the team in person.',
  },
  sentCopy: { id: 'portal.sent.copy', defaultMessage: 'Copy the link' },
  sentCopied: { id: 'portal.sent.copied', defaultMessage: 'Link copied.' },
  sentOpen: { id: 'portal.sent.open', defaultMessage: 'See its status' },
  sentAnother: { id: 'portal.sent.another', defaultMessage: 'Report another fault' },
  mineTitle: { id: 'portal.mine.title', defaultMessage: 'Your requests from this phone' },
  statusTitle: { id: 'portal.status.title', defaultMessage: 'Your request' },
  statusLoading: { id: 'portal.status.loading', defaultMessage: "Reading the request's status…" },
  statusMissing: {
    id: 'portal.status.missing',
    defaultMessage: 'This status link names no request. Check that the whole link was copied.',
  },
  statusSent: { id: 'portal.status.sent', defaultMessage: 'Sent {when}' },
  statusChanged: { id: 'portal.status.changed', defaultMessage: 'Last change {when}' },
  statusRefresh: { id: 'portal.status.refresh', defaultMessage: 'Check again' },
  statusSteps: { id: 'portal.status.steps', defaultMessage: 'Progress of the request' },
  statusCurrent: { id: 'portal.status.current', defaultMessage: '(now)' },
  stageReceived: { id: 'portal.stage.received', defaultMessage: 'Received: waiting for the team to look at it' },
  stageAccepted: { id: 'portal.stage.accepted', defaultMessage: 'Accepted: the work is being planned' },
  stageScheduled: { id: 'portal.stage.scheduled', defaultMessage: 'Scheduled: a day has been set for the work' },
  stageInProgress: { id: 'portal.stage.inProgress', defaultMessage: 'Being worked on' },
  stageDone: { id: 'portal.stage.done', defaultMessage: 'Done: the work is finished' },
  stageDeclined: {
    id: 'portal.stage.declined',
    defaultMessage: 'Closed without work: the team decided no work is needed, or it was already reported',
  },
  requestNumber: { id: 'portal.requestNumber', defaultMessage: 'Request {number}' },
});
