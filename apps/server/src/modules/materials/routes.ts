import {
  materialFilterSchema,
  materialInputSchema,
  materialSupplierInputSchema,
  materialSupplierUpdateSchema,
  materialSyncBodySchema,
  materialTexts,
  materialUpdateSchema,
  MaterialStatus,
  Policies,
} from '@sp/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inScope } from '../../platform/db/scope.js';
import { errorReport, importRejected, readUpload, sendXlsxBuffer } from '../../platform/documents/index.js';
import { MAX_EXPORT_ROWS, sendXlsx, type ExportColumn, workbookLocale } from '../../platform/http/excel.js';
import { workbookDay } from '../../platform/documents/index.js';
import { enableUploads } from '../../platform/http/multipart.js';
import { optional, pagedQuery } from '../../platform/http/paging.js';
import { T, translate } from '../../platform/localization/localizer.js';
import { ForbiddenError, UnauthorizedError } from '../../platform/http/errors.js';
import type { Services } from '../../services.js';
import type { MaterialRow } from './dto.js';
import { importKnown, importTemplate, parseMaterialWorkbook, writeImportedMaterials } from './import.js';
import {
  addMaterialSupplier,
  createMaterial,
  deleteMaterial,
  exportMaterials,
  getMaterial,
  listMaterials,
  removeMaterialSupplier,
  updateMaterial,
  updateMaterialSupplier,
  type MaterialActor,
} from './service.js';
import { syncMaterials } from './sync.js';

/** Query strings send `key=` for "no filter": the contract's filters, blank as absent. */
const filters = {
  filter: optional(materialFilterSchema.shape.filter.unwrap()),
  partNo: optional(materialFilterSchema.shape.partNo.unwrap()),
  category: optional(materialFilterSchema.shape.category.unwrap()),
  status: optional(materialFilterSchema.shape.status.unwrap()),
  supplierId: optional(materialFilterSchema.shape.supplierId.unwrap()),
};
const listQuery = pagedQuery.extend(filters);
const exportQuery = z.object({ ...filters, sorting: optional(z.string().max(500)) });
const idParams = z.object({ id: z.uuid() });
const linkParams = z.object({ id: z.uuid(), linkId: z.uuid() });

const tags = ['Material'];
const base = '/api/app/material';

/**
 * Who acts: a signed-in user with their grants and supplier binding, or an integration client
 * (client-credentials token: no user, no supplier, the client's own grants).
 */
function materialActor(req: FastifyRequest): MaterialActor {
  const user = req.currentUser;
  if (user)
    return { id: user.id, supplierId: user.supplierId, isGranted: (p) => user.grantedPolicies.has(p) };
  const client = req.currentClient;
  if (client) return { id: null, supplierId: null, isGranted: (p) => client.grantedPolicies.has(p) };
  throw new UnauthorizedError();
}

/**
 * The part master (`/api/app/material`, ABP auto-API style). Row-level security narrows a vendor
 * user to the materials their supplier is approved for (a custom rule in row-security.ts): any
 * other id is a 404 for them, and lists and exports never show it.
 */
