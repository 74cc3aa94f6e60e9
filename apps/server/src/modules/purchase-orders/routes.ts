import {
  daySchema,
  OpenLineLimits,
  Policies,
  purchaseOrderAckStatusSchema,
  purchaseOrderAckWorkflow,
  PurchaseOrderLimits,
  purchaseOrderStatusSchema,
  purchaseOrderSyncSchema,
  purchaseOrderTransitionSchema,
} from '@sp/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inScope } from '../../platform/db/scope.js';
import {
  enableUploads,
  errorReport,
  importRejected,
  readUpload,
  sendXlsxBuffer,
  type ImportProblem,
} from '../../platform/documents/index.js';
import { MAX_EXPORT_ROWS, workbookLocale } from '../../platform/http/excel.js';
import { optional, pagedQuery } from '../../platform/http/paging.js';
import { translate } from '../../platform/localization/localizer.js';
import { workflowActor } from '../../platform/workflow/caller.js';
import { registerWorkflowEntity } from '../../platform/workflow/registry.js';
import type { Services } from '../../services.js';
import { exportWorkbook } from './export.js';
import { importPurchaseOrders } from './import.js';
import {
  answerPurchaseOrder,
  exportPurchaseOrderLines,
  getPurchaseOrder,
  listLineMovements,
  listOpenLines,
  listPurchaseOrders,
} from './service.js';
import './todo.js';
import { upsertOrders, type UpsertActor, type UpsertResult } from './upsert.js';

const day = optional(daySchema);
const filters = {
  filter: optional(z.string().max(PurchaseOrderLimits.filter)),
  supplierId: optional(z.uuid()),
  status: optional(z.coerce.number().pipe(purchaseOrderStatusSchema)),
  ackStatus: optional(z.coerce.number().pipe(purchaseOrderAckStatusSchema)),
  partNo: optional(z.string().max(PurchaseOrderLimits.partNo)),
  orderDateFrom: day,
  orderDateTo: day,
};
const listQuery = pagedQuery.extend(filters);
const exportQuery = z.object({ ...filters, sorting: optional(z.string().max(500)) });
const openLinesQuery = pagedQuery.extend({
  poNo: optional(z.string().max(OpenLineLimits.poNo)),
  partNo: optional(z.string().max(OpenLineLimits.partNo)),
  supplierId: optional(z.uuid()),
  needDateFrom: day,
  needDateTo: day,
});
const idParams = z.object({ id: z.uuid() });
const lineParams = z.object({ lineId: z.uuid() });

const tags = ['PurchaseOrder'];

/** The sync's answer with every refusal's reason in the caller's language. */
const renderResult = (req: FastifyRequest, r: UpsertResult) => ({
  ...r,
  orders: r.orders.map((o) => ({
    ...o,
    problems: o.problems.map((p) => ({
      lineNo: p.lineNo,
      code: p.code,
      message: translate(req.culture, p.text),
    })),
  })),
});

/** Who brings orders: the integration client of a sync token, or the signed-in buyer of an import. */
function upsertActor(req: FastifyRequest): UpsertActor {
  if (req.currentClient) return { id: null, name: req.currentClient.clientId };
  const actor = workflowActor(req);
  return { id: actor.id, name: actor.name };
}

/**
 * Purchase orders (`/api/app/purchaseOrder`): from the ERP by sync (integration clients) or Excel
 * import (buyers); listed, exported and answered (acknowledge / reject) by vendors for their own
 * supplier, whose scope row-level security enforces on every call; open lines for deliveries.
 */
