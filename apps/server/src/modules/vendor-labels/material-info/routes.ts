import {
  labelMaterialInfoFilterSchema,
  labelMaterialInfoInputSchema,
  labelMaterialInfoTexts,
  labelMaterialInfoUpdateSchema,
  labelMaterialInfoWorkflow,
  Policies,
  WORKFLOW_COMMENT_MAX,
  type LabelMaterialInfoAction,
} from '@sp/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inScope } from '../../../platform/db/scope.js';
import {
  errorReport,
  importRejected,
  readUpload,
  sendXlsxBuffer,
} from '../../../platform/documents/index.js';
import {
  MAX_EXPORT_ROWS,
  sendXlsx,
  type ExportColumn,
  workbookLocale,
} from '../../../platform/http/excel.js';
import { workbookDay } from '../../../platform/documents/index.js';
import { enableUploads } from '../../../platform/http/multipart.js';
import { optional, pagedQuery } from '../../../platform/http/paging.js';
import { T, translate } from '../../../platform/localization/localizer.js';
import { workflowActor } from '../../../platform/workflow/caller.js';
import { registerWorkflowEntity } from '../../../platform/workflow/registry.js';
import type { Services } from '../../../services.js';
import type { MaterialInfoView } from './dto.js';
import { importTemplate, parseMaterialInfoWorkbook, writeImport } from './import.js';
import {
  createMaterialInfo,
  deleteMaterialInfo,
  exportMaterialInfos,
  getMaterialInfo,
  listMaterialInfos,
  moveMaterialInfo,
  updateMaterialInfo,
} from './service.js';

const F = labelMaterialInfoFilterSchema.shape;
const filters = {
  filter: optional(F.filter.unwrap()),
  partNo: optional(F.partNo.unwrap()),
  supplierId: optional(F.supplierId.unwrap()),
  status: optional(F.status.unwrap()),
  msl: optional(F.msl.unwrap()),
};
const listQuery = pagedQuery.extend(filters);
const exportQuery = z.object({ ...filters, sorting: optional(z.string().max(500)) });
const idParams = z.object({ id: z.uuid() });
const transitionBody = z
  .object({
    concurrencyStamp: z.string().max(40).nullish(),
    comment: z.string().max(WORKFLOW_COMMENT_MAX).nullish(),
  })
  .optional();

const tags = ['LabelMaterialInfo'];
const base = '/api/app/labelMaterialInfo';
type Key = Parameters<typeof T<typeof labelMaterialInfoTexts>>[1];

/**
 * Label material info (`/api/app/labelMaterialInfo`): list, get, create, update, delete, the
 * workflow's confirm / reopen / disable / enable, Excel export and import (all rows or none, with an
 * error report and a template). A vendor works on their own supplier's rows only (row-level
 * security: another supplier's id is a 404, lists and exports never show it).
 */