export async function materialRoutes(app: FastifyInstance, s: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const P = Policies.MasterData.Materials;
  const db = s.database.db;
  await enableUploads(app);

  r.get(base, { config: { policy: P.name }, schema: { querystring: listQuery, tags } }, async (req) =>
    inScope(db, req.scope, (tx) => listMaterials(tx, req.query, materialActor(req))),
  );

  r.get(
    `${base}/export`,
    { config: { policy: P.Export.name }, schema: { querystring: exportQuery, tags } },
    async (req, reply) => {
      const rows = await inScope(db, req.scope, (tx) => exportMaterials(tx, req.query, MAX_EXPORT_ROWS + 1));
      if (rows.length > MAX_EXPORT_ROWS) {
        rows.length = MAX_EXPORT_ROWS;
        reply.header('X-Export-Truncated', 'true');
      }
      const t = (key: Parameters<typeof T<typeof materialTexts>>[1]) =>
        translate(req.culture, T(materialTexts, key));
      const yes = t('Materials:Yes');
      const no = t('Materials:No');
      type Row = MaterialRow & { supplierCodes: string[] };
      const columns: ExportColumn<Row>[] = [
        { header: t('Materials:Field:partNo'), value: (x) => x.partNo, width: 20 },
        { header: t('Materials:Field:name'), value: (x) => x.name, width: 28 },
        { header: t('Materials:Field:spec'), value: (x) => x.spec, width: 32 },
        { header: t('Materials:Field:unit'), value: (x) => x.unit, width: 8 },
        { header: t('Materials:Field:category'), value: (x) => x.category, width: 14 },
        { header: t('Materials:Field:drawingNo'), value: (x) => x.drawingNo },
        { header: t('Materials:Field:drawingRev'), value: (x) => x.drawingRev, width: 10 },
        { header: t('Materials:Field:msl'), value: (x) => x.msl, width: 8 },
        { header: t('Materials:Field:rohs'), value: (x) => (x.rohs ? yes : no), width: 8 },
        { header: t('Materials:Field:halogenFree'), value: (x) => (x.halogenFree ? yes : no), width: 10 },
        { header: t('Materials:Field:shelfLifeDays'), value: (x) => x.shelfLifeDays, width: 12 },
        {
          header: t('Materials:Field:status'),
          value: (x) =>
            x.status === MaterialStatus.Blocked
              ? t('Materials:Import:StatusBlocked')
              : t('Materials:Import:StatusActive'),
          width: 10,
        },
        { header: t('Materials:Field:suppliers'), value: (x) => x.supplierCodes.join(', '), width: 24 },
        { header: t('Materials:Field:remark'), value: (x) => x.remark, width: 30 },
        { header: t('Materials:Field:creationTime'), value: (x) => x.creationTime, width: 20 },
      ];
      const locale = await workbookLocale(req, s.settings);
      const date = workbookDay(locale);
      return sendXlsx(reply, `${t('Materials:Title')}-${date}.xlsx`, columns, rows, locale);
    },
  );

  r.get(
    `${base}/import/template`,
    { config: { policy: P.Import.name }, schema: { tags } },
    async (req, reply) => {
      const known = await inScope(db, req.scope, (tx) => importKnown(tx));
      const name = translate(req.culture, T(materialTexts, 'Materials:Import:TemplateSheet'));
      return sendXlsxBuffer(reply, `${name}-template.xlsx`, await importTemplate(known, req.culture));
    },
  );

  /**
   * The Excel import: every row checked first (the tenant's codes read in a short transaction,
   * the workbook parsed outside any), then all rows written in one transaction, or none.
   */
  r.post(`${base}/import`, { config: { policy: P.Import.name }, schema: { tags } }, async (req) => {
    const actor = materialActor(req);
    // Master data is the buyer's: a vendor user granted the policy still may not import.
    if (actor.supplierId) throw new ForbiddenError();
    const file = await readUpload(req);
    const known = await inScope(db, req.scope, (tx) => importKnown(tx));
    const parsed = await parseMaterialWorkbook(file.buffer, known, req.culture);
    if (!parsed.ok) throw importRejected(parsed.problems, req.culture);
    const result = await inScope(db, req.scope, (tx) =>
      writeImportedMaterials(
        tx,
        req.audit,
        parsed.rows.map((row) => row.value),
        known.supplierIds,
        actor.id,
      ),
    );
    return { rowCount: parsed.rows.length, created: result.created, updated: result.updated };
  });

  /** The same file's problems as a workbook (row, column, value, message): empty when it is fine. */
  r.post(
    `${base}/import/errorReport`,
    { config: { policy: P.Import.name }, schema: { tags } },
    async (req, reply) => {
      const file = await readUpload(req);
      const known = await inScope(db, req.scope, (tx) => importKnown(tx));
      const parsed = await parseMaterialWorkbook(file.buffer, known, req.culture);
      const bytes = await errorReport(parsed.ok ? [] : parsed.problems, req.culture);
      const name = translate(req.culture, T(materialTexts, 'Materials:Import:DownloadReport'));
      return sendXlsxBuffer(reply, `${name}.xlsx`, bytes);
    },
  );

  /** The ERP's push (client-credentials token with the Sync policy, or a user holding it). */
  r.post(
    `${base}/sync`,
    {
      config: { policy: P.Sync.name, clients: true },
      // 2,000 items of a dozen fields and their suppliers: well over Fastify's 1 MB default.
      bodyLimit: 8 * 1024 * 1024,
      schema: { body: materialSyncBodySchema, tags },
    },
    async (req) =>
      inScope(db, req.scope, (tx) => syncMaterials(tx, req.audit, req.body, materialActor(req), req.culture)),
  );

  r.get(`${base}/:id`, { config: { policy: P.name }, schema: { params: idParams, tags } }, async (req) =>
    inScope(db, req.scope, (tx) => getMaterial(tx, req.params.id, materialActor(req))),
  );

  r.post(
    base,
    { config: { policy: P.Create.name }, schema: { body: materialInputSchema, tags } },
    async (req) =>
      inScope(db, req.scope, (tx) => createMaterial(tx, req.audit, req.body, materialActor(req))),
  );

  r.put(
    `${base}/:id`,
    { config: { policy: P.Update.name }, schema: { params: idParams, body: materialUpdateSchema, tags } },
    async (req) =>
      inScope(db, req.scope, (tx) =>
        updateMaterial(tx, req.audit, req.params.id, req.body, materialActor(req)),
      ),
  );

  r.delete(
    `${base}/:id`,
    { config: { policy: P.Delete.name }, schema: { params: idParams, tags } },
    async (req, reply) => {
      await inScope(db, req.scope, (tx) => deleteMaterial(tx, req.audit, req.params.id, materialActor(req)));
      return reply.code(204).send();
    },
  );

  r.post(
    `${base}/:id/suppliers`,
    {
      config: { policy: P.Update.name },
      schema: { params: idParams, body: materialSupplierInputSchema, tags },
    },
    async (req) =>
      inScope(db, req.scope, (tx) =>
        addMaterialSupplier(tx, req.audit, req.params.id, req.body, materialActor(req)),
      ),
  );

  r.put(
    `${base}/:id/suppliers/:linkId`,
    {
      config: { policy: P.Update.name },
      schema: { params: linkParams, body: materialSupplierUpdateSchema, tags },
    },
    async (req) =>
      inScope(db, req.scope, (tx) =>
        updateMaterialSupplier(tx, req.audit, req.params.id, req.params.linkId, req.body, materialActor(req)),
      ),
  );

  r.delete(
    `${base}/:id/suppliers/:linkId`,
    { config: { policy: P.Update.name }, schema: { params: linkParams, tags } },
    async (req, reply) => {
      await inScope(db, req.scope, (tx) =>
        removeMaterialSupplier(tx, req.audit, req.params.id, req.params.linkId, materialActor(req)),
      );
      return reply.code(204).send();
    },
  );
}
