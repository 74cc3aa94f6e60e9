import { DeliveryStatus, Policies } from '@sp/contracts';
import { and, asc, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.js';
import { asSystem, inScope, tenantScope } from '../../../platform/db/scope.js';
import type { Job } from '../../../platform/jobs/runner.js';
import { defineMailEvent } from '../../../platform/notifications/events.js';
import { notify } from '../../../platform/notifications/notify.js';
import { buyersHolding } from '../../../platform/permissions/holders.js';
import { suppliers } from '../../suppliers/schema.js';
import { deliveries } from '../schema.js';

interface OverdueData extends Record<string, unknown> {
  count: number;
  deliveries: { deliveryNo: string; supplier: string; expectedArrivalDate: string }[];
}

const list =
  '<ul>{{#deliveries}}<li><b>{{deliveryNo}}</b> — {{supplier}}, {{expectedArrivalDate}}</li>{{/deliveries}}</ul>';

/** The daily digest of shipped notes whose expected arrival has passed without a full receipt. */
export const deliveriesOverdue = defineMailEvent<OverdueData>({
  name: 'VendorLabel.DeliveriesOverdue',
  displayName: ['Deliveries past their ETA', '送货单逾期未到货', '送貨單逾期未到貨'],
  audience: 'buyer',
  defaults: {
    en: {
      subject: '{{count}} shipped deliveries are past their expected arrival',
      body: `<p>These delivery notes were shipped but are not received in full, and their expected arrival has passed:</p>${list}<p>Please check with the carrier or the supplier, or record the receipt in the Supplier Portal.</p>`,
    },
    'zh-Hans': {
      subject: '{{count}} 张已发货的送货单已超过预计到货日期',
      body: `<p>以下送货单已发货但尚未全部收货，且已超过预计到货日期：</p>${list}<p>请与承运商或供应商核实，或在供应商门户中登记收货。</p>`,
    },
    'zh-Hant': {
      subject: '{{count}} 張已出貨的送貨單已超過預計到貨日期',
      body: `<p>以下送貨單已出貨但尚未全部收貨，且已超過預計到貨日期：</p>${list}<p>請與承運商或供應商核實，或在供應商入口網站登記收貨。</p>`,
    },
  },
  sample: {
    count: 1,
    deliveries: [
      {
        deliveryNo: 'DN-V1001-20261120-002',
        supplier: 'V1001 深圳华强电子',
        expectedArrivalDate: '2026-11-22',
      },
    ],
  },
});

const IN_TRANSIT = [DeliveryStatus.Shipped, DeliveryStatus.PartiallyReceived];
/** Notes per tenant and run: a digest lists at most this many (the rest follow the next day). */
const PER_RUN = 2000;

/**
 * Mails each tenant's buyers who record receipts one digest a day of the notes past their ETA, and
 * marks each note reminded for the day, so the hourly check sends nothing twice. Returns the number
 * of notes reminded about.
 */
export async function remindOverdueDeliveries(db: Db, now: Date = new Date()): Promise<number> {
  const today = now.toISOString().slice(0, 10);
  const overdue = and(
    inArray(deliveries.status, IN_TRANSIT),
    eq(deliveries.isDeleted, false),
    lt(deliveries.expectedArrivalDate, today),
    or(isNull(deliveries.etaRemindedOn), lt(deliveries.etaRemindedOn, today)),
  );
  const due = await asSystem(db, (tx) =>
    tx.selectDistinct({ tenantId: deliveries.tenantId }).from(deliveries).where(overdue),
  );
  let reminded = 0;
  for (const { tenantId } of due) {
    reminded += await inScope(db, tenantScope(tenantId), async (tx) => {
      const rows = await tx
        .select({
          id: deliveries.id,
          deliveryNo: deliveries.deliveryNo,
          eta: deliveries.expectedArrivalDate,
          code: suppliers.vendorCode,
          name: suppliers.name,
        })
        .from(deliveries)
        .leftJoin(
          suppliers,
          and(eq(suppliers.tenantId, deliveries.tenantId), eq(suppliers.id, deliveries.supplierId)),
        )
        .where(and(eq(deliveries.tenantId, tenantId), overdue))
        .orderBy(asc(deliveries.expectedArrivalDate), asc(deliveries.deliveryNo))
        .limit(PER_RUN)
        .for('update', { of: deliveries, skipLocked: true });
      if (rows.length === 0) return 0;
      await notify(tx, deliveriesOverdue, {
        userIds: await buyersHolding(tx, Policies.VendorLabel.Delivery.Receive.name),
        data: {
          count: rows.length,
          deliveries: rows.map((r) => ({
            deliveryNo: r.deliveryNo,
            supplier: `${r.code ?? ''} ${r.name ?? ''}`.trim(),
            expectedArrivalDate: r.eta,
          })),
        },
        route: '/vendor-label/delivery?status=4',
      });
      await tx
        .update(deliveries)
        .set({ etaRemindedOn: today })
        .where(
          and(
            eq(deliveries.tenantId, tenantId),
            inArray(
              deliveries.id,
              rows.map((r) => r.id),
            ),
          ),
        );
      return rows.length;
    });
  }
  return reminded;
}

/** Checked hourly; each note is reminded about once a day. One instance runs it at a time. */
export const etaReminderJob = (db: Db): Job => ({
  name: 'VendorLabel.EtaReminder',
  intervalMs: 60 * 60 * 1000,
  exclusive: true,
  run: async () => {
    await remindOverdueDeliveries(db);
  },
});
