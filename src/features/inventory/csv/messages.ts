import { defineMessages } from '../../../i18n/defineMessages';

// The parts catalogue as CSV: the export on the parts list and the import page, with the words
// for each problem a file may have (domain/partsCsv.ts names them by code).
export default defineMessages({
  exportButton: { id: 'inventory.csv.exportButton', defaultMessage: 'Export CSV' },
  exportBusy: {
    id: 'inventory.csv.exportBusy',
    defaultMessage: '{count, plural, =0 {Exporting…} one {Exporting… # part read} other {Exporting… # parts read}}',
  },
  exportFailed: { id: 'inventory.csv.exportFailed', defaultMessage: 'The export failed: {reason}' },
  importLink: { id: 'inventory.csv.importLink', defaultMessage: 'Import CSV' },
  title: { id: 'inventory.csv.title', defaultMessage: 'Import parts from CSV' },
  intro: {
    id: 'inventory.csv.intro',
    defaultMessage:
      'One row per part, under a header row naming its columns: {columns}. Only number, description and unit are required. The parts list’s “Export CSV” writes such a file.',
  },
  introMatch: {
    id: 'inventory.csv.introMatch',
    defaultMessage:
      'A row whose part number is already in the catalogue (upper and lower case alike) changes that part: its stock, its history, the equipment it fits and the columns the file leaves out stay as they are. The other rows become new parts. Nothing is written until every row is correct.',
  },
  introValues: {
    id: 'inventory.csv.introValues',
    defaultMessage:
      'Units: {units}. Unit costs as amounts such as 12.50 (empty: 0). Archived: true or false (empty: false).',
  },
  adminsOnly: { id: 'inventory.csv.adminsOnly', defaultMessage: 'Only the company’s admins can import parts.' },
  fileLabel: { id: 'inventory.csv.fileLabel', defaultMessage: 'CSV file (at most {max} MB)' },
  reading: { id: 'inventory.csv.reading', defaultMessage: 'Reading {file}…' },
  finding: { id: 'inventory.csv.finding', defaultMessage: 'Looking for the file’s part numbers in the catalogue…' },
  findFailed: {
    id: 'inventory.csv.findFailed',
    defaultMessage: 'The catalogue could not be searched for the file’s part numbers: {reason}',
  },
  retry: { id: 'inventory.csv.retry', defaultMessage: 'Try again' },
  previewCounts: {
    id: 'inventory.csv.previewCounts',
    defaultMessage:
      '{file}: {rows, plural, one {# row} other {# rows}}, {problems, plural, =0 {no problems} one {# problem} other {# problems}}.',
  },
  reportTitle: { id: 'inventory.csv.reportTitle', defaultMessage: 'Problems to fix before importing' },
  reportSummary: {
    id: 'inventory.csv.reportSummary',
    defaultMessage:
      '{count, plural, one {The file has # problem} other {The file has # problems}}: nothing is imported until it is fixed and chosen again.',
  },
  problemInFile: { id: 'inventory.csv.problemInFile', defaultMessage: 'Whole file: {problem}' },
  problemInRow: { id: 'inventory.csv.problemInRow', defaultMessage: 'Row {row}: {problem}' },
  problemAt: { id: 'inventory.csv.problemAt', defaultMessage: 'Row {row}, {column}: {problem}' },
  reportMore: {
    id: 'inventory.csv.reportMore',
    defaultMessage: '…and {count, plural, one {# more problem} other {# more problems}}.',
  },
  planCounts: {
    id: 'inventory.csv.planCounts',
    defaultMessage:
      '{creates, plural, one {# new part} other {# new parts}} will be created and {updates, plural, one {# part} other {# parts}} updated.',
  },
  planUnchanged: {
    id: 'inventory.csv.planUnchanged',
    defaultMessage:
      '{count, plural, one {# row already matches its part and is left as it is.} other {# rows already match their parts and are left as they are.}}',
  },
  nothingToDo: {
    id: 'inventory.csv.nothingToDo',
    defaultMessage: 'Every row already matches its part: there is nothing to import.',
  },
  limitRefused: {
    id: 'inventory.csv.limitRefused',
    defaultMessage:
      'This file adds {creating, plural, one {# new part} other {# new parts}}, but your company has {used} of {limit} parts on the Free plan: there is room for {room, plural, =0 {no more parts} one {# more} other {# more}}. Nothing is imported.',
  },
  seePlans: { id: 'inventory.csv.seePlans', defaultMessage: 'See the plans' },
  previewTitle: { id: 'inventory.csv.previewTitle', defaultMessage: 'Preview' },
  previewFirst: { id: 'inventory.csv.previewFirst', defaultMessage: 'The first {shown} of {rows} rows.' },
  colRow: { id: 'inventory.csv.colRow', defaultMessage: 'Row' },
  colAction: { id: 'inventory.csv.colAction', defaultMessage: 'What happens' },
  actionCreate: { id: 'inventory.csv.action.create', defaultMessage: 'New part' },
  actionUpdate: { id: 'inventory.csv.action.update', defaultMessage: 'Changed' },
  actionUnchanged: { id: 'inventory.csv.action.unchanged', defaultMessage: 'No change' },
  importButton: {
    id: 'inventory.csv.importButton',
    defaultMessage: 'Import {rows, plural, one {# part} other {# parts}}',
  },
  importBlocked: {
    id: 'inventory.csv.importBlocked',
    defaultMessage: 'Fix the problems in the file and choose it again to import.',
  },
  progressLabel: { id: 'inventory.csv.progressLabel', defaultMessage: 'Import progress' },
  progressText: {
    id: 'inventory.csv.progressText',
    defaultMessage: '{queued} of {total} parts saved on this device, {acknowledged} confirmed by the server.',
  },
  progressWaiting: {
    id: 'inventory.csv.progressWaiting',
    defaultMessage:
      'Every part is saved on this device and is sent as the connection allows: the sync centre lists what is still waiting, and you may leave this page.',
  },
  doneText: {
    id: 'inventory.csv.doneText',
    defaultMessage: '{created, plural, one {# part created} other {# parts created}}, {updated} updated.',
  },
  backToList: { id: 'inventory.csv.backToList', defaultMessage: 'Back to the parts list' },
  importAnother: { id: 'inventory.csv.importAnother', defaultMessage: 'Import another file' },
  failed: { id: 'inventory.csv.failed', defaultMessage: 'The import stopped: {reason}' },
  failedPartly: {
    id: 'inventory.csv.failedPartly',
    defaultMessage:
      '{done, plural, =0 {No part was confirmed before it stopped.} one {# part was confirmed before it stopped.} other {# parts were confirmed before it stopped.}}',
  },
  // Problems with the whole file.
  fileTooBig: {
    id: 'inventory.csv.problem.fileTooBig',
    defaultMessage: 'This file is {size} MB; an import takes at most {max} MB.',
  },
  fileEmpty: { id: 'inventory.csv.problem.fileEmpty', defaultMessage: 'This file is empty.' },
  fileUnreadable: {
    id: 'inventory.csv.problem.fileUnreadable',
    defaultMessage: 'This file could not be read. Save it again as CSV (UTF-8) and choose it again.',
  },
  noRows: { id: 'inventory.csv.problem.noRows', defaultMessage: 'This file has a header row but no parts.' },
  tooManyRows: {
    id: 'inventory.csv.problem.tooManyRows',
    defaultMessage:
      'This file has {rows, number} parts; an import takes at most {max, number}. Split it into several files.',
  },
  missingColumns: {
    id: 'inventory.csv.problem.missingColumns',
    defaultMessage: 'The header row lacks these columns: {columns}.',
  },
  unknownColumns: {
    id: 'inventory.csv.problem.unknownColumns',
    defaultMessage: 'The header row has columns Torque does not know: {columns}.',
  },
  repeatedColumns: {
    id: 'inventory.csv.problem.repeatedColumns',
    defaultMessage: 'The header row names these columns more than once: {columns}.',
  },
  // Problems with one row.
  cellCount: {
    id: 'inventory.csv.problem.cellCount',
    defaultMessage: 'This row has {count} values; the header has {expected} columns.',
  },
  badQuotes: {
    id: 'inventory.csv.problem.badQuotes',
    defaultMessage: 'A quoted value on this row is not closed or has stray quotes.',
  },
  cellTooLong: {
    id: 'inventory.csv.problem.cellTooLong',
    defaultMessage: 'This value is longer than {max, number} characters.',
  },
  numberMissing: { id: 'inventory.csv.problem.numberMissing', defaultMessage: 'Write the part number.' },
  numberTooLong: {
    id: 'inventory.csv.problem.numberTooLong',
    defaultMessage: 'A part number has at most {max} characters.',
  },
  numberInFile: {
    id: 'inventory.csv.problem.numberInFile',
    defaultMessage: 'Row {row} of the file already has this part number.',
  },
  numberTwiceInCatalogue: {
    id: 'inventory.csv.problem.numberTwiceInCatalogue',
    defaultMessage:
      '{count} parts of the catalogue have this number (upper and lower case alike): give them different numbers first.',
  },
  descriptionMissing: { id: 'inventory.csv.problem.descriptionMissing', defaultMessage: 'Describe the part.' },
  descriptionTooLong: {
    id: 'inventory.csv.problem.descriptionTooLong',
    defaultMessage: 'The description is too long: at most {max, number} characters.',
  },
  unitMissing: { id: 'inventory.csv.problem.unitMissing', defaultMessage: 'Write the unit: one of {units}.' },
  unitUnknown: {
    id: 'inventory.csv.problem.unitUnknown',
    defaultMessage: '“{unit}” is not a unit Torque knows: write one of {units}.',
  },
  textTooLong: { id: 'inventory.csv.problem.textTooLong', defaultMessage: 'Too long: at most {max} characters.' },
  costNotNumber: {
    id: 'inventory.csv.problem.costNotNumber',
    defaultMessage:
      '“{cost}” is not a unit cost: write an amount of 0 or more with at most 4 decimals, such as 12.50, without a currency.',
  },
  archivedNotYesNo: {
    id: 'inventory.csv.problem.archivedNotYesNo',
    defaultMessage:
      '“{value}” is neither true nor false: write true for an archived part, false (or nothing) for one in use.',
  },
});
