import { defineMessages } from '../../../i18n/defineMessages';

export default defineMessages({
  importTitle: { id: 'assets.csv.importTitle', defaultMessage: 'Import equipment from CSV' },
  importIntro: {
    id: 'assets.csv.importIntro',
    defaultMessage:
      'One row per piece of equipment, with the columns {columns}. Nothing is written until every row is correct.',
  },
  adminsOnly: { id: 'assets.csv.adminsOnly', defaultMessage: 'Only the company’s admins can import equipment.' },
  noPlant: { id: 'assets.csv.noPlant', defaultMessage: 'Choose a plant in the top bar first.' },
  fileLabel: { id: 'assets.csv.fileLabel', defaultMessage: 'CSV file (at most 5 MB)' },
  reading: { id: 'assets.csv.reading', defaultMessage: 'Reading {file}…' },
  previewTitle: { id: 'assets.csv.previewTitle', defaultMessage: 'Preview' },
  previewCounts: {
    id: 'assets.csv.previewCounts',
    defaultMessage:
      '{file}: {rows, plural, one {# row} other {# rows}}, {problems, plural, =0 {no problems} one {# problem} other {# problems}}.',
  },
  previewFirst: {
    id: 'assets.csv.previewFirst',
    defaultMessage: 'The first {shown} of {rows} rows, parents before their children.',
  },
  columnRow: { id: 'assets.csv.columnRow', defaultMessage: 'Row' },
  columnColumn: { id: 'assets.csv.columnColumn', defaultMessage: 'Column' },
  columnProblem: { id: 'assets.csv.columnProblem', defaultMessage: 'Problem' },
  wholeFile: { id: 'assets.csv.wholeFile', defaultMessage: 'Whole file' },
  wholeRow: { id: 'assets.csv.wholeRow', defaultMessage: 'Whole row' },
  reportTitle: { id: 'assets.csv.reportTitle', defaultMessage: 'Problems to fix before importing' },
  reportMore: {
    id: 'assets.csv.reportMore',
    defaultMessage: '…and {count, plural, one {# more problem} other {# more problems}}.',
  },
  importButton: {
    id: 'assets.csv.importButton',
    defaultMessage: 'Import {rows, plural, one {# piece} other {# pieces}} of equipment',
  },
  importBlocked: {
    id: 'assets.csv.importBlocked',
    defaultMessage: 'Fix the problems in the file and choose it again to import.',
  },
  progressLabel: { id: 'assets.csv.progressLabel', defaultMessage: 'Import progress' },
  progressText: {
    id: 'assets.csv.progressText',
    defaultMessage: '{queued} of {total} batches saved on this device, {acknowledged} confirmed by the server.',
  },
  doneText: {
    id: 'assets.csv.doneText',
    defaultMessage: '{rows, plural, one {# piece} other {# pieces}} of equipment imported into this plant.',
  },
  backToList: { id: 'assets.csv.backToList', defaultMessage: 'Back to the equipment list' },
  importAnother: { id: 'assets.csv.importAnother', defaultMessage: 'Import another file' },
  exportButton: { id: 'assets.csv.exportButton', defaultMessage: 'Export CSV' },
  exportBusy: { id: 'assets.csv.exportBusy', defaultMessage: 'Exporting…' },
  // Problems with the whole file.
  fileTooBig: {
    id: 'assets.csv.problem.fileTooBig',
    defaultMessage: 'This file is {size} MB; a CSV import takes at most 5 MB.',
  },
  fileEmpty: { id: 'assets.csv.problem.fileEmpty', defaultMessage: 'This file is empty.' },
  fileUnreadable: {
    id: 'assets.csv.problem.fileUnreadable',
    defaultMessage: 'This file could not be read. Save it again as CSV (UTF-8) and choose it again.',
  },
  noRows: {
    id: 'assets.csv.problem.noRows',
    defaultMessage: 'This file has a header row but no equipment rows.',
  },
  missingColumns: {
    id: 'assets.csv.problem.missingColumns',
    defaultMessage: 'The header row lacks these columns: {columns}.',
  },
  extraColumns: {
    id: 'assets.csv.problem.extraColumns',
    defaultMessage: 'The header row has columns Torque does not know: {columns}.',
  },
  repeatedColumns: {
    id: 'assets.csv.problem.repeatedColumns',
    defaultMessage: 'The header row names these columns more than once: {columns}.',
  },
  tooManyRows: {
    id: 'assets.csv.problem.tooManyRows',
    defaultMessage:
      'The file has {rows} rows, but this plant has room for {room} more (a plant holds at most {max} pieces of equipment).',
  },
  duplicateTags: {
    id: 'assets.csv.problem.duplicateTags',
    defaultMessage: 'These tags are on more than one row of the file: {tags}.',
  },
  // Problems with one row.
  cellCount: {
    id: 'assets.csv.problem.cellCount',
    defaultMessage: 'This row has {count} values; the header has {expected} columns.',
  },
  badQuotes: {
    id: 'assets.csv.problem.badQuotes',
    defaultMessage: 'A quoted value on this row is not closed or has stray quotes.',
  },
  tagInFile: {
    id: 'assets.csv.problem.tagInFile',
    defaultMessage: 'Row {row} of the file already has this tag.',
  },
  parentUnknown: {
    id: 'assets.csv.problem.parentUnknown',
    defaultMessage: 'No equipment of this plant or of this file has the tag “{tag}”.',
  },
  installDate: {
    id: 'assets.csv.problem.installDate',
    defaultMessage: 'Write the install date as yyyy-mm-dd (for example 2024-03-31), or leave it empty.',
  },
  status: {
    id: 'assets.csv.problem.status',
    defaultMessage: 'The status must be inService, standby or outOfService.',
  },
  meters: {
    id: 'assets.csv.problem.meters',
    defaultMessage:
      'Write meters as name:unit separated by semicolons (for example “Run hours:h;Starts:count”); at most 20, names up to 60 characters, units up to 20.',
  },
  equipmentClass: {
    id: 'assets.csv.problem.equipmentClass',
    defaultMessage:
      'The class “{code}” is not in the failure-code library: leave it empty or use a class code from Assets › Failure codes (for example pump, motor, valve).',
  },
  failed: { id: 'assets.csv.failed', defaultMessage: 'The import stopped: {error}' },
  failedPartly: {
    id: 'assets.csv.failedPartly',
    defaultMessage:
      '{done, plural, =0 {Nothing was imported.} one {The first batch was written before the import stopped.} other {The first # batches were written before the import stopped.}}',
  },
});
