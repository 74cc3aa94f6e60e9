import type { FastifyReply } from 'fastify';
import { sendXlsxBuffer, writeWorkbook } from '../documents/index.js';

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
) {
  const buffer = await writeWorkbook(columns, rows, { culture: reply.request.culture });
  return sendXlsxBuffer(reply, fileName, buffer);
}
