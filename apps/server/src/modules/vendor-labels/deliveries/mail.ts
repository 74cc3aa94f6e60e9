import { Policies } from '@sp/contracts';
import type { Tx } from '../../../platform/db/client.js';
import { defineMailEvent } from '../../../platform/notifications/events.js';
import { notify } from '../../../platform/notifications/notify.js';
import { buyersHolding } from '../../../platform/permissions/holders.js';
import { and, eq } from 'drizzle-orm';
import { users } from '../../identity/schema.js';
import type { DeliveryRow } from './dto.js';
import { DELIVERY_ENTITY_TYPE } from './entity.js';

interface DeliveryMailData extends Record<string, unknown> {
  deliveryNo: string;
  supplier: string;
  deliveryDate: string;
  expectedArrivalDate: string;
  totalQty: number;
  cartons: number;
  reason: string;
}

const sample: DeliveryMailData = {
  deliveryNo: 'DN-V1001-20261124-001',
  supplier: 'Shenzhen Example Electronics',
  deliveryDate: '2026-11-24',
  expectedArrivalDate: '2026-11-25',
  totalQty: 60000,
  cartons: 8,
  reason: 'Lot number does not match the CoC',
};

/** A vendor submitted a note: the buyers who confirm deliveries are asked to. */
export const deliverySubmitted = defineMailEvent<DeliveryMailData>({
  name: 'VendorLabel.DeliverySubmitted',
  displayName: ['Delivery note submitted', '送货单已提交', '送貨單已送出'],
  audience: 'buyer',
  defaults: {
    en: {
      subject: 'Delivery note {{deliveryNo}} from {{supplier}} waits for your confirmation',
      body: '<p>{{supplier}} submitted delivery note <b>{{deliveryNo}}</b>: {{totalQty}} pieces in {{cartons}} cartons, shipping {{deliveryDate}}, expected {{expectedArrivalDate}}.</p><p>Please confirm or reject it in the Supplier Portal.</p>',
    },
    'zh-Hans': {
      subject: '{{supplier}} 的送货单 {{deliveryNo}} 待您确认',
      body: '<p>{{supplier}} 提交了送货单 <b>{{deliveryNo}}</b>：共 {{totalQty}} 件、{{cartons}} 箱，发货日期 {{deliveryDate}}，预计到货 {{expectedArrivalDate}}。</p><p>请登录供应商门户确认或驳回。</p>',
    },
    'zh-Hant': {
      subject: '{{supplier}} 的送貨單 {{deliveryNo}} 待您確認',
      body: '<p>{{supplier}} 送出了送貨單 <b>{{deliveryNo}}</b>：共 {{totalQty}} 件、{{cartons}} 箱，出貨日期 {{deliveryDate}}，預計到貨 {{expectedArrivalDate}}。</p><p>請登入供應商入口網站確認或駁回。</p>',
    },
  },
  sample,
});

/** The buyer rejected a note: the supplier's contacts and users learn why. */
export const deliveryRejected = defineMailEvent<DeliveryMailData>({
  name: 'VendorLabel.DeliveryRejected',
  displayName: ['Delivery note rejected', '送货单被驳回', '送貨單被駁回'],
  audience: 'vendor',
  defaults: {
    en: {
      subject: 'Delivery note {{deliveryNo}} was rejected',
      body: '<p>The buyer rejected delivery note <b>{{deliveryNo}}</b>.</p><p>Reason: {{reason}}</p><p>Please correct it and submit it again in the Supplier Portal.</p>',
    },
    'zh-Hans': {
      subject: '送货单 {{deliveryNo}} 被驳回',
      body: '<p>采购方驳回了送货单 <b>{{deliveryNo}}</b>。</p><p>原因：{{reason}}</p><p>请登录供应商门户修改后重新提交。</p>',
    },
    'zh-Hant': {
      subject: '送貨單 {{deliveryNo}} 被駁回',
      body: '<p>採購方駁回了送貨單 <b>{{deliveryNo}}</b>。</p><p>原因：{{reason}}</p><p>請登入供應商入口網站修改後重新送出。</p>',
    },
  },
  sample,
});

const dataOf = (r: DeliveryRow, supplier: string, reason = ''): DeliveryMailData => ({
  deliveryNo: r.deliveryNo,
  supplier,
  deliveryDate: r.deliveryDate,
  expectedArrivalDate: r.expectedArrivalDate,
  totalQty: r.totalQty,
  cartons: r.totalCartons,
  reason,
});

const detailRoute = (id: string) => `/vendor-label/delivery-detail?id=${id}`;

export async function announceSubmitted(tx: Tx, r: DeliveryRow, supplier: string, actorId: string | null) {
  await notify(tx, deliverySubmitted, {
    userIds: await buyersHolding(tx, Policies.VendorLabel.Delivery.Confirm.name),
    data: dataOf(r, supplier),
    route: detailRoute(r.id),
    entity: { type: DELIVERY_ENTITY_TYPE, id: r.id },
    actorId,
  });
}

export async function announceRejected(
  tx: Tx,
  r: DeliveryRow,
  supplier: { name: string; contacts: { email?: string | null }[] },
  reason: string,
  actorId: string | null,
) {
  const vendorUsers = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.supplierId, r.supplierId), eq(users.isActive, true), eq(users.isDeleted, false)));
  await notify(tx, deliveryRejected, {
    userIds: vendorUsers.map((u) => u.id),
    emails: supplier.contacts.map((c) => c.email ?? '').filter(Boolean),
    data: dataOf(r, supplier.name, reason),
    route: detailRoute(r.id),
    entity: { type: DELIVERY_ENTITY_TYPE, id: r.id },
    actorId,
  });
}
