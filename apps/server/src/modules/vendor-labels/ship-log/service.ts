import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client.js';
import type { DataScope } from '../../../platform/db/scope.js';
import { orderBy, type PagedQuery, type PagedResult } from '../../../platform/http/paging.js';
import { suppliers } from '../../suppliers/schema.js';
import { shipLogs } from '../schema.js';

export interface ShipLogFilter {
  eventTimeFrom?: string | undefined;
  /** Inclusive day: events before the next midnight (UTC) count. */
  eventTimeTo?: string | undefined;
  deliveryNo?: string | undefined;
  eventType?: string | undefined;
  supplierId?: string | undefined;
}

const s = shipLogs;
const sorting = { eventTime: s.eventTime, deliveryNo: s.deliveryNo, eventType: s.eventType };

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

function where(scope: DataScope, f: ShipLogFilter): SQL | undefined {
  return and(
    eq(s.tenantId, scope.tenantId),
    scope.supplierId ? eq(s.supplierId, scope.supplierId) : undefined,
    f.supplierId ? eq(s.supplierId, f.supplierId) : undefined,
    f.deliveryNo?.trim() ? eq(s.deliveryNo, f.deliveryNo.trim()) : undefined,
    f.eventType ? eq(s.eventType, f.eventType) : undefined,
    f.eventTimeFrom ? gte(s.eventTime, new Date(`${f.eventTimeFrom}T00:00:00Z`)) : undefined,
    f.eventTimeTo ? lt(s.eventTime, nextDay(f.eventTimeTo)) : undefined,
  );
}

const rowsOf = (tx: Queryable) =>
  tx
    .select({ log: s, vendorCode: suppliers.vendorCode })
    .from(s)
    .leftJoin(suppliers, and(eq(suppliers.tenantId, s.tenantId), eq(suppliers.id, s.supplierId)));

export const toShipLogDto = (r: { log: typeof s.$inferSelect; vendorCode: string | null }) => ({
  id: r.log.id,
  deliveryId: r.log.deliveryId,
  deliveryNo: r.log.deliveryNo,
  supplierId: r.log.supplierId,
  supplierCode: r.vendorCode,
  eventType: r.log.eventType,
  eventTime: r.log.eventTime,
  actorId: r.log.actorId,
  actorName: r.log.actorName,
  clientId: r.log.clientId,
  cartons: r.log.cartons,
  qty: r.log.qty,
  remark: r.log.remark,
});
export type ShipLogDto = ReturnType<typeof toShipLogDto>;

/** The ship log: every event of the caller's deliveries (a vendor's own, by row-level security), newest first. */
export async function listShipLog(
  tx: Queryable,
  scope: DataScope,
  query: PagedQuery & ShipLogFilter,
): Promise<PagedResult<ShipLogDto>> {
  const filter = where(scope, query);
  const order = orderBy(query.sorting, sorting, [desc(s.eventTime)], s.id);
  const [rows, total] = await Promise.all([
    rowsOf(tx)
      .where(filter)
      .orderBy(...order)
      .limit(query.maxResultCount)
      .offset(query.skipCount),
    tx
      .select({ n: sql<number>`count(*)::int` })
      .from(s)
      .where(filter),
  ]);
  return { totalCount: Number(total[0]?.n ?? 0), items: rows.map(toShipLogDto) };
}

export async function exportShipLog(tx: Queryable, scope: DataScope, query: ShipLogFilter, limit: number) {
  return (await rowsOf(tx).where(where(scope, query)).orderBy(desc(s.eventTime), s.id).limit(limit)).map(
    toShipLogDto,
  );
}
