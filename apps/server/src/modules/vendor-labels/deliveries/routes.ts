import {
  daySchema,
  deliveryCreateSchema,
  deliveryReceiveSchema,
  deliveryShipSchema,
  deliveryTexts,
  deliveryUpdateSchema,
  deliveryWorkflow,
  Policies,
  type PolicyName,
  workflowStatuses,
  workflowTransitionSchema,
} from '@sp/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inScope } from '../../../platform/db/scope.js';
import { sendPdf, sendXlsxBuffer } from '../../../platform/documents/index.js';
import { MAX_EXPORT_ROWS, workbookLocale } from '../../../platform/http/excel.js';
import { optional, pagedQuery } from '../../../platform/http/paging.js';
import { translate } from '../../../platform/localization/localizer.js';
import { requestActor, workflowActor } from '../../../platform/workflow/caller.js';
import { registerWorkflowEntity } from '../../../platform/workflow/registry.js';
import { assertOperation } from '../../../platform/workflow/transition.js';
import type { Services } from '../../../services.js';
import {
  cancelDelivery,
  closeDelivery,
  confirmDelivery,
  receiveDelivery,
  rejectDelivery,
  shipDelivery,
  submitDelivery,
} from './actions.js';
import { etaReminderJob } from './eta.js';
import { exportWorkbook } from './export.js';
import { generateLabels } from './generate.js';
import { listShippedDeliveries } from './integration.js';
import { drawableLines } from './open-lines.js';
import { renderDeliveryNote } from './note-pdf.js';
import { packingPlanOf } from './packing.js';
import {
  createDelivery,
  deleteDelivery,
  exportDeliveryLines,
  findDelivery,
  getDelivery,
  listDeliveries,
  updateDelivery,
} from './service.js';
import './todo.js';

const statuses = workflowStatuses(deliveryWorkflow) as number[];
const day = optional(daySchema);
const filters = {
  filter: optional(z.string().max(100)),
  supplierId: optional(z.uuid()),
  status: optional(
    z.coerce
      .number()
      .int()
      .refine((s) => statuses.includes(s)),
  ),
  poNo: optional(z.string().max(64)),
  partNo: optional(z.string().max(64)),
  deliveryDateFrom: day,
  deliveryDateTo: day,
};
const listQuery = pagedQuery.extend(filters);
const exportQuery = z.object({ ...filters, sorting: optional(z.string().max(200)) });
const idParams = z.object({ id: z.uuid() });
const tags = ['Delivery'];

type Plain = (...args: Parameters<typeof confirmDelivery>) => ReturnType<typeof confirmDelivery>;

/**
 * Delivery notes (`/api/app/delivery`): drafted by a vendor from open PO lines, labelled, submitted,
 * confirmed or rejected by the buyer, shipped, and received by the buyer's warehouse or the ERP
 * (an integration client may record receipts). Row-level security keeps a vendor to their own
 * supplier's notes on every call; the workflow table decides every button and every refusal.
 */
