import { LineMovementKind, Policies, PurchaseOrderAckStatus } from '@sp/contracts';
import ExcelJS from 'exceljs';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, useWorld } from '../../../test/world.js';
import { auditLogs } from '../../platform/audit/schema.js';
import { asSystem, inScope } from '../../platform/db/scope.js';
import { mailOutbox } from '../../platform/mail/schema.js';
import { recordLineMovement } from './movements.js';
import { purchaseOrderLines, purchaseOrders } from './schema.js';
import { addMaterials, clientToken, order, upload, workbook } from './test-fixtures.js';

const w = useWorld({ prefix: 'po' });
const P = Policies.MasterData.PurchaseOrders;
const PARTS = ['C0402-104K', 'R0603-10K', 'IC-STM32F103', 'PCB-MAIN-V2'];

let erp: string; // tenant a's integration client (Sync + read)
let erpB: string; // tenant b's
let A: { id: string; code: string; vendor: string };
let B: { id: string; code: string; vendor: string };

beforeAll(async () => {
  await addMaterials(w, w.a, PARTS);
  await addMaterials(w, w.b, PARTS);
  erp = await clientToken(w, w.a, [P.name, P.Sync.name]);
  erpB = await clientToken(w, w.b, [P.name, P.Sync.name]);
  const [sa, sb] = w.a.suppliers;
  A = { id: sa!.id, code: sa!.vendorCode, vendor: sa!.vendor.token };
  B = { id: sb!.id, code: sb!.vendorCode, vendor: sb!.vendor.token };
});

const sync = (token: string, orders: unknown[]) =>
  w.api(token).post('/api/app/purchaseOrder/sync', { orders });
const idOf = async (poNo: string) =>
  (await w.api(w.a.admin).get(`/api/app/purchaseOrder?filter=${poNo}`)).body.items[0].id as string;
const lineOf = async (poNo: string, lineNo: number) => {
  const po = await w.api(w.a.admin).get(`/api/app/purchaseOrder/${await idOf(poNo)}`);
  return po.body.lines.find((l: { lineNo: number }) => l.lineNo === lineNo);
};
/** Runs a movement as the delivery module will: in a vendor's (or the buyer's) scope. */
const move = (supplierId: string | null, lineId: string, kind: number, qty: number) =>
  inScope(w.server.database.db, { tenantId: w.a.id, supplierId }, (tx) =>
    recordLineMovement(tx, { lineId, kind: kind as 0, qty, deliveryNo: 'DN-TEST-001' }),
  );
/** The entity changes the audit log holds for one entity id. */
async function auditedChanges(entityId: string) {
  await w.server.audit.flush();
  const rows = await asSystem(w.server.database.db, (tx) =>
    tx
      .select({ changes: auditLogs.entityChanges })
      .from(auditLogs)
      .where(
        and(eq(auditLogs.tenantId, w.a.id), sql`${auditLogs.entityChanges}::text like ${`%${entityId}%`}`),
      ),
  );
  return rows.flatMap((r) => r.changes.filter((c) => c.entityId === entityId));
}

