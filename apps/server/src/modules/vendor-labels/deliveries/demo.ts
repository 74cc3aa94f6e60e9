import {
  LabelMaterialInfoStatus,
  LabelStatus,
  maxDrawableQty,
  PurchaseOrderAckStatus,
  PurchaseOrderStatus,
  type DeliveryCreateInput,
} from '@sp/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { AuditCollector } from '../../../platform/audit/collector.js';
import type { Tx } from '../../../platform/db/client.js';
import { newId } from '../../../platform/db/columns.js';
import type { WorkflowActor } from '../../../platform/workflow/caller.js';
import { supplierIdsByCode } from '../../materials/codes.js';
import { purchaseOrderLines, purchaseOrders } from '../../purchase-orders/schema.js';
import { labelMaterialInfos, labelRecords, labelTemplates, printLogs } from '../schema.js';
import {
  cancelDelivery,
  confirmDelivery,
  receiveDelivery,
  rejectDelivery,
  shipDelivery,
  submitDelivery,
} from './actions.js';
import { generateLabels } from './generate.js';
import { createDelivery } from './service.js';

/** Who acts in the demo: the supplier's own user, or the buyer. Everything is granted. */
const vendor = (supplierId: string, name: string): WorkflowActor => ({
  id: null,
  name,
  supplierId,
  isGranted: () => true,
});
const buyer: WorkflowActor = { id: null, name: '王磊', supplierId: null, isGranted: () => true };

/** The stages a demo note is taken through; each supplier gets one note per stage. */
const stages = [
  'Draft',
  'Submitted',
  'Confirmed',
  'Rejected',
  'Shipped',
  'PartiallyReceived',
  'Received',
  'Cancelled',
] as const;

