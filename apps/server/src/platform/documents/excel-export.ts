import type { Culture } from '@sp/contracts';
import ExcelJS from 'exceljs';
import { translate, type LocalizableText } from '../localization/localizer.js';

export type CellValue = string | number | boolean | Date | null | undefined;

/** One column of an exported sheet: its header and how to read a row. */
export interface WorkbookColumn<T> {
  /** A text rendered in the workbook's culture, or a header already translated. */
  header: LocalizableText | string;
  value: (row: T) => CellValue;
  /** Width in characters (default 18). */
  width?: number;
  /** Excel number format, e.g. `'0.000'`, `'yyyy-mm-dd'`; dates default to date and time. */
  numFmt?: string;
}

export interface WorkbookOptions {
  culture: Culture;
  sheetName?: string;
}

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const DATE_TIME = 'yyyy-mm-dd hh:mm:ss';

/** Excel refuses sheet names over 31 characters or with `[]:*?/\`. */
function safeSheetName(name: string): string {
  return name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1';
}

/**
 * An .xlsx of rows: a bold header row in the culture's language, frozen; numbers and dates typed
 * (a date stays a date, sortable and filterable in Excel); column widths set.
 */
export async function writeWorkbook<T>(
  columns: readonly WorkbookColumn<T>[],
  rows: Iterable<T>,
  options: WorkbookOptions,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  addSheet(workbook, columns, rows, options);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export function addSheet<T>(
  workbook: ExcelJS.Workbook,
  columns: readonly WorkbookColumn<T>[],
  rows: Iterable<T>,
  options: WorkbookOptions,
): ExcelJS.Worksheet {
  const sheet = workbook.addWorksheet(safeSheetName(options.sheetName ?? 'Sheet1'), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = columns.map((c) => ({
    header: typeof c.header === 'string' ? c.header : translate(options.culture, c.header),
    width: c.width ?? 18,
    ...(c.numFmt ? { style: { numFmt: c.numFmt } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  const dateColumns = columns.map((c) => !c.numFmt);
  for (const row of rows) {
    const values = columns.map((c) => {
      const v = c.value(row);
      return v === undefined || v === '' ? null : v;
    });
    const added = sheet.addRow(values);
    values.forEach((v, i) => {
      if (v instanceof Date && dateColumns[i]) added.getCell(i + 1).numFmt = DATE_TIME;
    });
  }
  return sheet;
}
