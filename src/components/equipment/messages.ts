import { defineMessages } from '../../i18n/defineMessages';

export default defineMessages({
  noMatch: { id: 'equipmentPicker.noMatch', defaultMessage: 'No equipment matches.' },
  noEquipment: { id: 'equipmentPicker.noEquipment', defaultMessage: 'This plant has no equipment yet.' },
  remove: { id: 'equipmentPicker.remove', defaultMessage: 'Remove {tag}' },
  more: {
    id: 'equipmentPicker.more',
    defaultMessage: 'More equipment matches: type more of its tag or name.',
  },
});