describe('sync from the ERP (client credentials)', () => {
  it('creates orders by PO number, mails the supplier contacts, and the same payload twice changes nothing', async () => {
    const payload = [
      order('PO-A-001', A.code, [
        [10, PARTS[0]!, 1000, '2026-12-01'],
        [20, PARTS[1]!, 500, '2026-12-05', 10],
      ]),
      order('PO-B-001', B.code, [[10, PARTS[2]!, 50, '2026-12-03']]),
    ];
    const first = await sync(erp, payload);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ created: 2, updated: 0, unchanged: 0, refused: 0, lines: 3 });
    const second = await sync(erp, payload);
    expect(second.body).toMatchObject({ created: 0, updated: 0, unchanged: 2, refused: 0 });

    const id = await idOf('PO-A-001');
    const changes = await auditedChanges(id);
    expect(changes).toHaveLength(1);
    expect(changes[0]!.changeType).toBe(0);

    const mails = await asSystem(w.server.database.db, (tx) =>
      tx.select().from(mailOutbox).where(eq(mailOutbox.tenantId, w.a.id)),
    );
    const toA = mails.filter((m) => m.toAddresses.includes(`${A.code.toLowerCase()}@vendor.example`));
    expect(toA).toHaveLength(1);
    expect(toA[0]!.subject).toContain('1');
    expect(toA[0]!.htmlBody).toContain('PO-A-001');

    const po = await w.api(w.a.admin).get(`/api/app/purchaseOrder/${id}`);
    expect(po.body).toMatchObject({
      poNo: 'PO-A-001',
      supplierId: A.id,
      ackStatus: 0,
      revision: 1,
      status: 0,
    });
    expect(po.body.lines[1]).toMatchObject({
      lineNo: 20,
      orderedQty: 500,
      unit: 'PCS',
      openQty: 500,
      maxDrawableQty: 550,
    });
  });

  it('refuses an order with an unknown part number or supplier code, with the reason', async () => {
    const res = await sync(erp, [
      order('PO-A-BAD', A.code, [[10, 'NO-SUCH-PART', 5, '2026-12-01']]),
      order('PO-X-BAD', 'NOPE', [[10, PARTS[0]!, 5, '2026-12-01']]),
    ]);
    expect(res.status).toBe(200);
    expect(res.body.refused).toBe(2);
    expect(res.body.orders[0].problems[0]).toMatchObject({
      lineNo: 10,
      code: 'SupplierPortal:PurchaseOrders:UnknownPartNo',
    });
    expect(res.body.orders[0].problems[0].message).toContain('NO-SUCH-PART');
    expect(res.body.orders[1].problems[0].message).toContain('NOPE');
    expect((await w.api(w.a.admin).get('/api/app/purchaseOrder?filter=BAD')).body.totalCount).toBe(0);
  });

  it('a line whose delivered quantity exceeds the new ordered quantity is refused for that line; the others apply', async () => {
    await sync(erp, [
      order('PO-A-002', A.code, [
        [10, PARTS[0]!, 100, '2026-12-01'],
        [20, PARTS[1]!, 100, '2026-12-02'],
      ]),
    ]);
    const line = await lineOf('PO-A-002', 10);
    await move(A.id, line.id, LineMovementKind.Shipped, 80);

    const res = await sync(erp, [
      order('PO-A-002', A.code, [
        [10, PARTS[0]!, 50, '2026-12-01'],
        [20, PARTS[1]!, 120, '2026-12-09'],
      ]),
    ]);
    expect(res.body.orders[0]).toMatchObject({ result: 'updated', revision: 2 });
    expect(res.body.orders[0].problems).toHaveLength(1);
    expect(res.body.orders[0].problems[0]).toMatchObject({
      lineNo: 10,
      code: 'SupplierPortal:PurchaseOrders:OrderedBelowDelivered',
    });
    expect(res.body.orders[0].problems[0].message).toMatch(/50.*80/);
    expect(await lineOf('PO-A-002', 10)).toMatchObject({ orderedQty: 100, deliveredQty: 80, openQty: 20 });
    expect(await lineOf('PO-A-002', 20)).toMatchObject({ orderedQty: 120, needDate: '2026-12-09' });

    // A delivered line the ERP leaves out is refused too; an undelivered one is cancelled.
    const gone = await sync(erp, [order('PO-A-002', A.code, [[30, PARTS[2]!, 10, '2026-12-10']])]);
    expect(gone.body.orders[0].problems.map((p: { lineNo: number }) => p.lineNo)).toEqual([10]);
    expect(await lineOf('PO-A-002', 20)).toMatchObject({ status: 2 });
  });
});

