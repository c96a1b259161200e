// Names of the service-contract feature in every language; the data keeps the codes.
import { defineMessages } from '../../i18n/defineMessages';
import type { ContractCategory } from '../../domain/contractCategories';

/** The 24 categories' names (docs/service-contracts.md says why each is contracted). */
export const CATEGORY_NAMES = defineMessages<ContractCategory>({
  fireSafety: { id: 'contracts.category.fireSafety', defaultMessage: 'Fire & Safety systems' },
  motorRewinding: { id: 'contracts.category.motorRewinding', defaultMessage: 'Motor rewinding' },
  instrumentCalibration: { id: 'contracts.category.instrumentCalibration', defaultMessage: 'Instrument calibration' },
  crane: { id: 'contracts.category.crane', defaultMessage: 'Cranes and hoists' },
  generator: { id: 'contracts.category.generator', defaultMessage: 'Generator service' },
  transformer: { id: 'contracts.category.transformer', defaultMessage: 'Transformer service' },
  hvac: { id: 'contracts.category.hvac', defaultMessage: 'HVAC and refrigeration' },
  compressors: { id: 'contracts.category.compressors', defaultMessage: 'Air compressors' },
  elevators: { id: 'contracts.category.elevators', defaultMessage: 'Lifts and elevators' },
  boilers: { id: 'contracts.category.boilers', defaultMessage: 'Boilers and pressure vessels' },
  ups: { id: 'contracts.category.ups', defaultMessage: 'UPS and battery systems' },
  switchgear: { id: 'contracts.category.switchgear', defaultMessage: 'HV and LV switchgear' },
  thermography: { id: 'contracts.category.thermography', defaultMessage: 'Infrared thermography' },
  vibration: { id: 'contracts.category.vibration', defaultMessage: 'Vibration analysis' },
  lubrication: { id: 'contracts.category.lubrication', defaultMessage: 'Lubrication and oil analysis' },
  waterTreatment: { id: 'contracts.category.waterTreatment', defaultMessage: 'Water treatment' },
  liftingGear: { id: 'contracts.category.liftingGear', defaultMessage: 'Lifting gear inspection' },
  forklifts: { id: 'contracts.category.forklifts', defaultMessage: 'Forklifts and industrial trucks' },
  doors: { id: 'contracts.category.doors', defaultMessage: 'Industrial doors and gates' },
  earthing: { id: 'contracts.category.earthing', defaultMessage: 'Earthing and lightning protection' },
  weighbridge: { id: 'contracts.category.weighbridge', defaultMessage: 'Weighbridges and scales' },
  cathodic: { id: 'contracts.category.cathodic', defaultMessage: 'Cathodic protection' },
  pestControl: { id: 'contracts.category.pestControl', defaultMessage: 'Pest control' },
  wasteDisposal: { id: 'contracts.category.wasteDisposal', defaultMessage: 'Industrial waste disposal' },
});

/** The status badges: 'expiring' for all three windows (the badge says how many days). */
export const STATUS_MESSAGES = defineMessages({
  upcoming: {
    id: 'contracts.status.upcoming',
    defaultMessage: '{days, plural, one {Starts in # day} other {Starts in # days}}',
  },
  active: { id: 'contracts.status.active', defaultMessage: 'Active' },
  expiring: {
    id: 'contracts.status.expiring',
    defaultMessage: '{days, plural, =0 {Expires today} one {Expires in # day} other {Expires in # days}}',
  },
  expired: { id: 'contracts.status.expired', defaultMessage: 'Expired' },
});

export const FILTER_NAMES = defineMessages({
  all: { id: 'contracts.filter.all', defaultMessage: 'All statuses' },
  expiring90: { id: 'contracts.filter.expiring90', defaultMessage: 'Expiring within 90 days' },
  expiring60: { id: 'contracts.filter.expiring60', defaultMessage: 'Expiring within 60 days' },
  expiring30: { id: 'contracts.filter.expiring30', defaultMessage: 'Expiring within 30 days' },
  expired: { id: 'contracts.filter.expired', defaultMessage: 'Expired' },
  active: { id: 'contracts.filter.active', defaultMessage: 'Active' },
  upcoming: { id: 'contracts.filter.upcoming', defaultMessage: 'Not started yet' },
});

