import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { newStamp } from './columns.js';

/**
 * The columns every change of an audited row sets: a fresh concurrency stamp (so a client holding
 * the old one is refused), and when and by whom. `stamp` is given when the caller already chose it.
 */
export function modifiedBy(modifierId: string | null, stamp: string = newStamp()) {
  return { concurrencyStamp: stamp, lastModificationTime: new Date(), lastModifierId: modifierId };
}

/** ABP's `extraProperties` on update: absent keeps the stored ones, given keys merge over them. */
export function mergeExtra(
  stored: Record<string, unknown>,
  given: Record<string, unknown> | undefined,
): Record<string, unknown> {
  return given === undefined ? stored : { ...stored, ...given };
}

interface StampedTable {
  tenantId: PgColumn;
  id: PgColumn;
  concurrencyStamp: PgColumn;
}

/**
 * The WHERE of an optimistic update: the tenant's row, still at the stamp that was read. Two
 * requests racing past `assertStamp` cannot both match it (see `expectUpdated`).
 */
export function atStamp(table: StampedTable, tenantId: string, id: string, stamp: string): SQL | undefined {
  return and(eq(table.tenantId, tenantId), eq(table.id, id), eq(table.concurrencyStamp, stamp));
}

/** ABP's soft delete: the row stays, hidden, with when and by whom; a fresh stamp refuses stale saves. */
export function deletedBy(deleterId: string | null) {
  return { isDeleted: true, deletionTime: new Date(), deleterId, concurrencyStamp: newStamp() };
}
