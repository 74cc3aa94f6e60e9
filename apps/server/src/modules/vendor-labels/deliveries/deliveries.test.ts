import { DeliveryStatus, LabelStatus, Policies } from '@sp/contracts';
import { and, eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, useWorld } from '../../../../test/world.js';
import { inScope, tenantScope } from '../../../platform/db/scope.js';
import { mailOutbox } from '../../../platform/mail/schema.js';
import { notifications } from '../../../platform/notifications/schema.js';
import { clientToken } from '../../purchase-orders/test-fixtures.js';
import { purchaseOrderLines } from '../../purchase-orders/schema.js';
import { labelRecords, shipLogs } from '../schema.js';
import { noteBody, openLine } from './test-fixtures.js';

const w = useWorld({ prefix: 'dlv' });
const D = '/api/app/delivery';

/** Every label of a note (by type), as stored. */
const labelsOf = (tenantId: string, deliveryId: string) =>
  inScope(w.server.database.db, tenantScope(tenantId), (tx) =>
    tx
      .select()
      .from(labelRecords)
      .where(and(eq(labelRecords.deliveryId, deliveryId), ne(labelRecords.status, LabelStatus.Voided))),
  );

/** Marks a note's labels printed, as the print endpoint would (its own tests cover printing). */
const printAll = (tenantId: string, deliveryId: string) =>
  inScope(w.server.database.db, tenantScope(tenantId), (tx) =>
    tx
      .update(labelRecords)
      .set({ printCount: 1, status: LabelStatus.Printed, firstPrintTime: new Date() })
      .where(eq(labelRecords.deliveryId, deliveryId)),
  );

const poLine = (tenantId: string, id: string) =>
  inScope(w.server.database.db, tenantScope(tenantId), async (tx) => {
    const [row] = await tx.select().from(purchaseOrderLines).where(eq(purchaseOrderLines.id, id));
    return row!;
  });

