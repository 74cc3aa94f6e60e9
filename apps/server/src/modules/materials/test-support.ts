import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { callerHeaders } from '../../../test/world.js';
import { multipartBody } from '../../../test/multipart.js';

/** A material body for the API with a unique part number. */
export function materialBody(partNo: string, extra: Record<string, unknown> = {}) {
  return {
    partNo,
    name: `电容 ${partNo}`,
    spec: '0402 100nF 16V X7R',
    unit: 'PCS',
    category: 'ELECTRONIC',
    ...extra,
  };
}

/** An .xlsx of the import's English headers and these rows (cells in header order). */
export async function materialWorkbook(
  rows: (string | number | boolean | null)[][],
  headers = ['Part no.', 'Name', 'Specification', 'Unit', 'Category', 'MSL', 'RoHS', 'Approved suppliers'],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Materials');
  sheet.addRow(headers);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** POSTs a workbook as a browser's file upload. */
export function upload(app: FastifyInstance, url: string, token: string, file: Buffer, language = 'en') {
  const body = multipartBody([{ name: 'file', filename: 'materials.xlsx', content: file }]);
  return app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...callerHeaders(token), ...body.headers, 'accept-language': language },
  });
}

/** The values of one column of a workbook's first sheet, header included. */
export async function sheetColumn(file: Buffer, column: number): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  const values: string[] = [];
  workbook.worksheets[0]!.getColumn(column).eachCell((cell) => values.push(cell.text));
  return values;
}
