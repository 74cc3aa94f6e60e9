import { cultures, type Culture } from '@sp/contracts';
import type ExcelJS from 'exceljs';
import type { z } from 'zod';
import { AppError } from '../http/errors.js';
import { isLocalizable, T, translate, type LocalizableText } from '../localization/localizer.js';
import { asKind, displayValue, plainValue, type CellKind } from './excel-cells.js';
import { exceljs } from './excel-export.js';
import { documentTexts } from './texts.js';

/** One column of an importable sheet. */
export interface ImportColumn<K extends string = string> {
  /** The property of the row object given to the schema. */
  key: K;
  /** Its header; a sheet is recognised in any of the three languages. */
  header: LocalizableText;
  /** How cells are read (default `text`: numbers become their digits, e.g. part numbers). */
  kind?: CellKind;
  /** Further accepted headers (an older template's wording). */
  aliases?: readonly string[];
  /** A sheet without this column is refused (default true). */
  required?: boolean;
}

/** A problem before it is rendered: found by the row schema, `unique` or the spec's `check`. */
export interface ImportIssue {
  row: number;
  /** The column's key. */
  column: string;
  text: LocalizableText;
}

/** A validated row and its row number in the sheet (the header is row 1). */
export interface ImportedRow<T> {
  row: number;
  value: T;
}

export interface ImportSpec<S extends z.ZodType> {
  columns: readonly ImportColumn[];
  /** Validates (and may transform) one row: `{ [column.key]: cell value }`. */
  schema: S;
  /** Most data rows one file may hold. */
  maxRows: number;
  /** Column keys whose values must not repeat within the file (e.g. a part number). */
  unique?: readonly string[];
  /** Rules across rows or against the database (known codes), run when every row parsed. */
  check?: (
    rows: readonly ImportedRow<z.output<S>>[],
  ) => Iterable<ImportIssue> | Promise<Iterable<ImportIssue>>;
}

/** A problem as the user reads it: row number, column header and message in their language. */
export interface ImportProblem {
  row: number;
  column: string;
  value: string;
  message: string;
}

export type ImportResult<T> = { ok: true; rows: ImportedRow<T>[] } | { ok: false; problems: ImportProblem[] };

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

export const notAnExcelFile = () => new AppError(400, T(documentTexts, 'Import:NotAnExcelFile'));

/** The first sheet of an .xlsx; anything else (an old .xls, a CSV, a PDF, a broken zip) is a 400. */
export async function readSheet(buffer: Buffer): Promise<ExcelJS.Worksheet> {
  if (buffer.length < 4 || !buffer.subarray(0, 4).equals(ZIP_MAGIC)) throw notAnExcelFile();
  const workbook = new (exceljs().Workbook)();
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw notAnExcelFile();
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw notAnExcelFile();
  return sheet;
}

const normalise = (header: string) => header.replace(/[\s*＊:：]/g, '').toLowerCase();

/** Header text (in any culture) → column; the sheet's column number of each spec column. */
function locateColumns(
  sheet: ExcelJS.Worksheet,
  columns: readonly ImportColumn[],
): Map<ImportColumn, number> {
  const byHeader = new Map<string, ImportColumn>();
  for (const column of columns) {
    for (const culture of cultures) byHeader.set(normalise(translate(culture, column.header)), column);
    for (const alias of column.aliases ?? []) byHeader.set(normalise(alias), column);
  }
  const found = new Map<ImportColumn, number>();
  sheet.getRow(1).eachCell((cell, col) => {
    const text = plainValue(cell.value);
    const column = text === undefined ? undefined : byHeader.get(normalise(String(text)));
    if (column && !found.has(column)) found.set(column, col);
  });
  const missing = columns.find((c) => c.required !== false && !found.has(c));
  if (missing) throw new AppError(400, T(documentTexts, 'Import:MissingColumn', missing.header));
  return found;
}

/**
 * Reads and validates EVERY row of the first sheet: all rows parsed, or every problem found
 * (row, column, message in `culture`). Callers write the rows in one transaction, and only when
 * `ok`: all rows or none. A file that is not an .xlsx, lacks a column, is empty or holds more than
 * `maxRows` rows is refused with a 400 in the ABP envelope.
 */
