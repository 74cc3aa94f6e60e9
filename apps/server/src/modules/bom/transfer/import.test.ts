import { BomStatus } from '@sp/contracts';
import { and, asc, count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { callerHeaders, expectError, useWorld, type ApiResponse } from '../../../../test/world.js';
import { multipartBody } from '../../../../test/multipart.js';
import { newId } from '../../../platform/db/columns.js';
import { inScope, tenantScope } from '../../../platform/db/scope.js';
import { materialBody } from '../../materials/test-support.js';
import { bomHeaders, bomLines } from '../schema.js';
import { BOM, insertBom } from '../structure/test-fixtures.js';

const w = useWorld({ prefix: 'bomimp' });

/** The template's English line headers, in its order. */
const LINE_HEADERS = [
  'Line no',
  'Child part no',
  'Child name',
  'Qty per',
  'Unit',
  'Scrap rate %',
  'Reference designators',
  'Material source',
  'Manufacturer',
  'MPN',
  'Alternate group',
  'Alternate priority',
  'Usage share %',
  'Alternate',
  'RoHS',
  'Remark',
];
type Cell = string | number | boolean | null;

/** A workbook: the lines sheet, and the header sheet when `header` is given (Chinese headers, any language reads). */
async function workbook(lines: Record<string, Cell>[], header?: Record<string, Cell>): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Lines');
  sheet.addRow(LINE_HEADERS);
  for (const l of lines) sheet.addRow(LINE_HEADERS.map((h) => l[h] ?? null));
  if (header) {
    const h = book.addWorksheet('表头');
    const keys = Object.keys(header);
    h.addRow(keys);
    h.addRow(keys.map((k) => header[k] ?? null));
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

interface ImportResult {
  bom: { id: string; revision: string; status: number; lines: { childPartNo: string }[] } | null;
  errors: { row: number; field: string | null; message: string }[];
}

async function importFile(
  token: string,
  file: Buffer,
  fields: Record<string, string> = {},
  language = 'en',
): Promise<Omit<ApiResponse, 'body'> & { body: ImportResult }> {
  const form = multipartBody([
    ...Object.entries(fields).map(([name, content]) => ({ name, content })),
    { name: 'file', filename: 'bom.xlsx', content: file },
  ]);
  const raw = await w.server.app.inject({
    method: 'POST',
    url: `${BOM}/import`,
    payload: form.payload,
    headers: { ...callerHeaders(token), ...form.headers, 'accept-language': language },
  });
  const json = /json/.test(String(raw.headers['content-type'] ?? ''));
  const body = (json ? raw.json() : raw.body) as ImportResult;
  return { status: raw.statusCode, body, headers: raw.headers, raw };
}

const linesOf = (bomId: string) =>
  inScope(w.server.database.db, tenantScope(w.a.id), (tx) =>
    tx.select().from(bomLines).where(eq(bomLines.bomId, bomId)).orderBy(asc(bomLines.sequence)),
  );
const revisionsOf = (parent: string) =>
  inScope(w.server.database.db, tenantScope(w.a.id), async (tx) => {
    const [row] = await tx
      .select({ n: count() })
      .from(bomHeaders)
      .where(and(eq(bomHeaders.parentPartNo, parent), eq(bomHeaders.isDeleted, false)));
    return Number(row?.n ?? 0);
  });

/** Part numbers of this file, made in the material master. */
let P: Record<'TOP' | 'RES' | 'CAP' | 'CAP2' | 'IC', string>;

beforeAll(async () => {
  const tag = newId().slice(-6).toUpperCase();
  P = {
    TOP: `IM-TOP-${tag}`,
    RES: `IM-RES-${tag}`,
    CAP: `IM-CAP-${tag}`,
    CAP2: `IM-CAP2-${tag}`,
    IC: `IM-IC-${tag}`,
  };
  for (const partNo of Object.values(P)) {
    const res = await w.api(w.a.admin).post('/api/app/material', materialBody(partNo));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
});

/** Three positions: a resistor, a capacitor with an alternate (60 / 40), a customer-supplied IC. */
const goodLines = (): Record<string, Cell>[] => [
  {
    'Line no': 10,
    'Child part no': P.RES,
    'Qty per': 12,
    'Reference designators': 'R1-R12',
    'Scrap rate %': 0.3,
  },
  {
    'Line no': 20,
    'Child part no': P.CAP,
    'Qty per': 4,
    'Alternate group': 'G1',
    'Alternate priority': 1,
    'Usage share %': 60,
    Manufacturer: 'Murata',
    MPN: 'GRM155R71C104KA88D',
  },
  {
    'Line no': 20,
    'Child part no': P.CAP2,
    'Qty per': 4,
    'Alternate group': 'G1',
    'Alternate priority': 2,
    'Usage share %': 40,
    Alternate: 'Y',
  },
  { 'Line no': 30, 'Child part no': P.IC, 'Qty per': 1, 'Material source': '客供', RoHS: '是' },
];

describe('POST /api/app/bom/import', () => {
  it('creates a Draft revision from the lines and the header sheet (headers in Chinese)', async () => {
    const vendor = w.a.suppliers[0]!;
    const file = await workbook(goodLines(), {
      母件料号: P.TOP,
      版本: 'A',
      基数: 1,
      生效日期: '2026-12-01',
      变更单号: 'ECN-1',
    });
    const res = await importFile(vendor.vendor.token, file);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.errors).toEqual([]);
    expect(res.body.bom).toMatchObject({ revision: 'A', status: BomStatus.Draft });
    const lines = await linesOf(res.body.bom!.id);
    expect(
      lines.map((l) => [l.lineNo, l.childPartNo, Number(l.qtyPer), l.materialSource, l.isAlternate]),
    ).toEqual([
      [10, P.RES, 12, 'SupplierPurchased', false],
      [20, P.CAP, 4, 'SupplierPurchased', false],
      [20, P.CAP2, 4, 'SupplierPurchased', true],
      [30, P.IC, 1, 'CustomerSupplied', false],
    ]);
    expect(lines[0]).toMatchObject({
      refDesignators: 'R1-R12',
      supplierId: vendor.id,
      childName: `电容 ${P.RES}`,
    });
    expect(lines[3]!.rohs).toBe(true);
  });

  it('round trip: an exported revision imports again with the same lines (form fields win over the sheet)', async () => {
    const token = w.a.suppliers[0]!.vendor.token;
    const first = await importFile(token, await workbook(goodLines()), {
      parentPartNo: P.TOP,
      revision: 'R1',
      effectiveFrom: '2026-12-01',
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const exported = await w.api(token).get(`${BOM}/${first.body.bom!.id}/export`);
    expect(exported.status).toBe(200);
    // The export's header sheet says R1; the form's revision makes it R2.
    const second = await importFile(token, exported.raw.rawPayload, { revision: 'R2' }, 'zh-Hant');
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.bom!.revision).toBe('R2');
    const strip = (rows: Awaited<ReturnType<typeof linesOf>>) =>
      rows.map(({ id: _id, bomId: _bomId, ...rest }) => {
        void _id;
        void _bomId;
        return rest;
      });
    expect(strip(await linesOf(second.body.bom!.id))).toEqual(strip(await linesOf(first.body.bom!.id)));
  });

  it('a bad line: every problem named by its row and column, in the reader language, nothing saved', async () => {
    const parent = P.TOP;
    const before = await revisionsOf(parent);
    const lines = goodLines();
    lines[1] = { ...lines[1]!, 'Qty per': 0 };
    const schemaBad = await importFile(w.a.suppliers[0]!.vendor.token, await workbook(lines), {
      parentPartNo: parent,
      effectiveFrom: '2026-12-01',
    });
    expect(schemaBad.status).toBe(200);
    expect(schemaBad.body.bom).toBeNull();
    expect(schemaBad.body.errors).toEqual([
      { row: 3, field: 'Qty per', message: 'Qty per must be greater than 0. (0)' },
    ]);

    // An unknown child is the save's own check (the material master), reported on its row.
    const unknown = goodLines();
    unknown[3] = { ...unknown[3]!, 'Child part no': 'NO-SUCH-PART' };
    const dbBad = await importFile(
      w.a.suppliers[0]!.vendor.token,
      await workbook(unknown),
      { parentPartNo: parent, effectiveFrom: '2026-12-01' },
      'zh-Hans',
    );
    expect(dbBad.status).toBe(200);
    expect(dbBad.body.bom).toBeNull();
    expect(dbBad.body.errors).toHaveLength(1);
    expect(dbBad.body.errors[0]).toMatchObject({ row: 5, field: '子件料号' });
    expect(dbBad.body.errors[0]!.message).toContain('NO-SUCH-PART');
    // The rules across lines: the shares of G1 no longer add up to 100.
    const shares = goodLines();
    shares[2] = { ...shares[2]!, 'Usage share %': 30 };
    const sharesBad = await importFile(w.a.suppliers[0]!.vendor.token, await workbook(shares), {
      parentPartNo: parent,
      effectiveFrom: '2026-12-01',
    });
    expect(sharesBad.body.errors.map((e) => [e.row, e.field])).toEqual([
      [3, 'Usage share %'],
      [4, 'Usage share %'],
    ]);
    expect(await revisionsOf(parent)).toBe(before);
  });

  it('an unknown material source is named with the codes', async () => {
    const lines = goodLines();
    lines[0] = { ...lines[0]!, 'Material source': 'Bought somewhere' };
    const res = await importFile(w.a.suppliers[0]!.vendor.token, await workbook(lines), {
      parentPartNo: P.TOP,
      effectiveFrom: '2026-12-01',
    });
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors[0]).toMatchObject({ row: 2, field: 'Material source' });
    expect(res.body.errors[0]!.message).toContain('SupplierPurchased, CustomerSupplied, Designated');
  });

  it('with bomId replaces the lines of a Draft and keeps its header; a released one refuses', async () => {
    const token = w.a.suppliers[0]!.vendor.token;
    const draft = await importFile(token, await workbook(goodLines()), {
      parentPartNo: P.TOP,
      effectiveFrom: '2026-12-01',
      ecnNo: 'ECN-KEEP',
    });
    const id = draft.body.bom!.id;
    const res = await importFile(
      token,
      await workbook([{ 'Line no': 10, 'Child part no': P.RES, 'Qty per': 3 }]),
      {
        bomId: id,
      },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.bom!.id).toBe(id);
    expect((await linesOf(id)).map((l) => [l.childPartNo, Number(l.qtyPer)])).toEqual([[P.RES, 3]]);
    const [header] = await inScope(w.server.database.db, tenantScope(w.a.id), (tx) =>
      tx.select().from(bomHeaders).where(eq(bomHeaders.id, id)),
    );
    expect(header).toMatchObject({ ecnNo: 'ECN-KEEP', lineCount: 1 });

    const released = await insertBom(w, w.a, {
      parent: `IM-REL-${newId().slice(-6)}`,
      supplierId: w.a.suppliers[0]!.id,
      lines: [{ child: P.RES, qty: 1 }],
    });
    expectError(await importFile(token, await workbook(goodLines()), { bomId: released.id }), 403);
    expect((await linesOf(released.id)).length).toBe(1);
  });

  it("is a 404 on another supplier's (or tenant's) BOM and needs the import policy", async () => {
    const draft = await importFile(w.a.suppliers[0]!.vendor.token, await workbook(goodLines()), {
      parentPartNo: P.TOP,
      effectiveFrom: '2026-12-01',
    });
    const id = draft.body.bom!.id;
    const file = await workbook([{ 'Line no': 10, 'Child part no': P.RES, 'Qty per': 3 }]);
    expectError(await importFile(w.a.suppliers[1]!.vendor.token, file, { bomId: id }), 404);
    expectError(await importFile(w.b.admin, file, { bomId: id }), 404);
    expect((await linesOf(id)).length).toBe(4);
    const reader = await w.a.userWith(['Material.SMC.VendorBom'], { supplierId: w.a.suppliers[0]!.id });
    expectError(await importFile(reader, file, { bomId: id }), 403);
  });

  it('refuses a multi-level export (its levels would flatten)', async () => {
    const token = w.a.suppliers[0]!.vendor.token;
    const draft = await importFile(token, await workbook(goodLines()), {
      parentPartNo: P.TOP,
      effectiveFrom: '2026-12-01',
    });
    const multi = await w.api(token).get(`${BOM}/${draft.body.bom!.id}/export?levels=multi`);
    const refused = expectError(await importFile(token, multi.raw.rawPayload, { revision: 'M1' }), 400);
    expect(refused.message).toContain('multi-level export');
    expectError(await importFile(token, multi.raw.rawPayload, { bomId: draft.body.bom!.id }), 400);
    expect((await linesOf(draft.body.bom!.id)).length).toBe(4);
  });

  it('engineering imports for a supplier it names (supplierId), and must name one', async () => {
    const s1 = w.a.suppliers[1]!;
    const res = await importFile(w.a.admin, await workbook(goodLines()), {
      parentPartNo: P.TOP,
      effectiveFrom: '2026-12-01',
      supplierId: s1.id,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [header] = await inScope(w.server.database.db, tenantScope(w.a.id), (tx) =>
      tx.select().from(bomHeaders).where(eq(bomHeaders.id, res.body.bom!.id)),
    );
    expect(header).toMatchObject({ supplierId: s1.id, bomType: 'Supplier', status: BomStatus.Draft });
    expect((await linesOf(header!.id)).every((l) => l.supplierId === s1.id)).toBe(true);
    const none = expectError(
      await importFile(w.a.admin, await workbook(goodLines()), {
        parentPartNo: P.TOP,
        effectiveFrom: '2026-12-01',
      }),
      400,
    );
    expect(none.validationErrors?.[0]?.members).toEqual(['supplierId']);
  });

  it('refuses a file without a header, an unreadable file and a bad bomId with a 400', async () => {
    const token = w.a.suppliers[0]!.vendor.token;
    const noHeader = expectError(await importFile(token, await workbook(goodLines())), 400);
    expect(noHeader.message).toContain('parent part no');
    expectError(await importFile(token, Buffer.from('not a workbook')), 400);
    expectError(await importFile(token, await workbook(goodLines()), { bomId: 'nope' }), 400);
    const badDate = expectError(
      await importFile(token, await workbook(goodLines()), {
        parentPartNo: P.TOP,
        effectiveFrom: '2026-13-45',
      }),
      400,
    );
    expect(badDate.validationErrors?.[0]?.members).toEqual(['effectiveFrom']);
  });
});
