import { Policies } from '@sp/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inScope } from '../../platform/db/scope.js';
import { MAX_EXPORT_ROWS, sendXlsx, type ExportColumn, workbookLocale } from '../../platform/http/excel.js';
import { L, translate, type TextKey } from '../../platform/localization/localizer.js';
import type { Services } from '../../services.js';
import type { AuditLogListRow } from './dto.js';
import { auditLogQuery, AuditLogService } from './service.js';
import { wallClockAsUtc } from '../../platform/time/zoned-day.js';

const MAX_IDS_PER_DELETE = 1000;
const tags = ['AuditLogging'];

/** Audit logs (contract §7.1, HA's AuditLogController), plus an Excel export of the filtered list. */
export async function auditLogRoutes(app: FastifyInstance, s: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = new AuditLogService(s.database.db);
  const policy = Policies.AbpAuditLogging.Default.name;
  const deletePolicy = Policies.AbpAuditLogging.Delete.name;

  r.get(
    '/api/audit-logging/audit-logs',
    { config: { policy }, schema: { querystring: auditLogQuery, tags } },
    async (req) => service.list(req.scope, req.query),
  );

  r.get(
    '/api/audit-logging/audit-logs/export',
    { config: { policy }, schema: { querystring: auditLogQuery, tags } },
    async (req, reply) => {
      const tenantId = req.scope.tenantId;
      const locale = await workbookLocale(req, s.settings);
      const zone = locale.timeZone;
      const rows = await inScope(s.database.db, req.scope, (tx) =>
        service.exportRows(tx, tenantId, req.query, MAX_EXPORT_ROWS),
      );
      const t = (key: TextKey<'AbpAuditLogging'>) => translate(req.culture, L('AbpAuditLogging', key));
      const columns: ExportColumn<AuditLogListRow>[] = [
        {
          header: `${t('ExecutionTime')} (${zone})`,
          value: (r) => r.executionTime,
          width: 20,
        },
        { header: t('HttpStatusCode'), value: (r) => r.httpStatusCode, width: 10 },
        { header: t('HttpMethod'), value: (r) => r.httpMethod, width: 10 },
        { header: t('Url'), value: (r) => r.url, width: 50 },
        { header: t('UserName'), value: (r) => r.userName, width: 16 },
        { header: t('TenantName'), value: (r) => r.tenantName, width: 16 },
        { header: t('ClientIpAddress'), value: (r) => r.clientIpAddress, width: 16 },
        { header: t('ExecutionDuration'), value: (r) => r.executionDuration, width: 12 },
        { header: t('ApplicationName'), value: (r) => r.applicationName, width: 16 },
        { header: t('CorrelationId'), value: (r) => r.correlationId, width: 34 },
        { header: t('Exceptions'), value: (r) => r.exceptions?.slice(0, 1000), width: 40 },
        { header: t('BrowserInfo'), value: (r) => r.browserInfo, width: 40 },
      ];
      const date = wallClockAsUtc(new Date(), zone).toISOString().slice(0, 10).replace(/-/g, '');
      return sendXlsx(reply, `${t('AuditLogs')}-${date}.xlsx`, columns, rows, locale);
    },
  );

  r.get(
    '/api/audit-logging/audit-logs/:id',
    { config: { policy }, schema: { params: z.object({ id: z.uuid() }), tags } },
    async (req) =>
      inScope(s.database.db, req.scope, (tx) => service.get(tx, req.scope.tenantId, req.params.id)),
  );

  /** HA answers 501 here; this server deletes, under the same policy as delete-many. */
  r.delete(
    '/api/audit-logging/audit-logs/:id',
    { config: { policy: deletePolicy }, schema: { params: z.object({ id: z.uuid() }), tags } },
    async (req, reply) => {
      await inScope(s.database.db, req.scope, (tx) =>
        service.delete(tx, req.audit, req.scope.tenantId, [req.params.id]),
      );
      return reply.code(204).send();
    },
  );

  r.delete(
    '/api/audit-logging/audit-logs/delete-many',
    { config: { policy: deletePolicy }, schema: { body: z.array(z.uuid()).max(MAX_IDS_PER_DELETE), tags } },
    async (req, reply) => {
      await inScope(s.database.db, req.scope, (tx) =>
        service.delete(tx, req.audit, req.scope.tenantId, req.body),
      );
      return reply.code(204).send();
    },
  );
}
