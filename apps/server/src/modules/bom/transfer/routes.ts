import { BomExportLevels, Policies } from '@sp/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inScope } from '../../../platform/db/scope.js';
import { sendPdf, sendXlsxBuffer } from '../../../platform/documents/index.js';
import { translate } from '../../../platform/localization/localizer.js';
import type { Services } from '../../../services.js';
import { findBom, linesOf, toBomLine } from '../structure/rows.js';
import { bomTree } from '../structure/tree.js';
import { tt } from './columns.js';
import { bomImportTemplate, exportFileName, multiLevelWorkbook, singleLevelWorkbook } from './export.js';
import { registerBomImportRoute } from './import-route.js';
import { loadBomReport } from './report-data.js';
import { renderBomReport, type ReportText } from './report-pdf.js';

const BASE = '/api/app/bom';
const tags = ['Bom'];
const idParams = z.object({ id: z.uuid() });
const exportQuery = z.object({ levels: z.enum(BomExportLevels).default('single') });

/**
 * A BOM's documents: the Excel import template and the import (`import-route.ts`), the export
 * (single level: the template filled in, so it imports again; multi level: the indented tree) and
 * the PDF BOM report. Every read runs in the caller's scope: another supplier's BOM is a 404.
 * Registered before the revisions' `/{id}` routes, so `import-template` and `import` are never ids.
 */
export async function registerBomTransferRoutes(app: FastifyInstance, s: Services): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const S = Policies['Material.SMC'];
  const db = s.database.db;

  r.get(
    `${BASE}/import-template`,
    { config: { policy: S.VendorBom.Import.name }, schema: { tags } },
    async (req, reply) => {
      const name = translate(req.culture, tt('BomTransfer:TemplateName'));
      return sendXlsxBuffer(reply, `${name}.xlsx`, await bomImportTemplate(req.culture));
    },
  );

  await registerBomImportRoute(app, s);

  r.get(
    `${BASE}/:id/export`,
    {
      config: { policy: S.Glt.Export.name, orPolicies: [S.VendorBom.Export.name] },
      schema: { params: idParams, querystring: exportQuery, tags },
    },
    async (req, reply) => {
      const { tenantId } = req.scope;
      if (req.query.levels === 'multi') {
        const tree = await inScope(db, req.scope, (tx) => bomTree(tx, tenantId, req.params.id));
        const bytes = await multiLevelWorkbook(tree, req.culture);
        return sendXlsxBuffer(reply, exportFileName(tree.bom, 'multi'), bytes);
      }
      const { bom, lines } = await inScope(db, req.scope, async (tx) => {
        const found = await findBom(tx, tenantId, req.params.id);
        const rows = await linesOf(tx, tenantId, req.params.id);
        return { bom: { ...found.dto, remark: found.row.remark }, lines: rows.map(toBomLine) };
      });
      return sendXlsxBuffer(
        reply,
        exportFileName(bom, 'single'),
        await singleLevelWorkbook(bom, lines, req.culture),
      );
    },
  );

  r.get(
    `${BASE}/:id/report.pdf`,
    {
      config: { policy: S.Glt.name, orPolicies: [S.VendorBom.name] },
      schema: { params: idParams, tags },
    },
    async (req, reply) => {
      const data = await inScope(db, req.scope, (tx) => loadBomReport(tx, req.scope.tenantId, req.params.id));
      const t: ReportText = (key, ...args) =>
        translate(req.culture, { resource: 'SupplierPortal', key, args });
      const bytes = await renderBomReport(data, t);
      return sendPdf(reply, `${data.tree.bom.bomNo}.pdf`, bytes);
    },
  );
}
