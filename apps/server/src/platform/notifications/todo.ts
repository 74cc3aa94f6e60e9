import type { PolicyName, TodoItemDto } from '@sp/contracts';
import type { Tx } from '../db/client.js';

/** Who asks: the count runs in their scope (tenant, and supplier for a vendor user). */
export interface TodoCaller {
  userId: string;
  tenantId: string;
  supplierId: string | null;
  grantedPolicies: ReadonlySet<string>;
}

/**
 * One "waiting for you" count a module contributes to the dashboard's To-do card, e.g.
 *
 *     registerTodo({ module: 'VendorLabel', key: 'DeliveriesToConfirm', titleKey: 'Delivery:TodoToConfirm',
 *       route: '/vendor-label/delivery', policy: Policies.VendorLabel.Delivery.Confirm.name,
 *       count: (tx) => countSubmittedDeliveries(tx) });
 *
 * `titleKey` is a SupplierPortal text naming what waits, without the count ("Delivery notes to
 * confirm"): the dashboard shows the count beside it, so no language needs a plural form.
 */
export interface TodoContributor {
  module: string;
  key: string;
  titleKey: string;
  route: string;
  policy: PolicyName;
  count(tx: Tx, caller: TodoCaller): Promise<number>;
}

const contributors = new Map<string, TodoContributor>();

/** Registers a contributor (at module load); returns a function that removes it (tests). */
export function registerTodo(contributor: TodoContributor): () => void {
  const id = `${contributor.module}:${contributor.key}`;
  if (contributors.has(id)) throw new Error(`To-do ${id} is already registered`);
  contributors.set(id, contributor);
  return () => {
    if (contributors.get(id) === contributor) contributors.delete(id);
  };
}

/**
 * The caller's items: only contributors whose policy the caller holds, only counts above zero, in
 * registration order. `tx` is the caller's own scope, so each count sees what the caller may see.
 */
export async function todoItems(tx: Tx, caller: TodoCaller): Promise<TodoItemDto[]> {
  const items: TodoItemDto[] = [];
  for (const c of contributors.values()) {
    if (!caller.grantedPolicies.has(c.policy)) continue;
    const count = await c.count(tx, caller);
    if (count > 0) items.push({ module: c.module, key: c.key, count, titleKey: c.titleKey, route: c.route });
  }
  return items;
}
