import { IqcConfigStatus, LetterStatus, Policies } from '@sp/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, useWorld, type WorldTenant } from '../../../../test/world.js';
import { newId } from '../../../platform/db/columns.js';
import { inScope, tenantScope } from '../../../platform/db/scope.js';
import { statusHistory } from '../../../platform/workflow/schema.js';
import { openLetter } from '../../letters/letters/test-fixtures.js';
import { materials } from '../../materials/schema.js';
import { notifications } from '../../../platform/notifications/schema.js';
import { findConfirmedConfig } from './active.js';

const w = useWorld({ prefix: 'iqccfg' });
const R = '/api/app/iqcMaterialConfig';
const S = IqcConfigStatus;
const P = Policies['QualityControl.IIF'].PartNoConfirm;

let seq = 0;
/** A part number of this run that the material master knows (name, spec and category). */
async function knownPart(tenant: WorldTenant): Promise<string> {
  const partNo = `IQC-${++seq}${newId().slice(-6).toUpperCase()}`;
  await inScope(w.server.database.db, tenantScope(tenant.id), (tx) =>
    tx.insert(materials).values({
      id: newId(),
      partNo,
      name: 'Housing 外壳',
      spec: 'PC+ABS black',
      unit: 'PCS',
      category: 'PLASTIC',
    }),
  );
  return partNo;
}

const decimal = (extra: Record<string, unknown> = {}) => ({
  itemCode: 'DIM-01',
  name: 'Length',
  method: 'Caliper',
  spec: '10.0 ± 0.1 mm',
  valueType: 'Decimal',
  lsl: 9.9,
  usl: 10.1,
  unit: 'mm',
  severity: 'Major',
  ...extra,
});

const body = (tenant: WorldTenant, partNo: string, extra: Record<string, unknown> = {}) => ({
  supplierId: tenant.suppliers[0]!.id,
  partNo,
  inspectionMode: 'Sampling',
  inspectionLevel: 'II',
  aqlMajor: 0.65,
  aqlMinor: 2.5,
  requiredDocs: ['COC'],
  items: [decimal()],
  ...extra,
});

