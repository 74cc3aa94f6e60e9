import { Policies } from '@sp/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inScope } from '../../../platform/db/scope.js';
import { sendPdf } from '../../../platform/documents/index.js';
import { translate } from '../../../platform/localization/localizer.js';
import type { Services } from '../../../services.js';
import { loadReportData } from './data.js';
import { renderInspectionReport, type ReportText } from './report-pdf.js';

const idParams = z.object({ id: z.uuid() });

/**
 * `GET /api/app/inspectionForm/{id}/report.pdf`: the IQC inspection report of one form version in
 * the reader's language, for IQC and for the form's supplier. The form is read in the caller's
 * scope, so another supplier's form (or another tenant's) is a 404, never a report.
 */
export async function registerInspectionReportRoutes(app: FastifyInstance, s: Services): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const IIF = Policies['QualityControl.IIF'];
  const db = s.database.db;
  r.get(
    '/api/app/inspectionForm/:id/report.pdf',
    {
      config: { policy: IIF.AdminFormOverview.name, orPolicies: [IIF.VendorFormOverview.name] },
      schema: { params: idParams, tags: ['InspectionForm'] },
    },
    async (req, reply) => {
      const data = await inScope(db, req.scope, (tx) =>
        loadReportData(tx, req.scope.tenantId, req.params.id),
      );
      const t: ReportText = (key, ...args) =>
        translate(req.culture, { resource: 'SupplierPortal', key, args });
      const bytes = await renderInspectionReport(data, t);
      return sendPdf(reply, `${data.form.formNo}-v${data.form.version}.pdf`, bytes);
    },
  );
}