export async function purchaseOrderRoutes(app: FastifyInstance, s: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const P = Policies.MasterData.PurchaseOrders;
  const db = s.database.db;
  registerWorkflowEntity({ workflow: purchaseOrderAckWorkflow, readPolicies: [P.name] });
  await enableUploads(app);

  r.get(
    '/api/app/purchaseOrder',
    { config: { policy: P.name }, schema: { querystring: listQuery, tags } },
    async (req) =>
      inScope(db, req.scope, (tx) => listPurchaseOrders(tx, req.scope, req.query, workflowActor(req))),
  );

  r.get(
    '/api/app/purchaseOrder/openLines',
    { config: { policy: P.name, clients: true }, schema: { querystring: openLinesQuery, tags } },
    async (req) => inScope(db, req.scope, (tx) => listOpenLines(tx, req.scope, req.query)),
  );

  r.get(
    '/api/app/purchaseOrder/export',
    { config: { policy: P.Export.name }, schema: { querystring: exportQuery, tags } },
    async (req, reply) => {
      const rows = await inScope(db, req.scope, (tx) =>
        exportPurchaseOrderLines(tx, req.scope, req.query, MAX_EXPORT_ROWS + 1),
      );
      if (rows.length > MAX_EXPORT_ROWS) {
        rows.length = MAX_EXPORT_ROWS;
        reply.header('X-Export-Truncated', 'true');
      }
      const { fileName, bytes } = await exportWorkbook(rows, await workbookLocale(req, s.settings));
      return sendXlsxBuffer(reply, fileName, bytes);
    },
  );

  r.get(
    '/api/app/purchaseOrder/lines/:lineId/movements',
    { config: { policy: P.name }, schema: { params: lineParams, tags } },
    async (req) =>
      inScope(db, req.scope, (tx) => listLineMovements(tx, req.scope.tenantId, req.params.lineId)),
  );

  r.get(
    '/api/app/purchaseOrder/:id',
    { config: { policy: P.name }, schema: { params: idParams, tags } },
    async (req) =>
      inScope(db, req.scope, (tx) =>
        getPurchaseOrder(tx, req.scope.tenantId, req.params.id, workflowActor(req)),
      ),
  );

  r.post(
    '/api/app/purchaseOrder/sync',
    {
      config: { policy: P.Sync.name, clients: true },
      schema: { body: purchaseOrderSyncSchema, tags },
      // 1,000 orders of many lines: larger than the default body limit.
      bodyLimit: 32 * 1024 * 1024,
    },
    async (req) => {
      const result = await inScope(db, req.scope, (tx) =>
        upsertOrders(tx, req.audit, req.scope.tenantId, req.body.orders, upsertActor(req)),
      );
      return renderResult(req, result);
    },
  );

  r.post(
    '/api/app/purchaseOrder/import',
    { config: { policy: P.Import.name }, schema: { tags } },
    async (req) => {
      const file = await readUpload(req);
      return inScope(db, req.scope, async (tx) => {
        const outcome = await importPurchaseOrders(
          tx,
          req.audit,
          req.scope.tenantId,
          file.buffer,
          req.culture,
          upsertActor(req),
        );
        // Throwing rolls the transaction back: all rows or none.
        if (!outcome.ok) throw importRejected(outcome.problems, req.culture);
        return renderResult(req, outcome.result);
      });
    },
  );

  /**
   * The same file's problems as a downloadable workbook (the import page offers it after a refused
   * import). Nothing is written: the check runs in a transaction that is always rolled back.
   */
  r.post(
    '/api/app/purchaseOrder/import/errorReport',
    { config: { policy: P.Import.name }, schema: { tags } },
    async (req, reply) => {
      const file = await readUpload(req);
      const problems = await inScope(db, req.scope, async (tx) => {
        const outcome = await importPurchaseOrders(
          tx,
          req.audit,
          req.scope.tenantId,
          file.buffer,
          req.culture,
          upsertActor(req),
        );
        throw new DryRun(outcome.ok ? [] : outcome.problems);
      }).catch((err: unknown) => {
        if (err instanceof DryRun) return err.problems;
        throw err;
      });
      req.audit.entityChanges.length = 0;
      if (problems.length === 0) return reply.code(204).send();
      return sendXlsxBuffer(reply, 'import-errors.xlsx', await errorReport(problems, req.culture));
    },
  );

  for (const action of ['acknowledge', 'reject'] as const) {
    r.post(
      `/api/app/purchaseOrder/:id/${action}`,
      {
        config: { policy: P.Acknowledge.name },
        schema: { params: idParams, body: purchaseOrderTransitionSchema, tags },
      },
      async (req) =>
        inScope(db, req.scope, (tx) =>
          answerPurchaseOrder(
            tx,
            req.audit,
            req.scope.tenantId,
            req.params.id,
            action,
            workflowActor(req),
            req.body,
          ),
        ),
    );
  }
}

/** Carries a dry run's problems out of its transaction (which the throw rolls back). */
class DryRun extends Error {
  constructor(readonly problems: ImportProblem[]) {
    super('dry run');
  }
}
