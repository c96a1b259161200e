import { defineMessages } from '../../i18n/defineMessages';

export default defineMessages({
  noMatch: { id: 'components.equipmentPicker.noMatch', defaultMessage: 'No equipment matches.' },
  noEquipment: { id: 'components.equipmentPicker.noEquipment', defaultMessage: 'This plant has no equipment yet.' },
  remove: { id: 'components.equipmentPicker.remove', defaultMessage: 'Remove {tag}' },
  more: {
    id: 'components.equipmentPicker.more',
    defaultMessage: 'More equipment matches: type more of its tag or name.',
  },
});
