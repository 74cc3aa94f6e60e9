import {
  and,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  isNull,
  lte,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { z } from 'zod';
import type { AuditCollector } from '../../platform/audit/collector.js';
import { auditLogs } from '../../platform/audit/schema.js';
import type { Db, Tx } from '../../platform/db/client.js';
import { countRows, ListCounts, pageRows } from '../../platform/db/page.js';
import { inScope, type DataScope } from '../../platform/db/scope.js';
import { EntityNotFoundError } from '../../platform/http/errors.js';
import { optional, orderBy, pagedQuery, type PagedResult } from '../../platform/http/paging.js';
import { auditedAuditLog, toAuditLogDto, type AuditLogListRow } from './dto.js';
import { containsPattern } from '../../platform/db/search.js';

const AUDIT_LOG_ENTITY = 'Volo.Abp.AuditLogging.AuditLog';

const queryBool = z.preprocess(
  (v) => (typeof v === 'string' ? v.toLowerCase() : v),
  z.enum(['true', 'false']).transform((v) => v === 'true'),
);
const queryInt = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

/** GetAuditLogDto of HA (contract §7.1), plus the template's tenantName and clientIpAddress. */
export const auditLogQuery = pagedQuery.extend({
  startTime: optional(z.coerce.date()),
  endTime: optional(z.coerce.date()),
  httpMethod: optional(z.string().trim().max(16)),
  url: optional(z.string().max(2000)),
  userName: optional(z.string().trim().max(256)),
  applicationName: optional(z.string().trim().max(96)),
  tenantName: optional(z.string().trim().max(64)),
  correlationId: optional(z.string().trim().max(64)),
  maxExecutionDuration: optional(queryInt(0, 2_147_483_647)),
  minExecutionDuration: optional(queryInt(0, 2_147_483_647)),
  hasException: optional(queryBool),
  httpStatusCode: optional(queryInt(0, 999)),
  clientIpAddress: optional(z.string().trim().max(64)),
  includeDetails: optional(queryBool),
});

export type AuditLogQuery = z.output<typeof auditLogQuery>;

const sorting = {
  executionTime: auditLogs.executionTime,
  executionDuration: auditLogs.executionDuration,
  httpStatusCode: auditLogs.httpStatusCode,
  userName: auditLogs.userName,
  url: auditLogs.url,
  httpMethod: auditLogs.httpMethod,
};

const { entityChanges: _entityChanges, actions: _actions, ...summaryColumns } = getTableColumns(auditLogs);

/** `%` and `_` typed by a user are literal characters, not wildcards. */

/**
 * The WHERE of a list or export. Tenant first and equality filters as they are, so the planner
 * can use the indexes of audit_logs: (tenant, execution_time), (tenant, user_name, execution_time),
 * (tenant, http_method, execution_time), (tenant, http_status_code, execution_time).
 */
export function auditLogFilter(tenantId: string, q: AuditLogQuery): SQL {
  const c: (SQL | undefined)[] = [eq(auditLogs.tenantId, tenantId)];
  if (q.startTime) c.push(gte(auditLogs.executionTime, q.startTime));
  if (q.endTime) c.push(lte(auditLogs.executionTime, q.endTime));
  if (q.httpMethod) c.push(eq(auditLogs.httpMethod, q.httpMethod.toUpperCase()));
  if (q.url) c.push(sql`${auditLogs.url} ilike ${containsPattern(q.url)}`);
  if (q.userName) c.push(eq(auditLogs.userName, q.userName));
  if (q.applicationName) c.push(eq(auditLogs.applicationName, q.applicationName));
  if (q.tenantName) c.push(sql`lower(${auditLogs.tenantName}) = lower(${q.tenantName})`);
  if (q.correlationId) c.push(eq(auditLogs.correlationId, q.correlationId));
  if (q.maxExecutionDuration !== undefined) c.push(lte(auditLogs.executionDuration, q.maxExecutionDuration));
  if (q.minExecutionDuration !== undefined) c.push(gte(auditLogs.executionDuration, q.minExecutionDuration));
  if (q.hasException === true)
    c.push(and(sql`${auditLogs.exceptions} is not null`, ne(auditLogs.exceptions, '')));
  if (q.hasException === false) c.push(or(isNull(auditLogs.exceptions), eq(auditLogs.exceptions, '')));
  if (q.httpStatusCode !== undefined) c.push(eq(auditLogs.httpStatusCode, q.httpStatusCode));
  if (q.clientIpAddress) c.push(eq(auditLogs.clientIpAddress, q.clientIpAddress));
  return and(...c)!;
}

/** The filter part of a query (no paging, sorting or details), as a cache key. */
function countKey(q: AuditLogQuery): string {
  const { skipCount: _s, maxResultCount: _m, sorting: _o, includeDetails: _d, ...filter } = q;
  return JSON.stringify(filter);
}

/** Every column, one object for every call (the page's statement is built once per shape). */
const allColumns = getTableColumns(auditLogs);

const ordering = (q: AuditLogQuery) =>
  orderBy(q.sorting, sorting, [desc(auditLogs.executionTime)], auditLogs.id);

/** From this many rows on, a count is remembered for a while (see `list`). */
export const CACHED_COUNT_FROM = 10_000;

/** Audit logs of the caller's tenant (row-level security keeps every other tenant's out of reach). */
export class AuditLogService {
  /**
   * Totals of large results by tenant and filter (platform/db/page.ts, the lists' one design).
   * Counting a million index entries takes 100 ms and more (far more on PGlite), while a pager
   * over ten thousand rows cannot show what a few seconds of new requests change; small totals
   * are always counted afresh. Deletes clear them.
   */
  private readonly counts = new ListCounts({ from: CACHED_COUNT_FROM });

  constructor(private readonly db: Db) {}

  /**
   * One page and the total. The page and the count run as two short transactions side by side:
   * on PostgreSQL they take two pooled connections and the answer waits for the slower one, not
   * for both (on PGlite they queue). Neither holds a transaction while opening the other.
   */
  async list(scope: DataScope, q: AuditLogQuery): Promise<PagedResult<ReturnType<typeof toAuditLogDto>>> {
    const where = auditLogFilter(scope.tenantId, q);
    const order = ordering(q);
    const [rows, total] = await Promise.all([
      inScope(this.db, scope, (tx) => this.page(tx, where, order, q)),
      this.counts.total(scope.tenantId, countKey(q), () =>
        inScope(this.db, scope, (tx) => countRows(tx, auditLogs, where)),
      ),
    ]);
    return { totalCount: total, items: rows.map(toAuditLogDto) };
  }

  private page(tx: Tx, where: SQL, order: SQL[], q: AuditLogQuery): Promise<AuditLogListRow[]> {
    return pageRows(tx, auditLogs, q.includeDetails ? allColumns : summaryColumns, where, order, q);
  }

  /** The rows of an export: the list's filter and order, without entity changes, capped. */
  exportRows(tx: Tx, tenantId: string, q: AuditLogQuery, limit: number): Promise<AuditLogListRow[]> {
    return tx
      .select(summaryColumns)
      .from(auditLogs)
      .where(auditLogFilter(tenantId, q))
      .orderBy(...ordering(q))
      .limit(limit);
  }

  async get(tx: Tx, tenantId: string, id: string) {
    const [row] = await tx
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.tenantId, tenantId), eq(auditLogs.id, id)));
    if (!row) throw new EntityNotFoundError(AUDIT_LOG_ENTITY, id);
    return toAuditLogDto(row);
  }

  /** Deletes the tenant's logs among `ids` (others' are invisible, unknown ids ignored, as ABP does). */
  async delete(tx: Tx, audit: AuditCollector, tenantId: string, ids: readonly string[]): Promise<number> {
    if (ids.length === 0) return 0;
    const deleted = await tx
      .delete(auditLogs)
      .where(and(eq(auditLogs.tenantId, tenantId), inArray(auditLogs.id, [...new Set(ids)])))
      .returning({
        id: auditLogs.id,
        httpMethod: auditLogs.httpMethod,
        url: auditLogs.url,
        userName: auditLogs.userName,
        executionTime: auditLogs.executionTime,
        httpStatusCode: auditLogs.httpStatusCode,
      });
    for (const row of deleted) audit.deleted(AUDIT_LOG_ENTITY, row.id, auditedAuditLog(row));
    if (deleted.length > 0) this.counts.forget(tenantId);
    return deleted.length;
  }
}
