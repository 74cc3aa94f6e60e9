import { noticeWorkflow, Policies } from '@sp/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inScope } from '../../../platform/db/scope.js';
import { sendPdf } from '../../../platform/documents/index.js';
import { EntityNotFoundError } from '../../../platform/http/errors.js';
import { translate } from '../../../platform/localization/localizer.js';
import type { Services } from '../../../services.js';
import { loadNoticeReport } from './data.js';
import { renderNoticePdf, type ReportText } from './notice-pdf.js';

const idParams = z.object({ id: z.uuid() });

/**
 * The notice PDF in the reader's language:
 * - `GET /api/app/supplierNotice/{id}/notice.pdf` (notice management): the notice and its
 *   acknowledgement sheet (every recipient);
 * - `GET /api/app/supplierNotice/mine/{id}/notice.pdf` (the vendor's notices): the notice and the
 *   caller's own acknowledgement, never the other recipients.
 * Read in the caller's scope: a notice not addressed to a vendor's supplier, or another tenant's,
 * is a 404, never a PDF.
 */
export async function registerNoticeReportRoutes(app: FastifyInstance, s: Services): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const P = Policies.ToSupplierNotice;
  const db = s.database.db;
  const send = async (
    req: FastifyRequest<{ Params: { id: string } }>,
    reply: FastifyReply,
    supplierId: string | null,
  ) => {
    const data = await inScope(db, req.scope, (tx) =>
      loadNoticeReport(tx, req.scope.tenantId, req.params.id, supplierId),
    );
    const t: ReportText = (key, ...args) => translate(req.culture, { resource: 'SupplierPortal', key, args });
    return sendPdf(reply, `${data.notice.noticeNo}.pdf`, await renderNoticePdf(data, t));
  };

  r.get(
    '/api/app/supplierNotice/:id/notice.pdf',
    {
      config: { policy: P.AdminNoticeOverview.name },
      schema: { params: idParams, tags: ['SupplierNotice'] },
    },
    async (req, reply) => send(req, reply, req.scope.supplierId),
  );

  r.get(
    '/api/app/supplierNotice/mine/:id/notice.pdf',
    {
      config: { policy: P.VendorNoticeOverview.name },
      schema: { params: idParams, tags: ['SupplierNotice'] },
    },
    async (req, reply) => {
      // Only a supplier's user has an acknowledgement of their own.
      if (!req.scope.supplierId) throw new EntityNotFoundError(noticeWorkflow.entity, req.params.id);
      return send(req, reply, req.scope.supplierId);
    },
  );
}
