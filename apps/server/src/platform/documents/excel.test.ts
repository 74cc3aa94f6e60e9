import { defineTexts } from '@sp/contracts';
import ExcelJS from 'exceljs';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorEnvelope } from '../http/error-envelope.js';
import { AppError } from '../http/errors.js';
import { registerTextBundles, T } from '../localization/localizer.js';
import { localization } from '../localization/plugin.js';
import {
  enableUploads,
  errorReport,
  importRejected,
  importWorkbook,
  readUpload,
  workbookDay,
  writeWorkbook,
  type ImportSpec,
} from './index.js';
import { documentTexts } from './texts.js';

// A module's own headers, as a business module would define them.
const headers = defineTexts('SupplierPortal', {
  'TestImport:PartNo': ['Part number', '物料编号', '物料編號'],
  'TestImport:Name': ['Name', '名称', '名稱'],
  'TestImport:Unit': ['Unit', '单位', '單位'],
  'TestImport:Quantity': ['Quantity', '数量', '數量'],
  'TestImport:DueDate': ['Due date', '交货日期', '交貨日期'],
});
registerTextBundles(documentTexts, headers);

const columns = [
  { key: 'partNo', header: T(headers, 'TestImport:PartNo') },
  { key: 'name', header: T(headers, 'TestImport:Name') },
  { key: 'unit', header: T(headers, 'TestImport:Unit') },
  { key: 'quantity', header: T(headers, 'TestImport:Quantity'), kind: 'number' },
  { key: 'dueDate', header: T(headers, 'TestImport:DueDate'), kind: 'date', required: false },
] as const;

const spec = {
  columns,
  schema: z.object({
    partNo: z.string().min(1).max(40),
    name: z.string().min(1).max(200),
    unit: z.enum(['PCS', 'KG', 'M']),
    quantity: z.number().positive(),
    dueDate: z.date().optional(),
  }),
  maxRows: 5000,
  unique: ['partNo'],
} satisfies ImportSpec<z.ZodType>;

type Row = [string, string, string, number | string, Date | null];
const header = (culture: 'en' | 'zh-Hans' | 'zh-Hant') =>
  ({
    en: ['Part number', 'Name', 'Unit', 'Quantity', 'Due date'],
    'zh-Hans': ['物料编号', '名称', '单位', '数量', '交货日期'],
    'zh-Hant': ['物料編號', '名稱', '單位', '數量', '交貨日期'],
  })[culture];