export async function deliveryRoutes(app: FastifyInstance, s: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const P = Policies.VendorLabel.Delivery;
  const db = s.database.db;
  registerWorkflowEntity({ workflow: deliveryWorkflow, readPolicies: [P.name] });
  s.jobs.add(etaReminderJob(db));

  r.get(
    '/api/app/delivery',
    { config: { policy: P.name }, schema: { querystring: listQuery, tags } },
    async (req) =>
      inScope(db, req.scope, (tx) => listDeliveries(tx, req.scope, req.query, workflowActor(req))),
  );

  r.get(
    '/api/app/delivery/export',
    { config: { policy: P.name }, schema: { querystring: exportQuery, tags } },
    async (req, reply) => {
      const rows = await inScope(db, req.scope, (tx) =>
        exportDeliveryLines(tx, req.scope, req.query, MAX_EXPORT_ROWS + 1),
      );
      if (rows.length > MAX_EXPORT_ROWS) {
        rows.length = MAX_EXPORT_ROWS;
        reply.header('X-Export-Truncated', 'true');
      }
      const { fileName, bytes } = await exportWorkbook(rows, await workbookLocale(req, s.settings));
      return sendXlsxBuffer(reply, fileName, bytes);
    },
  );

  // The PO lines a note may draw from, less what other unshipped notes hold (the create form's picker).
  r.get(
    '/api/app/delivery/openLines',
    {
      config: { policy: P.name },
      schema: {
        querystring: pagedQuery.extend({
          poNo: optional(z.string().max(64)),
          partNo: optional(z.string().max(64)),
          supplierId: optional(z.uuid()),
          needDateFrom: day,
          needDateTo: day,
          exceptDeliveryId: optional(z.uuid()),
        }),
        tags,
      },
    },
    async (req) => inScope(db, req.scope, (tx) => drawableLines(tx, req.scope, req.query)),
  );

  // For the ERP: shipped notes after a cursor, with lines and cartons / pallets (integration clients).
  r.get(
    '/api/app/delivery/shipped',
    {
      config: { policy: P.name, clients: true },
      schema: {
        querystring: z.object({
          since: optional(z.iso.datetime({ offset: true })),
          afterId: optional(z.uuid()),
          maxResultCount: z.coerce.number().int().min(1).max(200).default(50),
        }),
        tags,
      },
    },
    async (req) => inScope(db, req.scope, (tx) => listShippedDeliveries(tx, req.scope, req.query)),
  );

  r.get(
    '/api/app/delivery/:id',
    { config: { policy: P.name, clients: true }, schema: { params: idParams, tags } },
    async (req) =>
      inScope(db, req.scope, (tx) => getDelivery(tx, req.scope.tenantId, req.params.id, requestActor(req))),
  );

  r.post(
    '/api/app/delivery',
    { config: { policy: P.Create.name }, schema: { body: deliveryCreateSchema, tags } },
    async (req) =>
      inScope(db, req.scope, (tx) => createDelivery(tx, req.audit, req.scope, req.body, workflowActor(req))),
  );

  r.put(
    '/api/app/delivery/:id',
    { config: { policy: P.Update.name }, schema: { params: idParams, body: deliveryUpdateSchema, tags } },
    async (req) =>
      inScope(db, req.scope, (tx) =>
        updateDelivery(tx, req.audit, req.scope.tenantId, req.params.id, req.body, workflowActor(req)),
      ),
  );

  r.delete(
    '/api/app/delivery/:id',
    { config: { policy: P.Delete.name }, schema: { params: idParams, tags } },
    async (req, reply) => {
      await inScope(db, req.scope, (tx) =>
        deleteDelivery(tx, req.audit, req.scope.tenantId, req.params.id, workflowActor(req)),
      );
      return reply.code(204).send();
    },
  );

  r.get(
    '/api/app/delivery/:id/packing',
    { config: { policy: P.name }, schema: { params: idParams, tags } },
    async (req) => inScope(db, req.scope, (tx) => packingPlanOf(tx, req.scope.tenantId, req.params.id)),
  );

  r.post(
    '/api/app/delivery/:id/labels',
    { config: { policy: P.Update.name }, schema: { params: idParams, tags } },
    async (req) =>
      inScope(db, req.scope, (tx) =>
        generateLabels(tx, req.audit, req.scope.tenantId, req.params.id, workflowActor(req)),
      ),
  );

  r.get(
    '/api/app/delivery/:id/note.pdf',
    { config: { policy: P.Print.name }, schema: { params: idParams, tags } },
    async (req, reply) => {
      const actor = workflowActor(req);
      const note = await inScope(db, req.scope, async (tx) => {
        assertOperation(
          deliveryWorkflow,
          'printNote',
          await findDelivery(tx, req.scope.tenantId, req.params.id),
          actor,
          'Delivery:PrintNote',
        );
        return getDelivery(tx, req.scope.tenantId, req.params.id, actor);
      });
      const t = (key: string) => translate(req.culture, { resource: deliveryTexts.resource, key, args: [] });
      return sendPdf(reply, `${note.deliveryNo}.pdf`, await renderDeliveryNote(note, t));
    },
  );

  const plain: [action: string, policy: PolicyName, run: Plain][] = [
    ['submit', P.Submit.name, submitDelivery],
    ['confirm', P.Confirm.name, confirmDelivery],
    ['reject', P.Reject.name, rejectDelivery],
    ['cancel', P.Cancel.name, cancelDelivery],
    ['close', P.Receive.name, closeDelivery],
  ];
  for (const [action, policy, run] of plain) {
    r.post(
      `/api/app/delivery/:id/${action}`,
      {
        config: { policy },
        schema: { params: idParams, body: workflowTransitionSchema, tags },
      },
      async (req) =>
        inScope(db, req.scope, (tx) =>
          run(tx, req.audit, req.scope.tenantId, req.params.id, workflowActor(req), req.body ?? undefined),
        ),
    );
  }

  r.post(
    '/api/app/delivery/:id/ship',
    { config: { policy: P.Ship.name }, schema: { params: idParams, body: deliveryShipSchema, tags } },
    async (req) =>
      inScope(db, req.scope, (tx) =>
        shipDelivery(tx, req.audit, req.scope.tenantId, req.params.id, req.body, workflowActor(req)),
      ),
  );

  r.post(
    '/api/app/delivery/:id/receive',
    {
      config: { policy: P.Receive.name, clients: true },
      schema: { params: idParams, body: deliveryReceiveSchema, tags },
    },
    async (req) =>
      inScope(db, req.scope, (tx) =>
        receiveDelivery(
          tx,
          req.audit,
          req.scope.tenantId,
          req.params.id,
          req.body,
          requestActor(req),
          req.currentClient?.clientId ?? null,
        ),
      ),
  );
}
