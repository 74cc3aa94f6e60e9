import { Policies } from '@sp/contracts';
import { and, count, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectError, useWorld } from '../../../test/world.js';
import { inScope, tenantScope } from '../../platform/db/scope.js';
import { materials, materialSuppliers } from './schema.js';
import { materialWorkbook, sheetColumn, upload } from './test-support.js';

const w = useWorld({ prefix: 'matimp' });
const P = Policies.MasterData.Materials;

const countLike = (tenantId: string, prefix: string) =>
  inScope(w.server.database.db, tenantScope(tenantId), async (tx) => {
    const [row] = await tx
      .select({ n: count() })
      .from(materials)
      .where(and(like(materials.partNo, `${prefix}%`), eq(materials.isDeleted, false)));
    return Number(row?.n ?? 0);
  });

describe('materials Excel import', () => {
  it('imports 5,000 rows in one transaction, then updates them by part number', async () => {
    const { a } = w;
    const code = a.suppliers[0]!.vendorCode;
    const rows = Array.from({ length: 5000 }, (_, i) => [
      `BIG-${String(i).padStart(5, '0')}`,
      `贴片电阻 ${i}Ω`,
      '0603 1% 1/10W',
      'PCS',
      'ELECTRONIC',
      i % 2 ? '3' : null,
      '是',
      i % 10 === 0 ? code : null,
    ]);
    const file = await materialWorkbook(rows);
    const started = performance.now();
    const res = await upload(w.server.app, '/api/app/material/import', a.admin, file);
    const ms = Math.round(performance.now() - started);
    console.log(`import of 5,000 rows: ${ms} ms`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ rowCount: 5000, created: 5000, updated: 0 });
    expect(await countLike(a.id, 'BIG-')).toBe(5000);
    const links = await inScope(w.server.database.db, tenantScope(a.id), (tx) =>
      tx
        .select({ n: count() })
        .from(materialSuppliers)
        .where(eq(materialSuppliers.supplierId, a.suppliers[0]!.id)),
    );
    expect(Number(links[0]!.n)).toBe(500);

    // The same file again: every part number known, nothing differs.
    const again = await upload(w.server.app, '/api/app/material/import', a.admin, file);
    expect(again.json()).toEqual({ rowCount: 5000, created: 0, updated: 0 });
    // Another tenant saw none of it.
    expect(await countLike(w.b.id, 'BIG-')).toBe(0);
  });

  it('writes nothing from a file with three bad rows and names them in the caller language', async () => {
    const { a } = w;
    const file = await materialWorkbook([
      ['BAD-001', '陶瓷电容', '0402 100nF', 'PCS', 'ELECTRONIC', '2a', '是', null],
      ['BAD-002', '陶瓷电容', '0402 1uF', 'BARREL', 'ELECTRONIC', null, '否', null], // unknown unit
      ['BAD-003', '贴片电阻', '0603 10k', 'PCS', null, '7', null, null], // bad MSL
      ['BAD-001', '重复', null, 'PCS', null, null, null, null], // duplicate part number
      ['BAD-005', '连接器', null, 'PCS', 'ELECTRONIC', null, null, null],
    ]);
    const res = await upload(w.server.app, '/api/app/material/import', a.admin, file, 'zh-Hans');
    const error = expectError(res, 400, 'SupplierPortal:ImportRejected');
    expect(error.message).toBe('文件有 3 个问题，未导入任何数据。请下载错误报告查看详情。');
    const problems = error.data!.problems as {
      row: number;
      column: string;
      value: string;
      message: string;
    }[];
    expect(problems.map((p) => [p.row, p.column])).toEqual([
      [3, '单位'],
      [4, '湿敏等级'],
      [5, '物料编码'],
    ]);
    expect(problems[0]!.message).toBe('单位“BARREL”不在计量单位字典中');
    expect(problems[1]!.message).toMatch(/湿敏等级/);
    expect(problems[2]!.message).toContain('BAD-001');
    expect(problems[2]!.message).toContain('2');
    expect(await countLike(a.id, 'BAD-')).toBe(0);

    // The downloadable report holds the same three rows.
    const report = await upload(
      w.server.app,
      '/api/app/material/import/errorReport',
      a.admin,
      file,
      'zh-Hans',
    );
    expect(report.statusCode).toBe(200);
    expect(await sheetColumn(report.rawPayload, 1)).toEqual(['行号', '3', '4', '5']);
  });

  it('reads the headers in Chinese, refuses a non-Excel file and needs the import policy', async () => {
    const { a } = w;
    const zh = await materialWorkbook(
      [['ZH-001', '塑胶外壳', 'PC+ABS 黑色', 'PCS', 'MECHANICAL', null, '是', null]],
      ['物料编码', '物料名称', '规格型号', '单位', '物料类别', '湿敏等级', 'RoHS', '合格供应商'],
    );
    const ok = await upload(w.server.app, '/api/app/material/import', a.admin, zh);
    expect(ok.statusCode, ok.body).toBe(200);
    expectError(
      await upload(w.server.app, '/api/app/material/import', a.admin, Buffer.from('a,b\n1,2')),
      400,
    );
    const reader = await a.userWith([P.name]);
    expectError(await upload(w.server.app, '/api/app/material/import', reader, zh), 403);
    const vendor = await a.userWith([P.name, P.Import.name], { supplierId: a.suppliers[0]!.id });
    expectError(await upload(w.server.app, '/api/app/material/import', vendor, zh), 403);
  });

  it('offers a template whose headers import back', async () => {
    const { a } = w;
    const res = await w
      .api(a.admin, null, { 'accept-language': 'zh-Hans' })
      .get('/api/app/material/import/template');
    expect(res.status).toBe(200);
    const headers = await sheetColumnHeaders(res.raw.rawPayload);
    expect(headers.slice(0, 4)).toEqual(['*物料编码', '*物料名称', '规格型号', '*单位']);
  });
});

async function sheetColumnHeaders(file: Buffer): Promise<string[]> {
  const ExcelJS = (await import('exceljs')).default;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  const out: string[] = [];
  workbook.worksheets[0]!.getRow(1).eachCell((c) => out.push(c.text));
  return out;
}
