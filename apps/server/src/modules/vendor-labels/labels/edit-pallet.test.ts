import { DeliveryStatus, isValidSscc, LabelStatus, parseIso15434 } from '@sp/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, useWorld } from '../../../../test/world.js';
import { inScope } from '../../../platform/db/scope.js';
import { deliveries, deliveryLines, labelEditLogs } from '../schema.js';
import { pdfPages } from './read-pdf.test-support.js';
import { labelsOf, makeDelivery, setDeliveryStatus } from './test-fixtures.js';

const w = useWorld({ prefix: 'lbledit' });
let A: string;
let B: string;

const db = () => w.server.database.db;
const asBuyer = <T>(work: Parameters<typeof inScope<T>>[2]) =>
  inScope(db(), { tenantId: w.a.id, supplierId: null }, work);
const lineOf = async (id: string) =>
  (await asBuyer((tx) => tx.select().from(deliveryLines).where(eq(deliveryLines.id, id))))[0]!;
const deliveryOf = async (id: string) =>
  (await asBuyer((tx) => tx.select().from(deliveries).where(eq(deliveries.id, id))))[0]!;
const editLogsOf = (labelId: string) =>
  asBuyer((tx) =>
    tx
      .select()
      .from(labelEditLogs)
      .where(and(eq(labelEditLogs.tenantId, w.a.id), eq(labelEditLogs.labelId, labelId))),
  );

beforeAll(() => {
  A = w.a.suppliers[0]!.vendor.token;
  B = w.a.suppliers[1]!.vendor.token;
});

describe('editing a label', () => {
  it('the short tail box: the box, its carton and the line follow, the print is void, the edit is logged', async () => {
    const dn = await makeDelivery(w, w.a, w.a.suppliers[0]!); // 5 inners of 10,000, 2 per carton
    const inners = await labelsOf(w, w.a, dn.id, 'Inner');
    const tail = inners.find((l) => l.seq === 5)!;
    expect(
      (await w.api(A).post('/api/app/labelRecord/print', { labelIds: inners.map((l) => l.id) })).status,
    ).toBe(200);

    const res = await w.api(A).put(`/api/app/labelRecord/${tail.id}`, { qty: 8000, reason: '尾箱数量调整' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      qty: 8000,
      printCount: 0,
      status: LabelStatus.Generated,
      firstPrintTime: null,
    });
    expect(res.body.allowedActions).toContain('print');
    expect(parseIso15434(res.body.payload).byDi.Q).toBe('8000');
    expect(res.body.snapshot.qty).toBe(8000);

    const carton = (await labelsOf(w, w.a, dn.id, 'Outer')).find((o) => o.id === tail.parentId)!;
    expect(carton.qty).toBe(8000);
    expect(carton.snapshot.qty).toBe(8000);
    expect((await lineOf(dn.lineIds[0]!)).qty).toBe(48_000);
    expect((await deliveryOf(dn.id)).totalQty).toBe(48_000);
    expect(await editLogsOf(tail.id)).toMatchObject([
      {
        fieldName: 'qty',
        oldValue: '10000',
        newValue: '8000',
        reason: '尾箱数量调整',
        reprintRequired: true,
      },
    ]);
    // The carton was never printed: its follow-up edit needs no reprint.
    expect(await editLogsOf(carton.id)).toMatchObject([
      { fieldName: 'qty', newValue: '8000', reprintRequired: false },
    ]);
    // Printed again, it is a first print of the new content.
    expect((await w.api(A).post('/api/app/labelRecord/print', { labelIds: [tail.id] })).status).toBe(200);

    const log = await w.api(A).get(`/api/app/labelEditLog?labelType=Inner&labelNo=${tail.labelNo}`);
    expect(log.body.items).toHaveLength(1);
    expect(log.body.items[0]).toMatchObject({
      labelNo: tail.labelNo,
      deliveryNo: dn.deliveryNo,
      editedByName: expect.any(String),
    });
    const outerLog = await w.api(A).get(`/api/app/labelEditLog?labelType=Outer&deliveryNo=${dn.deliveryNo}`);
    expect(outerLog.body.totalCount).toBe(1);
    const xlsx = await w
      .api(A)
      .get(`/api/app/labelEditLog/export?labelType=Inner&deliveryNo=${dn.deliveryNo}`);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(
      (await w.api(B).get(`/api/app/labelEditLog?labelType=Inner&deliveryNo=${dn.deliveryNo}`)).body
        .totalCount,
    ).toBe(0);
  });

  it('refuses raising the line, a carton that holds boxes, an unchanged value, a note past draft; nothing written', async () => {
    const dn = await makeDelivery(w, w.a, w.a.suppliers[0]!);
    const [inner] = await labelsOf(w, w.a, dn.id, 'Inner');
    const [outer] = await labelsOf(w, w.a, dn.id, 'Outer');
    const raise = expectError(
      await w.api(A).put(`/api/app/labelRecord/${inner!.id}`, { qty: 12_000, reason: 'more' }),
      403,
      'SupplierPortal:LabelRecord:QtyRaisesLine',
    );
    expect(raise.message).toContain('50000');
    expectError(
      await w.api(A).put(`/api/app/labelRecord/${outer!.id}`, { qty: 100, reason: 'x' }),
      403,
      'SupplierPortal:LabelRecord:QtyFromInners',
    );
    expectError(
      await w.api(A).put(`/api/app/labelRecord/${inner!.id}`, { qty: 10_000, reason: 'same' }),
      403,
      'SupplierPortal:LabelRecord:NothingChanged',
    );
    expectError(await w.api(A).put(`/api/app/labelRecord/${inner!.id}`, { qty: 10 }), 400);
    await setDeliveryStatus(w, w.a, dn.id, DeliveryStatus.Submitted);
    expectError(
      await w.api(A).put(`/api/app/labelRecord/${inner!.id}`, { lotNo: 'L2', reason: 'x' }),
      403,
      'SupplierPortal:LabelRecord:NotEditable',
    );
    expect(await editLogsOf(inner!.id)).toEqual([]);
    expect((await lineOf(dn.lineIds[0]!)).qty).toBe(50_000);
    expect((await labelsOf(w, w.a, dn.id, 'Inner'))[0]!.qty).toBe(10_000);
  });

  it('a lot correction is logged per field', async () => {
    const dn = await makeDelivery(w, w.a, w.a.suppliers[0]!);
    const [inner] = await labelsOf(w, w.a, dn.id, 'Inner');
    const res = await w
      .api(A)
      .put(`/api/app/labelRecord/${inner!.id}`, { lotNo: 'L999', dateCode: '2648', reason: 'wrong lot' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ lotNo: 'L999', dateCode: '2648' });
    expect((await editLogsOf(inner!.id)).map((l) => l.fieldName).sort()).toEqual(['dateCode', 'lotNo']);
  });
});

