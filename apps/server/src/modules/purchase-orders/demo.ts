import {
  LineMovementKind,
  PurchaseOrderStatus,
  type PurchaseOrderInput,
  type PurchaseOrderLineInput,
} from '@sp/contracts';
import { AuditCollector } from '../../platform/audit/collector.js';
import type { Tx } from '../../platform/db/client.js';
import { demoMaterials } from '../materials/demo.js';
import { supplierIdsByCode } from '../materials/codes.js';
import { recordLineMovement } from './movements.js';
import { answerPurchaseOrder } from './service.js';
import { upsertOrders } from './upsert.js';

/** A small deterministic generator: the demo is the same on every laptop. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

const day = (base: Date, offset: number) =>
  new Date(base.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

/** How many of the 30 orders each demo supplier gets, and who answers them. */
const plan = [
  { code: 'V0001', orders: 14, contact: '陈志明', buyer: '王磊' },
  { code: 'V0002', orders: 10, contact: '黄国强', buyer: '李娜' },
  { code: 'V0003', orders: 6, contact: '周建华', buyer: '王磊' },
] as const;

/** The 30 demo orders over the demo materials each supplier is approved for, dated around `today`. */
export function demoPurchaseOrders(today: Date): PurchaseOrderInput[] {
  const next = random(20_261_124);
  const materials = demoMaterials();
  const orders: PurchaseOrderInput[] = [];
  let n = 0;
  for (const p of plan) {
    const parts = materials.filter((m) => m.suppliers.some((s) => s.code === p.code));
    for (let i = 0; i < p.orders; i++) {
      n += 1;
      const ordered = -40 + Math.floor(next() * 35);
      const lineCount = 2 + Math.floor(next() * 5);
      const lines: PurchaseOrderLineInput[] = [];
      for (let l = 0; l < lineCount && parts.length > 0; l++) {
        const part = parts[Math.floor(next() * parts.length)]!;
        const pack = part.unit === 'PCS' ? 1000 : 10;
        lines.push({
          lineNo: (l + 1) * 10,
          partNo: part.partNo,
          orderedQty: pack * (1 + Math.floor(next() * 20)),
          unit: part.unit,
          needDate: day(today, ordered + 20 + Math.floor(next() * 40)),
          tolerancePct: next() < 0.3 ? 5 : 0,
        });
      }
      orders.push({
        poNo: `PO${today.getUTCFullYear()}${String(n).padStart(5, '0')}`,
        supplierCode: p.code,
        orderDate: day(today, ordered),
        buyer: p.buyer,
        currency: 'CNY',
        plant: n % 3 === 0 ? 'DG01' : 'SZ01',
        status: n === 29 ? PurchaseOrderStatus.Closed : PurchaseOrderStatus.Open,
        lines,
      });
    }
  }
  return orders;
}

/**
 * The demo tenant's purchase orders, as the ERP would send them, then answered: most older orders
 * acknowledged (some with deliveries shipped and received), one rejected, one changed after its
 * acknowledgement (so it asks again), the newest ones still waiting. Runs after the demo materials.
 */
export async function seedDemoPurchaseOrders(tx: Tx, tenantId: string, today = new Date()): Promise<number> {
  const orders = demoPurchaseOrders(today);
  const erp = { id: null, name: 'ERP' };
  const audit = new AuditCollector();
  const result = await upsertOrders(tx, audit, tenantId, orders, erp);
  const suppliers = await supplierIdsByCode(
    tx,
    plan.map((p) => p.code),
  );
  const byNo = new Map(result.orders.map((o) => [o.poNo, o.id]));

  for (const order of orders) {
    const id = byNo.get(order.poNo);
    const p = plan.find((x) => x.code === order.supplierCode)!;
    const supplierId = suppliers.get(p.code);
    if (!id || !supplierId || order.status !== PurchaseOrderStatus.Open) continue;
    const vendor = { id: null, name: p.contact, supplierId, isGranted: () => true };
    const position = orders.filter((o) => o.supplierCode === p.code).indexOf(order);
    if (position >= p.orders - 4) continue; // the newest: still waiting
    if (position === 1) {
      await answerPurchaseOrder(tx, audit, tenantId, id, 'reject', vendor, {
        comment: '交期过早，请调整至下月中旬。',
      });
      continue;
    }
    const acknowledged = await answerPurchaseOrder(tx, audit, tenantId, id, 'acknowledge', vendor, {});
    // Some deliveries on the oldest lines: shipped, and partly received by the buyer.
    if (position < 4)
      for (const line of (acknowledged.lines ?? []).slice(0, 2)) {
        const shipped = Math.round(line.orderedQty * 0.6);
        await recordLineMovement(tx, {
          lineId: line.id,
          deliveryNo: `DN-${p.code}-${order.orderDate.replace(/-/g, '')}-001`,
          kind: LineMovementKind.Shipped,
          qty: shipped,
          actor: { id: null, name: p.contact },
        });
        await recordLineMovement(tx, {
          lineId: line.id,
          deliveryNo: `DN-${p.code}-${order.orderDate.replace(/-/g, '')}-001`,
          kind: LineMovementKind.Received,
          qty: Math.round(shipped / 2),
          actor: { id: null, name: '仓库' },
        });
      }
  }
  // One acknowledged order the ERP changes afterwards: it asks the vendor again.
  const changed = orders.find((o) => o.supplierCode === 'V0001' && o.status === PurchaseOrderStatus.Open)!;
  const lines = changed.lines.map((l, i) =>
    i === changed.lines.length - 1 ? { ...l, orderedQty: l.orderedQty + 500 } : l,
  );
  await upsertOrders(tx, audit, tenantId, [{ ...changed, lines }], erp);
  return result.created;
}
