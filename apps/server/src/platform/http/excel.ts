import type { FastifyReply } from 'fastify';
import writeXlsxFile, { type SheetData } from 'write-excel-file/node';

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
 * Sends rows as an .xlsx download (Excel export of long lists): a bold header row, dates as dates,
 * a UTF-8 file name so Chinese names survive.
 */
export async function sendXlsx<T>(
  reply: FastifyReply,
  fileName: string,
  columns: ExportColumn<T>[],
  rows: T[],
) {
  const data: SheetData = [
    columns.map((c) => ({ value: c.header, fontWeight: 'bold' as const })),
    ...rows.map((row) =>
      columns.map((c) => {
        const value = c.value(row);
        if (value === null || value === undefined || value === '') return null;
        if (value instanceof Date) return { value, type: Date, format: 'yyyy-mm-dd hh:mm:ss' };
        return { value };
      }),
    ),
  ];
  const buffer = await writeXlsxFile(data, {
    columns: columns.map((c) => ({ width: c.width ?? 18 })),
    stickyRowsCount: 1,
  }).toBuffer();
  const name = fileName.endsWith('.xlsx') ? fileName : `${fileName}.xlsx`;
  return reply
    .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header(
      'Content-Disposition',
      `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`,
    )
    .header('Cache-Control', 'no-store')
    .send(buffer);
}
