import type { BomDto, WorkflowCaller } from '@sp/contracts';
import { and, eq } from 'drizzle-orm';
import type { Queryable, Tx } from '../../../platform/db/client.js';
import { EntityNotFoundError } from '../../../platform/http/errors.js';
import { bomHeaders } from '../schema.js';
import { findBom, linesOf } from '../structure/rows.js';
import { BOM_ENTITY_TYPE, toBomDto, type BomRow } from './dto.js';

/**
 * One live BOM header the caller may see, locked for the rest of the transaction when `lock` (an
 * action reads it, checks it and writes it). Another supplier's or tenant's BOM is a 404.
 */
export async function findBomRow(tx: Tx, tenantId: string, id: string, lock = false): Promise<BomRow> {
  const h = bomHeaders;
  const q = tx
    .select()
    .from(h)
    .where(and(eq(h.tenantId, tenantId), eq(h.id, id), eq(h.isDeleted, false)));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw new EntityNotFoundError(BOM_ENTITY_TYPE, id);
  return row;
}

/** `GET /api/app/bom/{id}`: the header, its lines in the grid's order and the caller's actions. */
export async function getBom(
  tx: Queryable,
  tenantId: string,
  id: string,
  caller: WorkflowCaller | null,
): Promise<BomDto> {
  const { row, dto } = await findBom(tx, tenantId, id);
  const lines = await linesOf(tx, tenantId, id);
  return toBomDto(row, dto, lines, caller);
}
