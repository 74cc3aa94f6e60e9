import { DeliveryStatus, LabelStatus, Policies } from '@sp/contracts';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, useWorld, type ApiResponse } from '../../../../test/world.js';
import { inScope } from '../../../platform/db/scope.js';
import { readPdfBarcodes } from '../render/read-barcodes.test-support.js';
import { labelRecords, printLogs } from '../schema.js';
import { pdfPages } from './read-pdf.test-support.js';
import { labelsOf, makeDelivery, setDeliveryStatus, type FixtureDelivery } from './test-fixtures.js';

const w = useWorld({ prefix: 'lblprint' });
const VL = Policies.VendorLabel;

/** The raw body of a file answer. */
const bytes = (res: ApiResponse) => res.raw.rawPayload;

let A: string; // vendor of supplier A
let B: string; // vendor of supplier B
let dn: FixtureDelivery; // supplier A: 50,000 in 5 inner boxes of 10,000, 2 per carton: 3 cartons

const print = (token: string, body: object) => w.api(token).post('/api/app/labelRecord/print', body);
const idsOf = async (type: string, d = dn) => (await labelsOf(w, w.a, d.id, type)).map((l) => l.id);
async function printLogCount() {
  const [row] = await inScope(w.server.database.db, { tenantId: w.a.id, supplierId: null }, (tx) =>
    tx.select({ n: count() }).from(printLogs).where(eq(printLogs.tenantId, w.a.id)),
  );
  return Number(row!.n);
}

beforeAll(async () => {
  A = w.a.suppliers[0]!.vendor.token;
  B = w.a.suppliers[1]!.vendor.token;
  dn = await makeDelivery(w, w.a, w.a.suppliers[0]!);
});