export async function registerMaterialInfoRoutes(app: FastifyInstance, s: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const P = Policies.VendorLabel.LabelMaterialInfo;
  const db = s.database.db;
  await enableUploads(app);
  registerWorkflowEntity({ workflow: labelMaterialInfoWorkflow, readPolicies: [P.name] });

  r.get(base, { config: { policy: P.name }, schema: { querystring: listQuery, tags } }, async (req) =>
    inScope(db, req.scope, (tx) => listMaterialInfos(tx, req.query, workflowActor(req))),
  );

  r.get(
    `${base}/export`,
    { config: { policy: P.name }, schema: { querystring: exportQuery, tags } },
    async (req, reply) => {
      const rows = await inScope(db, req.scope, (tx) =>
        exportMaterialInfos(tx, req.query, MAX_EXPORT_ROWS + 1),
      );
      if (rows.length > MAX_EXPORT_ROWS) {
        rows.length = MAX_EXPORT_ROWS;
        reply.header('X-Export-Truncated', 'true');
      }
      const t = (key: Key) => translate(req.culture, T(labelMaterialInfoTexts, key));
      const f = (key: string) => t(`LabelMaterialInfo:Field:${key}` as Key);
      const yesNo = (v: boolean | null) =>
        v === null ? null : v ? t('LabelMaterialInfo:Yes') : t('LabelMaterialInfo:No');
      const status = (v: number) =>
        translate(req.culture, {
          resource: 'SupplierPortal',
          key: labelMaterialInfoWorkflow.statuses[v as 0 | 1 | 2]?.text ?? String(v),
          args: [],
        });
      const columns: ExportColumn<MaterialInfoView>[] = [
        { header: f('supplierCode'), value: (x) => x.supplierCode, width: 12 },
        { header: f('partNo'), value: (x) => x.partNo, width: 20 },
        { header: f('partName'), value: (x) => x.partName, width: 24 },
        { header: f('vendorPartNo'), value: (x) => x.vendorPartNo, width: 20 },
        { header: f('manufacturer'), value: (x) => x.manufacturer, width: 18 },
        { header: f('mpn'), value: (x) => x.mpn, width: 20 },
        { header: f('unit'), value: (x) => x.unit, width: 8 },
        { header: f('mpq'), value: (x) => x.mpq, width: 10 },
        { header: f('innerQty'), value: (x) => x.innerQty, width: 12 },
        { header: f('innersPerOuter'), value: (x) => x.innersPerOuter, width: 12 },
        { header: f('outersPerPallet'), value: (x) => x.outersPerPallet, width: 12 },
        { header: f('cartonLengthMm'), value: (x) => x.cartonLengthMm, width: 10 },
        { header: f('cartonWidthMm'), value: (x) => x.cartonWidthMm, width: 10 },
        { header: f('cartonHeightMm'), value: (x) => x.cartonHeightMm, width: 10 },
        { header: f('grossWeightKg'), value: (x) => x.grossWeightKg, width: 10 },
        { header: f('msl'), value: (x) => x.msl, width: 6 },
        { header: f('rohs'), value: (x) => yesNo(x.rohs), width: 6 },
        { header: f('halogenFree'), value: (x) => yesNo(x.halogenFree), width: 8 },
        { header: f('countryOfOrigin'), value: (x) => x.countryOfOrigin, width: 8 },
        { header: f('status'), value: (x) => status(x.status), width: 10 },
        {
          header: f('lastModificationTime'),
          value: (x) => x.lastModificationTime ?? x.creationTime,
          width: 20,
        },
      ];
      const locale = await workbookLocale(req, s.settings);
      const date = workbookDay(locale);
      return sendXlsx(reply, `${t('LabelMaterialInfo:Title')}-${date}.xlsx`, columns, rows, locale);
    },
  );

  r.get(
    `${base}/import/template`,
    { config: { policy: P.Import.name }, schema: { tags } },
    async (req, reply) => {
      const name = translate(
        req.culture,
        T(labelMaterialInfoTexts, 'LabelMaterialInfo:Import:TemplateSheet'),
      );
      const vendor = !!req.currentUser?.supplierId;
      return sendXlsxBuffer(reply, `${name}-template.xlsx`, await importTemplate(req.culture, vendor));
    },
  );

  /**
   * The Excel import: the workbook parsed outside any transaction, its rows checked against the
   * database in a short read, then every row written in one transaction, or none.
   */
  r.post(`${base}/import`, { config: { policy: P.Import.name }, schema: { tags } }, async (req) => {
    const actor = workflowActor(req);
    const file = await readUpload(req);
    const parsed = await parseMaterialInfoWorkbook(file.buffer, actor, req.culture, (work) =>
      inScope(db, req.scope, work),
    );
    if (!parsed.ok) throw importRejected(parsed.problems, req.culture);
    return inScope(db, req.scope, (tx) => writeImport(tx, req.audit, parsed.planned, actor));
  });

  /** The same file's problems as a workbook (row, column, value, message): empty when it is fine. */
  r.post(
    `${base}/import/errorReport`,
    { config: { policy: P.Import.name }, schema: { tags } },
    async (req, reply) => {
      const file = await readUpload(req);
      const parsed = await parseMaterialInfoWorkbook(file.buffer, workflowActor(req), req.culture, (work) =>
        inScope(db, req.scope, work),
      );
      const bytes = await errorReport(parsed.ok ? [] : parsed.problems, req.culture);
      const name = translate(
        req.culture,
        T(labelMaterialInfoTexts, 'LabelMaterialInfo:Import:DownloadReport'),
      );
      return sendXlsxBuffer(reply, `${name}.xlsx`, bytes);
    },
  );

  r.get(`${base}/:id`, { config: { policy: P.name }, schema: { params: idParams, tags } }, async (req) =>
    inScope(db, req.scope, (tx) => getMaterialInfo(tx, req.params.id, workflowActor(req))),
  );

  r.post(
    base,
    { config: { policy: P.Create.name }, schema: { body: labelMaterialInfoInputSchema, tags } },
    async (req) =>
      inScope(db, req.scope, (tx) => createMaterialInfo(tx, req.audit, req.body, workflowActor(req))),
  );

  r.put(
    `${base}/:id`,
    {
      config: { policy: P.Update.name },
      schema: { params: idParams, body: labelMaterialInfoUpdateSchema, tags },
    },
    async (req) =>
      inScope(db, req.scope, (tx) =>
        updateMaterialInfo(tx, req.audit, req.params.id, req.body, workflowActor(req)),
      ),
  );

  r.delete(
    `${base}/:id`,
    { config: { policy: P.Delete.name }, schema: { params: idParams, tags } },
    async (req, reply) => {
      await inScope(db, req.scope, (tx) =>
        deleteMaterialInfo(tx, req.audit, req.params.id, workflowActor(req)),
      );
      return reply.code(204).send();
    },
  );

  // One endpoint per transition; the policy is the transition's (the workflow checks side and state).
  const actions: LabelMaterialInfoAction[] = ['confirm', 'reopen', 'disable', 'enable'];
  for (const action of actions) {
    const policy = labelMaterialInfoWorkflow.transitions[action].policy;
    r.post(
      `${base}/:id/${action}`,
      { config: { policy }, schema: { params: idParams, body: transitionBody, tags } },
      async (req) =>
        inScope(db, req.scope, (tx) =>
          moveMaterialInfo(tx, req.audit, req.params.id, action, req.body ?? {}, workflowActor(req)),
        ),
    );
  }
}