describe('voiding', () => {
  it('voids with a reason until the note ships; a carton on a pallet is unpacked first', async () => {
    const dn = await makeDelivery(w, w.a, w.a.suppliers[0]!);
    const [o1, o2] = await labelsOf(w, w.a, dn.id, 'Outer');
    const res = await w.api(A).post(`/api/app/labelRecord/${o1!.id}/void`, { reason: 'carton crushed' });
    expect(res.body).toMatchObject({
      status: LabelStatus.Voided,
      voidReason: 'carton crushed',
      allowedActions: [],
    });
    expectError(
      await w.api(A).post(`/api/app/labelRecord/${o1!.id}/void`, { reason: 'again' }),
      403,
      'SupplierPortal:LabelRecord:IsVoided',
    );
    expectError(await w.api(A).post(`/api/app/labelRecord/${o2!.id}/void`, { reason: '' }), 400);
    const pallet = await w.api(A).post('/api/app/pallet', { outerLabelIds: [o2!.id] });
    expect(pallet.status).toBe(200);
    expectError(
      await w.api(A).post(`/api/app/labelRecord/${o2!.id}/void`, { reason: 'x' }),
      403,
      'SupplierPortal:LabelRecord:VoidPacked',
    );
    await setDeliveryStatus(w, w.a, dn.id, DeliveryStatus.Shipped);
    const [inner] = await labelsOf(w, w.a, dn.id, 'Inner');
    expectError(
      await w.api(A).post(`/api/app/labelRecord/${inner!.id}/void`, { reason: 'x' }),
      403,
      'SupplierPortal:LabelRecord:VoidAfterShipping',
    );
  });
});

