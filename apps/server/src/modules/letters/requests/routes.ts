import {
  LetterType,
  OtherLetterType,
  partNoConfirmAcknowledgeSchema,
  partNoConfirmCreateSchema,
  partNoConfirmFilterSchema,
  partNoConfirmUpdateSchema,
  partNoConfirmWorkflow,
  Policies,
  workflowTransitionSchema,
  type PolicyName,
} from '@sp/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inScope } from '../../../platform/db/scope.js';
import { sendXlsxBuffer } from '../../../platform/documents/index.js';
import { MAX_EXPORT_ROWS, workbookLocale } from '../../../platform/http/excel.js';
import { optional, pagedQuery } from '../../../platform/http/paging.js';
import { workflowActor } from '../../../platform/workflow/caller.js';
import { registerWorkflowEntity } from '../../../platform/workflow/registry.js';
import type { Services } from '../../../services.js';
import {
  acknowledgeRequest,
  cancelRequest,
  createLetterFromRequest,
  declineRequest,
  resendRequest,
} from './actions.js';
import { exportWorkbook } from './export.js';
import { buyerUsers, materialLookup, templateOptions } from './lookups.js';
import { createRequest, exportRequests, getRequest, listRequests, updateRequest } from './service.js';

const idParams = z.object({ id: z.uuid() });
const listQuery = pagedQuery.extend(partNoConfirmFilterSchema.shape);
const exportQuery = partNoConfirmFilterSchema.extend({ sorting: optional(z.string().max(200)) });
const tags = ['PartNoConfirm'];
const BASE = '/api/app/partNoConfirm';

type Plain = typeof declineRequest;

/**
 * Part-number confirmations (`/api/app/partNoConfirm`): the buyer asks a supplier for a letter of
 * recognition of a part (or an other letter) by a date with a check template; the vendor
 * acknowledges with a promised date or declines with a reason, then starts the letter from it.
 * Row-level security keeps a vendor to their own supplier's requests on every call; the workflow
 * table decides every button and every refusal.
 */
export async function registerRequestRoutes(app: FastifyInstance, s: Services): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const P = Policies.LetterOfRecognition.PartNoConfirm;
  const db = s.database.db;
  registerWorkflowEntity({ workflow: partNoConfirmWorkflow, readPolicies: [P.name] });

  r.get(BASE, { config: { policy: P.name }, schema: { querystring: listQuery, tags } }, async (req) =>
    inScope(db, req.scope, (tx) => listRequests(tx, req.scope, req.query, workflowActor(req))),
  );

  r.get(
    `${BASE}/export`,
    { config: { policy: P.Export.name }, schema: { querystring: exportQuery, tags } },
    async (req, reply) => {
      const rows = await inScope(db, req.scope, (tx) =>
        exportRequests(tx, req.scope, req.query, MAX_EXPORT_ROWS + 1),
      );
      if (rows.length > MAX_EXPORT_ROWS) {
        rows.length = MAX_EXPORT_ROWS;
        reply.header('X-Export-Truncated', 'true');
      }
      const { fileName, bytes } = await exportWorkbook(rows, await workbookLocale(req, s.settings));
      return sendXlsxBuffer(reply, fileName, bytes);
    },
  );

  // The create / edit form's pickers (the buyer's side).
  r.get(
    `${BASE}/users`,
    {
      config: { policy: P.Create.name },
      schema: {
        querystring: z.object({
          filter: optional(z.string().max(100)),
          maxResultCount: z.coerce.number().int().min(1).max(100).default(20),
        }),
        tags,
      },
    },
    async (req) => inScope(db, req.scope, (tx) => buyerUsers(tx, req.scope.tenantId, req.query)),
  );
  r.get(
    `${BASE}/templates`,
    {
      config: { policy: P.Create.name },
      schema: {
        querystring: z.object({
          letterType: optional(z.enum(LetterType)),
          materialCategory: optional(z.string().max(64)),
          otherType: optional(z.enum(OtherLetterType)),
        }),
        tags,
      },
    },
    async (req) => inScope(db, req.scope, (tx) => templateOptions(tx, req.scope.tenantId, req.query)),
  );
  r.get(
    `${BASE}/material`,
    {
      config: { policy: P.Create.name },
      schema: { querystring: z.object({ partNo: z.string().trim().min(1).max(64) }), tags },
    },
    async (req) => inScope(db, req.scope, (tx) => materialLookup(tx, req.scope.tenantId, req.query.partNo)),
  );

  r.get(`${BASE}/:id`, { config: { policy: P.name }, schema: { params: idParams, tags } }, async (req) =>
    inScope(db, req.scope, (tx) => getRequest(tx, req.scope.tenantId, req.params.id, workflowActor(req))),
  );

  r.post(
    BASE,
    { config: { policy: P.Create.name }, schema: { body: partNoConfirmCreateSchema, tags } },
    async (req) =>
      inScope(db, req.scope, (tx) => createRequest(tx, req.audit, req.scope, req.body, workflowActor(req))),
  );

  r.put(
    `${BASE}/:id`,
    {
      config: { policy: P.Update.name },
      schema: { params: idParams, body: partNoConfirmUpdateSchema, tags },
    },
    async (req) =>
      inScope(db, req.scope, (tx) =>
        updateRequest(tx, req.audit, req.scope.tenantId, req.params.id, req.body, workflowActor(req)),
      ),
  );

  r.post(
    `${BASE}/:id/acknowledge`,
    {
      config: { policy: P.CreateAck.name },
      schema: { params: idParams, body: partNoConfirmAcknowledgeSchema, tags },
    },
    async (req) =>
      inScope(db, req.scope, (tx) =>
        acknowledgeRequest(tx, req.audit, req.scope.tenantId, req.params.id, workflowActor(req), req.body),
      ),
  );

  const plain: [path: string, policy: PolicyName, run: Plain][] = [
    ['decline', P.CreateAck.name, declineRequest],
    ['resend', P.Update.name, resendRequest],
    ['cancel', P.Delete.name, cancelRequest],
  ];
  for (const [path, policy, run] of plain) {
    r.post(
      `${BASE}/:id/${path}`,
      { config: { policy }, schema: { params: idParams, body: workflowTransitionSchema, tags } },
      async (req) =>
        inScope(db, req.scope, (tx) =>
          run(tx, req.audit, req.scope.tenantId, req.params.id, workflowActor(req), req.body),
        ),
    );
  }

  r.post(
    `${BASE}/:id/create-letter`,
    {
      config: { policy: P.CreateAck.name },
      schema: { params: idParams, body: workflowTransitionSchema, tags },
    },
    async (req) =>
      inScope(db, req.scope, (tx) =>
        createLetterFromRequest(
          tx,
          req.audit,
          req.scope.tenantId,
          req.params.id,
          workflowActor(req),
          req.body,
        ),
      ),
  );
}