async function sheet(head: string[], rows: Row[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sheet1');
  ws.addRow(head);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const due = new Date(Date.UTC(2025, 5, 30));
const good: Row[] = [
  ['M-001', '螺栓 M8', 'PCS', 100, due],
  ['M-002', '垫片', 'PCS', 250, null],
  ['M-003', 'Steel wire', 'M', 12.5, due],
  ['10045', '油漆', 'KG', '3', due],
  ['M-005', '螺母', 'PCS', 40, null],
  ['M-006', '弹簧', 'PCS', 8, due],
];
const bad: Row[] = [
  good[0]!,
  good[1]!,
  ['M-003', 'Steel wire', 'BOX', 12.5, due], // row 4: unknown unit
  ['M-001', 'Duplicate', 'PCS', 5, null], // row 5: duplicate part number
  ['M-005', '螺母', 'PCS', -3, null], // row 6: negative quantity
  good[5]!,
];

describe('Excel import', () => {
  it('returns every row, typed, from a good sheet', async () => {
    const result = await importWorkbook(await sheet(header('en'), good), spec, 'en');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.rows.map((r) => r.row)).toEqual([2, 3, 4, 5, 6, 7]);
    expect(result.rows[0]!.value).toEqual({
      partNo: 'M-001',
      name: '螺栓 M8',
      unit: 'PCS',
      quantity: 100,
      dueDate: due,
    });
    // A numeric part number stays text; a quantity typed as text becomes a number.
    expect(result.rows[3]!.value).toMatchObject({ partNo: '10045', quantity: 3 });
    expect(result.rows[1]!.value.dueDate).toBeUndefined();
  });

  it('finds exactly the three bad rows, naming row and column in zh-Hans and in en', async () => {
    const file = await sheet(header('zh-Hans'), bad);
    const zh = await importWorkbook(file, spec, 'zh-Hans');
    expect(zh).toEqual({
      ok: false,
      problems: [
        { row: 4, column: '单位', value: 'BOX', message: '单位必须是以下之一：PCS, KG, M。' },
        { row: 5, column: '物料编号', value: 'M-001', message: '物料编号“M-001”与第 2 行重复。' },
        { row: 6, column: '数量', value: '-3', message: '数量必须大于 0。' },
      ],
    });
    const en = await importWorkbook(file, spec, 'en');
    expect(en.ok ? [] : en.problems.map((p) => [p.row, p.column, p.message])).toEqual([
      [4, 'Unit', 'Unit must be one of: PCS, KG, M.'],
      [5, 'Part number', 'Part number "M-001" already appears in row 2.'],
      [6, 'Quantity', 'Quantity must be greater than 0.'],
    ]);
  });

  it('reports required cells and non-numbers, and the error report parses back', async () => {
    const file = await sheet(header('zh-Hant'), [['', '名稱', 'PCS', 'many', null], ...good.slice(1)]);
    const result = await importWorkbook(file, spec, 'zh-Hant');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual([
      { row: 2, column: '物料編號', value: '', message: '物料編號不能為空。' },
      { row: 2, column: '數量', value: 'many', message: '數量必須是數字。' },
    ]);

    const report = new ExcelJS.Workbook();
    await report.xlsx.load((await errorReport(result.problems, 'zh-Hant')) as unknown as ArrayBuffer);
    const ws = report.worksheets[0]!;
    expect(ws.name).toBe('問題');
    expect(ws.getRow(1).values).toEqual([undefined, '列號', '欄位', '值', '問題']);
    expect(ws.getRow(3).values).toEqual([undefined, 2, '數量', 'many', '數量必須是數字。']);
    expect(ws.actualRowCount).toBe(3);
  });

  it("imports back what it exported in Chinese, whatever the reader's language", async () => {
    const rows = good.map(([partNo, name, unit, quantity, dueDate]) => ({
      partNo,
      name,
      unit,
      quantity,
      dueDate,
    }));
    const exported = await writeWorkbook(
      columns.map((c) => ({ header: c.header, value: (r: (typeof rows)[number]) => r[c.key] })),
      rows,
      { culture: 'zh-Hans', timeZone: 'UTC', sheetName: '物料' },
    );
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(exported as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    expect(ws.getRow(1).values).toEqual([undefined, ...header('zh-Hans')]);
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(ws.getCell('D2').value).toBe(100); // typed number
    expect(ws.getCell('E2').value).toEqual(due); // typed date
    const result = await importWorkbook(exported, spec, 'en');
    expect(result.ok && result.rows.length).toBe(6);
  });

  it("writes a time as the tenant's clock read it, and a calendar date as it is", async () => {
    const at = new Date('2026-01-01T20:30:15Z');
    const bytes = await writeWorkbook(
      [
        { header: 'Time', value: (r: { at: Date }) => r.at },
        { header: 'Day', value: (r: { at: Date }) => r.at, numFmt: 'yyyy-mm-dd' },
      ],
      [{ at }],
      { culture: 'en', timeZone: 'Asia/Shanghai' },
    );
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(bytes as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    // Excel has no zones: the cell holds 2026-01-02 04:30:15, what a clock in Shanghai showed.
    expect(ws.getCell('A2').value).toEqual(new Date('2026-01-02T04:30:15Z'));
    expect(ws.getCell('A2').numFmt).toBe('yyyy-mm-dd hh:mm:ss');
    expect(ws.getCell('B2').value).toEqual(at);
    // Its file is named with that office's day.
    expect(workbookDay({ culture: 'en', timeZone: 'Asia/Shanghai' }, at)).toBe('2026-01-02');
  });

  it('refuses a file that is not an xlsx, a sheet without a column and too many rows with a 400', async () => {
    const refused = async (buffer: Buffer, max = 5000) => {
      const err = await importWorkbook(buffer, { ...spec, maxRows: max }, 'en').catch((e: unknown) => e);
      expect(err).toBeInstanceOf(AppError);
      return err as AppError;
    };
    for (const junk of [
      Buffer.from('%PDF-1.7 not a workbook'),
      Buffer.from('PK\u0003\u0004broken zip'),
      Buffer.alloc(0),
    ]) {
      const err = await refused(junk);
      expect(err.status).toBe(400);
      expect(err.text).toMatchObject({ key: 'Import:NotAnExcelFile' });
    }
    const missing = await refused(await sheet(['Part number', 'Name', 'Unit'], []));
    expect(missing.text).toMatchObject({ key: 'Import:MissingColumn' });
    expect((await refused(await sheet(header('en'), good), 5)).text).toMatchObject({
      key: 'Import:TooManyRows',
      args: [6, 5],
    });
    expect((await refused(await sheet(header('en'), []))).text).toMatchObject({ key: 'Import:NoRows' });
  });
});

describe('upload helper', () => {
  async function app() {
    const server = Fastify();
    await server.register(errorEnvelope);
    await server.register(localization, {});
    await enableUploads(server);
    server.post('/import', async (req, reply) => {
      const file = await readUpload(req, 64 * 1024);
      const result = await importWorkbook(file.buffer, spec, req.culture);
      if (!result.ok) throw importRejected(result.problems, req.culture);
      return reply.send({ rows: result.rows.length });
    });
    return server;
  }

  function multipart(content: Buffer, fileName = 'parts.xlsx') {
    const boundary = '----docs-test';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
  }

  it('reads the upload; bad rows are a 400 listing them; junk and oversize files are refused', async () => {
    const server = await app();
    const ok = await server.inject({
      method: 'POST',
      url: '/import',
      ...multipart(await sheet(header('en'), good)),
    });
    expect(ok.json()).toEqual({ rows: 6 });

    const rejected = await server.inject({
      method: 'POST',
      url: '/import?culture=zh-Hans',
      ...multipart(await sheet(header('zh-Hans'), bad)),
    });
    expect(rejected.statusCode).toBe(400);
    const body = rejected.json<{
      error: { message: string; validationErrors: { message: string; members: string[] }[] };
    }>();
    expect(body.error.message).toBe('文件有 3 个问题，未导入任何数据。请下载错误报告查看详情。');
    expect(body.error.validationErrors.map((v) => v.message)).toEqual([
      '第 4 行：单位必须是以下之一：PCS, KG, M。',
      '第 5 行：物料编号“M-001”与第 2 行重复。',
      '第 6 行：数量必须大于 0。',
    ]);

    const junk = await server.inject({
      method: 'POST',
      url: '/import?culture=en',
      ...multipart(Buffer.from('a,b,c\n1,2,3'), 'parts.csv'),
    });
    expect(junk.statusCode).toBe(400);
    expect(junk.json<{ error: { message: string } }>().error.message).toBe(
      'The file is not an Excel workbook (.xlsx).',
    );

    const big = await server.inject({
      method: 'POST',
      url: '/import?culture=en',
      ...multipart(Buffer.alloc(100 * 1024, 1)),
    });
    expect(big.statusCode).toBe(413);

    const none = await server.inject({ method: 'POST', url: '/import?culture=en', payload: { a: 1 } });
    expect(none.statusCode).toBe(400);
    expect(none.json<{ error: { message: string } }>().error.message).toBe('No file was uploaded.');
    await server.close();
  });
});