describe('acknowledgement', () => {
  let id: string;
  beforeAll(async () => {
    await sync(erp, [
      order('PO-A-ACK', A.code, [[10, PARTS[0]!, 10, '2026-12-01']]),
      order('PO-A-REJ', A.code, [[10, PARTS[1]!, 10, '2026-12-01']]),
    ]);
    id = await idOf('PO-A-ACK');
  });

  it('the vendor of the order acknowledges it; the buyer and another supplier cannot', async () => {
    expectError(
      await w.api(w.a.admin).post(`/api/app/purchaseOrder/${id}/acknowledge`),
      403,
      'SupplierPortal:WrongSide',
    );
    expectError(await w.api(B.vendor).post(`/api/app/purchaseOrder/${id}/acknowledge`), 404);
    const before = await w.api(A.vendor).get(`/api/app/purchaseOrder/${id}`);
    expect(before.body.allowedActions).toEqual(['acknowledge', 'reject']);
    const res = await w.api(A.vendor).post(`/api/app/purchaseOrder/${id}/acknowledge`, {});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ ackStatus: PurchaseOrderAckStatus.Acknowledged, allowedActions: [] });
    expect(res.body.ackedByName).toBeTruthy();
    expectError(
      await w.api(A.vendor).post(`/api/app/purchaseOrder/${id}/reject`, { comment: 'late' }),
      403,
      'SupplierPortal:InvalidStateTransition',
    );
    const history = await w
      .api(A.vendor)
      .get(`/api/app/workflow/history?entityType=SupplierPortal.MasterData.PurchaseOrder&entityId=${id}`);
    expect(history.body.map((h: { action: string }) => h.action)).toEqual(['create', 'acknowledge']);
  });

  it('a changed order asks again; a reject needs a reason', async () => {
    const changed = await sync(erp, [order('PO-A-ACK', A.code, [[10, PARTS[0]!, 12, '2026-12-01']])]);
    expect(changed.body.orders[0]).toMatchObject({ result: 'updated', revision: 2 });
    const po = await w.api(A.vendor).get(`/api/app/purchaseOrder/${id}`);
    expect(po.body).toMatchObject({
      ackStatus: PurchaseOrderAckStatus.Changed,
      allowedActions: ['acknowledge', 'reject'],
    });
    expectError(await w.api(A.vendor).post(`/api/app/purchaseOrder/${id}/reject`, {}), 400);
    const rejected = await w
      .api(A.vendor)
      .post(`/api/app/purchaseOrder/${id}/reject`, { comment: 'Need date too early' });
    expect(rejected.body).toMatchObject({
      ackStatus: PurchaseOrderAckStatus.Rejected,
      ackReason: 'Need date too early',
    });
  });

  it('a user without the Acknowledge policy is refused (403), a closed order takes no answer', async () => {
    const reader = await w.a.userWith([P.name], { supplierId: A.id });
    expectError(
      await w.api(reader).post(`/api/app/purchaseOrder/${await idOf('PO-A-REJ')}/acknowledge`),
      403,
    );
    await sync(erp, [order('PO-A-REJ', A.code, [[10, PARTS[1]!, 10, '2026-12-01']], { status: 1 })]);
    const closed = await w.api(A.vendor).get(`/api/app/purchaseOrder/${await idOf('PO-A-REJ')}`);
    expect(closed.body).toMatchObject({ status: 1, allowedActions: [] });
    expect(closed.body.lines[0].status).toBe(1);
    expectError(
      await w.api(A.vendor).post(`/api/app/purchaseOrder/${await idOf('PO-A-REJ')}/acknowledge`),
      403,
    );
  });

  it("the vendor's To-do counts their orders waiting for an answer", async () => {
    const todo = await w.api(A.vendor).get('/api/app/todo');
    const item = todo.body.find((t: { key: string }) => t.key === 'PurchaseOrdersAwaitingAck');
    expect(item.count).toBeGreaterThan(0);
    const [row] = await inScope(w.server.database.db, { tenantId: w.a.id, supplierId: A.id }, (tx) =>
      tx
        .select({ n: sql<number>`count(*)::int` })
        .from(purchaseOrders)
        .where(sql`ack_status in (0, 3) and status = 0`),
    );
    expect(item.count).toBe(row!.n);
  });
});