async function created(tenant: WorldTenant, partNo: string, extra: Record<string, unknown> = {}) {
  const res = await w.api(tenant.admin).post(R, body(tenant, partNo, extra));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** A configuration taken through both confirmations. */
async function confirmed(tenant: WorldTenant, partNo: string) {
  const c = await created(tenant, partNo);
  const v = await w.api(tenant.suppliers[0]!.vendor.token).post(`${R}/${c.id}/vendor-confirm`, {});
  expect(v.status, JSON.stringify(v.body)).toBe(200);
  const done = await w.api(tenant.admin).post(`${R}/${c.id}/confirm`, {});
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return done.body;
}

const members = (res: { body: { error?: { validationErrors?: { members: string[] }[] } } }) =>
  (res.body.error?.validationErrors ?? []).flatMap((e) => e.members);

describe('creating a configuration', () => {
  it('fills the part from the material master, links the newest approved letter and starts in Draft', async () => {
    const partNo = await knownPart(w.a);
    const older = await openLetter(w, w.a, { partNo, status: LetterStatus.Approved, revision: 1 });
    const newer = await openLetter(w, w.a, { partNo, status: LetterStatus.Approved, revision: 2 });
    await openLetter(w, w.a, { partNo, status: LetterStatus.Draft, revision: 3 });
    const c = await created(w.a, partNo, { partName: 'ignored', spec: 'ignored' });
    expect(c).toMatchObject({
      partNo,
      partName: 'Housing 外壳',
      spec: 'PC+ABS black',
      materialCategory: 'PLASTIC',
      supplierCode: w.a.suppliers[0]!.vendorCode,
      letterId: newer.letterId,
      letterNo: newer.letterNo,
      letterRev: 2,
      status: S.Draft,
      inspectionLevel: 'II',
      aqlMajor: 0.65,
      aqlCritical: null,
      requiredDocs: ['COC'],
      items: [expect.objectContaining({ itemCode: 'DIM-01', lsl: 9.9, usl: 10.1, choices: [] })],
      vendorConfirmedByName: null,
    });
    expect(c.allowedActions.sort()).toEqual(['delete', 'update']);

    // A named letter of the same supplier and part wins over the newest.
    const other = await knownPart(w.a);
    const named = await openLetter(w, w.a, { partNo: other, status: LetterStatus.Approved });
    expect((await created(w.a, other, { letterId: named.letterId })).letterNo).toBe(named.letterNo);
    expect(older.letterId).not.toBe(newer.letterId);

    // The vendor sees it with their one button; the history has its creation.
    const seen = await w.api(w.a.suppliers[0]!.vendor.token).get(`${R}/${c.id}`);
    expect(seen.status).toBe(200);
    expect(seen.body.allowedActions).toEqual(['vendorConfirm']);
    const history = await inScope(w.server.database.db, tenantScope(w.a.id), (tx) =>
      tx.select().from(statusHistory).where(eq(statusHistory.entityId, c.id)),
    );
    expect(history).toEqual([expect.objectContaining({ action: 'create', toStatus: S.Draft })]);
  });

  it('takes an unknown part with its name, and drops level and AQLs of full inspection', async () => {
    const partNo = `NEW-${newId().slice(-8)}`;
    const c = await created(w.a, partNo, {
      partName: 'Bracket',
      inspectionMode: 'Full',
      items: [decimal({ valueType: 'PassFail', lsl: null, usl: null })],
    });
    expect(c).toMatchObject({
      partName: 'Bracket',
      letterId: null,
      inspectionMode: 'Full',
      inspectionLevel: null,
      aqlMajor: null,
      aqlMinor: null,
      items: [expect.objectContaining({ valueType: 'PassFail', lsl: null, unit: null })],
    });
  });

  it('refuses each wrong field on the field: name, supplier, duplicate, letter, rules', async () => {
    const buyer = w.api(w.a.admin);
    const partNo = await knownPart(w.a);
    const unknown = await buyer.post(R, body(w.a, `NEW-${newId().slice(-8)}`));
    expectError(unknown, 400);
    expect(members(unknown)).toEqual(['partName']);

    const supplier = await buyer.post(R, body(w.a, partNo, { supplierId: newId() }));
    expectError(supplier, 400);
    expect(members(supplier)).toEqual(['supplierId']);

    await created(w.a, partNo);
    const dup = await buyer.post(R, body(w.a, partNo));
    const error = expectError(dup, 400, 'SupplierPortal:IqcConfig:Duplicate');
    expect(error.message).toContain(partNo);
    expect(members(dup)).toEqual(['partNo']);
    // The other supplier may have their own for the same part.
    expect((await buyer.post(R, body(w.a, partNo, { supplierId: w.a.suppliers[1]!.id }))).status).toBe(200);

    const elsewhere = await openLetter(w, w.a, { status: LetterStatus.Approved });
    const letter = await buyer.post(R, body(w.a, await knownPart(w.a), { letterId: elsewhere.letterId }));
    expectError(letter, 400);
    expect(members(letter)).toEqual(['letterId']);

    const noLevel = await buyer.post(R, body(w.a, await knownPart(w.a), { inspectionLevel: null }));
    expect(expectError(noLevel, 400).message).toMatch(/inspection level/);
    expect(members(noLevel)).toEqual(['inspectionLevel']);
    const limits = await buyer.post(
      R,
      body(w.a, await knownPart(w.a), { items: [decimal({ lsl: 3, usl: 2 })] }),
    );
    expectError(limits, 400);
    expect(members(limits)).toEqual(['items.0.usl']);
  });

  it('answers bad bodies with 400 and the envelope, never a 500', async () => {
    const buyer = w.api(w.a.admin);
    const partNo = await knownPart(w.a);
    for (const bad of [
      {},
      { ...body(w.a, partNo), supplierId: 'x' },
      { ...body(w.a, partNo), inspectionMode: 'Sometimes' },
      { ...body(w.a, partNo), aqlMajor: 0.3 },
      { ...body(w.a, partNo), items: [decimal({ lsl: 'low' })] },
      { ...body(w.a, partNo), items: [decimal({ severity: null })] },
      { ...body(w.a, partNo), items: Array.from({ length: 51 }, (_, i) => decimal({ itemCode: `I${i}` })) },
      { ...body(w.a, partNo), requiredDocs: ['PASSPORT'] },
      { ...body(w.a, partNo), partNo: 'x'.repeat(65) },
    ])
      expectError(await buyer.post(R, bad), 400);
    expectError(await buyer.get(`${R}/not-a-uuid`), 400);
    expectError(await buyer.put(`${R}/${newId()}`, [1, 2]), 400);
    expectError(await buyer.get(`${R}?sorting=drop%20table`), 400);
    expectError(await buyer.get(`${R}?status=9`), 400);
  });
});

describe('the workflow', () => {
  it('goes Draft → supplier confirmed → confirmed, each step by its own side', async () => {
    const partNo = await knownPart(w.a);
    const c = await created(w.a, partNo);
    const buyer = w.api(w.a.admin);
    const vendor = w.api(w.a.suppliers[0]!.vendor.token);

    // IQC cannot confirm for the supplier, nor confirm a draft; the vendor cannot confirm for IQC.
    expectError(await buyer.post(`${R}/${c.id}/vendor-confirm`, {}), 403, 'SupplierPortal:WrongSide');
    expectError(await buyer.post(`${R}/${c.id}/confirm`, {}), 403, 'SupplierPortal:InvalidStateTransition');
    expectError(await vendor.post(`${R}/${c.id}/confirm`, {}), 403);
    // Nor edit or delete it.
    expectError(await vendor.put(`${R}/${c.id}`, body(w.a, partNo)), 403);
    expectError(await vendor.delete(`${R}/${c.id}`), 403);

    const v = await vendor.post(`${R}/${c.id}/vendor-confirm`, { concurrencyStamp: c.concurrencyStamp });
    expect(v.status, JSON.stringify(v.body)).toBe(200);
    expect(v.body).toMatchObject({ status: S.VendorConfirmed, vendorConfirmedByName: expect.any(String) });
    expect(v.body.vendorConfirmedTime).toEqual(expect.any(String));
    expect(v.body.allowedActions).toEqual([]);
    // A stale stamp is a 409; a second confirmation is the wrong state.
    expectError(await buyer.post(`${R}/${c.id}/confirm`, { concurrencyStamp: c.concurrencyStamp }), 409);
    expectError(
      await vendor.post(`${R}/${c.id}/vendor-confirm`, {}),
      403,
      'SupplierPortal:InvalidStateTransition',
    );
    expect(
      await inScope(w.server.database.db, tenantScope(w.a.id), (tx) =>
        findConfirmedConfig(tx, w.a.id, w.a.suppliers[0]!.id, partNo),
      ),
    ).toBeNull();

    const done = await buyer.post(`${R}/${c.id}/confirm`, {});
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: S.Confirmed, confirmedByName: expect.any(String) });
    const active = await inScope(w.server.database.db, tenantScope(w.a.id), (tx) =>
      findConfirmedConfig(tx, w.a.id, w.a.suppliers[0]!.id, partNo),
    );
    expect(active?.id).toBe(c.id);
    const history = await inScope(w.server.database.db, tenantScope(w.a.id), (tx) =>
      tx
        .select()
        .from(statusHistory)
        .where(eq(statusHistory.entityId, c.id))
        .orderBy(statusHistory.creationTime, statusHistory.id),
    );
    expect(history.map((h) => h.action)).toEqual(['create', 'vendorConfirm', 'confirm']);
  });

  it('sends a confirmed configuration back to Draft when its requirements change, not its description', async () => {
    const partNo = `NEW-${newId().slice(-8)}`;
    const c = await (async () => {
      const made = await created(w.a, partNo, { partName: 'Bracket' });
      await w.api(w.a.suppliers[0]!.vendor.token).post(`${R}/${made.id}/vendor-confirm`, {});
      return (await w.api(w.a.admin).post(`${R}/${made.id}/confirm`, {})).body;
    })();
    expect(c.status).toBe(S.Confirmed);
    const buyer = w.api(w.a.admin);
    const same = { ...body(w.a, partNo), partName: 'Bracket, zinc' };
    const renamed = await buyer.put(`${R}/${c.id}`, { ...same, concurrencyStamp: c.concurrencyStamp });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body).toMatchObject({ status: S.Confirmed, partName: 'Bracket, zinc' });
    expectError(await buyer.put(`${R}/${c.id}`, { ...same, concurrencyStamp: c.concurrencyStamp }), 409);

    const revised = await buyer.put(`${R}/${c.id}`, {
      ...same,
      items: [decimal({ usl: 10.2 })],
      concurrencyStamp: renamed.body.concurrencyStamp,
    });
    expect(revised.status, JSON.stringify(revised.body)).toBe(200);
    expect(revised.body).toMatchObject({
      status: S.Draft,
      vendorConfirmedByName: null,
      confirmedByName: null,
      confirmedTime: null,
      items: [expect.objectContaining({ usl: 10.2 })],
    });
    expect(
      await inScope(w.server.database.db, tenantScope(w.a.id), (tx) =>
        findConfirmedConfig(tx, w.a.id, w.a.suppliers[0]!.id, partNo),
      ),
    ).toBeNull();
    const history = await inScope(w.server.database.db, tenantScope(w.a.id), (tx) =>
      tx
        .select()
        .from(statusHistory)
        .where(eq(statusHistory.entityId, c.id))
        .orderBy(statusHistory.creationTime, statusHistory.id),
    );
    expect(history.at(-1)).toMatchObject({ action: 'revise', fromStatus: S.Confirmed, toStatus: S.Draft });
    // A draft's edit stays a draft and adds no history.
    const again = await buyer.put(`${R}/${c.id}`, { ...same, remark: 'Pack in ESD bags' });
    expect(again.body).toMatchObject({ status: S.Draft, remark: 'Pack in ESD bags' });
  });

  it('deletes, after which the part may be configured again', async () => {
    const partNo = await knownPart(w.a);
    const c = await confirmed(w.a, partNo);
    const buyer = w.api(w.a.admin);
    expect((await buyer.delete(`${R}/${c.id}`)).status).toBe(204);
    expectError(await buyer.get(`${R}/${c.id}`), 404);
    expectError(await buyer.delete(`${R}/${c.id}`), 404);
    expect((await created(w.a, partNo)).status).toBe(S.Draft);
  });
});

