import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.js';
import { newId } from '../db/columns.js';
import { inScope } from '../db/scope.js';
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

/**
 * Writes one audit row per request that changes data (any method but GET/HEAD/OPTIONS), after
 * the response has gone, in the request's own tenant. A failed write is logged, never surfaced:
 * the change it describes has already happened.
 */
export const auditLogging = fp(
  async (app: FastifyInstance, opts: { db: Db; writer: { pending: Set<Promise<void>> } }) => {
    app.decorateRequest('audit', null as unknown as AuditCollector);
    app.addHook('onRequest', async (req) => {
      req.audit = new AuditCollector();
    });
    app.addHook('onResponse', async (req, reply) => {
      // Integration clients (client-credentials tokens) are audited on every call, reads included.
      if (READ_METHODS.has(req.method) && req.audit.entityChanges.length === 0 && !req.currentClient) return;
      if (!req.routeOptions.url && reply.statusCode === 404) return; // unknown route: nothing changed
      const row = toRow(req, reply.statusCode, Math.round(reply.elapsedTime));
      const write = inScope(opts.db, { tenantId: req.scope.tenantId, supplierId: null }, async (tx) => {
        await tx.insert(auditLogs).values(row);
      })
        .catch((err: unknown) => req.log.error({ err }, 'audit log write failed'))
        .finally(() => opts.writer.pending.delete(write));
      opts.writer.pending.add(write);
    });
  },
  { name: 'audit-logging', dependencies: ['authentication'] },
);

function toRow(req: FastifyRequest, status: number, duration: number): typeof auditLogs.$inferInsert {
  const user = req.currentUser;
  const executionTime = new Date(Date.now() - duration);
  return {
    tenantId: req.scope.tenantId,
    id: newId(),
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
  };
}
