import { DeliveryStatus, InspectionFormStatus, IqcConfigStatus } from '@sp/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectError, useWorld } from '../../../../test/world.js';
import { inScope, tenantScope } from '../../../platform/db/scope.js';
import { statusHistory } from '../../../platform/workflow/schema.js';
import { inspectionFormResults } from '../schema.js';
import { draftForm, FORMS, lotOf } from './test-fixtures.js';

const w = useWorld({ prefix: 'iif-create' });

describe('making the form of a delivery line', () => {
  it('copies the configuration, computes the plan (lot 1,200 at II: J, n 80) and numbers it', async () => {
    const { form, partNo, deliveryNo, supplier } = await draftForm(w, w.a, { qty: 1200 });
    expect(form).toMatchObject({
      version: 1,
      status: InspectionFormStatus.Draft,
      supplierId: supplier.id,
      supplierCode: supplier.vendorCode,
      deliveryNo,
      deliveryLineNo: 10,
      partNo,
      lotNo: 'L261124A',
      lotQty: 1200,
      inspectionMode: 'Sampling',
      inspectionLevel: 'II',
      codeLetter: 'J',
      sampleSize: 80,
      previousId: null,
      missingDocs: true,
    });
    expect(form.formNo).toMatch(/^IIF-\d{8}\d{4}$/);
    expect(form.plan!.bySeverity.Major).toMatchObject({ aql: 0.65, ac: 1, re: 2, sampleSize: 80 });
    expect(form.plan!.bySeverity.Minor).toMatchObject({ aql: 2.5, ac: 5, re: 6 });
    expect(form.results.map((r: { itemCode: string }) => r.itemCode)).toEqual(['DIM-L', 'APPEAR', 'SOLDER']);
    // The plan's sample per item, or the item's own (a destructive test of 5 pieces).
    expect(form.results.map((r: { sampleQty: number }) => r.sampleQty)).toEqual([80, 80, 5]);
    expect(form.results.every((r) => r.result === null)).toBe(true);
    expect(form.documents).toEqual([
      expect.objectContaining({ docType: 'COC', required: true, attachmentId: null, ok: false }),
    ]);
    expect(form.allowedActions).toEqual(expect.arrayContaining(['submit', 'update', 'delete']));
    const history = await inScope(w.server.database.db, tenantScope(w.a.id), (tx) =>
      tx.select().from(statusHistory).where(eq(statusHistory.entityId, form.id)),
    );
    expect(history.map((h) => h.action)).toEqual(['create']);
  });

  it('refuses a second live form of the line, also when two requests race', async () => {
    const lot = await lotOf(w, w.a);
    const [one, two] = await Promise.all([
      lot.vendor.post(FORMS, { deliveryLineId: lot.lineId }),
      lot.vendor.post(FORMS, { deliveryLineId: lot.lineId }),
    ]);
    const statuses = [one.status, two.status].sort();
    expect(statuses).toEqual([200, 403]);
    const loser = one.status === 200 ? two : one;
    expectError(loser, 403, 'SupplierPortal:InspectionForm:AlreadyExists');
    expect(loser.body.error.message).toContain(lot.deliveryNo);
    expectError(
      await lot.vendor.post(FORMS, { deliveryLineId: lot.lineId }),
      403,
      'SupplierPortal:InspectionForm:AlreadyExists',
    );
    // One form, one set of results: the loser's transaction left nothing behind.
    const winner = one.status === 200 ? one.body : two.body;
    const results = await inScope(w.server.database.db, tenantScope(w.a.id), (tx) =>
      tx.select().from(inspectionFormResults).where(eq(inspectionFormResults.formId, winner.id)),
    );
    expect(results).toHaveLength(3);

    // A deleted Draft frees the line.
    expect((await lot.vendor.delete(`${FORMS}/${winner.id}`)).status).toBe(204);
    expectError(await lot.vendor.get(`${FORMS}/${winner.id}`), 404);
    expect((await lot.vendor.post(FORMS, { deliveryLineId: lot.lineId })).status).toBe(200);
  });

  it('refuses a part without a confirmed configuration, and an exempt one', async () => {
    const none = await lotOf(w, w.a, { config: null });
    const noConfig = expectError(
      await none.vendor.post(FORMS, { deliveryLineId: none.lineId }),
      403,
      'SupplierPortal:InspectionForm:NoConfig',
    );
    expect(noConfig.message).toContain(none.partNo);

    const draft = await lotOf(w, w.a, { config: { status: IqcConfigStatus.VendorConfirmed } });
    expectError(
      await draft.vendor.post(FORMS, { deliveryLineId: draft.lineId }),
      403,
      'SupplierPortal:InspectionForm:NoConfig',
    );

    const exempt = await lotOf(w, w.a, { config: { mode: 'Exempt' } });
    expectError(
      await exempt.vendor.post(FORMS, { deliveryLineId: exempt.lineId }),
      403,
      'SupplierPortal:InspectionForm:Exempt',
    );
  });

  it('takes lines of submitted notes only, not drafts or cancelled ones', async () => {
    for (const status of [DeliveryStatus.Draft, DeliveryStatus.Rejected, DeliveryStatus.Cancelled]) {
      const lot = await lotOf(w, w.a, { status });
      expectError(
        await lot.vendor.post(FORMS, { deliveryLineId: lot.lineId }),
        403,
        'SupplierPortal:InspectionForm:DeliveryNotOpen',
      );
    }
    const shipped = await lotOf(w, w.a, { status: DeliveryStatus.Shipped });
    expect((await shipped.vendor.post(FORMS, { deliveryLineId: shipped.lineId })).status).toBe(200);
  });

  it('inspects every piece under Full inspection, and the whole lot when n is not smaller', async () => {
    const full = await draftForm(w, w.a, { qty: 300, config: { mode: 'Full' } });
    expect(full.form).toMatchObject({
      inspectionMode: 'Full',
      sampleSize: 300,
      codeLetter: null,
      plan: null,
    });
    expect(full.form.results.map((r: { sampleQty: number }) => r.sampleQty)).toEqual([300, 300, 5]);

    const small = await draftForm(w, w.a, { qty: 5 });
    expect(small.form).toMatchObject({ codeLetter: 'A', sampleSize: 5 });
    expect(small.form.plan!.inspectAll).toBe(true);
  });

  it("is a 404 for another supplier's line and another tenant's, and 400 for a bad body", async () => {
    const lot = await lotOf(w, w.a);
    const other = w.api(w.a.suppliers[1]!.vendor.token);
    expectError(await other.post(FORMS, { deliveryLineId: lot.lineId }), 404);
    expectError(await w.api(w.b.admin).post(FORMS, { deliveryLineId: lot.lineId }), 404);
    expectError(await lot.vendor.post(FORMS, { deliveryLineId: 'nope' }), 400);
    expectError(await lot.vendor.post(FORMS, {}), 400);
    // Nothing was made.
    const rows = await inScope(w.server.database.db, tenantScope(w.a.id), (tx) =>
      tx
        .select()
        .from(statusHistory)
        .where(
          and(
            eq(statusHistory.entityType, 'SupplierPortal.Inspection.Form'),
            eq(statusHistory.entityId, lot.lineId),
          ),
        ),
    );
    expect(rows).toEqual([]);
  });
});
