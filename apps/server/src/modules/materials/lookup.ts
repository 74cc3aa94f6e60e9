import { and, eq, inArray, not } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.js';
import { materials } from './schema.js';

/** What another module needs to know of a part number: its id, unit of measure and MaterialStatus. */
export interface MaterialRef {
  id: string;
  unit: string;
  status: number;
}

/** Part numbers looked up per statement: keeps the parameter list well inside PostgreSQL's limit. */
const CHUNK = 5000;

/**
 * The live materials of the transaction's tenant with these part numbers, keyed by part number
 * (exact match). Part numbers that are unknown are simply absent from the map. Runs in the
 * caller's scope, so for a vendor only the materials their supplier is approved for are found.
 * For purchase orders (import, sync, lines) and any module that names part numbers.
 */
export async function findMaterialsByPartNo(
  tx: Queryable,
  partNos: string[],
): Promise<Map<string, MaterialRef>> {
  const found = new Map<string, MaterialRef>();
  const unique = [...new Set(partNos)];
  for (let i = 0; i < unique.length; i += CHUNK) {
    const rows = await tx
      .select({ partNo: materials.partNo, id: materials.id, unit: materials.unit, status: materials.status })
      .from(materials)
      .where(and(inArray(materials.partNo, unique.slice(i, i + CHUNK)), not(materials.isDeleted)));
    for (const r of rows) found.set(r.partNo, { id: r.id, unit: r.unit, status: r.status });
  }
  return found;
}

/** Whether the live material `id` exists in the caller's scope (used by modules that link to one). */
export async function materialExists(tx: Queryable, id: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: materials.id })
    .from(materials)
    .where(and(eq(materials.id, id), not(materials.isDeleted)));
  return !!row;
}
