import { sql } from 'drizzle-orm';
import { queryRows, type Queryable } from '../../platform/db/client.js';

/**
 * How many purchase-order lines name the part number (0: the material may be deleted). Raw SQL on
 * `purchase_order_lines` by `part_no`, so that this module does not depend on the purchase-orders
 * module's code; the table is looked up first, so the check holds on a database without it.
 * Runs in the caller's (buyer's) scope: row-level security keeps it to the tenant.
 */
export async function isMaterialInUse(tx: Queryable, partNo: string): Promise<number> {
  const [table] = await queryRows<{ present: boolean }>(
    tx,
    sql`select to_regclass('public.purchase_order_lines') is not null as present`,
  );
  if (!table?.present) return 0;
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from purchase_order_lines
         where tenant_id = app_tenant_id() and part_no = ${partNo}`,
  );
  return Number(row?.n ?? 0);
}
