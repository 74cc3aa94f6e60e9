import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendXlsxBuffer, writeWorkbook, type WorkbookLocale } from '../documents/index.js';
import { SettingNames } from '../settings/definitions.js';
import type { SettingService } from '../settings/service.js';

/** One column of an exported list: its header (already translated) and how to read a row. */
export interface ExportColumn<T> {
  header: string;
  value: (row: T) => string | number | boolean | Date | null | undefined;
  /** Width in characters. */
  width?: number;
}

/** The most rows one export sends; past it the user narrows the filter (the file says so). */
export const MAX_EXPORT_ROWS = 50_000;

/**
 * Sends rows as an .xlsx download (Excel export of long lists): a bold, frozen header row, dates
 * as dates, a UTF-8 file name so Chinese names survive. Written by the documents mechanism
 * (exceljs), the product's one xlsx library.
 */
export async function sendXlsx<T>(
  reply: FastifyReply,
  fileName: string,
  columns: ExportColumn<T>[],
  rows: T[],
  locale: WorkbookLocale,
) {
  const buffer = await writeWorkbook(columns, rows, locale);
  return sendXlsxBuffer(reply, fileName, buffer);
}

/** Whom a request's workbook is for: its language, and its tenant's clock for the times. */
export async function workbookLocale(req: FastifyRequest, settings: SettingService): Promise<WorkbookLocale> {
  return { culture: req.culture, timeZone: await settings.get(req.scope.tenantId, SettingNames.TimeZone) };
}
