import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client.js';
import type { DataScope } from '../../../platform/db/scope.js';
import { tenantDayRange, type DayRange } from '../../../platform/time/zoned-day.js';
import { orderBy, type PagedQuery, type PagedResult } from '../../../platform/http/paging.js';
import { suppliers } from '../../suppliers/schema.js';
import { shipLogs } from '../schema.js';

export interface ShipLogFilter {
  eventTimeFrom?: string | undefined;
  /** Inclusive day, where the tenant works: events before the next midnight there count. */
  eventTimeTo?: string | undefined;
  deliveryNo?: string | undefined;
  eventType?: string | undefined;
  supplierId?: string | undefined;
}

const s = shipLogs;
const sorting = { eventTime: s.eventTime, deliveryNo: s.deliveryNo, eventType: s.eventType };

function where(scope: DataScope, f: ShipLogFilter, days: DayRange): SQL | undefined {
  return and(
    eq(s.tenantId, scope.tenantId),
    scope.supplierId ? eq(s.supplierId, scope.supplierId) : undefined,
    f.supplierId ? eq(s.supplierId, f.supplierId) : undefined,
    f.deliveryNo?.trim() ? eq(s.deliveryNo, f.deliveryNo.trim()) : undefined,
    f.eventType ? eq(s.eventType, f.eventType) : undefined,
    days.from ? gte(s.eventTime, days.from) : undefined,
    days.to ? lt(s.eventTime, days.to) : undefined,
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
  const filter = where(scope, query, await tenantDayRange(tx, query.eventTimeFrom, query.eventTimeTo));
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
  const days = await tenantDayRange(tx, query.eventTimeFrom, query.eventTimeTo);
  return (
    await rowsOf(tx)
      .where(where(scope, query, days))
      .orderBy(desc(s.eventTime), s.id)
      .limit(limit)
  ).map(toShipLogDto);
}
