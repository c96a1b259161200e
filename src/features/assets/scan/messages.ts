import { defineMessages } from '../../../i18n/defineMessages';

export default defineMessages({
  title: { id: 'assets.scan.title', defaultMessage: 'Scan a label' },
  intro: {
    id: 'assets.scan.intro',
    defaultMessage:
      'Point the camera at a label’s QR code: an equipment label opens the equipment (its open work, its procedures and “Raise a request”), a part label opens the part (its stock, issuing it).',
  },
  start: { id: 'assets.scan.start', defaultMessage: 'Start the camera' },
  stop: { id: 'assets.scan.stop', defaultMessage: 'Stop the camera' },
  again: { id: 'assets.scan.again', defaultMessage: 'Scan again' },
  starting: { id: 'assets.scan.starting', defaultMessage: 'Opening the camera…' },
  scanning: { id: 'assets.scan.scanning', defaultMessage: 'Looking for a QR code…' },
  video: { id: 'assets.scan.video', defaultMessage: 'What the camera sees' },
  denied: {
    id: 'assets.scan.denied',
    defaultMessage:
      'The browser was not allowed to use the camera. Allow it in the site’s settings, or type the tag below.',
  },
  noCamera: {
    id: 'assets.scan.noCamera',
    defaultMessage: 'No camera could be opened on this device. Type the tag below.',
  },
  reader: {
    id: 'assets.scan.reader',
    defaultMessage: 'The code reader could not be loaded (it is downloaded once, online). Type the tag below.',
  },
  other: {
    id: 'assets.scan.other',
    defaultMessage: 'The camera stopped with an error. Try again, or type the tag below.',
  },
  elsewhere: {
    id: 'assets.scan.elsewhere',
    defaultMessage: 'This label belongs to another Torque address ({host}). Nothing was opened.',
  },
  link: {
    id: 'assets.scan.link',
    defaultMessage: 'This code holds a web address ({host}), not an equipment label. Nothing was opened.',
  },
  text: {
    id: 'assets.scan.text',
    defaultMessage: 'This code holds “{text}”, not an equipment label. Nothing was opened.',
  },
  notInPlant: {
    id: 'assets.scan.notInPlant',
    defaultMessage: 'This label’s equipment is not in {plant}: it may have been deleted. Nothing was opened.',
  },
  tagTitle: { id: 'assets.scan.tagTitle', defaultMessage: 'Or type the tag' },
  tag: { id: 'assets.scan.tag', defaultMessage: 'Equipment tag' },
  tagHint: { id: 'assets.scan.tagHint', defaultMessage: 'As printed on the label, for example P-101.' },
  open: { id: 'assets.scan.open', defaultMessage: 'Open the equipment' },
  tagMissing: { id: 'assets.scan.tagMissing', defaultMessage: 'Type the tag printed on the label.' },
  tagUnknown: { id: 'assets.scan.tagUnknown', defaultMessage: 'No equipment in {plant} has the tag “{tag}”.' },
  noPlant: { id: 'assets.scan.noPlant', defaultMessage: 'Choose a plant first (top bar): labels are looked up in it.' },
});
