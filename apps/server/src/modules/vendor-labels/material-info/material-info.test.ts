import { LabelMaterialInfoStatus, Policies } from '@sp/contracts';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { expectError, useWorld, type WorldTenant } from '../../../../test/world.js';
import { inScope, tenantScope } from '../../../platform/db/scope.js';
import { materialBody, upload } from '../../materials/test-support.js';
import { packingDataFor } from './lookup.js';

const w = useWorld({ prefix: 'lmi' });
const P = Policies.VendorLabel.LabelMaterialInfo;
const base = '/api/app/labelMaterialInfo';
let seq = 0;
const partNo = () => `LMI-${Date.now().toString(36)}-${++seq}`.toUpperCase();

/** A material approved for `supplierIds`, by the buyer. */
async function part(t: WorldTenant, supplierIds: string[]) {
  const no = partNo();
  const res = await w.api(t.admin).post('/api/app/material', materialBody(no));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  for (const supplierId of supplierIds)
    expect(
      (
        await w
          .api(t.admin)
          .post(`/api/app/material/${res.body.id}/suppliers`, { supplierId, mpn: `MPN-${no}` })
      ).status,
    ).toBe(200);
  return no;
}

const packing = (no: string, extra: Record<string, unknown> = {}) => ({
  partNo: no,
  mpq: 5_000,
  innerQty: 10_000,
  innersPerOuter: 8,
  outersPerPallet: 40,
  msl: '3',
  rohs: true,
  countryOfOrigin: 'cn',
  ...extra,
});

type Row = {
  id: string;
  status: number;
  concurrencyStamp: string;
  allowedActions: string[];
  supplierId: string;
};

