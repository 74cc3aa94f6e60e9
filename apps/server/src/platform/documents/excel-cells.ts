import type ExcelJS from 'exceljs';

/** How a column's cells are read before its row is validated. */
export type CellKind = 'text' | 'number' | 'date' | 'boolean';

type Plain = string | number | boolean | Date | undefined;

/** A cell's value as a plain value: rich text joined, formulas by their result, blanks undefined. */
export function plainValue(value: ExcelJS.CellValue): Plain {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') {
    const t = value.trim();
    return t === '' ? undefined : t;
  }
  if (typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  if ('richText' in value) return plainValue(value.richText.map((r) => r.text).join(''));
  if ('formula' in value || 'sharedFormula' in value)
    return plainValue((value as { result?: ExcelJS.CellValue }).result);
  if ('hyperlink' in value) return plainValue(value.text);
  if ('error' in value) return String(value.error);
  return undefined;
}

const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;
const ISO_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;
const TRUE = new Set(['true', 'yes', 'y', '1', '是', '√', 'x']);
const FALSE = new Set(['false', 'no', 'n', '0', '否']);
/** Excel's day 0 (1899-12-30, the 1900 leap-year bug included) in Unix milliseconds. */
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);

/**
 * A plain value in the column's kind, or left as it was when it is not one (the row's zod schema
 * then reports "must be a number" rather than this function guessing).
 */
export function asKind(value: Plain, kind: CellKind): Plain {
  if (value === undefined) return undefined;
  switch (kind) {
    case 'text':
      if (value instanceof Date) return value.toISOString().slice(0, 10);
      return String(value);
    case 'number':
      if (typeof value === 'string') {
        const t = value.replace(/,/g, '');
        return NUMBER.test(t) ? Number(t) : value;
      }
      return value;
    case 'date': {
      if (typeof value === 'number') return new Date(EXCEL_EPOCH + Math.round(value * 86_400_000));
      if (typeof value !== 'string') return value;
      const m = ISO_DATE.exec(value.replace(/\//g, '-'));
      if (!m) return value;
      const [y = 0, mo = 0, d = 0, h = 0, mi = 0, s = 0] = m.slice(1).map((part) => Number(part ?? 0));
      const date = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
      return date.getUTCMonth() === mo - 1 ? date : value;
    }
    case 'boolean': {
      if (typeof value !== 'string' && typeof value !== 'number') return value;
      const t = String(value).toLowerCase();
      return TRUE.has(t) ? true : FALSE.has(t) ? false : value;
    }
  }
}

/** The value as the error report shows it. */
export function displayValue(value: Plain): string {
  if (value === undefined) return '';
  if (value instanceof Date) return value.toISOString().replace('T00:00:00.000Z', '').replace('.000Z', 'Z');
  return String(value);
}
