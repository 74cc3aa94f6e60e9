import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { pgError, type Queryable } from './client.js';

/** Whether any row of `table` matches `where`: the check before a write that must stay unique. */
export async function anyRow(tx: Queryable, table: PgTable, where: SQL | undefined): Promise<boolean> {
  const rows = await tx
    .select({ one: sql<number>`1` })
    .from(table)
    .where(where)
    .limit(1);
  return rows.length > 0;
}

/**
 * Runs `write`; a unique-index violation there (two requests raced past the check above, and the
 * index decided) is thrown as `error()`, the same answer the check would have given.
 */
export async function uniquely<T>(write: () => Promise<T>, error: () => Error): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (pgError(err)?.code === '23505') throw error();
    throw err;
  }
}
