import { Policies } from '@sp/contracts';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, useWorld } from '../../../../test/world.js';
import { addParts, BOM, header, line, numbered } from './test-fixtures.js';

const w = useWorld({ prefix: 'bom-export' });

const vendorToken = (i: number) => w.a.suppliers[i]!.vendor.token;

const exportAs = (token: string, query = '', language = 'en') =>
  w.server.app.inject({
    method: 'GET',
    url: `${BOM}/export${query}`,
    headers: { authorization: `Bearer ${token}`, 'accept-language': language },
  });

async function rowsOf(res: { statusCode: number; body: string; rawPayload: Buffer }) {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

let asked = { id: '', bomNo: '', parent: '' };
let other = { bomNo: '', parent: '' };

beforeAll(async () => {
  const p = await addParts(w, w.a, 'EXP', ['P', 'Q', 'C']);
  const v0 = w.api(vendorToken(0));
  const buyer = w.api(w.a.admin);
  // Supplier 0: released, then engineering asks for an update (ECN).
  const made = await v0.post(BOM, header(p.P!, numbered(line(p.C!, 2)), { ecnNo: 'ECN-1' }));
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  const id = made.body.id as string;
  expect((await v0.post(`${BOM}/${id}/submit`, {})).status).toBe(200);
  expect((await buyer.post(`${BOM}/${id}/approve`, {})).status).toBe(200);
  expect((await buyer.post(`${BOM}/${id}/release`, {})).status).toBe(200);
  const req = await buyer.post(`${BOM}/${id}/request-update`, { reason: 'swap C', ecnNo: 'ECN-2' });
  expect(req.status, JSON.stringify(req.body)).toBe(200);
  asked = { id, bomNo: made.body.bomNo, parent: p.P! };
  // Supplier 1: a draft.
  const draft = await w.api(vendorToken(1)).post(BOM, header(p.Q!, numbered(line(p.C!, 1))));
  expect(draft.status, JSON.stringify(draft.body)).toBe(200);
  other = { bomNo: draft.body.bomNo, parent: p.Q! };
});

describe('GET /api/app/bom/export', () => {
  it('writes engineering’s overview with the list’s filters, headers in the reader’s language', async () => {
    const rows = await rowsOf(await exportAs(w.a.admin));
    expect(rows[0]).toEqual([
      'BOM number',
      'Parent part no',
      'Parent name',
      'Type',
      'Supplier code',
      'Supplier name',
      'Revision',
      'Default',
      'Status',
      'Update requested',
      'Effective from',
      'Effective to',
      'Lines',
      'ECN',
      'Submitted',
      'Approved by',
      'Approved',
    ]);
    const row = rows.find((r) => r[0] === asked.bomNo)!;
    expect(row.slice(1, 10)).toEqual([
      asked.parent,
      '物料 P',
      'Supplier',
      w.a.suppliers[0]!.vendorCode,
      `Supplier ${w.a.suppliers[0]!.vendorCode}`,
      'A',
      'Yes',
      'Released',
      'Yes',
    ]);
    expect(row[10]).toEqual(new Date('2026-01-01T00:00:00Z'));
    expect(row[12]).toBe(1);
    expect(row[13]).toBe('ECN-1');
    expect(row[14]).toBeInstanceOf(Date);
    expect(rows.find((r) => r[0] === other.bomNo)?.[8]).toBe('Draft');

    // The list's filters: update requested, a status, a parent part.
    const flagged = await rowsOf(await exportAs(w.a.admin, '?updateRequested=true'));
    expect(flagged.slice(1).map((r) => r[0])).toEqual([asked.bomNo]);
    const drafts = await rowsOf(await exportAs(w.a.admin, '?status=0&parentPartNo=&supplierId='));
    expect(drafts.slice(1).map((r) => r[0])).toEqual([other.bomNo]);
    const byParent = await rowsOf(await exportAs(w.a.admin, `?parentPartNo=${other.parent}`));
    expect(byParent.slice(1).map((r) => r[0])).toEqual([other.bomNo]);

    const zh = await rowsOf(await exportAs(w.a.admin, '', 'zh-Hans'));
    expect(zh[0]!.slice(0, 3)).toEqual(['BOM 编号', '母件料号', '母件名称']);
    expect(zh.find((r) => r[0] === asked.bomNo)![8]).toBe('已生效');
  });

  it('a vendor exports their own supplier’s rows only; another tenant none', async () => {
    const own = await rowsOf(await exportAs(vendorToken(0)));
    expect(own.slice(1).map((r) => r[0])).toEqual([asked.bomNo]);
    const theirs = await rowsOf(await exportAs(vendorToken(1), '?updateRequested=false'));
    expect(theirs.slice(1).map((r) => r[0])).toEqual([other.bomNo]);
    // Asking for another supplier's rows by filter does not widen a vendor's scope.
    const widened = await rowsOf(await exportAs(vendorToken(1), `?supplierId=${w.a.suppliers[0]!.id}`));
    expect(widened).toHaveLength(1);
    expect(await rowsOf(await exportAs(w.b.admin))).toHaveLength(1);
  });

  it('needs an Export policy; bad filters are a 400; export is no id', async () => {
    const reader = await w.a.userWith([Policies['Material.SMC'].Glt.name]);
    expect((await w.api(reader).get(BOM)).status).toBe(200);
    expectError(await w.api(reader).get(`${BOM}/export`), 403);
    expectError(await w.api(w.a.admin).get(`${BOM}/export?status=42`), 400);
    expectError(await w.api(w.a.admin).get(`${BOM}/export?updateRequested=perhaps`), 400);
    expectError(await w.api(w.a.admin).get(`${BOM}/export?supplierId=nope`), 400);
    // The revision routes still take ids: the fixed word did not shadow them.
    expect((await w.api(w.a.admin).get(`${BOM}/${asked.id}`)).body.bomNo).toBe(asked.bomNo);
  });
});
