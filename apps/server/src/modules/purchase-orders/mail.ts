import type { SupplierContact } from '@sp/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { defineMailEvent, type MailEventDefinition } from '../../platform/notifications/events.js';
import { notify } from '../../platform/notifications/notify.js';
import { users } from '../identity/schema.js';
import { PURCHASE_ORDER_ENTITY_TYPE } from './entity.js';

/** One order a sync or import created or changed, for the supplier's mail. */
export interface OrderNews {
  kind: 'arrived' | 'changed';
  supplierId: string;
  id: string;
  poNo: string;
  revision: number;
}

interface OrderMailData extends Record<string, unknown> {
  supplier: string;
  count: number;
  orders: { poNo: string; revision: number }[];
}

const sample: OrderMailData = {
  supplier: 'Acme Components',
  count: 2,
  orders: [
    { poNo: 'PO-2026-0001', revision: 1 },
    { poNo: 'PO-2026-0002', revision: 1 },
  ],
};

const list = '<ul>{{#orders}}<li><b>{{poNo}}</b> (rev. {{revision}})</li>{{/orders}}</ul>';

/** New purchase orders for a supplier: its contacts and users are asked to acknowledge them. */
export const purchaseOrdersArrived = defineMailEvent<OrderMailData>({
  name: 'PurchaseOrder.Arrived',
  displayName: ['Purchase orders arrived', '收到新的采购订单', '收到新的採購訂單'],
  audience: 'vendor',
  defaults: {
    en: {
      subject: '{{count}} new purchase orders for {{supplier}}',
      body: `<p>Hello,</p><p>{{count}} new purchase orders were issued to {{supplier}}:</p>${list}<p>Please review and acknowledge them in the Supplier Portal.</p>`,
    },
    'zh-Hans': {
      subject: '{{supplier}} 收到 {{count}} 张新采购订单',
      body: `<p>您好：</p><p>{{supplier}} 收到 {{count}} 张新采购订单：</p>${list}<p>请登录供应商门户查看并确认。</p>`,
    },
    'zh-Hant': {
      subject: '{{supplier}} 收到 {{count}} 張新採購訂單',
      body: `<p>您好：</p><p>{{supplier}} 收到 {{count}} 張新採購訂單：</p>${list}<p>請登入供應商入口網站檢視並確認。</p>`,
    },
  },
  sample,
});

/** Orders the ERP changed: the supplier is asked to acknowledge them again. */
export const purchaseOrdersChanged = defineMailEvent<OrderMailData>({
  name: 'PurchaseOrder.Changed',
  displayName: ['Purchase orders changed', '采购订单已变更', '採購訂單已變更'],
  audience: 'vendor',
  defaults: {
    en: {
      subject: '{{count}} purchase orders of {{supplier}} changed',
      body: `<p>Hello,</p><p>The buyer changed {{count}} purchase orders of {{supplier}}:</p>${list}<p>Please review the changes and acknowledge them again in the Supplier Portal.</p>`,
    },
    'zh-Hans': {
      subject: '{{supplier}} 的 {{count}} 张采购订单已变更',
      body: `<p>您好：</p><p>采购方变更了 {{supplier}} 的 {{count}} 张采购订单：</p>${list}<p>请登录供应商门户查看变更并重新确认。</p>`,
    },
    'zh-Hant': {
      subject: '{{supplier}} 的 {{count}} 張採購訂單已變更',
      body: `<p>您好：</p><p>採購方變更了 {{supplier}} 的 {{count}} 張採購訂單：</p>${list}<p>請登入供應商入口網站檢視變更並重新確認。</p>`,
    },
  },
  sample,
});

interface SupplierMailInfo {
  id: string;
  name: string;
  contacts: SupplierContact[];
}

/**
 * Mails each supplier once per kind about the orders a sync or import brought it: to its contacts
 * and its active users (who also get the in-app notification), in the caller's transaction.
 */
export async function announceOrders(
  tx: Tx,
  news: readonly OrderNews[],
  suppliers: ReadonlyMap<string, SupplierMailInfo>,
  actorId: string | null,
): Promise<void> {
  if (news.length === 0) return;
  const supplierIds = [...new Set(news.map((n) => n.supplierId))];
  const vendorUsers = await tx
    .select({ id: users.id, supplierId: users.supplierId })
    .from(users)
    .where(and(inArray(users.supplierId, supplierIds), eq(users.isActive, true), eq(users.isDeleted, false)));
  const groups = new Map<string, OrderNews[]>();
  for (const n of news) {
    const key = `${n.kind}:${n.supplierId}`;
    groups.set(key, [...(groups.get(key) ?? []), n]);
  }
  for (const group of groups.values()) {
    const first = group[0]!;
    const supplier = suppliers.get(first.supplierId);
    if (!supplier) continue;
    const event: MailEventDefinition<OrderMailData> =
      first.kind === 'arrived' ? purchaseOrdersArrived : purchaseOrdersChanged;
    await notify(tx, event, {
      userIds: vendorUsers.filter((u) => u.supplierId === supplier.id).map((u) => u.id),
      emails: supplier.contacts.map((c) => c.email ?? '').filter(Boolean),
      data: {
        supplier: supplier.name,
        count: group.length,
        orders: group.map((n) => ({ poNo: n.poNo, revision: n.revision })),
      },
      route:
        group.length === 1
          ? `/master-data/purchase-order-detail?id=${first.id}`
          : '/master-data/purchase-orders',
      ...(group.length === 1 ? { entity: { type: PURCHASE_ORDER_ENTITY_TYPE, id: first.id } } : {}),
      actorId,
    });
  }
}
