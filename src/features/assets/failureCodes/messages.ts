import { defineMessages } from '../../../i18n/defineMessages';

// The failure-code library page.
const messages = defineMessages({
  title: { id: 'failureCodes.page.title', defaultMessage: 'Failure codes (ISO 14224)' },
  intro: {
    id: 'failureCodes.page.intro',
    defaultMessage:
      'The library failures are coded by: each equipment class with its failure modes (what was seen), the failure mechanisms (how it failed) and the causes under the 13 cause categories (why). Your admins can add your company’s own.',
  },
  introAdmin: {
    id: 'failureCodes.page.introAdmin',
    defaultMessage:
      'The library failures are coded by: each equipment class with its failure modes (what was seen), the failure mechanisms (how it failed) and the causes under the 13 cause categories (why). Add your company’s own classes, modes and causes below; the starter library stays as it is.',
  },
  loadFailed: {
    id: 'failureCodes.page.loadFailed',
    defaultMessage: 'Your company’s additions could not be loaded: {reason}',
  },
  writeFailed: { id: 'failureCodes.page.writeFailed', defaultMessage: 'The library was not saved: {reason}' },
  classesTitle: { id: 'failureCodes.page.classesTitle', defaultMessage: 'Equipment classes and their failure modes' },
  classShown: { id: 'failureCodes.page.classShown', defaultMessage: 'Class' },
  modesOf: { id: 'failureCodes.page.modesOf', defaultMessage: 'Failure modes of {name}' },
  noModes: { id: 'failureCodes.page.noModes', defaultMessage: 'No failure modes yet: add the first below.' },
  colCode: { id: 'failureCodes.page.colCode', defaultMessage: 'Code' },
  colMode: { id: 'failureCodes.page.colMode', defaultMessage: 'Failure mode' },
  colActions: { id: 'failureCodes.page.colActions', defaultMessage: 'Actions' },
  ownBadge: { id: 'failureCodes.page.ownBadge', defaultMessage: 'Your company’s' },
  removeOf: { id: 'failureCodes.page.removeOf', defaultMessage: 'Remove {name}' },
  removeClass: { id: 'failureCodes.page.removeClass', defaultMessage: 'Remove the class {name} and its modes' },
  removed: { id: 'failureCodes.page.removed', defaultMessage: '{name} removed.' },
  added: { id: 'failureCodes.page.added', defaultMessage: '{name} added.' },
  addModeTitle: { id: 'failureCodes.page.addModeTitle', defaultMessage: 'Add a failure mode to {name}' },
  addClassTitle: { id: 'failureCodes.page.addClassTitle', defaultMessage: 'Add an equipment class' },
  addCauseTitle: { id: 'failureCodes.page.addCauseTitle', defaultMessage: 'Add a cause' },
  causesTitle: { id: 'failureCodes.page.causesTitle', defaultMessage: 'Failure causes' },
  causesIntro: {
    id: 'failureCodes.page.causesIntro',
    defaultMessage: 'The 13 cause categories of the work-order reference lists, each with its causes.',
  },
  mechanismsTitle: { id: 'failureCodes.page.mechanismsTitle', defaultMessage: 'Failure mechanisms' },
  category: { id: 'failureCodes.page.category', defaultMessage: 'Category' },
  chooseCategory: { id: 'failureCodes.page.chooseCategory', defaultMessage: 'Choose a category' },
  code: { id: 'failureCodes.page.code', defaultMessage: 'Code' },
  name: { id: 'failureCodes.page.name', defaultMessage: 'Name' },
  add: { id: 'failureCodes.page.add', defaultMessage: 'Add' },
  classCodeHint: {
    id: 'failureCodes.page.classCodeHint',
    defaultMessage: 'Lower-case letters, digits and hyphens, up to 24 (for example agitator).',
  },
  modeCodeHint: {
    id: 'failureCodes.page.modeCodeHint',
    defaultMessage: '2 to 8 capital letters or digits (for example SUR).',
  },
  causeCodeHint: {
    id: 'failureCodes.page.causeCodeHint',
    defaultMessage: 'Lower-case letters, digits and hyphens, up to 24 (for example steam-trap).',
  },
  codeInvalid: { id: 'failureCodes.page.codeInvalid', defaultMessage: 'Write the code as the hint under it says.' },
  codeTaken: {
    id: 'failureCodes.page.codeTaken',
    defaultMessage: 'That code is already in the library here: choose another.',
  },
  nameMissing: { id: 'failureCodes.page.nameMissing', defaultMessage: 'Enter a name.' },
  nameTooLong: { id: 'failureCodes.page.nameTooLong', defaultMessage: 'The name is too long: at most 60 characters.' },
  categoryMissing: {
    id: 'failureCodes.page.categoryMissing',
    defaultMessage: 'Choose the category the cause belongs to.',
  },
  full: { id: 'failureCodes.page.full', defaultMessage: 'The library is full: remove an entry of your own first.' },
});

export default messages;
