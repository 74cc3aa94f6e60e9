import {
  iqcConfigCreateSchema,
  iqcConfigFilterSchema,
  iqcConfigTexts,
  iqcConfigUpdateSchema,
  iqcConfigWorkflow,
  Policies,
  workflowTransitionSchema,
} from '@sp/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../../platform/db/client.js';
import { inScope } from '../../../platform/db/scope.js';
import {
  errorReport,
  importRejected,
  readUpload,
  sendXlsxBuffer,
} from '../../../platform/documents/index.js';
import { ForbiddenError } from '../../../platform/http/errors.js';
import { MAX_EXPORT_ROWS, workbookLocale } from '../../../platform/http/excel.js';
import { enableUploads } from '../../../platform/http/multipart.js';
import { optional, pagedQuery } from '../../../platform/http/paging.js';
import { T, translate } from '../../../platform/localization/localizer.js';
import { workflowActor } from '../../../platform/workflow/caller.js';
import { registerWorkflowEntity } from '../../../platform/workflow/registry.js';
import type { Services } from '../../../services.js';
import { supplierIdsByCode } from '../../materials/codes.js';
import { findMaterialsByPartNo } from '../../materials/lookup.js';
import {
  confirmIqcConfig,
  createIqcConfig,
  deleteIqcConfig,
  updateIqcConfig,
  vendorConfirmIqcConfig,
  type ConfigContext,
} from './actions.js';
import { exportIqcConfigWorkbook } from './export.js';
import { importTemplate, parseIqcConfigWorkbook, writeImportedConfigs } from './import.js';
import { exportIqcConfigRows, getIqcConfig, listIqcConfigs } from './service.js';

const listQuery = pagedQuery.extend(iqcConfigFilterSchema.shape);
const exportQuery = iqcConfigFilterSchema.extend({ sorting: optional(z.string().max(500)) });
const idParams = z.object({ id: z.uuid() });
const tags = ['IqcMaterialConfig'];
const base = '/api/app/iqcMaterialConfig';

/**
 * Material inspection configurations (物料信息确认, `/api/app/iqcMaterialConfig`): IQC drafts, edits,
 * imports and confirms them; the supplier reads their own (row-level security on every call) and
 * confirms having read them. The workflow table decides every button and every refusal.
 */
export async function registerInspectionConfigRoutes(app: FastifyInstance, s: Services): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const P = Policies['QualityControl.IIF'].PartNoConfirm;
  const db = s.database.db;
  await enableUploads(app);
  registerWorkflowEntity({ workflow: iqcConfigWorkflow, readPolicies: [P.name] });

  /** A unit of work of one request: its transaction, audit, caller and language. */
  const work = <T>(req: FastifyRequest, run: (c: ConfigContext) => Promise<T>) =>
    inScope(db, req.scope, (tx: Tx) =>
      run({
        tx,
        audit: req.audit,
        tenantId: req.scope.tenantId,
        actor: workflowActor(req),
        culture: req.culture,
      }),
    );

  r.get(base, { config: { policy: P.name }, schema: { querystring: listQuery, tags } }, async (req) =>
    inScope(db, req.scope, (tx) => listIqcConfigs(tx, req.scope, req.query, workflowActor(req))),
  );

  r.get(
    `${base}/export`,
    { config: { policy: P.Export.name }, schema: { querystring: exportQuery, tags } },
    async (req, reply) => {
      const rows = await inScope(db, req.scope, (tx) =>
        exportIqcConfigRows(tx, req.scope, req.query, MAX_EXPORT_ROWS + 1),
      );
      if (rows.length > MAX_EXPORT_ROWS) {
        rows.length = MAX_EXPORT_ROWS;
        reply.header('X-Export-Truncated', 'true');
      }
      const { fileName, bytes } = await exportIqcConfigWorkbook(rows, await workbookLocale(req, s.settings));
      return sendXlsxBuffer(reply, fileName, bytes);
    },
  );

  r.get(
    `${base}/import/template`,
    { config: { policy: P.Import.name }, schema: { tags } },
    async (req, reply) => {
      const name = translate(req.culture, T(iqcConfigTexts, 'IqcConfig:TemplateSheet'));
      return sendXlsxBuffer(reply, `${name}-template.xlsx`, await importTemplate(req.culture));
    },
  );

  /** The file's rows checked against the tenant's suppliers and material master, outside the write. */
  const parse = async (req: FastifyRequest) => {
    // Configurations are IQC's: a vendor user granted the policy still may not import.
    if (req.currentUser?.supplierId) throw new ForbiddenError();
    const file = await readUpload(req);
    return parseIqcConfigWorkbook(file.buffer, req.culture, (codes, partNos) =>
      inScope(db, req.scope, async (tx) => ({
        supplierIds: await supplierIdsByCode(tx, codes),
        knownParts: new Set((await findMaterialsByPartNo(tx, partNos)).keys()),
      })),
    );
  };

  /** The Excel import: every row checked first, then all configurations written in one transaction, or none. */
  r.post(`${base}/import`, { config: { policy: P.Import.name }, schema: { tags } }, async (req) => {
    const parsed = await parse(req);
    if (!parsed.ok) throw importRejected(parsed.problems, req.culture);
    const result = await work(req, (c) => writeImportedConfigs(c, parsed.groups));
    return { configCount: parsed.groups.length, ...result };
  });

  /** The same file's problems as a workbook (row, column, value, message): empty when it is fine. */
  r.post(
    `${base}/import/errorReport`,
    { config: { policy: P.Import.name }, schema: { tags } },
    async (req, reply) => {
      const parsed = await parse(req);
      const bytes = await errorReport(parsed.ok ? [] : parsed.problems, req.culture);
      const name = translate(req.culture, T(iqcConfigTexts, 'IqcConfig:ImportTitle'));
      return sendXlsxBuffer(reply, `${name}.xlsx`, bytes);
    },
  );

  r.get(`${base}/:id`, { config: { policy: P.name }, schema: { params: idParams, tags } }, async (req) =>
    inScope(db, req.scope, (tx) => getIqcConfig(tx, req.scope.tenantId, req.params.id, workflowActor(req))),
  );

  r.post(
    base,
    { config: { policy: P.Create.name }, schema: { body: iqcConfigCreateSchema, tags } },
    async (req) => work(req, (c) => createIqcConfig(c, req.body)),
  );

  r.put(
    `${base}/:id`,
    { config: { policy: P.Update.name }, schema: { params: idParams, body: iqcConfigUpdateSchema, tags } },
    async (req) => work(req, (c) => updateIqcConfig(c, req.params.id, req.body)),
  );

  r.delete(
    `${base}/:id`,
    { config: { policy: P.Delete.name }, schema: { params: idParams, tags } },
    async (req, reply) => {
      await work(req, (c) => deleteIqcConfig(c, req.params.id));
      return reply.code(204).send();
    },
  );

  r.post(
    `${base}/:id/vendor-confirm`,
    {
      config: { policy: P.VendorConfirm.name },
      schema: { params: idParams, body: workflowTransitionSchema, tags },
    },
    async (req) => work(req, (c) => vendorConfirmIqcConfig(c, req.params.id, req.body ?? undefined)),
  );

  r.post(
    `${base}/:id/confirm`,
    {
      config: { policy: P.Confirm.name },
      schema: { params: idParams, body: workflowTransitionSchema, tags },
    },
    async (req) => work(req, (c) => confirmIqcConfig(c, req.params.id, req.body ?? undefined)),
  );
}
