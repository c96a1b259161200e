// Job plans' words in every language; the data keeps the codes.
import { defineMessages } from '../../i18n/defineMessages';
import type { JobPlanContentField, JobPlanProblem } from '../../domain/jobPlans';

export const FIELD_NAMES = defineMessages<JobPlanContentField>({
  title: { id: 'jobPlans.field.title', defaultMessage: 'Title' },
  description: { id: 'jobPlans.field.description', defaultMessage: 'What it is for' },
  craft: { id: 'jobPlans.field.craft', defaultMessage: 'Craft' },
  estimatedHours: { id: 'jobPlans.field.estimatedHours', defaultMessage: 'Labour' },
  crewSize: { id: 'jobPlans.field.crewSize', defaultMessage: 'Crew' },
  steps: { id: 'jobPlans.field.steps', defaultMessage: 'Steps' },
  permits: { id: 'jobPlans.field.permits', defaultMessage: 'Permits' },
  materials: { id: 'jobPlans.field.materials', defaultMessage: 'Materials' },
  procedures: { id: 'jobPlans.field.procedures', defaultMessage: 'Procedures' },
  tools: { id: 'jobPlans.field.tools', defaultMessage: 'Tools' },
  classes: { id: 'jobPlans.field.classes', defaultMessage: 'Equipment classes' },
});

export const PROBLEMS = defineMessages<JobPlanProblem>({
  titleMissing: { id: 'jobPlans.problem.titleMissing', defaultMessage: 'Give the job plan a title.' },
  titleTooLong: { id: 'jobPlans.problem.titleTooLong', defaultMessage: 'The title can have at most 200 characters.' },
  descriptionTooLong: {
    id: 'jobPlans.problem.descriptionTooLong',
    defaultMessage: 'The description can have at most 2,000 characters.',
  },
  stepsTooMany: { id: 'jobPlans.problem.stepsTooMany', defaultMessage: 'A job plan can have at most 50 steps.' },
  stepText: {
    id: 'jobPlans.problem.stepText',
    defaultMessage: 'Say what the step is (at most 500 characters), or remove it.',
  },
  stepReading: {
    id: 'jobPlans.problem.stepReading',
    defaultMessage: 'The reading needs a unit of at most 20 characters and numbers with the lowest first.',
  },
  craft: { id: 'jobPlans.problem.craft', defaultMessage: 'Name the craft (at most 60 characters).' },
  hours: { id: 'jobPlans.problem.hours', defaultMessage: 'Enter the labour in hours: more than 0, at most 1,000.' },
  crewSize: { id: 'jobPlans.problem.crewSize', defaultMessage: 'The crew is a whole number of people from 1 to 10.' },
  permits: { id: 'jobPlans.problem.permits', defaultMessage: 'Choose at most 10 permits of the list.' },
  materialsTooMany: {
    id: 'jobPlans.problem.materialsTooMany',
    defaultMessage: 'A job plan can have at most 50 materials.',
  },
  materialLine: {
    id: 'jobPlans.problem.materialLine',
    defaultMessage: 'Each material needs a description (at most 200 characters) and a quantity above 0.',
  },
  proceduresTooMany: {
    id: 'jobPlans.problem.proceduresTooMany',
    defaultMessage: 'A job plan can require at most 5 procedures.',
  },
  toolsTooMany: { id: 'jobPlans.problem.toolsTooMany', defaultMessage: 'List at most 20 tools.' },
  classesTooMany: { id: 'jobPlans.problem.classesTooMany', defaultMessage: 'Choose at most 30 equipment classes.' },
});

