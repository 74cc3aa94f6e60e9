import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/client.js';
import { withoutSupplierScope } from '../../../platform/db/scope.js';
import { users } from '../../identity/schema.js';
import { purchaseOrders } from '../../purchase-orders/schema.js';
import { suppliers } from '../../suppliers/schema.js';

/**
 * Who incoming inspection's mails go to, besides the policy holders (`buyersHolding`): the
 * supplier (its active users and its contacts' addresses, as letters and deliveries do) and the
 * buyer of the lot's purchase order.
 */
export interface SupplierRecipients {
  /** `V0001 深圳华强电子`: how the mails name the supplier. */
  label: string;
  userIds: string[];
  emails: string[];
}

export async function supplierRecipients(
  tx: Tx,
  tenantId: string,
  supplierId: string,
): Promise<SupplierRecipients> {
  const [s] = await tx
    .select({ code: suppliers.vendorCode, name: suppliers.name, contacts: suppliers.contacts })
    .from(suppliers)
    .where(and(eq(suppliers.tenantId, tenantId), eq(suppliers.id, supplierId)));
  const vendorUsers = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenantId),
        eq(users.supplierId, supplierId),
        eq(users.isActive, true),
        eq(users.isDeleted, false),
      ),
    );
  return {
    label: s ? `${s.code} ${s.name}` : '',
    userIds: vendorUsers.map((u) => u.id),
    emails: (s?.contacts ?? []).map((c) => c.email ?? '').filter(Boolean),
  };
}

/**
 * The buyer user of a purchase order, when the ERP's `buyer` names one: the order carries the
 * buyer as text (a user name, or the person's name as the ERP writes it), so it is matched against
 * the tenant's buyer-side users by user name or by full name in either order. No match: no one.
 */
export async function poBuyerUserIds(tx: Tx, tenantId: string, poNo: string): Promise<string[]> {
  return withoutSupplierScope(tx, async () => {
    const [po] = await tx
      .select({ buyer: purchaseOrders.buyer })
      .from(purchaseOrders)
      .where(and(eq(purchaseOrders.tenantId, tenantId), eq(purchaseOrders.poNo, poNo)));
    const buyer = po?.buyer?.trim();
    if (!buyer) return [];
    const rows = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.tenantId, tenantId),
          isNull(users.supplierId),
          eq(users.isActive, true),
          eq(users.isDeleted, false),
          or(
            eq(users.normalizedUserName, buyer.toUpperCase()),
            sql`concat_ws(' ', ${users.name}, ${users.surname}) = ${buyer}`,
            sql`concat_ws(' ', ${users.surname}, ${users.name}) = ${buyer}`,
            sql`concat(${users.surname}, ${users.name}) = ${buyer}`,
          ),
        ),
      );
    return rows.map((r) => r.id);
  });
}
