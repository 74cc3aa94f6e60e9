import { sql } from 'drizzle-orm';
import { preambleTransactionOf, queryRows, type Db, type Tx } from './client.js';
import { fairQueueOf, workContext } from './fair-queue.js';

/** The id the host side of the installation stores in `tenant_id` (ABP's null tenant). */
export const HOST_TENANT_ID = '00000000-0000-0000-0000-000000000000';

/** The database role every request runs as; row-level security applies to it (see row-security.ts). */
export const APP_ROLE = 'supplier_portal_app';

/**
 * What a unit of work may see. The database enforces it: rows of another tenant, or of another
 * supplier when `supplierId` is set, are invisible and cannot be written, whatever the query says.
 */
export interface DataScope {
  tenantId: string;
  supplierId: string | null;
}

export const hostScope: DataScope = { tenantId: HOST_TENANT_ID, supplierId: null };

export function tenantScope(tenantId: string | null | undefined): DataScope {
  return { tenantId: tenantId ?? HOST_TENANT_ID, supplierId: null };
}

/** A transaction on `db`, in its turn (db/fair-queue.ts: oldest request first, bounded wait). */
function transaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  const queue = fairQueueOf(db);
  return queue ? queue.run(() => db.transaction(work)) : db.transaction(work);
}

/** An id as the scope settings take it: a UUID (or the empty string), nothing that needs quoting. */
const PLAIN_ID = /^[0-9A-Za-z-]{0,64}$/;

/**
 * The scope's settings as plain SQL, sent with the transaction's `begin` (db/client.ts); undefined
 * when a value is not a plain id, and the parameterised statement is used instead.
 */
function scopePreamble(scope: DataScope): string | undefined {
  const supplier = scope.supplierId ?? '';
  if (!PLAIN_ID.test(scope.tenantId) || !PLAIN_ID.test(supplier)) return undefined;
  return (
    `select set_config('role', '${APP_ROLE}', true), set_config('app.tenant_id', '${scope.tenantId}', true),` +
    ` set_config('app.supplier_id', '${supplier}', true)`
  );
}

/**
 * Runs `work` in one transaction as the restricted role, with the scope held in transaction-local
 * settings, so a query that forgets its tenant filter still cannot reach another tenant's rows.
 * Whatever the unit of work around it adds to each of its transactions (a request's audit row,
 * audit/plugin.ts) is written just before the commit: the change and its record commit together.
 */
export function inScope<T>(db: Db, scope: DataScope, work: (tx: Tx) => Promise<T>): Promise<T> {
  const join = workContext.getStore()?.join;
  const scoped = async (tx: Tx) => {
    const result = await work(tx);
    if (join) await join(tx, scope);
    return result;
  };
  const preamble = scopePreamble(scope);
  const withPreamble = preamble === undefined ? undefined : preambleTransactionOf(db);
  if (withPreamble) {
    const queue = fairQueueOf(db);
    const run = () => withPreamble(preamble!, scoped);
    return queue ? queue.run(run) : run();
  }
  return transaction(db, async (tx) => {
    await tx.execute(
      sql`select set_config('role', ${APP_ROLE}, true), set_config('app.tenant_id', ${scope.tenantId}, true), set_config('app.supplier_id', ${scope.supplierId ?? ''}, true)`,
    );
    return scoped(tx);
  });
}

/**
 * Runs `work` in one transaction as the owner, across tenants. For the few platform jobs that must
 * (resolving a tenant by name, looking up a refresh token, seeding); never for request data.
 */
export function asSystem<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return transaction(db, work);
}

/**
 * Runs `work` inside the caller's transaction with the supplier scope lifted (tenant isolation
 * stays), then puts it back: for the rare read a vendor's action needs across suppliers, such as
 * the buyer users a vendor's submission notifies. Keep `work` to that one read.
 */
export async function withoutSupplierScope<T>(tx: Tx, work: () => Promise<T>): Promise<T> {
  const [row] = await queryRows<{ supplier: string }>(
    tx,
    sql`select coalesce(current_setting('app.supplier_id', true), '') as supplier`,
  );
  const supplier = row?.supplier ?? '';
  if (!supplier) return work();
  await tx.execute(sql`select set_config('app.supplier_id', '', true)`);
  try {
    return await work();
  } finally {
    await tx.execute(sql`select set_config('app.supplier_id', ${supplier}, true)`);
  }
}
