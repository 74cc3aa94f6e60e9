import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db, Tx } from '../db/client.js';
import { newId } from '../db/columns.js';
import { inScope, type DataScope } from '../db/scope.js';
import { auditAction } from './action.js';
import { AuditCollector } from './collector.js';
import { auditedUrl } from './redact-url.js';
import { auditLogs } from './schema.js';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const APPLICATION_NAME = 'SupplierPortal';

export interface AuditWriter {
  /** Resolves when every audit row of finished requests is written (tests, shutdown). */
  flush(): Promise<void>;
}

type AuditRow = typeof auditLogs.$inferInsert;

/**
 * One request's audit row as it takes shape: its id, and whether the response has gone. The id is
 * made when the row is first written: most requests are reads that write none, and a UUID per
 * request was a measurable share of a light one.
 */
class RequestAudit {
  private rowId: string | undefined;
  /** The response has gone: later transactions (background work the request started) leave it alone. */
  finished = false;

  get id(): string {
    return (this.rowId ??= newId());
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** This request's audit row in the making (audit/plugin.ts). */
    auditRow: RequestAudit;
  }
}

/**
 * One audit row per request that changes data (any method but GET/HEAD/OPTIONS, or a read that
 * reported entity changes; every call of an integration client), in the request's tenant.
 *
 * The row commits with the change: each transaction the request opens through `inScope` writes
 * (or rewrites) the row just before it commits, also one in another tenant's scope (the host's
 * work on a tenant), so a change is never durable without its record, whatever happens to the
 * process after. When the response has gone, the row is completed with what only the end knows
 * (status, duration, error text) in a transaction of its own; a request that made no transaction
 * (refused before its work) is written then, as a whole. Text is stored as PostgreSQL can hold it
 * (no U+0000, no lone surrogates), so writing the record of a failure cannot fail on what the
 * failure said.
 */
export const auditLogging = fp(
  async (app: FastifyInstance, opts: { db: Db; writer: { pending: Set<Promise<void>> } }) => {
    app.decorateRequest('audit', null as unknown as AuditCollector);
    app.decorateRequest('auditRow', null as unknown as RequestAudit);
    // The request's transactions find the joiner through its work context (http/request-context.ts).
    const start = (req: FastifyRequest, reply: FastifyReply) => {
      req.audit = new AuditCollector();
      req.auditRow = new RequestAudit();
      if (req.workContext) req.workContext.join = (tx, scope) => joinTransaction(req, reply, tx, scope);
      return req.auditRow;
    };
    // Callback hooks: they run for every request, and a promise each is a measurable cost.
    app.addHook('onRequest', (req, reply, done) => {
      start(req, reply);
      done();
    });

    const finish = (req: FastifyRequest, reply: FastifyReply) => {
      // A request refused by an earlier onRequest hook (an unknown tenant) never reached ours.
      const state = req.auditRow ?? start(req, reply);
      state.finished = true;
      if (!isAudited(req)) return;
      if (!req.routeOptions.url && reply.statusCode === 404) return; // unknown route: nothing changed
      const row = toRow(req, reply.statusCode, Math.round(reply.elapsedTime));
      const write = inScope(opts.db, { tenantId: req.scope.tenantId, supplierId: null }, (tx) =>
        upsert(tx, row),
      )
        .catch((err: unknown) => req.log.error({ err }, 'audit log write failed'))
        .finally(() => opts.writer.pending.delete(write));
      opts.writer.pending.add(write);
    };
    app.addHook('onResponse', (req, reply, done) => {
      try {
        finish(req, reply);
      } catch (err) {
        return done(err as Error);
      }
      done();
    });
  },
  { name: 'audit-logging', dependencies: ['authentication', 'request-context'] },
);

/** Reads are audited only when they changed something, or when an integration client made them. */
function isAudited(req: FastifyRequest): boolean {
  return !READ_METHODS.has(req.method) || req.audit.entityChanges.length > 0 || !!req.currentClient;
}

/**
 * Joins a transaction of the request: its row as it stands (status and duration as of now, the
 * end corrects them), written in the same commit as the change. Reads join only once they
 * reported a change.
 */
async function joinTransaction(
  req: FastifyRequest,
  reply: FastifyReply,
  tx: Tx,
  scope: DataScope,
): Promise<void> {
  if (req.auditRow.finished) return;
  if (READ_METHODS.has(req.method) && req.audit.entityChanges.length === 0) return;
  await writeInTransaction(tx, scope, toRow(req, reply.statusCode, Math.round(reply.elapsedTime)));
}

/**
 * Writes a request's row in one of its transactions, just before that transaction commits. A
 * transaction in another tenant's scope (the host creating or deleting a tenant) holds the row too:
 * row security admits only the scope's tenant, so the scope is switched to the row's own tenant
 * (supplier scope lifted) for this last statement, and the change commits with its record.
 */
export async function writeInTransaction(tx: Tx, scope: DataScope, row: AuditRow): Promise<void> {
  if (row.tenantId !== undefined && row.tenantId !== scope.tenantId)
    await tx.execute(
      sql`select set_config('app.tenant_id', ${row.tenantId}, true), set_config('app.supplier_id', '', true)`,
    );
  await upsert(tx, row);
}

/** Insert, or replace the request's earlier version of its row (same tenant and id). */
async function upsert(tx: Tx, row: AuditRow): Promise<void> {
  const { tenantId: _tenantId, id: _id, ...rest } = row;
  await tx
    .insert(auditLogs)
    .values(row)
    .onConflictDoUpdate({ target: [auditLogs.tenantId, auditLogs.id], set: rest });
}

function toRow(req: FastifyRequest, status: number, duration: number): AuditRow {
  const user = req.currentUser;
  const executionTime = new Date(Date.now() - duration);
  return storable({
    tenantId: req.scope.tenantId,
    id: req.auditRow.id,
    applicationName: APPLICATION_NAME,
    userId: user?.id ?? null,
    userName: user?.userName ?? null,
    tenantName: req.tenant?.name ?? null,
    executionTime,
    executionDuration: duration,
    clientIpAddress: req.ip,
    clientId: user?.clientId ?? req.currentClient?.clientId ?? null,
    correlationId: String(req.id),
    browserInfo: req.headers['user-agent']?.slice(0, 512) ?? null,
    httpMethod: req.method,
    url: auditedUrl(req.url),
    httpStatusCode: status,
    exceptions: req.auditError?.slice(0, 4000) ?? null,
    entityChanges: req.audit.entityChanges,
    actions: [auditAction(req, executionTime, duration)].filter((a) => a !== null),
  });
}

/** U+0000 and surrogates without their other half. */
// eslint-disable-next-line no-control-regex -- U+0000 is exactly what must go
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * The value with every string made storable: PostgreSQL text and jsonb cannot hold U+0000, and
 * jsonb refuses a lone surrogate (`"\ud800"`); both become U+FFFD. Dates and numbers pass as they are.
 */
export function storable<T>(value: T): T {
  if (typeof value === 'string') return value.replace(UNSTORABLE, '\uFFFD') as T;
  if (Array.isArray(value)) return value.map(storable) as T;
  if (value && typeof value === 'object' && !(value instanceof Date))
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [storable(k), storable(v)])) as T;
  return value;
}