export async function importWorkbook<S extends z.ZodType>(
  buffer: Buffer,
  spec: ImportSpec<S>,
  culture: Culture,
): Promise<ImportResult<z.output<S>>> {
  const sheet = await readSheet(buffer);
  const positions = locateColumns(sheet, spec.columns);
  const headerText = new Map(spec.columns.map((c) => [c.key, translate(culture, c.header)]));

  type Raw = { row: number; cells: Record<string, ReturnType<typeof asKind>> };
  const raws: Raw[] = [];
  let tooMany = false;
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (rowNumber === 1 || tooMany) return;
    const cells: Raw['cells'] = {};
    let empty = true;
    for (const [column, col] of positions) {
      const value = asKind(plainValue(row.getCell(col).value), column.kind ?? 'text');
      if (value !== undefined) empty = false;
      cells[column.key] = value;
    }
    // Formatted but blank rows (common at the end of a sheet) are not data.
    if (empty) return;
    if (raws.length >= spec.maxRows) tooMany = true;
    else raws.push({ row: rowNumber, cells });
  });
  if (tooMany) {
    const total = Math.max(0, sheet.actualRowCount - 1);
    throw new AppError(400, T(documentTexts, 'Import:TooManyRows', total, spec.maxRows));
  }
  if (raws.length === 0) throw new AppError(400, T(documentTexts, 'Import:NoRows'));

  const issues: ImportIssue[] = [];
  const rows: ImportedRow<z.output<S>>[] = [];
  for (const raw of raws) {
    const result = spec.schema.safeParse(raw.cells, { reportInput: true });
    if (result.success) rows.push({ row: raw.row, value: result.data });
    else
      for (const issue of result.error.issues) {
        const key = String(issue.path[0] ?? '');
        issues.push({
          row: raw.row,
          column: key,
          text: issueText(issue, headerText.get(key) ?? key, raw.cells[key]),
        });
      }
  }
  for (const key of spec.unique ?? []) {
    const first = new Map<string, number>();
    for (const raw of raws) {
      const v = raw.cells[key];
      if (v === undefined) continue;
      const id = displayValue(v).toLowerCase();
      const seen = first.get(id);
      if (seen === undefined) first.set(id, raw.row);
      else
        issues.push({
          row: raw.row,
          column: key,
          text: T(documentTexts, 'Import:Duplicate', headerText.get(key) ?? key, displayValue(v), seen),
        });
    }
  }
  // Cross-row and database rules see only rows that parsed, and only when all of them did.
  if (issues.length === 0 && spec.check) issues.push(...(await spec.check(rows)));
  if (issues.length === 0) return { ok: true, rows };

  const cellsByRow = new Map(raws.map((r) => [r.row, r.cells]));
  const problems = issues
    .map((i) => ({
      row: i.row,
      column: headerText.get(i.column) ?? i.column,
      value: displayValue(cellsByRow.get(i.row)?.[i.column]),
      message: translate(culture, i.text),
    }))
    .sort((a, b) => a.row - b.row);
  return { ok: false, problems };
}

/** A zod issue as one of our texts: "required", "must be a number", "at least 0", … */
function issueText(issue: z.core.$ZodIssue, header: string, input: unknown): LocalizableText {
  const t = (key: Parameters<typeof T<typeof documentTexts>>[1], ...args: unknown[]) =>
    T(documentTexts, key, header, ...args);
  switch (issue.code) {
    case 'invalid_type':
      if (input === undefined) return t('Import:Required');
      if (issue.expected === 'number' || issue.expected === 'int') return t('Import:NotANumber');
      if (issue.expected === 'date') return t('Import:NotADate');
      if (issue.expected === 'boolean') return t('Import:NotABoolean');
      return t('Import:Invalid');
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1
          ? t('Import:Required')
          : t('Import:MinLength', Number(issue.minimum));
      return t(issue.inclusive ? 'Import:AtLeast' : 'Import:GreaterThan', limit(issue.minimum));
    case 'too_big':
      if (issue.origin === 'string') return t('Import:MaxLength', Number(issue.maximum));
      return t(issue.inclusive ? 'Import:AtMost' : 'Import:LessThan', limit(issue.maximum));
    case 'invalid_value':
      return t('Import:OneOf', issue.values.map(String).join(', '));
    case 'custom': {
      // A module's own rule: `ctx.addIssue({ code: 'custom', params: { text: T(bundle, key, …) } })`.
      const text: unknown = issue.params?.text;
      return isLocalizable(text) ? text : t('Import:Invalid');
    }
    default:
      if (issue.code === 'invalid_format' && 'format' in issue && issue.format === 'safeint')
        return t('Import:NotAnInteger');
      return t('Import:Invalid');
  }
}

const limit = (v: number | bigint | Date) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v));

/**
 * The 400 a route answers when an import has problems: "The file has 3 problems; nothing was
 * imported", each problem as a validation error ("Row 3: Unit must be one of …"), the first 100.
 */
export function importRejected(problems: readonly ImportProblem[], culture: Culture): AppError {
  return new AppError(400, T(documentTexts, 'Import:Rejected', problems.length), {
    code: 'SupplierPortal:ImportRejected',
    // Clients that read only ABP's validation errors get the first 100, each naming its row.
    validationErrors: problems.slice(0, 100).map((p) => ({
      message: translate(culture, T(documentTexts, 'Import:RowProblem', p.row, p.message)),
      members: [p.column],
    })),
    // The portal's import dialog shows this table (row, column, value, message) and offers the report.
    data: { problemCount: problems.length, problems: problems.slice(0, 1000) },
  });
}