describe('pallets', () => {
  it('builds a pallet: SSCC with the right check digit, sums, cartons packed, the note counts it; prints 2 copies', async () => {
    const dn = await makeDelivery(w, w.a, w.a.suppliers[0]!, [
      { qty: 60_000, innerQty: 10_000, innersPerOuter: 2 },
    ]);
    const outers = await labelsOf(w, w.a, dn.id, 'Outer');
    const res = await w
      .api(A)
      .post('/api/app/pallet', { outerLabelIds: outers.slice(0, 2).map((o) => o.id) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const p = res.body;
    expect(isValidSscc(p.sscc)).toBe(true);
    // The check digit by hand (GS1 mod 10: weights 3, 1, 3 … from the right of the first 17).
    const digits = [...(p.sscc as string).slice(0, 17)].map(Number).reverse();
    const sum = digits.reduce((t, d, i) => t + d * (i % 2 === 0 ? 3 : 1), 0);
    expect(Number(p.sscc[17])).toBe((10 - (sum % 10)) % 10);
    expect(p.sscc).toMatch(/^00614141\d{10}$/); // extension 0, the default prefix 0614141
    expect(p).toMatchObject({
      labelType: 'Pallet',
      labelNo: p.sscc,
      qty: 40_000,
      contentsCount: 2,
      seq: 1,
      total: 1,
      partNo: dn.partNos[0],
    });
    // GS1 element string: (00) SSCC, (37) cartons, then FNC1 and (400) the customer PO.
    expect(p.payload).toBe(`00${p.sscc}372\x1d400${p.snapshot.poNo}`);
    expect(p.snapshot.grossWeightKg).toBe(19);
    const packed = await labelsOf(w, w.a, dn.id, 'Outer');
    expect(packed.slice(0, 2).every((o) => o.parentId === p.id && o.status === LabelStatus.Packed)).toBe(
      true,
    );
    expect((await deliveryOf(dn.id)).totalPallets).toBe(1);

    // A second pallet: numbered 2 of 2, and the first (never printed) becomes 1 of 2.
    const second = await w.api(A).post('/api/app/pallet', { outerLabelIds: [outers[2]!.id] });
    expect(second.body).toMatchObject({ seq: 2, total: 2 });
    expect((await w.api(A).get(`/api/app/labelRecord/${p.id}`)).body).toMatchObject({ seq: 1, total: 2 });

    const pdf = await w.api(A).post('/api/app/labelRecord/print', { labelIds: [p.id] });
    expect(pdf.status).toBe(200);
    const pages = await pdfPages(pdf.raw.rawPayload);
    expect(pages).toHaveLength(2); // two copies, for two sides of the pallet
    expect(pages[0]).toContain(`(00)${p.sscc}`);
    const zpl = await w.api(A).post('/api/app/labelRecord/print', {
      labelIds: [p.id],
      format: 'zpl',
      printKind: 'Reprint',
      reprintReason: 'torn',
    });
    expect(zpl.raw.body.match(/\^XA/g)).toHaveLength(1);
    expect(zpl.raw.body).toContain('^PQ2');
    const log = await w.api(A).get(`/api/app/printLog?labelType=Pallet&deliveryNo=${dn.deliveryNo}`);
    expect(log.body.items.map((l: { copies: number }) => l.copies)).toEqual([2, 2]);

    // The pallet list, filtered by delivery; supplier B sees none of it.
    const list = await w.api(A).get(`/api/app/pallet?deliveryId=${dn.id}`);
    expect(list.body.totalCount).toBe(2);
    expect((await w.api(B).get(`/api/app/pallet?deliveryId=${dn.id}`)).body.totalCount).toBe(0);
    expectError(await w.api(B).delete(`/api/app/pallet/${p.id}`), 404);

    // Unpacking the printed pallet voids it and frees its cartons; the unprinted one goes.
    expect((await w.api(A).delete(`/api/app/pallet/${p.id}`)).status).toBe(204);
    expect((await w.api(A).delete(`/api/app/pallet/${second.body.id}`)).status).toBe(204);
    const after = await labelsOf(w, w.a, dn.id);
    expect(after.find((l) => l.id === p.id)?.status).toBe(LabelStatus.Voided);
    expect(after.find((l) => l.id === second.body.id)).toBeUndefined();
    expect(
      after
        .filter((l) => l.labelType === 'Outer')
        .every((o) => o.parentId === null && o.status === LabelStatus.Generated),
    ).toBe(true);
    expect((await deliveryOf(dn.id)).totalPallets).toBe(0);
  });

  it('refuses mixing notes, a carton already on a pallet, an inner box, a voided carton, a shipped note; nothing written', async () => {
    const d1 = await makeDelivery(w, w.a, w.a.suppliers[0]!);
    const d2 = await makeDelivery(w, w.a, w.a.suppliers[0]!);
    const [a1, a2, a3] = await labelsOf(w, w.a, d1.id, 'Outer');
    const [b1] = await labelsOf(w, w.a, d2.id, 'Outer');
    const [inner] = await labelsOf(w, w.a, d1.id, 'Inner');
    const build = (ids: string[]) => w.api(A).post('/api/app/pallet', { outerLabelIds: ids });
    expectError(await build([a1!.id, b1!.id]), 403, 'SupplierPortal:Pallet:MixedDeliveries');
    expectError(await build([a1!.id, inner!.id]), 403, 'SupplierPortal:Pallet:NotOuter');
    expect((await build([a1!.id])).status).toBe(200);
    const twice = expectError(await build([a1!.id, a2!.id]), 403, 'SupplierPortal:Pallet:OnPallet');
    expect(twice.message).toContain(a1!.labelNo);
    await w.api(A).post(`/api/app/labelRecord/${a3!.id}/void`, { reason: 'x' });
    expectError(await build([a2!.id, a3!.id]), 403, 'SupplierPortal:LabelRecord:IsVoided');
    await setDeliveryStatus(w, w.a, d2.id, DeliveryStatus.Shipped);
    expectError(await build([b1!.id]), 403, 'SupplierPortal:Pallet:DeliveryClosed');
    expectError(await w.api(A).post('/api/app/pallet', { outerLabelIds: [] }), 400);
    expectError(
      await w.api(A).put(`/api/app/labelRecord/${(await labelsOf(w, w.a, d1.id, 'Pallet'))[0]!.id}`, {
        lotNo: 'x',
        reason: 'x',
      }),
      403,
      'SupplierPortal:LabelRecord:PalletNotEditable',
    );
    expect(await labelsOf(w, w.a, d1.id, 'Pallet')).toHaveLength(1);
    expect(await labelsOf(w, w.a, d2.id, 'Pallet')).toHaveLength(0);
    expect((await labelsOf(w, w.a, d1.id, 'Outer')).find((o) => o.id === a2!.id)?.parentId).toBeNull();
  });
});
