import type { Culture } from '@sp/contracts';
import { T, translate } from '../localization/localizer.js';
import { writeWorkbook } from './excel-export.js';
import type { ImportProblem } from './excel-import.js';
import { documentTexts } from './texts.js';

/** The downloadable error report of an import: row, column, value and problem, one line each. */
export function errorReport(problems: readonly ImportProblem[], culture: Culture): Promise<Buffer> {
  const text = (
    key:
      | 'Import:Report:Sheet'
      | 'Import:Report:Row'
      | 'Import:Report:Column'
      | 'Import:Report:Value'
      | 'Import:Report:Message',
  ) => T(documentTexts, key);
  return writeWorkbook<ImportProblem>(
    [
      { header: text('Import:Report:Row'), value: (p) => p.row, width: 8 },
      { header: text('Import:Report:Column'), value: (p) => p.column, width: 20 },
      { header: text('Import:Report:Value'), value: (p) => p.value, width: 24 },
      { header: text('Import:Report:Message'), value: (p) => p.message, width: 60 },
    ],
    problems,
    // A value is given back as the uploaded sheet held it: a date read from Excel is already a wall
    // clock in UTC form, so it is written without moving it to any zone.
    { culture, timeZone: 'UTC', sheetName: translate(culture, text('Import:Report:Sheet')) },
  );
}
