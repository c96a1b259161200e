// The words of each problem a parts file may have (domain/partsCsv.ts names them by code), and
// a problem as the import page lists it: "Row 4, unit: …", "Row 5: …" or "Whole file: …".
import type { IntlShape } from 'react-intl';
import type { PartsCsvProblem, PartsCsvProblemCode } from '../../../domain/partsCsv';
import type { AppMessage } from '../../../i18n/defineMessages';
import messages from './messages';

export const PROBLEM_TEXT: Record<PartsCsvProblemCode, AppMessage> = {
  fileTooBig: messages.fileTooBig,
  fileEmpty: messages.fileEmpty,
  fileUnreadable: messages.fileUnreadable,
  noRows: messages.noRows,
  tooManyRows: messages.tooManyRows,
  missingColumns: messages.missingColumns,
  unknownColumns: messages.unknownColumns,
  repeatedColumns: messages.repeatedColumns,
  cellCount: messages.cellCount,
  badQuotes: messages.badQuotes,
  cellTooLong: messages.cellTooLong,
  numberMissing: messages.numberMissing,
  numberTooLong: messages.numberTooLong,
  numberInFile: messages.numberInFile,
  numberTwiceInCatalogue: messages.numberTwiceInCatalogue,
  descriptionMissing: messages.descriptionMissing,
  descriptionTooLong: messages.descriptionTooLong,
  unitMissing: messages.unitMissing,
  unitUnknown: messages.unitUnknown,
  textTooLong: messages.textTooLong,
  costNotNumber: messages.costNotNumber,
  archivedNotYesNo: messages.archivedNotYesNo,
};

/** One problem as a line of the report: where it is (the column by its name in the file), then what. */
export function problemLine(intl: IntlShape, p: PartsCsvProblem): string {
  const problem = intl.formatMessage(PROBLEM_TEXT[p.code], p.values);
  if (p.row === null) return intl.formatMessage(messages.problemInFile, { problem });
  if (p.column === null) return intl.formatMessage(messages.problemInRow, { row: p.row, problem });
  return intl.formatMessage(messages.problemAt, { row: p.row, column: p.column, problem });
}
