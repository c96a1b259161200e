import { defineMessages } from '../../../i18n/defineMessages';

export default defineMessages({
  title: { id: 'company.bin.title', defaultMessage: 'Bin' },
  intro: {
    id: 'company.bin.intro',
    defaultMessage:
      'Equipment, maintenance plans and service contracts that admins deleted stay here for {days} days, out of every list, and any admin can put them back as they were. After {days} days they are deleted for good the next time an admin opens this page. This is the bin of {plant}: its equipment and plans, and its site’s contracts.',
  },
  adminsOnly: {
    id: 'company.bin.adminsOnly',
    defaultMessage: 'Only the company’s admins can see and restore what is in the bin.',
  },
  noPlant: {
    id: 'company.bin.noPlant',
    defaultMessage: 'Choose a plant in the top bar first: the bin is kept per plant.',
  },
  loading: { id: 'company.bin.loading', defaultMessage: 'Loading the bin…' },
  empty: { id: 'company.bin.empty', defaultMessage: 'The bin is empty.' },
  tableName: { id: 'company.bin.tableName', defaultMessage: 'What is in the bin' },
  colWhat: { id: 'company.bin.colWhat', defaultMessage: 'What' },
  colKind: { id: 'company.bin.colKind', defaultMessage: 'Kind' },
  colBy: { id: 'company.bin.colBy', defaultMessage: 'Moved there by' },
  colWhen: { id: 'company.bin.colWhen', defaultMessage: 'When' },
  colLeft: { id: 'company.bin.colLeft', defaultMessage: 'Can be restored' },
  kindEquipment: { id: 'company.bin.kindEquipment', defaultMessage: 'Equipment' },
  kindPlan: { id: 'company.bin.kindPlan', defaultMessage: 'Maintenance plan' },
  kindContract: { id: 'company.bin.kindContract', defaultMessage: 'Service contract' },
  left: {
    id: 'company.bin.left',
    defaultMessage:
      '{days, plural, =0 {until {until} (last day)} one {# more day, until {until}} other {# more days, until {until}}}',
  },
  leftUnknown: { id: 'company.bin.leftUnknown', defaultMessage: 'for {days} days once the server has it' },
  over: { id: 'company.bin.over', defaultMessage: 'no longer: deleted for good at the next visit' },
  restore: { id: 'company.bin.restore', defaultMessage: 'Restore' },
  restoreNamed: { id: 'company.bin.restoreNamed', defaultMessage: 'Restore {what}' },
  restored: {
    id: 'company.bin.restored',
    defaultMessage: '{what} is back where it was{pending, select, true { (waiting to sync)} other {}}.',
  },
  purged: {
    id: 'company.bin.purged',
    defaultMessage:
      '{count, plural, one {# record was} other {# records were}} in the bin for over {days} days and {count, plural, one {it was} other {they were}} deleted for good.',
  },
  refused: {
    id: 'company.bin.refused',
    defaultMessage: '{what} could not {step, select, restore {be restored} other {be deleted for good}}: {reason}',
  },
  planPaused: {
    id: 'company.bin.planPaused',
    defaultMessage:
      'A restored plan comes back paused: resume it on the plans page when it should generate work again.',
  },
  unknownMember: { id: 'company.bin.unknownMember', defaultMessage: 'a former member' },
});