describe('a delivery from draft to receipt', () => {
  it('drafts from an open line, packs, labels, submits, is confirmed, ships and is received', async () => {
    const { a } = w;
    const line = await openLine(w, a, { orderedQty: 60_000 });
    const vendor = w.api(line.supplier.vendor.token);
    const buyer = w.api(a.admin);

    const created = await vendor.post(D, noteBody(line.lineId, 50_000));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const note = created.body;
    expect(note).toMatchObject({
      status: DeliveryStatus.Draft,
      supplierId: line.supplier.id,
      totalQty: 50_000,
      labelsCurrent: false,
      lines: [{ lineNo: 10, poNo: line.poNo, partNo: line.partNo, qty: 50_000, lotNo: 'L261124A' }],
    });
    expect(note.deliveryNo).toBe(`DN-${line.supplier.vendorCode}-20261124-001`);
    expect(note.allowedActions).toEqual(
      expect.arrayContaining(['submit', 'cancel', 'update', 'generateLabels', 'delete']),
    );

    // The plan before generating: 50,000 at 10,000 per inner box and 8 per carton.
    const plan = await vendor.get(`${D}/${note.id}/packing`);
    expect(plan.body.items).toEqual([
      expect.objectContaining({
        inners: 5,
        outers: 1,
        pallets: 1,
        innerQty: 10_000,
        lastInnerQty: 10_000,
        problem: null,
      }),
    ]);

    expectError(
      await vendor.post(`${D}/${note.id}/submit`, {}),
      403,
      'SupplierPortal:Delivery:LabelsMissing',
    );
    const generated = await vendor.post(`${D}/${note.id}/labels`);
    expect(generated.body).toMatchObject({
      inners: 5,
      outers: 1,
      delivery: { totalCartons: 1, labelsCurrent: true },
    });
    const labels = await labelsOf(a.id, note.id);
    expect(labels.filter((l) => l.labelType === 'Inner').map((l) => l.qty)).toEqual([
      10_000, 10_000, 10_000, 10_000, 10_000,
    ]);
    const outer = labels.find((l) => l.labelType === 'Outer')!;
    expect(outer).toMatchObject({ qty: 50_000, contentsCount: 5, seq: 1, total: 1 });
    expect(outer.labelNo).toMatch(/^O\d{6}\d{5}$/);
    expect(labels.filter((l) => l.labelType === 'Inner').every((l) => l.parentId === outer.id)).toBe(true);
    expect(outer.payload.startsWith('[)>\x1e06\x1d')).toBe(true);
    expect(outer.payload).toContain(`\x1dQ50000\x1d`);
    expect(outer.snapshot).toMatchObject({
      labelId: outer.labelNo,
      vendorCode: line.supplier.vendorCode,
      deliveryNo: note.deliveryNo,
    });

    const submitted = await vendor.post(`${D}/${note.id}/submit`, {});
    expect(submitted.body.status).toBe(DeliveryStatus.Submitted);
    // The buyers who confirm deliveries are told (in the app; by mail where they have an address).
    const told = await inScope(w.server.database.db, tenantScope(a.id), (tx) =>
      tx.select().from(notifications).where(eq(notifications.entityId, note.id)),
    );
    expect(told.map((n) => n.event)).toContain('VendorLabel.DeliverySubmitted');

    expectError(await vendor.post(`${D}/${note.id}/confirm`, {}), 403);
    expect((await buyer.post(`${D}/${note.id}/confirm`, {})).body.status).toBe(DeliveryStatus.Confirmed);

    const ship = { carrier: 'SF', trackingNo: 'SF1234567890' };
    expectError(
      await vendor.post(`${D}/${note.id}/ship`, ship),
      403,
      'SupplierPortal:Delivery:LabelsNotPrinted',
    );
    await printAll(a.id, note.id);
    expectError(await buyer.post(`${D}/${note.id}/ship`, ship), 403, 'SupplierPortal:WrongSide');
    const shipped = await vendor.post(`${D}/${note.id}/ship`, ship);
    expect(shipped.body).toMatchObject({
      status: DeliveryStatus.Shipped,
      carrier: 'SF',
      trackingNo: 'SF1234567890',
    });
    expect(await poLine(a.id, line.lineId)).toMatchObject({ deliveredQty: 50_000, receivedQty: 0 });
    expect((await labelsOf(a.id, note.id)).every((l) => l.status === LabelStatus.Shipped)).toBe(true);

    const lineId = note.lines[0].id;
    const part = await buyer.post(`${D}/${note.id}/receive`, {
      lines: [{ lineId, receivedQty: 30_000, badQty: 1_000 }],
    });
    expect(part.body).toMatchObject({
      status: DeliveryStatus.PartiallyReceived,
      lines: [{ receivedQty: 30_000, badQty: 1_000, differenceQty: 19_000 }],
    });
    // Rejected pieces go back to the PO line's open quantity.
    expect(await poLine(a.id, line.lineId)).toMatchObject({ deliveredQty: 49_000, receivedQty: 30_000 });
    expectError(
      await buyer.post(`${D}/${note.id}/receive`, { lines: [{ lineId, receivedQty: 19_001 }] }),
      403,
      'SupplierPortal:Delivery:ReceiveOverShipped',
    );
    const done = await buyer.post(`${D}/${note.id}/receive`, { lines: [{ lineId, receivedQty: 19_000 }] });
    expect(done.body.status).toBe(DeliveryStatus.Received);
    expect(await poLine(a.id, line.lineId)).toMatchObject({ deliveredQty: 49_000, receivedQty: 49_000 });

    const events = await inScope(w.server.database.db, tenantScope(a.id), (tx) =>
      tx
        .select()
        .from(shipLogs)
        .where(eq(shipLogs.deliveryId, note.id))
        .orderBy(shipLogs.eventTime, shipLogs.id),
    );
    expect(events.map((e) => e.eventType)).toEqual([
      'Created',
      'LabelsGenerated',
      'Submitted',
      'Confirmed',
      'Shipped',
      'Received',
      'Received',
    ]);
    const pdf = await vendor.get(`${D}/${note.id}/note.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(String(pdf.raw.rawPayload.subarray(0, 5))).toBe('%PDF-');
  });
});

describe('what a note may draw and when', () => {
  let line: Awaited<ReturnType<typeof openLine>>;
  beforeAll(async () => {
    line = await openLine(w, w.a, { orderedQty: 10_000, tolerancePct: 10 });
  });

  it('takes up to the open quantity plus tolerance, counting what other unshipped notes hold', async () => {
    const vendor = w.api(line.supplier.vendor.token);
    const over = expectError(
      await vendor.post(D, noteBody(line.lineId, 11_001)),
      403,
      'SupplierPortal:Delivery:OverOpenQty',
    );
    expect(over.message).toContain('11000');
    const first = await vendor.post(D, noteBody(line.lineId, 8_000));
    expect(first.status).toBe(200);
    const second = expectError(
      await vendor.post(D, noteBody(line.lineId, 3_001)),
      403,
      'SupplierPortal:Delivery:OverOpenQty',
    );
    expect(second.message).toContain('3000');
    // Editing the first note does not count its own hold against it.
    const edited = await vendor.put(`${D}/${first.body.id}`, noteBody(line.lineId, 11_000));
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
  });

  it('refuses a missing lot, a bad date code and arrival before shipping on their fields', async () => {
    const vendor = w.api(line.supplier.vendor.token);
    const noLot = await vendor.post(D, {
      ...noteBody(line.lineId, 1),
      lines: [{ poLineId: line.lineId, qty: 1, lotNo: '' }],
    });
    expect(expectError(noLot, 400).validationErrors?.[0]?.members).toEqual(['lines.0.lotNo']);
    const badCode = await vendor.post(D, {
      ...noteBody(line.lineId, 1),
      lines: [{ poLineId: line.lineId, qty: 1, lotNo: 'L', dateCode: '2660' }],
    });
    expect(expectError(badCode, 400).validationErrors?.[0]?.members).toEqual(['lines.0.dateCode']);
    const early = await vendor.post(D, noteBody(line.lineId, 1, { expectedArrivalDate: '2026-11-20' }));
    expect(expectError(early, 400).validationErrors?.[0]?.members).toEqual(['expectedArrivalDate']);
  });

  it('draws only from acknowledged orders', async () => {
    const fresh = await openLine(w, w.a, { acknowledged: false });
    const vendor = w.api(fresh.supplier.vendor.token);
    expectError(
      await vendor.post(D, noteBody(fresh.lineId, 1)),
      403,
      'SupplierPortal:Delivery:PoLineNotOpen',
    );
  });

  it('asks for labels again after the lines change, and refuses parts without confirmed packing data', async () => {
    const vendor = w.api(line.supplier.vendor.token);
    const unpacked = await openLine(w, w.a, { packing: null });
    const u = await w.api(unpacked.supplier.vendor.token).post(D, noteBody(unpacked.lineId, 100));
    expectError(
      await w.api(unpacked.supplier.vendor.token).post(`${D}/${u.body.id}/labels`),
      403,
      'SupplierPortal:Delivery:NoPackingData',
    );

    const other = await openLine(w, w.a, { orderedQty: 5_000 });
    const note = (await w.api(other.supplier.vendor.token).post(D, noteBody(other.lineId, 5_000))).body;
    await w.api(other.supplier.vendor.token).post(`${D}/${note.id}/labels`);
    await w.api(other.supplier.vendor.token).put(`${D}/${note.id}`, noteBody(other.lineId, 4_000));
    expectError(
      await w.api(other.supplier.vendor.token).post(`${D}/${note.id}/submit`, {}),
      403,
      'SupplierPortal:Delivery:LabelsOutdated',
    );
    void vendor;
  });
});

describe('workflow refusals', () => {
  it('refuses the wrong state and side, a rejection without a reason; cancelling voids the labels', async () => {
    const line = await openLine(w, w.a, { orderedQty: 20_000 });
    const vendor = w.api(line.supplier.vendor.token);
    const buyer = w.api(w.a.admin);
    const note = (await vendor.post(D, noteBody(line.lineId, 20_000))).body;
    await vendor.post(`${D}/${note.id}/labels`);
    expectError(
      await vendor.post(`${D}/${note.id}/ship`, { carrier: 'SF', trackingNo: 'X' }),
      403,
      'SupplierPortal:InvalidStateTransition',
    );
    await vendor.post(`${D}/${note.id}/submit`, {});
    expectError(
      await vendor.put(`${D}/${note.id}`, noteBody(line.lineId, 1)),
      403,
      'SupplierPortal:InvalidStateTransition',
    );
    expectError(await buyer.post(`${D}/${note.id}/reject`, {}), 400);
    const rejected = await buyer.post(`${D}/${note.id}/reject`, { comment: '批号与 CoC 不符' });
    expect(rejected.body).toMatchObject({ status: DeliveryStatus.Rejected, rejectReason: '批号与 CoC 不符' });
    // The supplier's contacts get the reason by mail.
    const mails = await inScope(w.server.database.db, tenantScope(w.a.id), (tx) =>
      tx.select().from(mailOutbox),
    );
    expect(
      mails.some((m) => m.subject.includes(note.deliveryNo) && m.htmlBody.includes('批号与 CoC 不符')),
    ).toBe(true);
    // The vendor corrects and resubmits; then cancels with a reason.
    expect((await vendor.post(`${D}/${note.id}/submit`, {})).body.status).toBe(DeliveryStatus.Submitted);
    expectError(await vendor.post(`${D}/${note.id}/cancel`, {}), 400);
    expect((await vendor.post(`${D}/${note.id}/cancel`, { comment: 'order moved' })).body.status).toBe(
      DeliveryStatus.Cancelled,
    );
    expect(await labelsOf(w.a.id, note.id)).toEqual([]);
    expectError(await vendor.delete(`${D}/${note.id}`), 403, 'SupplierPortal:InvalidStateTransition');
  });

  it('generates one set of labels when two requests race', async () => {
    const line = await openLine(w, w.a, { orderedQty: 12_345, packing: { mpq: 5_000, innersPerOuter: 2 } });
    const vendor = w.api(line.supplier.vendor.token);
    const note = (await vendor.post(D, noteBody(line.lineId, 12_345))).body;
    const [one, two] = await Promise.all([
      vendor.post(`${D}/${note.id}/labels`),
      vendor.post(`${D}/${note.id}/labels`),
    ]);
    expect([one.status, two.status]).toEqual([200, 200]);
    const labels = await labelsOf(w.a.id, note.id);
    expect(labels.filter((l) => l.labelType === 'Inner').map((l) => l.qty)).toEqual([5_000, 5_000, 2_345]);
    expect(labels.filter((l) => l.labelType === 'Outer').map((l) => l.qty)).toEqual([10_000, 2_345]);
  });
});

describe('isolation', () => {
  it("keeps a vendor to their own supplier's notes and lines on every endpoint", async () => {
    const mine = await openLine(w, w.a, { supplier: 0 });
    const theirs = await openLine(w, w.a, { supplier: 1 });
    const a0 = w.api(mine.supplier.vendor.token);
    const a1 = w.api(theirs.supplier.vendor.token);
    const note = (await a0.post(D, noteBody(mine.lineId, 1_000))).body;

    // Drawing from another supplier's PO line: the line does not exist for them.
    expectError(
      await a1.post(D, noteBody(mine.lineId, 1)),
      403,
      'SupplierPortal:Delivery:PoLineOtherSupplier',
    );
    for (const url of [`${D}/${note.id}`, `${D}/${note.id}/packing`, `${D}/${note.id}/note.pdf`]) {
      expect((await a1.get(url)).status, url).toBe(404);
    }
    for (const action of ['labels', 'submit', 'cancel']) {
      expect((await a1.post(`${D}/${note.id}/${action}`, { comment: 'x' })).status, action).toBe(404);
    }
    expect((await a1.put(`${D}/${note.id}`, noteBody(theirs.lineId, 1))).status).toBe(404);
    expect((await a1.delete(`${D}/${note.id}`)).status).toBe(404);
    const list = await a1.get(`${D}?maxResultCount=100`);
    expect(list.body.items.map((n: { id: string }) => n.id)).not.toContain(note.id);
    const asked = await a1.get(`${D}?supplierId=${mine.supplier.id}`);
    expect(asked.body.totalCount).toBe(0);
    const exported = await a1.get(`${D}/export`);
    expect(exported.status).toBe(200);
    expect(exported.raw.rawPayload.includes(Buffer.from(note.deliveryNo))).toBe(false);
    // Another tenant's buyer sees nothing of it either.
    expect((await w.api(w.b.admin).get(`${D}/${note.id}`)).status).toBe(404);
  });

  it('lets an ERP client record a receipt in its own tenant only, and needs the policy', async () => {
    const line = await openLine(w, w.a, {
      orderedQty: 1_000,
      packing: { innerQty: 1_000, innersPerOuter: 1 },
    });
    const vendor = w.api(line.supplier.vendor.token);
    const note = (await vendor.post(D, noteBody(line.lineId, 1_000))).body;
    await vendor.post(`${D}/${note.id}/labels`);
    await vendor.post(`${D}/${note.id}/submit`, {});
    await w.api(w.a.admin).post(`${D}/${note.id}/confirm`, {});
    await printAll(w.a.id, note.id);
    await vendor.post(`${D}/${note.id}/ship`, { carrier: 'SF', trackingNo: 'SF1' });
    const receipt = { lines: [{ lineId: note.lines[0].id, receivedQty: 1_000 }] };

    const otherTenant = await clientToken(w, w.b, [
      Policies.VendorLabel.Delivery.Receive.name,
      Policies.VendorLabel.Delivery.name,
    ]);
    expect((await w.api(otherTenant).post(`${D}/${note.id}/receive`, receipt)).status).toBe(404);
    const noPolicy = await clientToken(w, w.a, [Policies.VendorLabel.Delivery.name]);
    expect((await w.api(noPolicy).post(`${D}/${note.id}/receive`, receipt)).status).toBe(403);
    const erp = await clientToken(w, w.a, [Policies.VendorLabel.Delivery.Receive.name]);
    const received = await w.api(erp).post(`${D}/${note.id}/receive`, receipt);
    expect(received.status, JSON.stringify(received.body)).toBe(200);
    expect(received.body.status).toBe(DeliveryStatus.Received);
    const [event] = await inScope(w.server.database.db, tenantScope(w.a.id), (tx) =>
      tx
        .select()
        .from(shipLogs)
        .where(and(eq(shipLogs.deliveryId, note.id), eq(shipLogs.eventType, 'Received'))),
    );
    expect(event?.clientId).toMatch(/^erp-/);
  });
});

describe('ship log', () => {
  it("lists a note's events for its supplier and the buyer, never for another supplier, and exports them", async () => {
    const line = await openLine(w, w.a, { supplier: 1, orderedQty: 3_000 });
    const vendor = w.api(line.supplier.vendor.token);
    const note = (await vendor.post(D, noteBody(line.lineId, 3_000))).body;
    await vendor.post(`${D}/${note.id}/labels`);
    const mine = await vendor.get(`/api/app/shipLog?deliveryNo=${note.deliveryNo}`);
    expect(mine.body.items.map((e: { eventType: string }) => e.eventType)).toEqual([
      'LabelsGenerated',
      'Created',
    ]);
    expect(mine.body.items[1]).toMatchObject({
      deliveryId: note.id,
      supplierCode: line.supplier.vendorCode,
      qty: 3_000,
    });
    const buyer = await w
      .api(w.a.admin)
      .get(`/api/app/shipLog?deliveryNo=${note.deliveryNo}&eventType=Created`);
    expect(buyer.body.totalCount).toBe(1);
    const other = w.api(w.a.suppliers[0]!.vendor.token);
    expect((await other.get(`/api/app/shipLog?deliveryNo=${note.deliveryNo}`)).body.totalCount).toBe(0);
    expect((await other.get('/api/app/shipLog?eventType=Nonsense')).status).toBe(400);
    const file = await vendor.get(`/api/app/shipLog/export?deliveryNo=${note.deliveryNo}`);
    expect(file.status).toBe(200);
    expect(String(file.headers['content-type'])).toContain('spreadsheetml');
  });
});

describe('for the ERP and the buyer after shipping', () => {
  /** A note of `line` taken to Shipped, ETA as given. */
  async function shippedNote(line: Awaited<ReturnType<typeof openLine>>, qty: number, eta = '2026-11-26') {
    const vendor = w.api(line.supplier.vendor.token);
    const note = (await vendor.post(D, noteBody(line.lineId, qty, { expectedArrivalDate: eta }))).body;
    await vendor.post(`${D}/${note.id}/labels`);
    await vendor.post(`${D}/${note.id}/submit`, {});
    await w.api(w.a.admin).post(`${D}/${note.id}/confirm`, {});
    await printAll(w.a.id, note.id);
    const shipped = await vendor.post(`${D}/${note.id}/ship`, { carrier: 'SF', trackingNo: 'SF9' });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    return shipped.body;
  }

  it('lets an ERP pull shipped notes after a cursor, with cartons, in its own tenant only', async () => {
    const line = await openLine(w, w.a, {
      orderedQty: 20_000,
      packing: { innerQty: 10_000, innersPerOuter: 1 },
    });
    const first = await shippedNote(line, 10_000);
    const second = await shippedNote(line, 10_000);
    const erp = w.api(await clientToken(w, w.a, [Policies.VendorLabel.Delivery.name]));
    const page = await erp.get(`${D}/shipped?maxResultCount=200`);
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    const mine = page.body.items.filter((n: { id: string }) => n.id === first.id || n.id === second.id);
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatchObject({ deliveryNo: first.deliveryNo, carrier: 'SF', lines: [{ qty: 10_000 }] });
    expect(mine[0].packages).toEqual([
      expect.objectContaining({ labelType: 'Outer', qty: 10_000, onPallet: null }),
    ]);
    // After the first note as a cursor, the second follows (and the first does not come again).
    const after = await erp.get(
      `${D}/shipped?since=${encodeURIComponent(first.shipTime)}&afterId=${first.id}`,
    );
    const ids = after.body.items.map((n: { id: string }) => n.id);
    expect(ids).toContain(second.id);
    expect(ids).not.toContain(first.id);
    const other = w.api(await clientToken(w, w.b, [Policies.VendorLabel.Delivery.name]));
    expect((await other.get(`${D}/shipped`)).body.items.map((n: { id: string }) => n.id)).not.toContain(
      first.id,
    );
  });

  it('reminds the buyers once a day of shipped notes past their expected arrival', async () => {
    const line = await openLine(w, w.a, {
      orderedQty: 1_000,
      packing: { innerQty: 1_000, innersPerOuter: 1 },
    });
    const note = await shippedNote(line, 1_000, '2026-11-25');
    const { remindOverdueDeliveries } = await import('./eta.js');
    const db = w.server.database.db;
    const reminded = await remindOverdueDeliveries(db, new Date('2026-11-27T08:00:00Z'));
    expect(reminded).toBeGreaterThan(0);
    const digest = await inScope(db, tenantScope(w.a.id), (tx) =>
      tx.select().from(notifications).where(eq(notifications.event, 'VendorLabel.DeliveriesOverdue')),
    );
    expect(digest.some((n) => JSON.stringify(n.data).includes(note.deliveryNo))).toBe(true);
    expect(await remindOverdueDeliveries(db, new Date('2026-11-27T20:00:00Z'))).toBe(0);
    expect(await remindOverdueDeliveries(db, new Date('2026-11-28T08:00:00Z'))).toBeGreaterThan(0);
  });
});

describe('drawable lines', () => {
  it('offers what the server accepts: open quantity plus tolerance less what other unshipped notes hold', async () => {
    const line = await openLine(w, w.a, { orderedQty: 10_000, tolerancePct: 10 });
    const vendor = w.api(line.supplier.vendor.token);
    const note = (await vendor.post(D, noteBody(line.lineId, 4_000))).body;
    const find = async (query = '') =>
      (await vendor.get(`${D}/openLines?poNo=${line.poNo}${query}`)).body.items.find(
        (l: { id: string }) => l.id === line.lineId,
      );
    expect(await find()).toMatchObject({ heldQty: 4_000, maxDrawableQty: 7_000 });
    // Editing that note: its own hold does not count.
    expect(await find(`&exceptDeliveryId=${note.id}`)).toMatchObject({ heldQty: 0, maxDrawableQty: 11_000 });
    expectError(
      await vendor.post(D, noteBody(line.lineId, 7_001)),
      403,
      'SupplierPortal:Delivery:OverOpenQty',
    );
    expect((await vendor.post(D, noteBody(line.lineId, 7_000))).status).toBe(200);
    // Another supplier's vendor does not see the line at all.
    const other = w.api(w.a.suppliers[1]!.vendor.token);
    expect((await other.get(`${D}/openLines?poNo=${line.poNo}`)).body.totalCount).toBe(0);
  });
});
