import type { StatusHistoryDto } from '@sp/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { statusHistory } from './schema.js';

/** A document's transitions, oldest first (the detail page's timeline). */
export async function historyOf(
  tx: Queryable,
  entityType: string,
  entityId: string,
): Promise<StatusHistoryDto[]> {
  const t = statusHistory;
  const rows = await tx
    .select()
    .from(t)
    .where(and(eq(t.entityType, entityType), eq(t.entityId, entityId)))
    .orderBy(asc(t.creationTime), asc(t.id));
  return rows.map((r) => ({
    id: r.id,
    entityType: r.entityType,
    entityId: r.entityId,
    action: r.action,
    fromStatus: r.fromStatus,
    toStatus: r.toStatus,
    actorId: r.actorId,
    actorName: r.actorName,
    comment: r.comment,
    creationTime: r.creationTime.toISOString(),
  }));
}