describe('line movements', () => {
  it('keeps delivered and open quantities and refuses over-delivery beyond the tolerance', async () => {
    await sync(erp, [order('PO-A-MOV', A.code, [[10, PARTS[3]!, 100, '2026-12-01', 10]])]);
    const line = await lineOf('PO-A-MOV', 10);
    await move(A.id, line.id, LineMovementKind.Shipped, 80);
    await expect(move(A.id, line.id, LineMovementKind.Shipped, 31)).rejects.toMatchObject({ status: 403 });
    expect(await move(A.id, line.id, LineMovementKind.Shipped, 30)).toMatchObject({
      deliveredQty: 110,
      openQty: 0,
      maxDrawableQty: 0,
    });
    await move(null, line.id, LineMovementKind.Received, 60);
    await expect(move(null, line.id, LineMovementKind.Received, 51)).rejects.toMatchObject({ status: 403 });
    expect(await move(A.id, line.id, LineMovementKind.Cancelled, 30)).toMatchObject({
      deliveredQty: 80,
      receivedQty: 60,
      openQty: 20,
    });
    // Another supplier's vendor cannot reach the line at all.
    await expect(move(B.id, line.id, LineMovementKind.Shipped, 1)).rejects.toMatchObject({ status: 404 });

    const history = await w.api(A.vendor).get(`/api/app/purchaseOrder/lines/${line.id}/movements`);
    expect(history.body.items.map((m: { kind: number; qty: number }) => [m.kind, m.qty])).toEqual([
      [0, 80],
      [0, 30],
      [1, 60],
      [2, 30],
    ]);
    expectError(await w.api(B.vendor).get(`/api/app/purchaseOrder/lines/${line.id}/movements`), 404);
  });
});

describe('open lines', () => {
  it('lists what a delivery may draw from, first by need date, filtered by PO, part and need date', async () => {
    const res = await w.api(A.vendor).get('/api/app/purchaseOrder/openLines?maxResultCount=100');
    expect(res.status).toBe(200);
    const items = res.body.items as {
      needDate: string;
      supplierId: string;
      openQty: number;
      maxDrawableQty: number;
    }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((l) => l.supplierId === A.id && l.openQty > 0)).toBe(true);
    expect(items.map((l) => l.needDate)).toEqual([...items.map((l) => l.needDate)].sort());
    const byPart = await w.api(A.vendor).get(`/api/app/purchaseOrder/openLines?partNo=${PARTS[3]}`);
    expect(byPart.body.items).toEqual([
      expect.objectContaining({ poNo: 'PO-A-MOV', openQty: 20, maxDrawableQty: 30 }),
    ]);
    const byPo = await w
      .api(A.vendor)
      .get('/api/app/purchaseOrder/openLines?poNo=PO-A-001&needDateFrom=2026-12-02');
    expect(byPo.body.items.map((l: { lineNo: number }) => l.lineNo)).toEqual([20]);
    expectError(await w.api(A.vendor).get('/api/app/purchaseOrder/openLines?sorting=supplierId'), 400);
  });
});