describe('the list and the export', () => {
  let partNo: string;
  beforeAll(async () => {
    partNo = await knownPart(w.a);
    await confirmed(w.a, partNo);
    await created(w.a, partNo, { supplierId: w.a.suppliers[1]!.id, inspectionMode: 'Exempt', items: [] });
  });

  it('filters by part, supplier, mode and status, sorts, and shows a vendor only their own', async () => {
    const buyer = w.api(w.a.admin);
    const both = await buyer.get(`${R}?partNo=${partNo}&sorting=supplierCode%20desc`);
    expect(both.status).toBe(200);
    expect(both.body.totalCount).toBe(2);
    const codes = both.body.items.map((i: { supplierCode: string }) => i.supplierCode);
    expect(codes).toEqual([...codes].sort().reverse());
    const exempt = await buyer.get(`${R}?partNo=${partNo}&inspectionMode=Exempt`);
    expect(exempt.body.items.map((i: { supplierId: string }) => i.supplierId)).toEqual([
      w.a.suppliers[1]!.id,
    ]);
    const done = await buyer.get(
      `${R}?partNo=${partNo}&status=${S.Confirmed}&supplierId=${w.a.suppliers[0]!.id}`,
    );
    expect(done.body.totalCount).toBe(1);
    const paged = await buyer.get(`${R}?filter=${partNo.slice(0, 6)}&maxResultCount=1`);
    expect(paged.body.items).toHaveLength(1);

    const vendor = await w.api(w.a.suppliers[0]!.vendor.token).get(`${R}?partNo=${partNo}`);
    expect(vendor.body.items.map((i: { supplierId: string }) => i.supplierId)).toEqual([
      w.a.suppliers[0]!.id,
    ]);
    // Naming the other supplier in the filter shows nothing more.
    const peek = await w.api(w.a.suppliers[0]!.vendor.token).get(`${R}?supplierId=${w.a.suppliers[1]!.id}`);
    expect(peek.body.totalCount).toBe(0);
  });

  it('exports one line per item with the import columns first, in the reader language', async () => {
    const res = await w.server.app.inject({
      method: 'GET',
      url: `${R}/export?partNo=${partNo}`,
      headers: { authorization: `Bearer ${w.a.admin}`, 'accept-language': 'zh-Hans' },
    });
    expect(res.statusCode).toBe(200);
    const ExcelJS = (await import('exceljs')).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).text).toBe('供应商代码');
    expect(sheet.getRow(1).getCell(2).text).toBe('料号');
    const rows = [2, 3].map((n) => sheet.getRow(n).values as unknown[]);
    expect(rows.map((r) => r[2])).toEqual([partNo, partNo]);
    expect(rows.flat()).toContain('DIM-01');
    expect(rows.flat()).toContain('已确认');
    // The vendor has no export.
    expectError(await w.api(w.a.suppliers[0]!.vendor.token).get(`${R}/export`), 403);
  });
});

