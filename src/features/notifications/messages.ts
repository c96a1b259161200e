import { defineMessages } from '../../i18n/defineMessages';

/** What a notice says, by kind (a new request by why it is urgent). */
export const ABOUT = defineMessages({
  assigned: { id: 'notifications.about.assigned', defaultMessage: '{number} assigned to you' },
  changed: { id: 'notifications.about.changed', defaultMessage: '{number} changed: now {status}' },
  myRequest: { id: 'notifications.about.myRequest', defaultMessage: 'Your request {number} is now {status}' },
  safety: { id: 'notifications.about.safety', defaultMessage: 'New safety request {number}' },
  breakdown: { id: 'notifications.about.breakdown', defaultMessage: 'New breakdown request {number}' },
  portal: { id: 'notifications.about.portal', defaultMessage: 'Request from the portal: {number}' },
  followUp: { id: 'notifications.about.followUp', defaultMessage: 'Out-of-range reading followed up: {number}' },
  contract: {
    id: 'notifications.about.contract',
    defaultMessage: 'Service contract with {vendor} ends{days, plural, =0 { today} one { in # day} other { in # days}}',
  },
  refused: { id: 'notifications.about.refused', defaultMessage: 'A change could not be saved: {what}' },
  belowMin: {
    id: 'notifications.about.belowMin',
    defaultMessage: 'Part {number} is below its minimum in {store}: {available} available, minimum {min}',
  },
  belowZero: {
    id: 'notifications.about.belowZero',
    defaultMessage: 'Part {number} is short in {store}: {available} available (more issued or held than there is)',
  },
});

export default defineMessages({
  title: { id: 'notifications.title', defaultMessage: 'Notifications' },
  bellName: {
    id: 'notifications.bell.name',
    defaultMessage: 'Notifications{count, plural, =0 {} one {, # unread} other {, # unread}}',
  },
  latest: { id: 'notifications.bell.latest', defaultMessage: 'Latest notifications' },
  markAllRead: { id: 'notifications.markAllRead', defaultMessage: 'Mark all read' },
  seeAll: { id: 'notifications.seeAll', defaultMessage: 'All notifications' },
  none: { id: 'notifications.none', defaultMessage: 'Nothing new.' },
  noPlant: {
    id: 'notifications.noPlant',
    defaultMessage: 'Choose a plant with the plant picker in the top bar to hear of its work.',
  },
  loading: { id: 'notifications.loading', defaultMessage: 'Loading notifications…' },
  failed: { id: 'notifications.failed', defaultMessage: 'The notifications could not be loaded.' },
  unread: { id: 'notifications.unread', defaultMessage: 'Unread:' },
  openSync: { id: 'notifications.openSync', defaultMessage: 'Opens the sync centre' },
  intro: {
    id: 'notifications.intro',
    defaultMessage:
      'In the chosen plant: changes others made to the work assigned to you and to the requests you raised; for admins also new urgent requests, service contracts ending within 30 days and parts below their minimum in the site’s storerooms; and changes this device could not save. Opening one marks it read.',
  },
  writeFailed: { id: 'notifications.writeFailed', defaultMessage: 'The change could not be saved.' },
  noEmail: {
    id: 'notifications.noEmail',
    defaultMessage: 'Your account has no e-mail address to send to, so e-mail cannot be chosen.',
  },
  // On this computer (the browser's own notifications)
  browserHeading: { id: 'notifications.browser.heading', defaultMessage: 'On this computer' },
  browserLabel: { id: 'notifications.browser.label', defaultMessage: 'Show notifications on this computer' },
  browserHintAdmin: {
    id: 'notifications.browser.hintAdmin',
    defaultMessage:
      'While Torque is open, even in another window: a new safety, breakdown or portal request, and work assigned to you.',
  },
  browserHintMember: {
    id: 'notifications.browser.hintMember',
    defaultMessage: 'While Torque is open, even in another window: work assigned to you.',
  },
  browserUnsupported: {
    id: 'notifications.browser.unsupported',
    defaultMessage: 'This browser cannot show notifications.',
  },
  browserDenied: {
    id: 'notifications.browser.denied',
    defaultMessage:
      'This browser blocks notifications from Torque. Allow them in the browser’s settings for this site, then tick the box again.',
  },
  // E-mail
  emailHeading: { id: 'notifications.email.heading', defaultMessage: 'E-mail' },
  emailExplain: {
    id: 'notifications.email.explain',
    defaultMessage: 'E-mail is sent by your company’s mail service once it has been set up.',
  },
  emailChoose: { id: 'notifications.email.choose', defaultMessage: 'Send me an e-mail about' },
  emailAssigned: { id: 'notifications.email.assigned', defaultMessage: 'Work assigned to me' },
  emailUrgent: { id: 'notifications.email.urgent', defaultMessage: 'New safety or breakdown requests' },
  emailPortal: { id: 'notifications.email.portal', defaultMessage: 'Requests from the request portal' },
  emailDigest: {
    id: 'notifications.email.digest',
    defaultMessage: 'A daily digest: my open and overdue work (and, for admins, the new requests)',
  },
  emailSave: { id: 'notifications.email.save', defaultMessage: 'Save e-mail choices' },
  emailSaved: { id: 'notifications.email.saved', defaultMessage: 'E-mail choices saved.' },
  emailFailed: { id: 'notifications.email.failed', defaultMessage: 'Your e-mail choices could not be loaded.' },
});