describe('label lists', () => {
  it('lists a type with the §1.4 columns, filters and the actions the caller may take', async () => {
    const res = await w
      .api(A)
      .get(`/api/app/labelRecord?labelType=Inner&deliveryId=${dn.id}&maxResultCount=50`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.totalCount).toBe(5);
    const first = res.body.items.find((l: { seq: number }) => l.seq === 1);
    expect(first).toMatchObject({
      labelType: 'Inner',
      deliveryNo: dn.deliveryNo,
      partNo: dn.partNos[0],
      qty: 10_000,
      total: 5,
      dateCode: '2647',
      printCount: 0,
      status: LabelStatus.Generated,
    });
    expect(first.parentLabelNo).toMatch(/^O\d{11}$/);
    expect(first.allowedActions).toEqual(['print', 'edit', 'void']);
    const outers = await w.api(A).get(`/api/app/labelRecord?labelType=Outer&deliveryNo=${dn.deliveryNo}`);
    expect(outers.body.totalCount).toBe(3);
    const unprinted = await w
      .api(A)
      .get(`/api/app/labelRecord?labelType=Outer&deliveryId=${dn.id}&printed=no`);
    expect(unprinted.body.totalCount).toBe(3);
    expectError(await w.api(A).get('/api/app/labelRecord?labelType=Outer&sorting=payload'), 400);
    const one = await w.api(A).get(`/api/app/labelRecord/${first.id}`);
    expect(one.body.payload).toContain(`3S${first.labelNo}`);
    expect(one.body.snapshot.labelId).toBe(first.labelNo);
  });

  it('filters by the days of the tenant’s time zone (Asia/Shanghai), not UTC days', async () => {
    // 20:00 on 1 January in UTC is 04:00 on 2 January in Shanghai.
    await inScope(w.server.database.db, { tenantId: w.a.id, supplierId: null }, (tx) =>
      tx
        .update(labelRecords)
        .set({ creationTime: new Date('2026-01-01T20:00:00Z') })
        .where(and(eq(labelRecords.tenantId, w.a.id), eq(labelRecords.deliveryId, dn.id))),
    );
    const count = async (from: string, to: string) =>
      (
        await w
          .api(A)
          .get(`/api/app/labelRecord?labelType=Inner&deliveryId=${dn.id}&dateFrom=${from}&dateTo=${to}`)
      ).body.totalCount as number;
    expect(await count('2026-01-02', '2026-01-02')).toBe(5);
    expect(await count('2026-01-01', '2026-01-01')).toBe(0);
    expect(await count('2025-12-31', '2026-01-01')).toBe(0);
    expect(await count('2026-01-02', '2026-01-03')).toBe(5);
  });

  it('exports the list to Excel', async () => {
    const res = await w.api(A).get(`/api/app/labelRecord/export?labelType=Inner&deliveryId=${dn.id}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(bytes(res).subarray(0, 2).toString()).toBe('PK');
  });
});

describe('printing', () => {
  it('prints inner labels as a PDF, one page per label, and writes one print-log row', async () => {
    const ids = await idsOf('Inner');
    const before = await printLogCount();
    const res = await print(A, { labelIds: ids, format: 'pdf', printerName: 'HP-Office' });
    expect(res.status, res.raw.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(String(res.headers['content-disposition'])).toMatch(/inline; filename=".+\.pdf"/);
    const pages = await pdfPages(bytes(res));
    expect(pages).toHaveLength(5);
    const labels = await labelsOf(w, w.a, dn.id, 'Inner');
    expect(pages[0]).toContain(labels[0]!.labelNo);
    expect(pages[4]).toContain('5/5');
    // The printed Code 128 is the label's number, and the 2D symbol carries its payload.
    const codes = await readPdfBarcodes(bytes(res), 1, 300);
    expect(codes.map((c) => c.text)).toContain(labels[0]!.labelNo);
    expect(codes.map((c) => c.text)).toContain(labels[0]!.payload);

    for (const l of labels) {
      expect(l).toMatchObject({ printCount: 1, status: LabelStatus.Printed, lastPrinter: 'HP-Office' });
      expect(l.firstPrintTime).not.toBeNull();
    }
    expect(await printLogCount()).toBe(before + 1);
    const log = await w.api(A).get(`/api/app/printLog?deliveryNo=${dn.deliveryNo}`);
    expect(log.body.items[0]).toMatchObject({
      labelType: 'Inner',
      labelCount: 5,
      labelRange: `${labels[0]!.labelNo} – ${labels[4]!.labelNo}`,
      deliveryNo: dn.deliveryNo,
      partNo: dn.partNos[0],
      templateCode: 'BUILTIN-INNER',
      templateVersion: 0,
      format: 'pdf',
      printerName: 'HP-Office',
      copies: 1,
      printKind: 'First',
      reprintReason: null,
      result: 'Success',
    });
  });

  it('refuses a second first print, a reprint never printed and a reprint without reason; nothing written', async () => {
    const inners = await idsOf('Inner');
    const outers = await idsOf('Outer');
    const before = await printLogCount();
    const again = expectError(
      await print(A, { labelIds: inners.slice(0, 1) }),
      403,
      'SupplierPortal:LabelRecord:AlreadyPrinted',
    );
    expect(again.message).toMatch(/already been printed/);
    expectError(
      await print(A, { labelIds: outers, printKind: 'Reprint', reprintReason: 'torn' }),
      403,
      'SupplierPortal:LabelRecord:NeverPrinted',
    );
    const noReason = expectError(await print(A, { labelIds: inners, printKind: 'Reprint' }), 400);
    expect(noReason.validationErrors?.[0]?.members).toEqual(['reprintReason']);
    expectError(
      await print(A, { labelIds: [...inners.slice(0, 1), ...outers.slice(0, 1)] }),
      403,
      'SupplierPortal:LabelRecord:MixedTypes',
    );
    expect(await printLogCount()).toBe(before);
    expect((await labelsOf(w, w.a, dn.id, 'Outer')).every((l) => l.printCount === 0)).toBe(true);
    expect((await labelsOf(w, w.a, dn.id, 'Inner')).every((l) => l.printCount === 1)).toBe(true);
  });

  it('the refusal speaks the caller language', async () => {
    const inners = await idsOf('Inner');
    const res = await w.api(A, null, { 'accept-language': 'zh-Hans' }).post('/api/app/labelRecord/print', {
      labelIds: inners.slice(0, 1),
    });
    expect(expectError(res, 403).message).toContain('已打印过');
  });

  it('reprints as ZPL with a reason: the same labels, one ^XA..^XZ each', async () => {
    const inners = await labelsOf(w, w.a, dn.id, 'Inner');
    const res = await print(A, {
      labelIds: inners.slice(3).map((l) => l.id),
      format: 'zpl',
      dpi: 300,
      printKind: 'Reprint',
      reprintReason: '标签破损',
      printerName: 'ZD421-Line1',
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(String(res.headers['content-disposition'])).toMatch(/attachment; filename=".+\.zpl"/);
    const zpl = res.raw.body;
    expect(zpl.match(/\^XA/g)).toHaveLength(2);
    expect(zpl.match(/\^XZ/g)).toHaveLength(2);
    expect(zpl).toContain('^PW945'); // 80 mm at 300 dpi
    expect(zpl).toContain(inners[3]!.labelNo);
    const after = await labelsOf(w, w.a, dn.id, 'Inner');
    expect(after.map((l) => l.printCount)).toEqual([1, 1, 1, 2, 2]);
    const log = await w.api(A).get(`/api/app/printLog?deliveryNo=${dn.deliveryNo}&printKind=Reprint`);
    expect(log.body.items[0]).toMatchObject({
      printKind: 'Reprint',
      reprintReason: '标签破损',
      format: 'zpl',
      dpi: 300,
      labelCount: 2,
    });
  });

  it('a voided label is not printed; a cancelled note prints nothing; a shipped one only reprints', async () => {
    const other = await makeDelivery(w, w.a, w.a.suppliers[0]!, [
      { qty: 3000, innerQty: 1000, innersPerOuter: 3 },
    ]);
    const [outer] = await idsOf('Outer', other);
    const inners = await idsOf('Inner', other);
    expect(
      (await w.api(A).post(`/api/app/labelRecord/${inners[0]}/void`, { reason: 'box damaged' })).status,
    ).toBe(200);
    expectError(await print(A, { labelIds: inners }), 403, 'SupplierPortal:LabelRecord:IsVoided');
    expect((await print(A, { labelIds: [outer] })).status).toBe(200);
    await setDeliveryStatus(w, w.a, other.id, DeliveryStatus.Shipped);
    expectError(
      await print(A, { labelIds: inners.slice(1) }),
      403,
      'SupplierPortal:LabelRecord:FirstPrintAfterShipping',
    );
    expect((await print(A, { labelIds: [outer], printKind: 'Reprint', reprintReason: 'wet' })).status).toBe(
      200,
    );
    await setDeliveryStatus(w, w.a, other.id, DeliveryStatus.Cancelled);
    expectError(
      await print(A, { labelIds: [outer], printKind: 'Reprint', reprintReason: 'wet' }),
      403,
      'SupplierPortal:LabelRecord:DeliveryNotPrintable',
    );
  });
});

describe('policies', () => {
  it('each label type and print kind needs its own policy', async () => {
    const readOnly = await w.a.userWith([VL.InnerLabelPrintLog.name], { supplierId: w.a.suppliers[0]!.id });
    const innerPrinter = await w.a.userWith([VL.InnerLabelPrintLog.name, VL.InnerLabelPrintLog.Print.name], {
      supplierId: w.a.suppliers[0]!.id,
    });
    const fresh = await makeDelivery(w, w.a, w.a.suppliers[0]!, [
      { qty: 2000, innerQty: 1000, innersPerOuter: 2 },
    ]);
    expect((await w.api(readOnly).get('/api/app/labelRecord?labelType=Inner')).status).toBe(200);
    expectError(await w.api(readOnly).get('/api/app/labelRecord?labelType=Outer'), 403);
    expectError(await print(readOnly, { labelIds: await idsOf('Inner', fresh) }), 403);
    expectError(await print(innerPrinter, { labelIds: await idsOf('Outer', fresh) }), 403);
    expect((await print(innerPrinter, { labelIds: await idsOf('Inner', fresh) })).status).toBe(200);
    expectError(
      await print(innerPrinter, {
        labelIds: await idsOf('Inner', fresh),
        printKind: 'Reprint',
        reprintReason: 'x',
      }),
      403,
    );
    expectError(await w.api(readOnly).get('/api/app/printLog'), 403);
    expectError(await w.api(readOnly).get('/api/app/labelEditLog?labelType=Outer'), 403);
  });
});

describe('isolation', () => {
  it("supplier B's vendor can neither list, read, print, void, edit nor pallet supplier A's labels", async () => {
    const inners = await idsOf('Inner');
    const outers = await idsOf('Outer');
    const list = await w.api(B).get(`/api/app/labelRecord?labelType=Inner&deliveryNo=${dn.deliveryNo}`);
    expect(list.body.totalCount).toBe(0);
    const all = await w.api(B).get('/api/app/labelRecord?labelType=Inner&maxResultCount=1000');
    expect(all.body.items.some((l: { deliveryId: string }) => l.deliveryId === dn.id)).toBe(false);
    expectError(await w.api(B).get(`/api/app/labelRecord/${inners[0]}`), 404);
    expectError(await print(B, { labelIds: inners }), 404);
    expectError(await print(B, { labelIds: inners, printKind: 'Reprint', reprintReason: 'x' }), 404);
    expectError(await w.api(B).post(`/api/app/labelRecord/${inners[0]}/void`, { reason: 'x' }), 404);
    expectError(await w.api(B).put(`/api/app/labelRecord/${inners[0]}`, { qty: 1, reason: 'x' }), 404);
    expectError(await w.api(B).post('/api/app/pallet', { outerLabelIds: outers }), 404);
    const exported = await w
      .api(B)
      .get(`/api/app/labelRecord/export?labelType=Inner&deliveryNo=${dn.deliveryNo}`);
    expect(exported.status).toBe(200);
    const logs = await w.api(B).get('/api/app/printLog?maxResultCount=1000');
    expect(logs.body.items.some((l: { deliveryNo: string }) => l.deliveryNo === dn.deliveryNo)).toBe(false);
    // The buyer sees both suppliers; tenant b sees nothing of tenant a.
    expect(
      (await w.api(w.a.admin).get(`/api/app/labelRecord?labelType=Inner&deliveryId=${dn.id}`)).body
        .totalCount,
    ).toBe(5);
    expectError(await w.api(w.b.admin).get(`/api/app/labelRecord/${inners[0]}`), 404);
    expect(
      await inScope(
        w.server.database.db,
        { tenantId: w.a.id, supplierId: null },
        async (tx) =>
          (
            await tx
              .select()
              .from(printLogs)
              .where(and(eq(printLogs.tenantId, w.a.id), eq(printLogs.supplierId, w.a.suppliers[1]!.id)))
          ).length,
      ),
    ).toBe(0);
  });
});