describe('isolation', () => {
  it("hides a supplier's configuration from another supplier and another tenant", async () => {
    const partNo = await knownPart(w.a);
    const c = await created(w.a, partNo);
    const vendor2 = w.api(w.a.suppliers[1]!.vendor.token);
    expectError(await vendor2.get(`${R}/${c.id}`), 404);
    expectError(await vendor2.post(`${R}/${c.id}/vendor-confirm`, {}), 404);
    // Even a user of the other supplier holding every grant of the page finds nothing.
    const strong = w.api(
      await w.a.userWith([P.name, P.Update.name, P.Delete.name, P.Confirm.name, P.VendorConfirm.name], {
        supplierId: w.a.suppliers[1]!.id,
      }),
    );
    expectError(await strong.get(`${R}/${c.id}`), 404);
    expectError(await strong.put(`${R}/${c.id}`, body(w.a, partNo)), 404);
    expectError(await strong.post(`${R}/${c.id}/confirm`, {}), 404);
    expectError(await strong.delete(`${R}/${c.id}`), 404);
    // Nor may a vendor user with the create grant draft one for anybody.
    const creator = w.api(await w.a.userWith([P.name, P.Create.name], { supplierId: w.a.suppliers[0]!.id }));
    expectError(await creator.post(R, body(w.a, await knownPart(w.a))), 403);

    const other = w.api(w.b.admin);
    expectError(await other.get(`${R}/${c.id}`), 404);
    expectError(await other.put(`${R}/${c.id}`, body(w.b, partNo)), 404);
    expectError(await other.post(`${R}/${c.id}/confirm`, {}), 404);
    expectError(await other.delete(`${R}/${c.id}`), 404);
    expect((await other.get(`${R}?partNo=${partNo}`)).body.totalCount).toBe(0);
    // A user without the page's grant reads nothing.
    expectError(await w.api(await w.a.userWith([])).get(R), 403);
    const still = await inScope(w.server.database.db, tenantScope(w.a.id), (tx) =>
      tx
        .select()
        .from(statusHistory)
        .where(and(eq(statusHistory.entityId, c.id))),
    );
    expect(still).toHaveLength(1);
  });
});

