import {
  noticeAckWorkflow,
  noticeCreateSchema,
  noticeListFilterSchema,
  noticeReasonSchema,
  noticeRecipientFilterSchema,
  noticeRemindSchema,
  noticeReplyWorkflow,
  noticeUpdateSchema,
  noticeWorkflow,
  Policies,
  WORKFLOW_COMMENT_MAX,
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
import { registerAttachmentOwner } from '../../attachments/registry.js';
import { noticeFilesOwner, noticeReplyFilesOwner } from '../shared/attachments.js';
import { noticeWork } from '../shared/context.js';
import { findNotice } from '../shared/lookups.js';
import {
  acceptReply,
  closeNotice,
  publishNotice,
  remindNotice,
  returnReply,
  revokeNotice,
} from './actions.js';
import { listRecipients, recipientWorkbook } from './recipients.js';
import { noticeOverviewWorkbook } from './export.js';
import {
  createNotice,
  deleteNotice,
  exportNotices,
  getNotice,
  listNotices,
  updateNotice,
} from './service.js';

const BASE = '/api/app/supplierNotice';
const tags = ['SupplierNotice'];
const idParams = z.object({ id: z.uuid() });
const ridParams = z.object({ rid: z.uuid() });
const listQuery = pagedQuery.extend(noticeListFilterSchema.shape);
const recipientQuery = pagedQuery.extend(noticeRecipientFilterSchema.shape);
const listExportQuery = noticeListFilterSchema.extend({ sorting: optional(z.string().max(500)) });
const exportQuery = noticeRecipientFilterSchema.extend({ sorting: optional(z.string().max(500)) });
const stampBody = z
  .object({ concurrencyStamp: z.string().max(64).nullish() })
  .nullish()
  .transform((v) => v ?? {});
const reviewBody = z
  .object({
    comment: z.string().max(WORKFLOW_COMMENT_MAX).nullish(),
    concurrencyStamp: z.string().max(64).nullish(),
  })
  .nullish()
  .transform((v) => v ?? {});

/**
 * The buyer's notices to suppliers (`/api/app/supplierNotice`): drafts (create, edit, delete),
 * publish (recipients resolved and mailed), revoke, close, remind, the recipient sheet (list,
 * Excel) and the review of replies. Also registers the workflows' history and the notices' and
 * replies' attachment owners.
 */
export async function registerNoticeRoutes(app: FastifyInstance, s: Services): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const A = Policies.ToSupplierNotice.AdminNoticeOverview;
  const V = Policies.ToSupplierNotice.VendorNoticeOverview;
  const db = s.database.db;
  registerWorkflowEntity({ workflow: noticeWorkflow, readPolicies: [A.name] });
  registerWorkflowEntity({ workflow: noticeAckWorkflow, readPolicies: [A.name, V.name] });
  registerWorkflowEntity({ workflow: noticeReplyWorkflow, readPolicies: [A.name, V.name] });
  registerAttachmentOwner(noticeFilesOwner);
  registerAttachmentOwner(noticeReplyFilesOwner);

  r.get(BASE, { config: { policy: A.name }, schema: { querystring: listQuery, tags } }, async (req) =>
    inScope(db, req.scope, (tx) => listNotices(tx, req.scope.tenantId, req.query)),
  );

  // Before the `{id}` routes, so `export` is not an id.
  r.get(
    `${BASE}/export`,
    { config: { policy: A.Export.name }, schema: { querystring: listExportQuery, tags } },
    async (req, reply) => {
      const rows = await inScope(db, req.scope, (tx) =>
        exportNotices(tx, req.scope.tenantId, req.query, MAX_EXPORT_ROWS + 1),
      );
      if (rows.length > MAX_EXPORT_ROWS) {
        rows.length = MAX_EXPORT_ROWS;
        reply.header('X-Export-Truncated', 'true');
      }
      const { fileName, bytes } = await noticeOverviewWorkbook(rows, await workbookLocale(req, s.settings));
      return sendXlsxBuffer(reply, fileName, bytes);
    },
  );

  r.get(`${BASE}/:id`, { config: { policy: A.name }, schema: { params: idParams, tags } }, async (req) =>
    inScope(db, req.scope, (tx) => getNotice(tx, req.scope.tenantId, req.params.id, workflowActor(req))),
  );

  r.post(
    BASE,
    { config: { policy: A.Create.name }, schema: { body: noticeCreateSchema, tags } },
    async (req) => noticeWork(db, req, (c) => createNotice(c, req.body)),
  );

  r.put(
    `${BASE}/:id`,
    { config: { policy: A.Update.name }, schema: { params: idParams, body: noticeUpdateSchema, tags } },
    async (req) => noticeWork(db, req, (c) => updateNotice(c, req.params.id, req.body)),
  );

  r.delete(
    `${BASE}/:id`,
    { config: { policy: A.Delete.name }, schema: { params: idParams, tags } },
    async (req, reply) => {
      await noticeWork(db, req, (c) => deleteNotice(c, req.params.id));
      return reply.code(204).send();
    },
  );

  r.post(
    `${BASE}/:id/publish`,
    { config: { policy: A.Publish.name }, schema: { params: idParams, body: stampBody, tags } },
    async (req) => noticeWork(db, req, (c) => publishNotice(c, req.params.id, req.body)),
  );

  r.post(
    `${BASE}/:id/revoke`,
    { config: { policy: A.Publish.name }, schema: { params: idParams, body: noticeReasonSchema, tags } },
    async (req) => noticeWork(db, req, (c) => revokeNotice(c, req.params.id, req.body)),
  );

  r.post(
    `${BASE}/:id/close`,
    { config: { policy: A.Publish.name }, schema: { params: idParams, body: stampBody, tags } },
    async (req) => noticeWork(db, req, (c) => closeNotice(c, req.params.id, req.body)),
  );

  r.post(
    `${BASE}/:id/remind`,
    {
      config: { policy: A.Publish.name },
      schema: { params: idParams, body: noticeRemindSchema.nullish().transform((v) => v ?? {}), tags },
    },
    async (req) => noticeWork(db, req, (c) => remindNotice(c, req.params.id, req.body.recipientIds)),
  );

  r.get(
    `${BASE}/:id/recipients`,
    { config: { policy: A.name }, schema: { params: idParams, querystring: recipientQuery, tags } },
    async (req) =>
      inScope(db, req.scope, (tx) =>
        listRecipients(tx, req.scope.tenantId, req.params.id, req.query, workflowActor(req)),
      ),
  );

  r.get(
    `${BASE}/:id/recipients/export`,
    { config: { policy: A.Export.name }, schema: { params: idParams, querystring: exportQuery, tags } },
    async (req, reply) => {
      const { noticeNo, page } = await inScope(db, req.scope, async (tx) => {
        const notice = await findNotice(tx, req.scope.tenantId, req.params.id);
        const rows = await listRecipients(
          tx,
          req.scope.tenantId,
          req.params.id,
          req.query,
          workflowActor(req),
          MAX_EXPORT_ROWS,
        );
        return { noticeNo: notice.noticeNo, page: rows };
      });
      const { fileName, bytes } = await recipientWorkbook(
        noticeNo,
        page.items,
        await workbookLocale(req, s.settings),
      );
      return sendXlsxBuffer(reply, fileName, bytes);
    },
  );

  r.post(
    `${BASE}/recipients/:rid/accept-reply`,
    { config: { policy: A.Review.name }, schema: { params: ridParams, body: reviewBody, tags } },
    async (req) => noticeWork(db, req, (c) => acceptReply(c, req.params.rid, req.body)),
  );

  r.post(
    `${BASE}/recipients/:rid/return-reply`,
    { config: { policy: A.Review.name }, schema: { params: ridParams, body: noticeReasonSchema, tags } },
    async (req) => noticeWork(db, req, (c) => returnReply(c, req.params.rid, req.body)),
  );
}
