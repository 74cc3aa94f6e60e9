import { Policies } from '@sp/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectError, useWorld, type WorldTenant } from '../../../test/world.js';
import { newId } from '../../platform/db/columns.js';
import { inScope, tenantScope } from '../../platform/db/scope.js';
import { findMaterialsByPartNo } from './lookup.js';
import { materialBody, sheetColumn } from './test-support.js';

const w = useWorld({ prefix: 'mat' });
const P = Policies.MasterData.Materials;
let seq = 0;
const partNo = (prefix = 'M') => `${prefix}-${Date.now().toString(36)}-${++seq}`;

async function create(t: WorldTenant, body: Record<string, unknown>) {
  const res = await w.api(t.admin).post('/api/app/material', body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { id: string; partNo: string; concurrencyStamp: string; allowedActions: string[] };
}

async function approve(t: WorldTenant, materialId: string, supplierId: string) {
  const res = await w.api(t.admin).post(`/api/app/material/${materialId}/suppliers`, {
    supplierId,
    supplierPartNo: 'SUP-1',
    manufacturer: 'Murata',
    mpn: 'GRM155R71C104KA88D',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { id: string; concurrencyStamp: string };
}

describe('materials API', () => {
  it('creates, reads, edits and lists with filters and whitelisted sorting', async () => {
    const { a } = w;
    const m = await create(a, materialBody(partNo('CAP'), { msl: '2A', rohs: true, shelfLifeDays: 365 }));
    expect(m.allowedActions).toEqual(['update', 'delete']);
    const got = await w.api(a.admin).get(`/api/app/material/${m.id}`);
    expect(got.body).toMatchObject({
      partNo: m.partNo,
      msl: '2a',
      rohs: true,
      shelfLifeDays: 365,
      suppliers: [],
    });

    const upd = await w.api(a.admin).put(`/api/app/material/${m.id}`, {
      ...materialBody(m.partNo, { status: 1 }),
      concurrencyStamp: m.concurrencyStamp,
    });
    expect(upd.status, JSON.stringify(upd.body)).toBe(200);
    expect(upd.body.status).toBe(1);
    // A stale stamp is a 409.
    const stale = await w.api(a.admin).put(`/api/app/material/${m.id}`, {
      ...materialBody(m.partNo),
      concurrencyStamp: m.concurrencyStamp,
    });
    expectError(stale, 409);

    const list = await w
      .api(a.admin)
      .get(`/api/app/material?partNo=${m.partNo.slice(0, 6)}&status=1&sorting=name desc`);
    expect(list.body.items.map((x: { id: string }) => x.id)).toContain(m.id);
    const text = await w.api(a.admin).get(`/api/app/material?filter=${encodeURIComponent('x7r')}`);
    expect(text.body.items.map((x: { id: string }) => x.id)).toContain(m.id);
    expect((await w.api(a.admin).get('/api/app/material?status=0&partNo=' + m.partNo)).body.totalCount).toBe(
      0,
    );
    expectError(await w.api(a.admin).get('/api/app/material?sorting=spec'), 400);
    expectError(await w.api(a.admin).get('/api/app/material?sorting=partNo;drop'), 400);
  });

  it('refuses a duplicate part number, an unknown unit and a bad MSL on the field', async () => {
    const { a } = w;
    const no = partNo();
    await create(a, materialBody(no));
    expectError(
      await w.api(a.admin).post('/api/app/material', materialBody(no)),
      403,
      'SupplierPortal:DuplicatePartNo',
    );
    const unit = expectError(
      await w.api(a.admin).post('/api/app/material', materialBody(partNo(), { unit: 'BARREL' })),
      400,
    );
    expect(unit.message).toMatch(/BARREL/);
    expect(unit.validationErrors?.[0]?.members).toEqual(['unit']);
    const msl = expectError(
      await w.api(a.admin).post('/api/app/material', materialBody(partNo(), { msl: '7' })),
      400,
    );
    expect(JSON.stringify(msl.validationErrors)).toMatch(/msl/);
    expectError(await w.api(a.admin).post('/api/app/material', materialBody('-bad start')), 400);
  });

  it('answers 403 without the policies', async () => {
    const { a } = w;
    const m = await create(a, materialBody(partNo()));
    const reader = await a.userWith([P.name]);
    expect((await w.api(reader).get(`/api/app/material/${m.id}`)).status).toBe(200);
    expectError(await w.api(reader).post('/api/app/material', materialBody(partNo())), 403);
    expectError(await w.api(reader).put(`/api/app/material/${m.id}`, materialBody(m.partNo)), 403);
    expectError(await w.api(reader).delete(`/api/app/material/${m.id}`), 403);
    expectError(await w.api(reader).get('/api/app/material/export'), 403);
    expectError(
      await w.api(reader).post(`/api/app/material/${m.id}/suppliers`, { supplierId: a.suppliers[0]!.id }),
      403,
    );
    expectError(await w.api(reader).post('/api/app/material/sync', { items: [materialBody(partNo())] }), 403);
    const nobody = await a.userWith([]);
    expectError(await w.api(nobody).get('/api/app/material'), 403);
    expectError(await w.api(nobody).get(`/api/app/material/${m.id}`), 403);
  });

  it('shows a vendor only the materials their supplier is approved for, by every endpoint', async () => {
    const { a } = w;
    const [sa, sb] = a.suppliers as [WorldTenant['suppliers'][0], WorldTenant['suppliers'][0]];
    const mine = await create(a, materialBody(partNo('VA')));
    const theirs = await create(a, materialBody(partNo('VB')));
    const linkA = await approve(a, mine.id, sa.id);
    const linkB = await approve(a, theirs.id, sb.id);
    // Also approved for B: the vendor of A sees the material, but only A's approval of it.
    await approve(a, mine.id, sb.id);

    const vendor = await a.userWith([P.name, P.Export.name, P.Update.name, P.Delete.name], {
      supplierId: sa.id,
    });
    const api = w.api(vendor);
    const list = await api.get('/api/app/material?maxResultCount=1000');
    const ids = list.body.items.map((x: { id: string }) => x.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
    expect(list.body.items.find((x: { id: string }) => x.id === mine.id).supplierCodes).toEqual([
      sa.vendorCode,
    ]);
    expect((await api.get(`/api/app/material?supplierId=${sb.id}`)).body.totalCount).toBe(0);
    expectError(await api.get(`/api/app/material/${theirs.id}`), 404);
    const got = await api.get(`/api/app/material/${mine.id}`);
    expect(got.body.suppliers.map((s: { supplierId: string }) => s.supplierId)).toEqual([sa.id]);
    expect(got.body.allowedActions).toEqual([]);
    const file = await api.get('/api/app/material/export');
    expect(file.status).toBe(200);
    const exported = await sheetColumn(file.raw.rawPayload, 1);
    expect(exported).toContain(mine.partNo);
    expect(exported).not.toContain(theirs.partNo);

    // Writes: B's rows are 404, their own are the buyer's (403).
    expectError(await api.put(`/api/app/material/${theirs.id}`, materialBody(theirs.partNo)), 404);
    expectError(await api.delete(`/api/app/material/${theirs.id}`), 404);
    expectError(await api.put(`/api/app/material/${mine.id}`, materialBody(mine.partNo)), 403);
    expectError(await api.delete(`/api/app/material/${mine.id}`), 403);
    expectError(await api.post(`/api/app/material/${theirs.id}/suppliers`, { supplierId: sa.id }), 404);
    expectError(await api.put(`/api/app/material/${theirs.id}/suppliers/${linkB.id}`, {}), 404);
    expectError(await api.delete(`/api/app/material/${theirs.id}/suppliers/${linkB.id}`), 404);
    expectError(await api.put(`/api/app/material/${mine.id}/suppliers/${linkA.id}`, {}), 403);

    // The lookup for other modules follows the same rule.
    const found = await inScope(w.server.database.db, { tenantId: a.id, supplierId: sa.id }, (tx) =>
      findMaterialsByPartNo(tx, [mine.partNo, theirs.partNo, 'NOPE']),
    );
    expect([...found.keys()]).toEqual([mine.partNo]);
    expect(found.get(mine.partNo)).toEqual({ id: mine.id, unit: 'PCS', status: 0 });
  });

  it("keeps tenants apart: another tenant's admin gets 404 by id and never sees the rows", async () => {
    const { a, b } = w;
    const m = await create(a, materialBody(partNo('T')));
    const api = w.api(b.admin);
    expectError(await api.get(`/api/app/material/${m.id}`), 404);
    expectError(await api.put(`/api/app/material/${m.id}`, materialBody(m.partNo)), 404);
    expectError(await api.delete(`/api/app/material/${m.id}`), 404);
    expectError(
      await api.post(`/api/app/material/${m.id}/suppliers`, { supplierId: b.suppliers[0]!.id }),
      404,
    );
    expect((await api.get(`/api/app/material?partNo=${m.partNo}`)).body.totalCount).toBe(0);
    // The same part number is free in the other tenant.
    expect((await api.post('/api/app/material', materialBody(m.partNo))).status).toBe(200);
  });

  it('manages approved suppliers: add, edit, refuse a second approval, remove', async () => {
    const { a } = w;
    const m = await create(a, materialBody(partNo('AS')));
    const link = await approve(a, m.id, a.suppliers[0]!.id);
    expectError(
      await w.api(a.admin).post(`/api/app/material/${m.id}/suppliers`, { supplierId: a.suppliers[0]!.id }),
      403,
      'SupplierPortal:SupplierAlreadyApproved',
    );
    expectError(
      await w.api(a.admin).post(`/api/app/material/${m.id}/suppliers`, { supplierId: newId() }),
      404,
    );
    const edited = await w.api(a.admin).put(`/api/app/material/${m.id}/suppliers/${link.id}`, {
      mpn: 'CL05B104KO5NNNC',
      manufacturer: 'Samsung',
      status: 1,
      concurrencyStamp: link.concurrencyStamp,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({
      mpn: 'CL05B104KO5NNNC',
      status: 1,
      supplierCode: a.suppliers[0]!.vendorCode,
    });
    expect((await w.api(a.admin).delete(`/api/app/material/${m.id}/suppliers/${link.id}`)).status).toBe(204);
    expect((await w.api(a.admin).get(`/api/app/material/${m.id}`)).body.suppliers).toEqual([]);
  });

  it('deletes an unused material, and refuses while a purchase-order line names it', async () => {
    const { a } = w;
    const unused = await create(a, materialBody(partNo('D')));
    expect((await w.api(a.admin).delete(`/api/app/material/${unused.id}`)).status).toBe(204);
    expectError(await w.api(a.admin).get(`/api/app/material/${unused.id}`), 404);

    const used = await create(a, materialBody(partNo('U')));
    await inScope(w.server.database.db, tenantScope(a.id), (tx) =>
      tx.execute(sql`insert into purchase_order_lines
        (tenant_id, id, supplier_id, po_id, po_no, line_no, part_no, ordered_qty, unit, need_date)
        values (${a.id}, ${newId()}, ${a.suppliers[0]!.id}, ${newId()}, 'PO-T-1', 1, ${used.partNo}, 100, 'PCS', '2026-12-01')`),
    );
    const refused = expectError(
      await w.api(a.admin).delete(`/api/app/material/${used.id}`),
      403,
      'SupplierPortal:MaterialInUse',
    );
    expect(refused.message).toContain(used.partNo);
    // Renaming the part number would orphan the line: refused too.
    expectError(
      await w.api(a.admin).put(`/api/app/material/${used.id}`, materialBody(`${used.partNo}-X`)),
      403,
      'SupplierPortal:MaterialInUse',
    );
    expect((await w.api(a.admin).get(`/api/app/material/${used.id}`)).status).toBe(200);
  });
});