const day = (base: Date, offset: number) =>
  new Date(base.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

/** Open, acknowledged lines of the supplier whose part has confirmed packing data, by need date. */
async function drawableLines(tx: Tx, supplierId: string) {
  const rows = await tx
    .select({ line: purchaseOrderLines })
    .from(purchaseOrderLines)
    .innerJoin(
      purchaseOrders,
      and(
        eq(purchaseOrders.tenantId, purchaseOrderLines.tenantId),
        eq(purchaseOrders.id, purchaseOrderLines.poId),
      ),
    )
    .innerJoin(
      labelMaterialInfos,
      and(
        eq(labelMaterialInfos.tenantId, purchaseOrderLines.tenantId),
        eq(labelMaterialInfos.supplierId, purchaseOrderLines.supplierId),
        eq(labelMaterialInfos.partNo, purchaseOrderLines.partNo),
        eq(labelMaterialInfos.status, LabelMaterialInfoStatus.Confirmed),
        eq(labelMaterialInfos.isDeleted, false),
      ),
    )
    .where(
      and(
        eq(purchaseOrderLines.supplierId, supplierId),
        eq(purchaseOrderLines.status, PurchaseOrderStatus.Open),
        eq(purchaseOrders.status, PurchaseOrderStatus.Open),
        eq(purchaseOrders.ackStatus, PurchaseOrderAckStatus.Acknowledged),
        sql`${purchaseOrderLines.orderedQty} > ${purchaseOrderLines.deliveredQty}`,
      ),
    )
    .orderBy(asc(purchaseOrderLines.needDate), asc(purchaseOrderLines.id));
  return rows.map((r) => r.line);
}

/** Marks a note's labels printed once, with the print-log row a first print writes. */
async function printed(tx: Tx, deliveryId: string, deliveryNo: string, supplierId: string, who: string) {
  const labels = await tx
    .update(labelRecords)
    .set({
      printCount: 1,
      status: LabelStatus.Printed,
      firstPrintTime: new Date(),
      lastPrintTime: new Date(),
    })
    .where(eq(labelRecords.deliveryId, deliveryId))
    .returning();
  const templates = await tx
    .select({ id: labelTemplates.id, code: labelTemplates.code })
    .from(labelTemplates);
  const codes = new Map(templates.map((t) => [t.id, t.code]));
  for (const type of ['Inner', 'Outer'] as const) {
    const ofType = labels
      .filter((l) => l.labelType === type)
      .sort((a, b) => a.labelNo.localeCompare(b.labelNo));
    if (ofType.length === 0) continue;
    await tx.insert(printLogs).values({
      id: newId(),
      supplierId,
      printedByName: who,
      labelType: type,
      labelCount: ofType.length,
      labelRange:
        ofType.length === 1 ? ofType[0]!.labelNo : `${ofType[0]!.labelNo} – ${ofType.at(-1)!.labelNo}`,
      labelIds: ofType.map((l) => l.id),
      deliveryId,
      deliveryNo,
      partNo: ofType[0]!.partNo,
      lotNo: ofType[0]!.lotNo,
      templateCode: ofType[0]!.templateId ? (codes.get(ofType[0]!.templateId) ?? null) : null,
      templateVersion: ofType[0]!.templateVersion,
      format: type === 'Outer' ? 'zpl' : 'pdf',
      printerName: type === 'Outer' ? 'ZD421-Line1' : null,
      dpi: type === 'Outer' ? 203 : null,
      printKind: 'First',
      result: 'Success',
    });
  }
}

/**
 * Demo delivery notes for the first two demo suppliers (the `vendor` and `vendor2` logins): one
 * in every stage from draft to received and cancelled, each a real note drawn from the supplier's
 * acknowledged open PO lines through the module's own services, with packing, labels, the ship log
 * and the PO lines' quantities as the real flow leaves them. Runs after the demo purchase orders.
 */
export async function seedDemoDeliveries(tx: Tx, today = new Date()): Promise<number> {
  const audit = new AuditCollector();
  const ids = await supplierIdsByCode(tx, ['V0001', 'V0002']);
  let made = 0;
  for (const [code, name] of [
    ['V0001', '陈志明'],
    ['V0002', '黄国强'],
  ] as const) {
    const supplierId = ids.get(code);
    if (!supplierId) continue;
    const lines = await drawableLines(tx, supplierId);
    const me = vendor(supplierId, name);
    for (const [i, stage] of stages.entries()) {
      const line = lines[i];
      if (!line) break;
      const qty = Math.max(1, Math.floor(Math.min(maxDrawableQty(line), line.orderedQty) / 2));
      const shipDay = day(today, i - stages.length + 2);
      const input: DeliveryCreateInput = {
        deliveryDate: shipDay,
        expectedArrivalDate: day(new Date(`${shipDay}T00:00:00Z`), 2),
        plant: 'SZ01',
        receivingWarehouse: 'RM-WH',
        remark: null,
        lines: [
          {
            poLineId: line.id,
            qty,
            lotNo: `L${shipDay.replaceAll('-', '').slice(2)}${String.fromCharCode(65 + i)}`,
            dateCode: null,
            mfgDate: shipDay,
            expiryDate: null,
            packingMode: 'split',
          },
        ],
      };
      const note = await createDelivery(tx, audit, { tenantId: line.tenantId, supplierId: null }, input, me);
      made += 1;
      if (stage === 'Draft') continue;
      await generateLabels(tx, audit, line.tenantId, note.id, me);
      await submitDelivery(tx, audit, line.tenantId, note.id, me);
      if (stage === 'Submitted') continue;
      if (stage === 'Rejected') {
        await rejectDelivery(tx, audit, line.tenantId, note.id, buyer, {
          comment: '批号与出货检验报告不一致，请核对后重新提交',
        });
        continue;
      }
      if (stage === 'Cancelled') {
        await cancelDelivery(tx, audit, line.tenantId, note.id, me, {
          comment: '订单交期调整，本批改期发货',
        });
        continue;
      }
      await confirmDelivery(tx, audit, line.tenantId, note.id, buyer);
      if (stage === 'Confirmed') continue;
      await printed(tx, note.id, note.deliveryNo, supplierId, name);
      await shipDelivery(
        tx,
        audit,
        line.tenantId,
        note.id,
        { carrier: 'SF', trackingNo: `SF${1_400_000_000 + made}`, vehicleNo: null, driverPhone: null },
        me,
      );
      if (stage === 'Shipped') continue;
      const lineId = note.lines![0]!.id;
      const part = stage === 'PartiallyReceived' ? Math.floor(qty / 2) : qty;
      await receiveDelivery(
        tx,
        audit,
        line.tenantId,
        note.id,
        { lines: [{ lineId, receivedQty: part, badQty: 0, badReason: null }], remark: null },
        buyer,
      );
    }
  }
  return made;
}
