import { IqcConfigStatus } from '@sp/contracts';
import { and, count, eq, like } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { expectError, useWorld } from '../../../../test/world.js';
import { newId } from '../../../platform/db/columns.js';
import { inScope, tenantScope } from '../../../platform/db/scope.js';
import { upload } from '../../materials/test-support.js';
import { iqcMaterialConfigs } from '../schema.js';

const w = useWorld({ prefix: 'iqcimp' });
const R = '/api/app/iqcMaterialConfig';

/** The import's English headers, in the template's order. */
const HEADERS = [
  'Supplier code',
  'Part no',
  'Part name',
  'Inspection mode',
  'Inspection level',
  'AQL critical',
  'AQL major',
  'AQL minor',
  'Required documents',
  'Remark',
  'Item code',
  'Item',
  'Method',
  'Requirement',
  'Value type',
  'Lower limit',
  'Upper limit',
  'Unit',
  'Answers',
  'OK answers',
  'Severity',
  'Sample qty',
];
type Cell = string | number | null;

async function workbook(rows: Record<string, Cell>[], headers = HEADERS): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Configurations');
  sheet.addRow(headers);
  for (const r of rows) sheet.addRow(headers.map((h) => r[h] ?? null));
  return Buffer.from(await book.xlsx.writeBuffer());
}

const countLike = (prefix: string) =>
  inScope(w.server.database.db, tenantScope(w.a.id), async (tx) => {
    const [row] = await tx
      .select({ n: count() })
      .from(iqcMaterialConfigs)
      .where(and(like(iqcMaterialConfigs.partNo, `${prefix}%`), eq(iqcMaterialConfigs.isDeleted, false)));
    return Number(row?.n ?? 0);
  });

