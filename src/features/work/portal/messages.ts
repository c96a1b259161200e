import { defineMessages } from '../../../i18n/defineMessages';

// The staff's side of the request portal: its settings page, and how a request sent through it
// shows on the queues and the order's page.
export default defineMessages({
  title: { id: 'work.portal.title', defaultMessage: 'Request portal' },
  intro: {
    id: 'work.portal.intro',
    defaultMessage:
      'The request portal is a web page where people without an account (operators, cleaners, contractors) report a fault in this plant: they open its link or scan its QR code, choose the equipment, say what is wrong and how urgent it is, and may add a photo. Each report arrives in the work queues as a new request marked “From the portal”, and its sender follows its progress through a link of their own. The portal shows nothing else of the plant: only its name and its equipment list.',
  },
  adminsOnly: {
    id: 'work.portal.adminsOnly',
    defaultMessage: 'Only the company’s admins can set up the request portal.',
  },
  noPlant: { id: 'work.portal.noPlant', defaultMessage: 'Choose a plant in the top bar first.' },
  loadFailed: { id: 'work.portal.loadFailed', defaultMessage: 'The request portal could not be loaded.' },
  corrupt: {
    id: 'work.portal.corrupt',
    defaultMessage:
      '{count, plural, one {One of the company’s portals could not be read.} other {# of the company’s portals could not be read.}}',
  },
  none: { id: 'work.portal.none', defaultMessage: 'This plant has no request portal yet.' },
  turnOn: { id: 'work.portal.turnOn', defaultMessage: 'Turn on the request portal' },
  opened: {
    id: 'work.portal.opened',
    defaultMessage: 'The request portal is on. Share its link or print its QR code.',
  },
  stateOn: { id: 'work.portal.stateOn', defaultMessage: 'On: anyone with the link can report a fault.' },
  stateOff: {
    id: 'work.portal.stateOff',
    defaultMessage:
      'Off: the link says the portal is closed and takes no requests. Switched on again, it keeps its link.',
  },
  enabled: { id: 'work.portal.enabled', defaultMessage: 'Take requests through the portal' },
  turnedOn: { id: 'work.portal.turnedOn', defaultMessage: 'The portal takes requests again.' },
  turnedOff: { id: 'work.portal.turnedOff', defaultMessage: 'The portal is off: it takes no requests.' },
  linkLabel: { id: 'work.portal.linkLabel', defaultMessage: 'The portal’s link' },
  copy: { id: 'work.portal.copy', defaultMessage: 'Copy the link' },
  copied: { id: 'work.portal.copied', defaultMessage: 'The link is copied.' },
  copyFailed: {
    id: 'work.portal.copyFailed',
    defaultMessage: 'The link could not be copied here: select it and copy it yourself.',
  },
  qrAlt: { id: 'work.portal.qrAlt', defaultMessage: 'QR code of the request portal: opens {url}' },
  qrPending: { id: 'work.portal.qrPending', defaultMessage: 'Making the QR code…' },
  qrFailed: {
    id: 'work.portal.qrFailed',
    defaultMessage: 'The QR code could not be made. Reload the page to try again.',
  },
  downloadQr: { id: 'work.portal.downloadQr', defaultMessage: 'Download the QR code' },
  labelsHint: {
    id: 'work.portal.labelsHint',
    defaultMessage: 'Equipment labels can carry a QR code that opens the portal with the equipment chosen:',
  },
  labelsLink: { id: 'work.portal.labelsLink', defaultMessage: 'print labels' },
  newLink: { id: 'work.portal.newLink', defaultMessage: 'Make a new link' },
  newLinkTitle: { id: 'work.portal.newLinkTitle', defaultMessage: 'Make a new link?' },
  newLinkBody: {
    id: 'work.portal.newLinkBody',
    defaultMessage:
      'The old link stops working at once, and so do the QR codes printed with it on labels and posters: print them again with the new one. Requests already sent keep their status links.',
  },
  newLinkMade: {
    id: 'work.portal.newLinkMade',
    defaultMessage: 'The portal has a new link. The old one no longer works.',
  },
  cancel: { id: 'work.portal.cancel', defaultMessage: 'Cancel' },
  equipmentTitle: { id: 'work.portal.equipmentTitle', defaultMessage: 'Equipment on the portal' },
  equipmentCount: {
    id: 'work.portal.equipmentCount',
    defaultMessage:
      '{count, plural, =0 {No equipment is} one {# piece of equipment is} other {# pieces of equipment are}} on the portal’s list (the portal was last saved {date}).',
  },
  equipmentSame: { id: 'work.portal.equipmentSame', defaultMessage: 'It is the register’s list as it is now.' },
  equipmentDiffers: {
    id: 'work.portal.equipmentDiffers',
    defaultMessage:
      'The register has changed since: this plant now has {count, plural, one {# piece} other {# pieces}} of equipment.',
  },
  equipmentCapped: {
    id: 'work.portal.equipmentCapped',
    defaultMessage: 'The portal lists at most {max} pieces of equipment: the first by tag.',
  },
  sendEquipment: { id: 'work.portal.sendEquipment', defaultMessage: 'Send the register’s current list' },
  sent: { id: 'work.portal.sent', defaultMessage: 'The register’s list is sent to the portal.' },
  refreshed: {
    id: 'work.portal.refreshed',
    defaultMessage: 'The portal’s equipment list was brought up to date with the register.',
  },
  writeFailed: { id: 'work.portal.writeFailed', defaultMessage: 'The change was not saved: {reason}' },
  // A request sent through the portal, on the queues and its page.
  badge: { id: 'work.portal.badge', defaultMessage: 'From the portal' },
  originTitle: { id: 'work.portal.originTitle', defaultMessage: 'Reported through the request portal' },
  originName: { id: 'work.portal.originName', defaultMessage: 'Name' },
  originContact: { id: 'work.portal.originContact', defaultMessage: 'Contact' },
  originNoContact: { id: 'work.portal.originNoContact', defaultMessage: 'None given' },
  originUrgency: { id: 'work.portal.originUrgency', defaultMessage: 'Urgency' },
  originNote: {
    id: 'work.portal.originNote',
    defaultMessage:
      'The sender has no account: they follow the request’s progress (received, accepted, scheduled, in progress, done or declined) through their status link, which moves with it. A photo they added is among the photos and files.',
  },
  uploader: { id: 'work.portal.uploader', defaultMessage: 'Requester (portal)' },
  raiser: { id: 'work.portal.raiser', defaultMessage: '{name} (request portal)' },
});

/** Each urgency as the requester chose it, in words. */
export const URGENCY_NAMES = defineMessages({
  safety: { id: 'work.portal.urgency.safety', defaultMessage: 'A danger to people (safety)' },
  stopped: { id: 'work.portal.urgency.stopped', defaultMessage: 'Production has stopped' },
  canWait: { id: 'work.portal.urgency.canWait', defaultMessage: 'It can wait' },
});