async function propose(token: string, body: Record<string, unknown>): Promise<Row> {
  const res = await w.api(token).post(base, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Row;
}

/** An .xlsx of the import's English headers and these rows. */
async function workbook(headers: string[], rows: (string | number | null)[][]) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Packing');
  sheet.addRow(headers);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('label material info API', () => {
  it('lets a vendor propose packing data for an approved part of their own, checked on the fields', async () => {
    const { a } = w;
    const [sa, sb] = a.suppliers;
    const no = await part(a, [sa!.id]);
    const vendor = sa!.vendor.token;
    const row = await propose(vendor, packing(no));
    expect(row).toMatchObject({
      supplierId: sa!.id,
      status: LabelMaterialInfoStatus.Draft,
      unit: 'PCS',
      mpn: `MPN-${no}`, // from the approval
      countryOfOrigin: 'CN',
      allowedActions: ['propose'],
    });
    // Vendor: another supplier's row is refused; a part not approved for them reads as unknown.
    expectError(await w.api(vendor).post(base, { ...packing(no), supplierId: sb!.id }), 403);
    const notTheirs = await part(a, [sb!.id]);
    const unknown = expectError(await w.api(vendor).post(base, packing(notTheirs)), 400);
    expect(unknown.validationErrors?.[0]?.members).toEqual(['partNo']);
    expect(unknown.message).toContain(notTheirs);
    // Buyer: a known part not approved for the chosen supplier.
    const notApproved = expectError(
      await w.api(a.admin).post(base, { ...packing(notTheirs), supplierId: sa!.id }),
      400,
    );
    expect(notApproved.message).toContain(sa!.vendorCode);
    // The packing rule, on its field, in the caller's language.
    const other = await part(a, [sa!.id]);
    const multiple = expectError(
      await w
        .api(vendor, null, { 'accept-language': 'zh-Hans' })
        .post(base, packing(other, { innerQty: 12_000 })),
      400,
    );
    expect(multiple.validationErrors?.[0]?.members).toEqual(['innerQty']);
    expect(multiple.message).toBe('内箱数量必须是最小包装数的整数倍。');
    const missing = expectError(
      await w.api(vendor).post(base, packing(other, { mpq: null, innerQty: null })),
      400,
    );
    expect(missing.validationErrors?.[0]?.members).toEqual(['innerQty']);
    expectError(await w.api(vendor).post(base, packing(other, { innersPerOuter: 0 })), 400);
    // One row per supplier and part.
    expectError(
      await w.api(vendor).post(base, packing(no)),
      403,
      'SupplierPortal:DuplicateLabelMaterialInfo',
    );
    // The buyer must name the supplier.
    expectError(await w.api(a.admin).post(base, packing(other)), 400);
  });

  it('runs the workflow: the buyer confirms and reopens, the vendor edits only a draft', async () => {
    const { a } = w;
    const [sa] = a.suppliers;
    const no = await part(a, [sa!.id]);
    const vendor = w.api(sa!.vendor.token);
    const row = await propose(sa!.vendor.token, packing(no));

    expectError(await vendor.post(`${base}/${row.id}/confirm`, {}), 403);
    const confirmed = await w
      .api(a.admin)
      .post(`${base}/${row.id}/confirm`, { concurrencyStamp: row.concurrencyStamp });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body).toMatchObject({
      status: LabelMaterialInfoStatus.Confirmed,
      confirmedById: expect.any(String),
    });
    expect(confirmed.body.allowedActions).toEqual(['reopen', 'disable', 'update', 'delete']);
    expect((await vendor.get(`${base}/${row.id}`)).body.allowedActions).toEqual([]);
    // Confirming twice, or with the old stamp, is refused.
    expectError(
      await w.api(a.admin).post(`${base}/${row.id}/confirm`, {}),
      403,
      'SupplierPortal:InvalidStateTransition',
    );
    // The vendor cannot change a confirmed row; the buyer can.
    expectError(
      await vendor.put(`${base}/${row.id}`, packing(no, { mpq: 2_500 })),
      403,
      'SupplierPortal:InvalidStateTransition',
    );
    const buyerEdit = await w.api(a.admin).put(`${base}/${row.id}`, packing(no, { outersPerPallet: 30 }));
    expect(buyerEdit.body).toMatchObject({ status: LabelMaterialInfoStatus.Confirmed, outersPerPallet: 30 });
    expectError(await vendor.post(`${base}/${row.id}/reopen`, {}), 403);

    const reopened = await w.api(a.admin).post(`${base}/${row.id}/reopen`, {});
    expect(reopened.body).toMatchObject({ status: LabelMaterialInfoStatus.Draft, confirmedById: null });
    const vendorEdit = await vendor.put(
      `${base}/${row.id}`,
      packing(no, { mpq: 2_500, concurrencyStamp: reopened.body.concurrencyStamp }),
    );
    expect(vendorEdit.status, JSON.stringify(vendorEdit.body)).toBe(200);
    expect(vendorEdit.body.mpq).toBe(2_500);
    expectError(
      await vendor.put(
        `${base}/${row.id}`,
        packing(no, { concurrencyStamp: reopened.body.concurrencyStamp }),
      ),
      409,
    );

    // Disable and enable (back to a draft); the status history has every step.
    expect((await w.api(a.admin).post(`${base}/${row.id}/disable`, {})).body.status).toBe(
      LabelMaterialInfoStatus.Disabled,
    );
    expect((await w.api(a.admin).post(`${base}/${row.id}/enable`, {})).body.status).toBe(
      LabelMaterialInfoStatus.Draft,
    );
    const history = await vendor.get(
      `/api/app/workflow/history?entityType=SupplierPortal.VendorLabel.LabelMaterialInfo&entityId=${row.id}`,
    );
    expect(history.status, JSON.stringify(history.body)).toBe(200);
    expect(history.body.map((h: { action: string }) => h.action)).toEqual([
      'create',
      'confirm',
      'reopen',
      'disable',
      'enable',
    ]);

    // Deleting is the buyer's.
    expectError(await vendor.delete(`${base}/${row.id}`), 403);
    expect((await w.api(a.admin).delete(`${base}/${row.id}`)).status).toBe(204);
    expectError(await w.api(a.admin).get(`${base}/${row.id}`), 404);
  });

  it('keeps a vendor to their own supplier’s rows through every endpoint', async () => {
    const { a } = w;
    const [sa, sb] = a.suppliers;
    const no = await part(a, [sa!.id, sb!.id]);
    const mine = await propose(sa!.vendor.token, packing(no));
    const theirs = await propose(sb!.vendor.token, packing(no));
    const va = w.api(sa!.vendor.token);

    const list = await va.get(`${base}?maxResultCount=1000`);
    expect(list.body.items.map((x: Row) => x.id)).toContain(mine.id);
    expect(list.body.items.map((x: Row) => x.id)).not.toContain(theirs.id);
    expect((await va.get(`${base}?supplierId=${sb!.id}`)).body.totalCount).toBe(0);
    expectError(await va.get(`${base}/${theirs.id}`), 404);
    expectError(await va.put(`${base}/${theirs.id}`, packing(no)), 404);
    expectError(await va.delete(`${base}/${theirs.id}`), 403); // the policy refuses first
    for (const action of ['confirm', 'reopen', 'disable', 'enable'])
      expect([403, 404]).toContain((await va.post(`${base}/${theirs.id}/${action}`, {})).status);
    const exported = await va.get(`${base}/export?partNo=${no}`);
    expect(exported.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.raw.rawPayload as unknown as ArrayBuffer);
    const codes: string[] = [];
    book.worksheets[0]!.getColumn(1).eachCell((c, r) => r > 1 && codes.push(c.text));
    expect(codes).toEqual([sa!.vendorCode]);
    // Another tenant's row is a 404 for its admin too.
    expectError(await w.api(w.b.admin).get(`${base}/${mine.id}`), 404);
    // Only confirmed rows drive labels.
    const read = (supplierId: string) =>
      inScope(w.server.database.db, tenantScope(a.id), (tx) => packingDataFor(tx, supplierId, [no]));
    expect((await read(sa!.id)).size).toBe(0);
    await w.api(a.admin).post(`${base}/${mine.id}/confirm`, {});
    expect((await read(sa!.id)).get(no)?.id).toBe(mine.id);
    expect((await read(sb!.id)).size).toBe(0);
  });

  it('imports a vendor’s file all or nothing, with every problem in the user’s language', async () => {
    const { a } = w;
    const [sa, sb] = a.suppliers;
    const one = await part(a, [sa!.id]);
    const two = await part(a, [sa!.id]);
    const notOurs = await part(a, [sb!.id]);
    const existing = await propose(sa!.vendor.token, packing(one));
    const headers = [
      'Supplier code',
      'Part no.',
      'MPQ',
      'Inner box qty',
      'Inners per carton',
      'Cartons per pallet',
      'MSL',
      'RoHS',
    ];
    const url = `${base}/import`;

    // Field rules first: every row's problems at once, in the caller's language.
    const bad = await workbook(headers, [
      [null, two, 5000, 12000, 8, 40, '3', '是'], // inner not a multiple of MPQ
      [null, 'NO-SUCH-PART', 1000, 5000, null, null, null, null], // missing inners per carton
    ]);
    const refused = await upload(w.server.app, url, sa!.vendor.token, bad, 'zh-Hans');
    expect(refused.statusCode, refused.body).toBe(400);
    const problems = refused.json().error.data.problems as { row: number; column: string; message: string }[];
    expect(problems.map((p) => [p.row, p.column])).toEqual([
      [2, '内箱数量'],
      [3, '每外箱内箱数'],
    ]);
    expect(problems[0]!.message).toBe('内箱数量必须是最小包装数的整数倍。');
    // Then the database's: parts approved for the vendor, their own supplier only.
    const wrong = await workbook(headers, [
      [null, two, 1000, 5000, 10, null, null, null], // fine
      [null, notOurs, 1000, 5000, 10, null, null, null], // not approved for this vendor
      [sb!.vendorCode, two, 1000, 5000, 10, null, null, null], // another supplier
    ]);
    const refused2 = await upload(w.server.app, url, sa!.vendor.token, wrong, 'zh-Hans');
    expect(refused2.statusCode, refused2.body).toBe(400);
    const problems2 = refused2.json().error.data.problems as {
      row: number;
      column: string;
      message: string;
    }[];
    expect(problems2.map((p) => [p.row, p.column])).toEqual([
      [3, '料号'],
      [4, '供应商代码'],
    ]);
    expect(problems2[0]!.message).toBe(`物料主数据中没有料号 ${notOurs}。`);
    expect(problems2[1]!.message).toContain(sa!.vendorCode);
    expect((await w.api(sa!.vendor.token).get(`${base}?partNo=${two}`)).body.totalCount).toBe(0);
    const report = await upload(w.server.app, `${base}/import/errorReport`, sa!.vendor.token, bad, 'zh-Hans');
    expect(report.statusCode).toBe(200);

    const good = await workbook(headers, [
      [sa!.vendorCode, one, 2000, 10000, 6, 20, '2a', 'yes'],
      [null, two, 1000, 5000, 10, null, null, null],
    ]);
    const ok = await upload(w.server.app, url, sa!.vendor.token, good);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ rowCount: 2, created: 1, updated: 1 });
    const updated = (await w.api(sa!.vendor.token).get(`${base}/${existing.id}`)).body;
    expect(updated).toMatchObject({ mpq: 2000, innersPerOuter: 6, msl: '2a', rohs: true, status: 0 });

    // A confirmed row cannot be changed by the vendor's import: nothing is written.
    await w.api(a.admin).post(`${base}/${existing.id}/confirm`, {});
    const locked = await upload(w.server.app, url, sa!.vendor.token, good);
    expect(locked.statusCode).toBe(400);
    expect(locked.json().error.data.problems[0].message).toContain(one);
    // The buyer's file must name the supplier of each row.
    const noSupplier = await upload(w.server.app, url, a.admin, good);
    expect(noSupplier.statusCode).toBe(400);
    // The template reads back.
    const template = await w.api(sa!.vendor.token).get(`${base}/import/template`);
    expect(template.status).toBe(200);
  });

  it('needs the policies', async () => {
    const { a } = w;
    const [sa] = a.suppliers;
    const no = await part(a, [sa!.id]);
    const reader = w.api(await a.userWith([P.name]));
    expectError(await reader.post(base, { ...packing(no), supplierId: sa!.id }), 403);
    expect((await reader.get(base)).status).toBe(200);
    const row = await propose(a.admin, { ...packing(no), supplierId: sa!.id });
    expectError(await reader.post(`${base}/${row.id}/confirm`, {}), 403);
    expectError(await reader.delete(`${base}/${row.id}`), 403);
    const nobody = w.api(await a.userWith([]));
    expectError(await nobody.get(base), 403);
    expectError(await nobody.get(`${base}/export`), 403);
  });
});