export default defineMessages({
  listTitle: { id: 'jobPlans.list.title', defaultMessage: 'Job plans' },
  listIntro: {
    id: 'jobPlans.list.intro',
    defaultMessage:
      'Standard jobs: how a kind of work is done, the craft, labour and crew it takes, its permits, materials and tools. Plan a work order from one in a click; a maintenance plan that uses one follows its latest revision.',
  },
  newJobPlan: { id: 'jobPlans.list.new', defaultMessage: 'New job plan' },
  search: { id: 'jobPlans.list.search', defaultMessage: 'Search by title, craft or tool' },
  showArchived: { id: 'jobPlans.list.showArchived', defaultMessage: 'Show archived job plans' },
  colTitle: { id: 'jobPlans.list.colTitle', defaultMessage: 'Job plan' },
  colCraft: { id: 'jobPlans.list.colCraft', defaultMessage: 'Craft' },
  colLabour: { id: 'jobPlans.list.colLabour', defaultMessage: 'Labour' },
  colCrew: { id: 'jobPlans.list.colCrew', defaultMessage: 'Crew' },
  colClasses: { id: 'jobPlans.list.colClasses', defaultMessage: 'Fits' },
  colRevision: { id: 'jobPlans.list.colRevision', defaultMessage: 'Revision' },
  anyEquipment: { id: 'jobPlans.anyEquipment', defaultMessage: 'Any equipment' },
  empty: { id: 'jobPlans.list.empty', defaultMessage: 'No job plans yet.' },
  noMatch: { id: 'jobPlans.list.noMatch', defaultMessage: 'No job plan matches the search.' },
  loadMore: { id: 'jobPlans.list.loadMore', defaultMessage: 'Load more' },
  loading: { id: 'jobPlans.loading', defaultMessage: 'Loading job plans…' },
  loadFailed: { id: 'jobPlans.loadFailed', defaultMessage: 'The job plans could not be loaded.' },
  fromCache: { id: 'jobPlans.fromCache', defaultMessage: 'Offline: showing the job plans saved on this device.' },
  corrupt: {
    id: 'jobPlans.corrupt',
    defaultMessage:
      '{count, plural, one {# job plan could not be read and is not shown.} other {# job plans could not be read and are not shown.}}',
  },
  hours: { id: 'jobPlans.hours', defaultMessage: '{hours} h' },
  people: { id: 'jobPlans.people', defaultMessage: '{count, plural, one {# person} other {# people}}' },
  labourLine: {
    id: 'jobPlans.labourLine',
    defaultMessage: '{hours} h of {craft} labour: {count, plural, one {# person} other {# people}} for {duration} h',
  },
  revisionShort: { id: 'jobPlans.revisionShort', defaultMessage: 'Rev. {revision}' },
  changedBy: { id: 'jobPlans.changedBy', defaultMessage: '{date} by {name}' },
  archivedBadge: { id: 'jobPlans.archived', defaultMessage: 'Archived' },
  archivedNote: {
    id: 'jobPlans.archivedNote',
    defaultMessage: 'This job plan is archived: it is kept with its history but no longer offered when planning.',
  },
  backToList: { id: 'jobPlans.backToList', defaultMessage: 'All job plans' },
  backToJobPlan: { id: 'jobPlans.backToJobPlan', defaultMessage: 'Back to the job plan' },
  notFound: { id: 'jobPlans.notFound', defaultMessage: 'This job plan does not exist.' },
  edit: { id: 'jobPlans.edit', defaultMessage: 'Edit' },
  propose: { id: 'jobPlans.propose', defaultMessage: 'Propose a change' },
  archive: { id: 'jobPlans.archive', defaultMessage: 'Archive' },
  unarchive: { id: 'jobPlans.unarchive', defaultMessage: 'Restore' },
  steps: { id: 'jobPlans.steps', defaultMessage: 'Steps' },
  noSteps: { id: 'jobPlans.noSteps', defaultMessage: 'No steps.' },
  stepReading: { id: 'jobPlans.stepReading', defaultMessage: 'Reading in {unit}{range}' },
  permits: { id: 'jobPlans.permits', defaultMessage: 'Permits' },
  noPermits: { id: 'jobPlans.noPermits', defaultMessage: 'No permits.' },
  materials: { id: 'jobPlans.materials', defaultMessage: 'Materials' },
  noMaterials: { id: 'jobPlans.noMaterials', defaultMessage: 'No materials.' },
  materialLine: { id: 'jobPlans.materialLine', defaultMessage: '{quantity} × {text}' },
  procedures: { id: 'jobPlans.procedures', defaultMessage: 'Procedures to read first' },
  noProcedures: { id: 'jobPlans.noProcedures', defaultMessage: 'None.' },
  unknownProcedure: { id: 'jobPlans.unknownProcedure', defaultMessage: 'A procedure no longer in the library' },
  tools: { id: 'jobPlans.tools', defaultMessage: 'Tools' },
  noTools: { id: 'jobPlans.noTools', defaultMessage: 'No special tools.' },
  classes: { id: 'jobPlans.classes', defaultMessage: 'Equipment it fits' },
  proposalsOpen: { id: 'jobPlans.proposalsOpen', defaultMessage: 'Open proposals ({count})' },
  revisions: { id: 'jobPlans.revisions', defaultMessage: 'Revisions' },
  usedBy: { id: 'jobPlans.usedBy', defaultMessage: 'Maintenance plans of this plant that use it' },
  usedByNone: { id: 'jobPlans.usedByNone', defaultMessage: 'No maintenance plan of this plant uses it.' },
  usedByBehind: { id: 'jobPlans.usedByBehind', defaultMessage: 'taking the latest revision' },
  revisionEntry: { id: 'jobPlans.revisionEntry', defaultMessage: 'Revision {revision}: {name}, {date}' },
  revisionChanged: { id: 'jobPlans.revisionChanged', defaultMessage: 'Changed: {fields}' },
  fromProposal: { id: 'jobPlans.fromProposal', defaultMessage: 'From the proposal of {name}' },
  newTitle: { id: 'jobPlans.form.newTitle', defaultMessage: 'New job plan' },
  editTitle: { id: 'jobPlans.form.editTitle', defaultMessage: 'Edit {title}' },
  proposeTitle: { id: 'jobPlans.form.proposeTitle', defaultMessage: 'Propose a change to {title}' },
  proposeIntro: {
    id: 'jobPlans.form.proposeIntro',
    defaultMessage: 'An admin reviews your proposal and publishes it or says why not.',
  },
  adminsOnlyPage: {
    id: 'jobPlans.adminsOnlyPage',
    defaultMessage: 'Only admins publish job plans. To change one, open it and choose "Propose a change".',
  },
  fieldTitle: { id: 'jobPlans.form.title', defaultMessage: 'Title' },
  fieldDescription: { id: 'jobPlans.form.description', defaultMessage: 'What it is for (optional)' },
  fieldCraft: { id: 'jobPlans.form.craft', defaultMessage: 'Craft' },
  fieldHours: { id: 'jobPlans.form.hours', defaultMessage: 'Labour (hours, the whole crew)' },
  fieldCrew: { id: 'jobPlans.form.crew', defaultMessage: 'Crew size (people)' },
  durationHint: { id: 'jobPlans.form.durationHint', defaultMessage: 'The crew works {duration} h on it.' },
  fieldTools: { id: 'jobPlans.form.tools', defaultMessage: 'Tools (one per line)' },
  fieldClasses: { id: 'jobPlans.form.classes', defaultMessage: 'Equipment classes it fits (none: any equipment)' },
  fieldProcedures: { id: 'jobPlans.form.procedures', defaultMessage: 'Procedures to read before starting (at most 5)' },
  noProceduresInLibrary: {
    id: 'jobPlans.form.noProceduresInLibrary',
    defaultMessage: 'The procedures library is empty.',
  },
  fieldNote: { id: 'jobPlans.form.note', defaultMessage: 'What changed' },
  publish: { id: 'jobPlans.form.publish', defaultMessage: 'Publish' },
  publishRevision: { id: 'jobPlans.form.publishRevision', defaultMessage: 'Publish revision {revision}' },
  sendProposal: { id: 'jobPlans.form.sendProposal', defaultMessage: 'Send proposal' },
  cancel: { id: 'jobPlans.cancel', defaultMessage: 'Cancel' },
  problemsFound: {
    id: 'jobPlans.form.problems',
    defaultMessage: 'Please correct the fields marked below. Nothing was saved.',
  },
  noteTooLong: { id: 'jobPlans.problem.noteTooLong', defaultMessage: 'The note can have at most 500 characters.' },
  proposalTitle: { id: 'jobPlans.proposal.title', defaultMessage: 'Proposal by {name}' },
  proposalNotFound: { id: 'jobPlans.proposal.notFound', defaultMessage: 'This proposal does not exist.' },
  stale: {
    id: 'jobPlans.proposal.stale',
    defaultMessage:
      'The job plan has changed since this proposal was written (against revision {base}; it is now at revision {current}). Accepting it replaces the current job plan with the proposed one: compare them below.',
  },
  compareTitle: { id: 'jobPlans.proposal.compare', defaultMessage: 'What accepting changes' },
  compareField: { id: 'jobPlans.proposal.field', defaultMessage: 'Field' },
  compareCurrent: { id: 'jobPlans.proposal.current', defaultMessage: 'Now (revision {revision})' },
  compareProposed: { id: 'jobPlans.proposal.proposed', defaultMessage: 'Proposed' },
  nothingChanges: {
    id: 'jobPlans.proposal.nothingChanges',
    defaultMessage: 'The proposal is the same as the job plan now.',
  },
  writeFailed: { id: 'jobPlans.writeFailed', defaultMessage: 'The change was not saved: {reason}' },
  refusedAdminsOnly: {
    id: 'jobPlans.refused.adminsOnly',
    defaultMessage: 'only admins publish job plans and decide proposals.',
  },
  refusedInvalid: { id: 'jobPlans.refused.invalid', defaultMessage: 'the job plan has fields that are not valid.' },
  refusedUnknown: {
    id: 'jobPlans.refused.unknown',
    defaultMessage: 'the job plan or the proposal is not loaded yet; open it again.',
  },
  refusedClosed: { id: 'jobPlans.refused.closed', defaultMessage: 'this proposal is no longer open.' },
  refusedArchived: { id: 'jobPlans.refused.archived', defaultMessage: 'an archived job plan takes no proposals.' },
  // Planning an order from a job plan.
  fillTitle: { id: 'jobPlans.fill.title', defaultMessage: 'Plan from a job plan' },
  fillChoose: { id: 'jobPlans.fill.choose', defaultMessage: 'Job plan' },
  fillNone: { id: 'jobPlans.fill.none', defaultMessage: 'Choose a job plan' },
  fillButton: { id: 'jobPlans.fill.button', defaultMessage: 'Fill the plan' },
  fillChooseFirst: { id: 'jobPlans.fill.chooseFirst', defaultMessage: 'Choose the job plan to fill the plan from.' },
  fillHint: {
    id: 'jobPlans.fill.hint',
    defaultMessage:
      'Job plans for {class} first, then those for any equipment. Filling replaces the labour, craft, permits and materials below.',
  },
  fillHintNoClass: {
    id: 'jobPlans.fill.hintNoClass',
    defaultMessage:
      'The equipment has no class: job plans for any equipment. Filling replaces the labour, craft, permits and materials below.',
  },
  fillNoneFit: { id: 'jobPlans.fill.noneFit', defaultMessage: 'No job plan fits this equipment yet.' },
  filled: {
    id: 'jobPlans.fill.filled',
    defaultMessage:
      'Filled from {title} (revision {revision}). It takes {count, plural, one {# person} other {# people}}.',
  },
  filledNote: { id: 'jobPlans.fill.note', defaultMessage: 'Planned from job plan "{title}", revision {revision}.' },
  filledProcedures: {
    id: 'jobPlans.fill.procedures',
    defaultMessage:
      '{count, plural, one {# procedure} other {# procedures}} to read first will be required on the order.',
  },
  // A maintenance plan's job plan.
  planJobPlan: { id: 'jobPlans.plan.jobPlan', defaultMessage: 'Job plan' },
  planJobPlanNone: { id: 'jobPlans.plan.none', defaultMessage: 'None: the steps and labour are this plan’s own' },
  planJobPlanHint: {
    id: 'jobPlans.plan.hint',
    defaultMessage:
      'With a job plan, the steps, craft, labour and permits are the job plan’s, and a new revision of it reaches the orders this plan generates from then on.',
  },
  planTake: { id: 'jobPlans.plan.take', defaultMessage: 'Take revision {revision}' },
  planFollows: { id: 'jobPlans.plan.follows', defaultMessage: 'Work from job plan {title} (revision {revision}).' },
  planBehind: {
    id: 'jobPlans.plan.behind',
    defaultMessage: 'Job plan {title} is at revision {current}; this plan still has revision {revision}.',
  },
});
