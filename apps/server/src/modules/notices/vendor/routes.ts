import {
  noticeAckSchema,
  noticeReasonSchema,
  noticeReplySchema,
  Policies,
  vendorNoticeListFilterSchema,
} from '@sp/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inScope } from '../../../platform/db/scope.js';
import { pagedQuery } from '../../../platform/http/paging.js';
import { workflowActor } from '../../../platform/workflow/caller.js';
import type { Services } from '../../../services.js';
import { noticeWork } from '../shared/context.js';
import { acknowledgeMine, getMine, listMine, readMine, refuseMine, replyMine } from './service.js';

const BASE = '/api/app/supplierNotice/mine';
const tags = ['SupplierNotice'];
const idParams = z.object({ id: z.uuid() });
const listQuery = pagedQuery.extend(vendorNoticeListFilterSchema.shape);

/**
 * The vendor's notices (`/api/app/supplierNotice/mine`): the notices addressed to their supplier
 * (row-level security: another's is a 404, a draft never shows), read receipt, acknowledgement or
 * refusal, and the reply. A user bound to no supplier gets an empty list and 403 on the actions.
 */
export async function registerVendorNoticeRoutes(app: FastifyInstance, s: Services): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const V = Policies.ToSupplierNotice.VendorNoticeOverview;
  const db = s.database.db;

  r.get(BASE, { config: { policy: V.name }, schema: { querystring: listQuery, tags } }, async (req) =>
    inScope(db, req.scope, (tx) => listMine(tx, req.scope.tenantId, req.query, workflowActor(req))),
  );

  r.get(`${BASE}/:id`, { config: { policy: V.name }, schema: { params: idParams, tags } }, async (req) =>
    inScope(db, req.scope, (tx) => getMine(tx, req.scope.tenantId, req.params.id, workflowActor(req))),
  );

  r.post(
    `${BASE}/:id/read`,
    { config: { policy: V.name }, schema: { params: idParams, tags } },
    async (req) => noticeWork(db, req, (c) => readMine(c, req.params.id)),
  );

  r.post(
    `${BASE}/:id/acknowledge`,
    {
      config: { policy: V.Acknowledge.name },
      schema: { params: idParams, body: noticeAckSchema.nullish().transform((v) => v ?? {}), tags },
    },
    async (req) => noticeWork(db, req, (c) => acknowledgeMine(c, req.params.id, req.body)),
  );

  r.post(
    `${BASE}/:id/refuse`,
    { config: { policy: V.Acknowledge.name }, schema: { params: idParams, body: noticeReasonSchema, tags } },
    async (req) => noticeWork(db, req, (c) => refuseMine(c, req.params.id, req.body)),
  );

  r.post(
    `${BASE}/:id/reply`,
    { config: { policy: V.Reply.name }, schema: { params: idParams, body: noticeReplySchema, tags } },
    async (req) => noticeWork(db, req, (c) => replyMine(c, req.params.id, req.body)),
  );
}