export default defineMessages({
  listTitle: { id: 'contracts.list.title', defaultMessage: 'Service contracts' },
  listIntro: {
    id: 'contracts.list.intro',
    defaultMessage: 'The annual service contracts of this site: who comes, for what equipment, until when.',
  },
  newContract: { id: 'contracts.list.new', defaultMessage: 'New contract' },
  loading: { id: 'contracts.list.loading', defaultMessage: 'Loading the contracts…' },
  loadFailed: { id: 'contracts.list.failed', defaultMessage: 'The contracts could not be loaded.' },
  none: { id: 'contracts.list.none', defaultMessage: 'This site has no service contracts yet.' },
  noneMatch: { id: 'contracts.list.noneMatch', defaultMessage: 'No contract matches these filters.' },
  filterStatus: { id: 'contracts.list.filterStatus', defaultMessage: 'Status' },
  filterCategory: { id: 'contracts.list.filterCategory', defaultMessage: 'Category' },
  allCategories: { id: 'contracts.list.allCategories', defaultMessage: 'All categories' },
  colVendor: { id: 'contracts.list.col.vendor', defaultMessage: 'Vendor' },
  colCategory: { id: 'contracts.list.col.category', defaultMessage: 'Category' },
  colTerm: { id: 'contracts.list.col.term', defaultMessage: 'Term' },
  colValue: { id: 'contracts.list.col.value', defaultMessage: 'Yearly value' },
  colStatus: { id: 'contracts.list.col.status', defaultMessage: 'Status' },
  term: { id: 'contracts.term', defaultMessage: '{start} – {end}' },
  renewed: { id: 'contracts.renewed', defaultMessage: 'Renewed' },
  corrupt: {
    id: 'contracts.list.corrupt',
    defaultMessage:
      '{count, plural, one {# contract could not be read and is not shown.} other {# contracts could not be read and are not shown.}}',
  },
  choosePlant: {
    id: 'contracts.choosePlant',
    defaultMessage: 'Choose a plant in the top bar first: contracts belong to its site.',
  },
  fromCache: {
    id: 'contracts.fromCache',
    defaultMessage: 'Shown from this device’s copy: the server has not answered yet.',
  },
  newTitle: { id: 'contracts.edit.newTitle', defaultMessage: 'New service contract' },
  editTitle: { id: 'contracts.edit.title', defaultMessage: 'Edit the service contract' },
  adminsOnly: { id: 'contracts.adminsOnly', defaultMessage: 'Only admins can add or change service contracts.' },
  fieldVendor: { id: 'contracts.field.vendor', defaultMessage: 'Vendor' },
  fieldContact: { id: 'contracts.field.contact', defaultMessage: 'Contact (name, phone or e-mail)' },
  fieldContractNumber: { id: 'contracts.field.contractNumber', defaultMessage: 'Contract number' },
  fieldCategory: { id: 'contracts.field.category', defaultMessage: 'Category' },
  chooseCategory: { id: 'contracts.field.chooseCategory', defaultMessage: 'Choose a category' },
  fieldStart: { id: 'contracts.field.start', defaultMessage: 'Start date' },
  fieldEnd: { id: 'contracts.field.end', defaultMessage: 'End date' },
  fieldValue: { id: 'contracts.field.value', defaultMessage: 'Yearly value' },
  fieldCurrency: { id: 'contracts.field.currency', defaultMessage: 'Currency (3-letter code)' },
  fieldVisitsPerYear: { id: 'contracts.field.visitsPerYear', defaultMessage: 'Visits per year' },
  fieldNotes: { id: 'contracts.field.notes', defaultMessage: 'Notes' },
  fieldEquipment: { id: 'contracts.field.equipment', defaultMessage: 'Covered equipment' },
  equipmentHint: {
    id: 'contracts.field.equipmentHint',
    defaultMessage: 'Equipment of the plant you are working in; equipment of the site’s other plants stays covered.',
  },
  equipmentFilter: { id: 'contracts.field.equipmentFilter', defaultMessage: 'Find equipment' },
  otherPlants: {
    id: 'contracts.field.otherPlants',
    defaultMessage: '{count, plural, one {# item in other plants} other {# items in other plants}}',
  },
  visitsTitle: { id: 'contracts.visits.title', defaultMessage: 'Visits' },
  visitsHint: {
    id: 'contracts.visits.hint',
    defaultMessage: 'Planned from the visits per year and the term; adjust any date.',
  },
  visitsReplan: { id: 'contracts.visits.replan', defaultMessage: 'Plan the visits again' },
  visitDate: { id: 'contracts.visits.date', defaultMessage: 'Visit {n}' },
  visitsNone: { id: 'contracts.visits.none', defaultMessage: 'No visits planned.' },
  save: { id: 'contracts.edit.save', defaultMessage: 'Save the contract' },
  saveChanges: { id: 'contracts.edit.saveChanges', defaultMessage: 'Save the changes' },
  cancel: { id: 'contracts.edit.cancel', defaultMessage: 'Cancel' },
  problemsFound: {
    id: 'contracts.edit.problems',
    defaultMessage: 'Correct the fields marked below; nothing was saved.',
  },
  vendorRequired: { id: 'contracts.problem.vendorRequired', defaultMessage: 'Enter the vendor’s name.' },
  vendorTooLong: {
    id: 'contracts.problem.vendorTooLong',
    defaultMessage: 'A vendor’s name has at most 200 characters.',
  },
  contactTooLong: { id: 'contracts.problem.contactTooLong', defaultMessage: 'The contact has at most 200 characters.' },
  numberTooLong: {
    id: 'contracts.problem.numberTooLong',
    defaultMessage: 'A contract number has at most 60 characters.',
  },
  notesTooLong: { id: 'contracts.problem.notesTooLong', defaultMessage: 'Notes have at most 2,000 characters.' },
  categoryRequired: { id: 'contracts.problem.categoryRequired', defaultMessage: 'Choose a category.' },
  categoryUnknown: {
    id: 'contracts.problem.categoryUnknown',
    defaultMessage: 'That category is not one of the 24 contract categories.',
  },
  startRequired: { id: 'contracts.problem.startRequired', defaultMessage: 'Enter the start date (dd.mm.yyyy).' },
  endRequired: { id: 'contracts.problem.endRequired', defaultMessage: 'Enter the end date (dd.mm.yyyy).' },
  dateInvalid: { id: 'contracts.problem.dateInvalid', defaultMessage: 'Enter a date as dd.mm.yyyy, e.g. 31.12.2026.' },
  endBeforeStart: { id: 'contracts.problem.endBeforeStart', defaultMessage: 'The end date is before the start date.' },
  valueRequired: {
    id: 'contracts.problem.valueRequired',
    defaultMessage: 'Enter the yearly value (0 if there is none).',
  },
  valueNotNumber: {
    id: 'contracts.problem.valueNotNumber',
    defaultMessage: 'The value must be a number, e.g. 12500 or 12500.50.',
  },
  valueNegative: { id: 'contracts.problem.valueNegative', defaultMessage: 'The value cannot be negative.' },
  valueTooLarge: {
    id: 'contracts.problem.valueTooLarge',
    defaultMessage: 'The value is too large (at most 1,000,000,000,000).',
  },
  currencyInvalid: {
    id: 'contracts.problem.currencyInvalid',
    defaultMessage: 'Enter a currency as its 3-letter code, e.g. EUR or USD.',
  },
  currencyUnknown: { id: 'contracts.problem.currencyUnknown', defaultMessage: 'That is not a known currency code.' },
  visitsPerYearInvalid: {
    id: 'contracts.problem.visitsPerYearInvalid',
    defaultMessage: 'Enter a whole number of visits from 0 to 52.',
  },
  equipmentTooMany: {
    id: 'contracts.problem.equipmentTooMany',
    defaultMessage: 'A contract covers at most 100 pieces of equipment.',
  },
  visitsTooMany: { id: 'contracts.problem.visitsTooMany', defaultMessage: 'A contract has at most 52 visits.' },
  visitOutsideTerm: {
    id: 'contracts.problem.visitOutsideTerm',
    defaultMessage: 'Every visit must be a date within the contract’s term.',
  },
  detailTitle: { id: 'contracts.detail.title', defaultMessage: 'Service contract' },
  missing: {
    id: 'contracts.detail.missing',
    defaultMessage:
      'This contract is not among the site’s contracts: it may be in the bin (Company › Bin) or deleted for good.',
  },
  backToList: { id: 'contracts.detail.back', defaultMessage: 'All contracts' },
  edit: { id: 'contracts.detail.edit', defaultMessage: 'Edit' },
  delete: { id: 'contracts.detail.delete', defaultMessage: 'Move to the bin' },
  deleteConfirm: {
    id: 'contracts.detail.deleteConfirm',
    defaultMessage:
      'Move the contract with {vendor} to the bin? Its work orders stay. An admin can restore it under Company › Bin for 30 days.',
  },
  deleteYes: { id: 'contracts.detail.deleteYes', defaultMessage: 'Yes, move it to the bin' },
  renew: { id: 'contracts.detail.renew', defaultMessage: 'Renew for next year' },
  renewedBy: { id: 'contracts.detail.renewedBy', defaultMessage: 'Renewed: see next year’s contract' },
  renewedFrom: { id: 'contracts.detail.renewedFrom', defaultMessage: 'Renews the previous contract' },
  documents: { id: 'contracts.detail.documents', defaultMessage: 'Documents' },
  documentsAdminsOnly: {
    id: 'contracts.detail.documentsAdminsOnly',
    defaultMessage: 'Only admins add documents to a contract.',
  },
  documentsWaiting: {
    id: 'contracts.detail.documentsWaiting',
    defaultMessage: 'Documents can be added once the contract has reached the server.',
  },
  equipmentNone: { id: 'contracts.detail.equipmentNone', defaultMessage: 'No equipment named.' },
  equipmentElsewhere: { id: 'contracts.detail.equipmentElsewhere', defaultMessage: 'Equipment {id} (another plant)' },
  visitCreate: { id: 'contracts.visit.create', defaultMessage: 'Create work order' },
  visitCreateFor: { id: 'contracts.visit.createFor', defaultMessage: 'Create the work order for the visit of {date}' },
  visitEquipment: { id: 'contracts.visit.equipment', defaultMessage: 'Equipment for the visit of {date}' },
  visitHours: { id: 'contracts.visit.hours', defaultMessage: 'Estimated hours for the visit of {date}' },
  visitHoursInvalid: {
    id: 'contracts.visit.hoursInvalid',
    defaultMessage: 'Enter hours greater than 0 and at most 1000.',
  },
  visitNoEquipment: {
    id: 'contracts.visit.noEquipment',
    defaultMessage: 'None of the covered equipment is in the plant you are working in.',
  },
  visitOrder: { id: 'contracts.visit.order', defaultMessage: 'Work order {number}' },
  visitOrderTitle: { id: 'contracts.visit.orderTitle', defaultMessage: 'Contract visit: {vendor}' },
  visitOrderDescription: {
    id: 'contracts.visit.orderDescription',
    defaultMessage:
      'Service visit by {vendor} under the contract {number} ({category}). Record the failure cause as third party (3RDPARTY) when the vendor finds one.',
  },
  visitOrderPlanned: { id: 'contracts.visit.planned', defaultMessage: 'Not ordered yet' },
  visitCol: { id: 'contracts.visit.col.date', defaultMessage: 'Date' },
  visitColOrder: { id: 'contracts.visit.col.order', defaultMessage: 'Work order' },
  writeFailed: { id: 'contracts.writeFailed', defaultMessage: 'The change was not saved: {reason}' },
  refusedAdminsOnly: { id: 'contracts.refused.adminsOnly', defaultMessage: 'only admins change service contracts.' },
  refusedInvalid: { id: 'contracts.refused.invalid', defaultMessage: 'the contract has fields that are not valid.' },
  refusedUnknown: {
    id: 'contracts.refused.unknown',
    defaultMessage: 'this contract is not loaded here (open it again).',
  },
  refusedRenewed: { id: 'contracts.refused.renewed', defaultMessage: 'this contract has been renewed already.' },
  refusedVisit: {
    id: 'contracts.refused.visit',
    defaultMessage: 'that visit already has a work order, or no longer exists.',
  },
  refusedEquipment: {
    id: 'contracts.refused.equipment',
    defaultMessage: 'choose equipment of the plant you are working in.',
  },
  refusedNoPlant: { id: 'contracts.refused.noPlant', defaultMessage: 'choose a plant first.' },
});
