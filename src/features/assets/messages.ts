import { defineMessages } from '../../i18n/defineMessages';

export default defineMessages({
  criticality10: { id: 'assets.criticality.10', defaultMessage: 'Safety Protection Equipment' },
  criticality9: { id: 'assets.criticality.9', defaultMessage: 'Environmental Protection' },
  criticality8: { id: 'assets.criticality.8', defaultMessage: 'Facility Utility' },
  criticality7: { id: 'assets.criticality.7', defaultMessage: 'Process single line' },
  criticality6: { id: 'assets.criticality.6', defaultMessage: 'Process standby' },
  criticality5: { id: 'assets.criticality.5', defaultMessage: 'Support single line' },
  criticality4: { id: 'assets.criticality.4', defaultMessage: 'Support standby' },
  criticality3: { id: 'assets.criticality.3', defaultMessage: 'Site Facilities' },
  criticality2: { id: 'assets.criticality.2', defaultMessage: 'Administrative Facilities' },
  criticality1: { id: 'assets.criticality.1', defaultMessage: 'Grounds' },
  criticalityOption: { id: 'assets.criticality.option', defaultMessage: '{rank} – {name}' },
  statusInService: { id: 'assets.status.inService', defaultMessage: 'In service' },
  statusStandby: { id: 'assets.status.standby', defaultMessage: 'Standby' },
  statusOutOfService: { id: 'assets.status.outOfService', defaultMessage: 'Out of service' },
  problemTagRequired: { id: 'assets.problem.tagRequired', defaultMessage: 'Enter a tag.' },
  problemTagTooLong: { id: 'assets.problem.tagTooLong', defaultMessage: 'A tag has at most 40 characters.' },
  problemTagTaken: {
    id: 'assets.problem.tagTaken',
    defaultMessage: 'Another piece of equipment in this plant already has this tag.',
  },
  problemNameRequired: { id: 'assets.problem.nameRequired', defaultMessage: 'Enter a name.' },
  problemNameTooLong: { id: 'assets.problem.nameTooLong', defaultMessage: 'A name has at most 200 characters.' },
  problemTextTooLong: { id: 'assets.problem.textTooLong', defaultMessage: 'This field has at most 200 characters.' },
  problemDescriptionTooLong: {
    id: 'assets.problem.descriptionTooLong',
    defaultMessage: 'A description has at most 2,000 characters.',
  },
  problemCriticality: {
    id: 'assets.problem.criticality',
    defaultMessage: 'Choose a criticality rank from 10 (Safety Protection Equipment) to 1 (Grounds).',
  },
  problemStatus: {
    id: 'assets.problem.status',
    defaultMessage: 'Choose a status: in service, standby or out of service.',
  },
  problemParentUnknown: {
    id: 'assets.problem.parentUnknown',
    defaultMessage: 'The parent must be equipment of this plant.',
  },
  problemParentCycle: {
    id: 'assets.problem.parentCycle',
    defaultMessage:
      'This parent is the equipment itself or one of its children: the hierarchy would go round in a circle.',
  },
  problemInstallDate: { id: 'assets.problem.installDate', defaultMessage: 'Enter the install date as dd.mm.yyyy.' },
  problemMeters: {
    id: 'assets.problem.meters',
    defaultMessage: 'Each meter needs a name (up to 60 characters) and a unit (up to 20); at most 20 meters.',
  },
  problemPlantFull: {
    id: 'assets.problem.plantFull',
    defaultMessage: 'This plant holds the most equipment one plant can (5,000). Add it to another plant.',
  },
});