describe('isolation', () => {
  it("a vendor of supplier A never sees or changes B's orders: 404 by id, absent from list, export, open lines", async () => {
    const bId = await idOf('PO-B-001');
    expectError(await w.api(A.vendor).get(`/api/app/purchaseOrder/${bId}`), 404);
    expectError(await w.api(A.vendor).post(`/api/app/purchaseOrder/${bId}/reject`, { comment: 'x' }), 404);
    const list = await w.api(A.vendor).get('/api/app/purchaseOrder?maxResultCount=1000');
    expect(list.body.items.length).toBeGreaterThan(0);
    expect(list.body.items.every((p: { supplierId: string }) => p.supplierId === A.id)).toBe(true);
    // Asking for B's supplier by filter changes nothing: row-level security decides.
    const asked = await w.api(A.vendor).get(`/api/app/purchaseOrder?supplierId=${B.id}`);
    expect(asked.body.totalCount).toBe(0);
    const open = await w.api(A.vendor).get(`/api/app/purchaseOrder/openLines?poNo=PO-B-001`);
    expect(open.body.totalCount).toBe(0);
    const bLine = (await w.api(w.a.admin).get(`/api/app/purchaseOrder/${bId}`)).body.lines[0].id;
    expectError(await w.api(A.vendor).get(`/api/app/purchaseOrder/lines/${bLine}/movements`), 404);

    const exported = await w.server.app.inject({
      method: 'GET',
      url: '/api/app/purchaseOrder/export',
      headers: { authorization: `Bearer ${A.vendor}`, 'accept-language': 'zh-Hans' },
    });
    expect(exported.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('采购单号');
    const poNos = sheet.getColumn(1).values.slice(2);
    expect(poNos).toContain('PO-A-001');
    expect(poNos).not.toContain('PO-B-001');
  });

  it("a second tenant's client cannot touch this tenant's orders", async () => {
    const res = await sync(erpB, [order('PO-A-001', A.code, [[10, PARTS[0]!, 1, '2026-12-01']])]);
    expect(res.body.refused).toBe(1);
    expect(res.body.orders[0].problems[0].code).toBe('SupplierPortal:PurchaseOrders:UnknownSupplier');
    expect((await w.api(erpB).get('/api/app/purchaseOrder/openLines?poNo=PO-A-001')).body.totalCount).toBe(0);
    expect(await lineOf('PO-A-001', 10)).toMatchObject({ orderedQty: 1000 });
    // The same PO number in tenant b is tenant b's own order.
    const own = await sync(erpB, [
      order('PO-A-001', w.b.suppliers[0]!.vendorCode, [[10, PARTS[0]!, 7, '2026-12-01']]),
    ]);
    expect(own.body.created).toBe(1);
    expect(await lineOf('PO-A-001', 10)).toMatchObject({ orderedQty: 1000 });
  });

  it('policies: 403 without them, and a client without Sync cannot sync', async () => {
    const nobody = await w.a.userWith([]);
    expectError(await w.api(nobody).get('/api/app/purchaseOrder'), 403);
    expectError(await w.api(nobody).get('/api/app/purchaseOrder/openLines'), 403);
    expectError(await w.api(A.vendor).post('/api/app/purchaseOrder/sync', { orders: [] }), 403);
    const reader = await clientToken(w, w.a, [P.name]);
    expectError(await sync(reader, [order('PO-A-900', A.code, [[10, PARTS[0]!, 1, '2026-12-01']])]), 403);
    // A client is admitted to the routes declared for clients only.
    expectError(await w.api(erp).get('/api/app/purchaseOrder'), 403);
  });
});

describe('Excel import', () => {
  const header = [
    'PO number',
    'Supplier code',
    'Order date',
    'Buyer',
    'Currency',
    'Plant',
    'Line',
    'Part number',
    'Ordered',
    'Unit',
    'Need date',
  ];
  const row = (poNo: string, code: string, lineNo: number, part: string, qty: number) => [
    poNo,
    code,
    new Date(Date.UTC(2026, 10, 21)),
    'Zhang San',
    'cny',
    'SZ01',
    lineNo,
    part,
    qty,
    '',
    new Date(Date.UTC(2026, 11, 15)),
  ];

  it('imports header+line rows in one transaction', async () => {
    const file = await workbook(header, [
      row('PO-IMP-1', A.code, 1, PARTS[0]!, 100),
      row('PO-IMP-1', A.code, 2, PARTS[1]!, 200),
      row('PO-IMP-2', B.code, 1, PARTS[2]!, 5),
    ]);
    const res = await upload(w, '/api/app/purchaseOrder/import', w.a.admin, file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ created: 2, lines: 3 });
    expect(await lineOf('PO-IMP-1', 2)).toMatchObject({
      orderedQty: 200,
      needDate: '2026-12-15',
      unit: 'PCS',
    });
  });

  it('a file with bad rows writes nothing and reports each row in the language of the user', async () => {
    const noPart = row('PO-IMP-3', A.code, 3, '', 1);
    const file = await workbook(header, [
      row('PO-IMP-3', A.code, 1, PARTS[0]!, -5),
      [
        ...row('PO-IMP-3', A.code, 2, PARTS[1]!, 1).slice(0, 4),
        'RMB1',
        ...row('', '', 2, PARTS[1]!, 1).slice(5),
      ],
      noPart,
    ]);
    const res = await upload(w, '/api/app/purchaseOrder/import', w.a.admin, file, 'zh-Hans');
    const error = expectError(res, 400);
    const messages = error.validationErrors!.map((v) => v.message);
    expect(messages).toHaveLength(3);
    expect(messages[0]).toMatch(/^第 2 行：订购数量/);
    expect(messages[1]).toMatch(/^第 3 行：币种/);
    expect(messages[2]).toMatch(/^第 4 行：料号不能为空/);
    expect((await w.api(w.a.admin).get('/api/app/purchaseOrder?filter=PO-IMP-3')).body.totalCount).toBe(0);

    // Rows of one PO that disagree on its header.
    const mixed = await workbook(header, [
      row('PO-IMP-4', A.code, 1, PARTS[0]!, 10),
      [
        ...row('PO-IMP-4', A.code, 2, PARTS[1]!, 1).slice(0, 4),
        'USD',
        ...row('', '', 2, PARTS[1]!, 1).slice(5),
      ],
    ]);
    const mismatch = expectError(await upload(w, '/api/app/purchaseOrder/import', w.a.admin, mixed), 400);
    expect(mismatch.validationErrors!.map((v) => v.message)).toEqual([
      'Row 3: The rows of PO PO-IMP-4 disagree on Currency.',
    ]);

    // The rows pass the sheet's checks but one names an unknown part: still nothing is written.
    const unknown = await workbook(header, [
      row('PO-IMP-5', A.code, 1, PARTS[0]!, 10),
      row('PO-IMP-5', A.code, 2, 'UNKNOWN-PART', 10),
    ]);
    const refused = expectError(await upload(w, '/api/app/purchaseOrder/import', w.a.admin, unknown), 400);
    expect(refused.validationErrors![0]!.message).toMatch(
      /Row 3: Part number UNKNOWN-PART is not in the material master/,
    );
    expect((await w.api(w.a.admin).get('/api/app/purchaseOrder?filter=PO-IMP-5')).body.totalCount).toBe(0);

    const report = await upload(w, '/api/app/purchaseOrder/import/errorReport', w.a.admin, unknown);
    expect(report.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(report.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]!.getRow(2).getCell(1).value).toBe(3);
    expect((await w.api(w.a.admin).get('/api/app/purchaseOrder?filter=PO-IMP-5')).body.totalCount).toBe(0);
  });

  it('vendors cannot import', async () => {
    const file = await workbook(header, [row('PO-IMP-9', A.code, 1, PARTS[0]!, 1)]);
    expectError(await upload(w, '/api/app/purchaseOrder/import', A.vendor, file), 403);
  });
});

describe('lines table', () => {
  it('copies the supplier onto every line (row-level security applies to lines)', async () => {
    const rows = await asSystem(w.server.database.db, (tx) =>
      tx
        .select({ line: purchaseOrderLines.supplierId, order: purchaseOrders.supplierId })
        .from(purchaseOrderLines)
        .innerJoin(
          purchaseOrders,
          and(
            eq(purchaseOrders.tenantId, purchaseOrderLines.tenantId),
            eq(purchaseOrders.id, purchaseOrderLines.poId),
          ),
        ),
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.line === r.order)).toBe(true);
  });
});