describe('who is told', () => {
  it('tells the supplier of a new and of a revised configuration, and IQC of their confirmation', async () => {
    const partNo = await knownPart(w.a);
    const c = await created(w.a, partNo);
    const told = async (event: string) =>
      (
        await inScope(w.server.database.db, tenantScope(w.a.id), (tx) =>
          tx
            .select({ event: notifications.event, userId: notifications.userId })
            .from(notifications)
            .where(eq(notifications.entityId, c.id)),
        )
      )
        .filter((n) => n.event === `IncomingInspection.${event}`)
        .map((n) => n.userId);
    const vendorId = w.a.suppliers[0]!.vendor.id;
    expect(await told('ConfigToConfirm')).toContain(vendorId);
    // The other supplier's users hear nothing of it.
    expect(await told('ConfigToConfirm')).not.toContain(w.a.suppliers[1]!.vendor.id);

    await w.api(w.a.suppliers[0]!.vendor.token).post(`${R}/${c.id}/vendor-confirm`, {});
    const toIqc = await told('ConfigVendorConfirmed');
    expect(toIqc.length).toBeGreaterThan(0);
    expect(toIqc).not.toContain(vendorId);

    // A change of the requirements goes back to the supplier, who is told again.
    const before = (await told('ConfigToConfirm')).filter((id) => id === vendorId).length;
    const current = (await w.api(w.a.admin).get(`${R}/${c.id}`)).body;
    const revised = await w.api(w.a.admin).put(`${R}/${c.id}`, {
      ...body(w.a, partNo),
      aqlMajor: 1,
      concurrencyStamp: current.concurrencyStamp,
    });
    expect(revised.body.status).toBe(S.Draft);
    expect((await told('ConfigToConfirm')).filter((id) => id === vendorId)).toHaveLength(before + 1);
  });
});
