import {
  bomConfirmSupplySchema,
  bomCopySchema,
  bomCreateSchema,
  bomListFilterSchema,
  bomReasonSchema,
  bomUpdateSchema,
  bomWorkflow,
  Policies,
  workflowTransitionSchema,
  type PolicyName,
} from '@sp/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inScope } from '../../../platform/db/scope.js';
import { sendXlsxBuffer } from '../../../platform/documents/index.js';
import { MAX_EXPORT_ROWS, workbookLocale } from '../../../platform/http/excel.js';
import { optional, pagedQuery } from '../../../platform/http/paging.js';
import { workflowActor } from '../../../platform/workflow/caller.js';
import { registerWorkflowEntity } from '../../../platform/workflow/registry.js';
import type { Services } from '../../../services.js';
import type { BomContext } from '../shared/context.js';
import { getBom } from '../shared/load.js';
import {
  approveBom,
  confirmSupply,
  obsoleteBom,
  recallBom,
  releaseBomNow,
  rejectBom,
  requestUpdate,
  submitBom,
  type StepBody,
} from './actions.js';
import { bomOverviewWorkbook } from './export.js';
import { exportBoms, listBoms } from './service.js';
import { copyBom, createBom, deleteBom, updateBom } from './write.js';

const listQuery = pagedQuery.extend(bomListFilterSchema.shape);
const exportQuery = bomListFilterSchema.extend({ sorting: optional(z.string().max(500)) });
const idParams = z.object({ id: z.uuid() });
const tags = ['Bom'];
const BASE = '/api/app/bom';

type Plain = (c: BomContext, id: string, body?: StepBody) => Promise<unknown>;

/**
 * Supplier BOM revisions (`/api/app/bom`): the supplier drafts, edits, copies and submits (and
 * engineering the same for our standard BOMs, with the vendor policies); engineering approves or
 * rejects, confirms the lines we supply, releases, makes obsolete and asks for an update after an
 * ECN. Reading takes either side's policy; row-level security keeps a vendor to their supplier's
 * BOMs on every call (another's is a 404); the workflow table decides every button and refusal.
 */
export async function registerBomRoutes(app: FastifyInstance, s: Services): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const G = Policies['Material.SMC'].Glt;
  const V = Policies['Material.SMC'].VendorBom;
  const db = s.database.db;
  const read = { policy: V.name, orPolicies: [G.name] };
  registerWorkflowEntity({ workflow: bomWorkflow, readPolicies: [V.name, G.name] });

  /** A unit of work of one request: its transaction, audit, caller and language. */
  const work = <T>(req: FastifyRequest, run: (c: BomContext) => Promise<T>) =>
    inScope(db, req.scope, (tx) =>
      run({
        tx,
        audit: req.audit,
        tenantId: req.scope.tenantId,
        actor: workflowActor(req),
        culture: req.culture,
      }),
    );

  r.get(BASE, { config: read, schema: { querystring: listQuery, tags } }, async (req) =>
    inScope(db, req.scope, (tx) => listBoms(tx, req.scope, req.query)),
  );

  // Before the `{id}` routes, so `export` is not an id; a vendor exports their own rows (row-level security).
  r.get(
    `${BASE}/export`,
    {
      config: { policy: G.Export.name, orPolicies: [V.Export.name] },
      schema: { querystring: exportQuery, tags },
    },
    async (req, reply) => {
      const rows = await inScope(db, req.scope, (tx) =>
        exportBoms(tx, req.scope, req.query, MAX_EXPORT_ROWS + 1),
      );
      if (rows.length > MAX_EXPORT_ROWS) {
        rows.length = MAX_EXPORT_ROWS;
        reply.header('X-Export-Truncated', 'true');
      }
      const { fileName, bytes } = await bomOverviewWorkbook(rows, await workbookLocale(req, s.settings));
      return sendXlsxBuffer(reply, fileName, bytes);
    },
  );

  r.get(`${BASE}/:id`, { config: read, schema: { params: idParams, tags } }, async (req) =>
    inScope(db, req.scope, (tx) => getBom(tx, req.scope.tenantId, req.params.id, workflowActor(req))),
  );

  r.post(BASE, { config: { policy: V.Create.name }, schema: { body: bomCreateSchema, tags } }, async (req) =>
    work(req, (c) => createBom(c, req.body)),
  );

  r.put(
    `${BASE}/:id`,
    { config: { policy: V.Update.name }, schema: { params: idParams, body: bomUpdateSchema, tags } },
    async (req) => work(req, (c) => updateBom(c, req.params.id, req.body)),
  );

  r.delete(
    `${BASE}/:id`,
    { config: { policy: V.Delete.name }, schema: { params: idParams, tags } },
    async (req, reply) => {
      await work(req, (c) => deleteBom(c, req.params.id));
      return reply.code(204).send();
    },
  );

  const plain: [path: string, policy: PolicyName, run: Plain][] = [
    ['submit', V.Submit.name, submitBom],
    ['recall', V.Submit.name, recallBom],
    ['approve', G.Review.name, approveBom],
    ['release', G.Release.name, releaseBomNow],
    ['obsolete', G.Release.name, obsoleteBom],
  ];
  for (const [path, policy, run] of plain)
    r.post(
      `${BASE}/:id/${path}`,
      { config: { policy }, schema: { params: idParams, body: workflowTransitionSchema, tags } },
      async (req) => work(req, (c) => run(c, req.params.id, req.body ?? undefined)),
    );

  r.post(
    `${BASE}/:id/reject`,
    { config: { policy: G.Review.name }, schema: { params: idParams, body: bomReasonSchema, tags } },
    async (req) => work(req, (c) => rejectBom(c, req.params.id, req.body)),
  );

  r.post(
    `${BASE}/:id/request-update`,
    { config: { policy: G.RequestUpdate.name }, schema: { params: idParams, body: bomReasonSchema, tags } },
    async (req) => work(req, (c) => requestUpdate(c, req.params.id, req.body)),
  );

  r.post(
    `${BASE}/:id/confirm-supply`,
    { config: { policy: G.Review.name }, schema: { params: idParams, body: bomConfirmSupplySchema, tags } },
    async (req) => work(req, (c) => confirmSupply(c, req.params.id, req.body)),
  );

  r.post(
    `${BASE}/:id/copy`,
    { config: { policy: V.Create.name }, schema: { params: idParams, body: bomCopySchema, tags } },
    async (req) => work(req, (c) => copyBom(c, req.params.id, req.body)),
  );
}