describe('configurations Excel import', () => {
  it('creates new configurations from grouped rows and replaces an existing one, revising it', async () => {
    const prefix = `IMP${newId().slice(-6).toUpperCase()}-`;
    const [s1, s2] = [w.a.suppliers[0]!, w.a.suppliers[1]!];
    const buyer = w.api(w.a.admin);
    // An existing configuration, confirmed by both sides.
    const existing = await buyer.post(R, {
      supplierId: s1.id,
      partNo: `${prefix}2`,
      partName: 'Cover',
      inspectionMode: 'Full',
    });
    expect(existing.status, JSON.stringify(existing.body)).toBe(200);
    await w.api(s1.vendor.token).post(`${R}/${existing.body.id}/vendor-confirm`, {});
    await buyer.post(`${R}/${existing.body.id}/confirm`, {});

    const head = {
      'Supplier code': s1.vendorCode.toLowerCase(),
      'Part no': `${prefix}1`,
      'Part name': 'Bracket',
      'Inspection mode': 'Sampling',
      'Inspection level': 'II',
      'AQL major': 0.65,
      'Required documents': 'COC, rohs_report',
    };
    const file = await workbook([
      {
        ...head,
        'Item code': 'DIM-01',
        Item: 'Length',
        'Value type': 'Decimal',
        'Lower limit': 9.9,
        'Upper limit': 10.1,
        Unit: 'mm',
        Severity: 'Major',
      },
      {
        'Supplier code': s1.vendorCode,
        'Part no': `${prefix}1`,
        'Inspection mode': 'Sampling',
        'Item code': 'VIS-01',
        Item: 'Look',
        'Value type': 'Choice',
        Answers: 'OK，Scratch',
        'OK answers': 'OK',
        Severity: 'Minor',
      },
      {
        'Supplier code': s1.vendorCode,
        'Part no': `${prefix}2`,
        'Part name': 'Cover',
        'Inspection mode': 'Exempt',
        'Required documents': 'COA',
      },
      {
        'Supplier code': s2.vendorCode,
        'Part no': `${prefix}1`,
        'Part name': 'Bracket',
        'Inspection mode': 'Full',
      },
    ]);
    const res = await upload(w.server.app, `${R}/import`, w.a.admin, file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ configCount: 3, created: 2, replaced: 1 });

    const list = (await buyer.get(`${R}?partNo=${prefix}&sorting=partNo,supplierCode`)).body.items;
    expect(list).toHaveLength(3);
    const first = list.find(
      (c: { partNo: string; supplierId: string }) => c.partNo === `${prefix}1` && c.supplierId === s1.id,
    );
    expect(first).toMatchObject({
      inspectionMode: 'Sampling',
      inspectionLevel: 'II',
      aqlMajor: 0.65,
      requiredDocs: ['COC', 'ROHS_REPORT'],
      status: IqcConfigStatus.Draft,
      items: [
        expect.objectContaining({ itemCode: 'DIM-01', lsl: 9.9, usl: 10.1 }),
        expect.objectContaining({ itemCode: 'VIS-01', choices: ['OK', 'Scratch'], okChoices: ['OK'] }),
      ],
    });
    const replaced = await buyer.get(`${R}/${existing.body.id}`);
    expect(replaced.body).toMatchObject({
      inspectionMode: 'Exempt',
      requiredDocs: ['COA'],
      status: IqcConfigStatus.Draft,
    });
  });

  it('writes nothing from a file with bad rows and names each in the reader language', async () => {
    const prefix = `BAD${newId().slice(-6).toUpperCase()}-`;
    const code = w.a.suppliers[0]!.vendorCode;
    const good = {
      'Supplier code': code,
      'Part no': `${prefix}1`,
      'Part name': 'Good',
      'Inspection mode': 'Full',
    };
    const unknownSupplier = {
      'Supplier code': 'NOPE',
      'Part no': `${prefix}2`,
      'Part name': 'X',
      'Inspection mode': 'Full',
    };
    const badAql = {
      'Supplier code': code,
      'Part no': `${prefix}3`,
      'Part name': 'X',
      'Inspection mode': 'Sampling',
      'Inspection level': 'II',
      'AQL major': 0.3,
    };
    const limits = {
      'Supplier code': code,
      'Part no': `${prefix}4`,
      'Part name': 'X',
      'Inspection mode': 'Full',
      'Item code': 'L',
      Item: 'L',
      'Value type': 'Decimal',
      'Lower limit': 2,
      'Upper limit': 1,
      Severity: 'Major',
    };
    const noName = { 'Supplier code': code, 'Part no': `${prefix}5`, 'Inspection mode': 'Full' };
    const badDoc = {
      'Supplier code': code,
      'Part no': `${prefix}6`,
      'Part name': 'X',
      'Inspection mode': 'Full',
      'Required documents': 'PASSPORT',
    };
    const rejected = async (rows: Record<string, Cell>[]) => {
      const res = await upload(w.server.app, `${R}/import`, w.a.admin, await workbook(rows), 'zh-Hans');
      const error = expectError(res, 400, 'SupplierPortal:ImportRejected');
      return error.data!.problems as { row: number; column: string; message: string }[];
    };
    // The cells first: every bad cell of the file, on its row and column.
    const cells = await rejected([good, unknownSupplier, badAql, limits, noName, badDoc]);
    expect(cells.map((p) => [p.row, p.column])).toEqual([
      [4, 'AQL 严重'],
      [7, '随货资料'],
    ]);
    expect(cells[1]!.message).toContain('PASSPORT');
    // Then the configurations against the tenant's data and their rules.
    const rules = await rejected([good, unknownSupplier, limits, noName]);
    expect(rules.map((p) => [p.row, p.column])).toEqual([
      [3, '供应商代码'],
      [4, '上限'],
      [5, '品名'],
    ]);
    expect(rules[0]!.message).toContain('NOPE');
    const file = await workbook([good, unknownSupplier, limits, noName]);
    expect(await countLike(prefix)).toBe(0);

    // The same file's report; the template; a file that is no workbook.
    const report = await upload(w.server.app, `${R}/import/errorReport`, w.a.admin, file);
    expect(report.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(report.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]!.rowCount).toBe(4);
    const template = await w.server.app.inject({
      method: 'GET',
      url: `${R}/import/template`,
      headers: { authorization: `Bearer ${w.a.admin}` },
    });
    expect(template.statusCode).toBe(200);
    expectError(await upload(w.server.app, `${R}/import`, w.a.admin, Buffer.from('not a workbook')), 400);
    // A sheet without the mode column is refused as a whole.
    expectError(
      await upload(
        w.server.app,
        `${R}/import`,
        w.a.admin,
        await workbook([{ 'Supplier code': code }], HEADERS.slice(0, 2)),
      ),
      400,
    );
    // A vendor may not import.
    const vendor = await upload(w.server.app, `${R}/import`, w.a.suppliers[0]!.vendor.token, file);
    expect(vendor.statusCode).toBe(403);
  });

  it('imports back what it exported', async () => {
    const prefix = `RT${newId().slice(-6).toUpperCase()}-`;
    const buyer = w.api(w.a.admin);
    const made = await buyer.post(R, {
      supplierId: w.a.suppliers[0]!.id,
      partNo: `${prefix}1`,
      partName: 'Spring',
      inspectionMode: 'Sampling',
      inspectionLevel: 'S-2',
      aqlCritical: 0.065,
      requiredDocs: ['COC'],
      items: [
        {
          itemCode: 'F',
          name: 'Force',
          valueType: 'Decimal',
          lsl: 5,
          unit: 'N',
          severity: 'Critical',
          sampleOverride: 3,
        },
        {
          itemCode: 'C',
          name: 'Colour',
          valueType: 'Choice',
          choices: ['Silver', 'Black'],
          okChoices: ['Silver'],
          severity: 'Minor',
        },
      ],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const exported = await w.server.app.inject({
      method: 'GET',
      url: `${R}/export?partNo=${prefix}`,
      headers: { authorization: `Bearer ${w.a.admin}`, 'accept-language': 'zh-Hant' },
    });
    const res = await upload(w.server.app, `${R}/import`, w.a.admin, exported.rawPayload);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ configCount: 1, created: 0, replaced: 1 });
    const after = (await buyer.get(`${R}/${made.body.id}`)).body;
    // Nothing differed: the same requirements, the same stamp-free content.
    expect(after.items).toEqual(made.body.items);
    expect(after.requiredDocs).toEqual(['COC']);
    expect(after.aqlCritical).toBe(0.065);
  });
});
