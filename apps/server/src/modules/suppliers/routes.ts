import {
  Policies,
  supplierInputSchema,
  supplierStatusSchema,
  supplierWorkflow,
  WORKFLOW_COMMENT_MAX,
} from '@sp/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inScope } from '../../platform/db/scope.js';
import { MAX_EXPORT_ROWS, sendXlsx, type ExportColumn, workbookLocale } from '../../platform/http/excel.js';
import { workbookDay } from '../../platform/documents/index.js';
import { optional, pagedQuery } from '../../platform/http/paging.js';
import { L, translate, type TextKey } from '../../platform/localization/localizer.js';
import type { Services } from '../../services.js';
import { workflowActor } from '../../platform/workflow/caller.js';
import { registerWorkflowEntity } from '../../platform/workflow/registry.js';
import { registerAttachmentOwner } from '../attachments/registry.js';
import { supplierDocuments } from './attachments.js';
import { primaryContact, type SupplierRow } from './dto.js';
import { SupplierStatus } from './schema.js';
import {
  createSupplier,
  deleteSupplier,
  exportSuppliers,
  getSupplier,
  listSuppliers,
  setSupplierStatus,
  updateSupplier,
  type EndSessions,
  type StatusChange,
} from './service.js';

const updateBody = supplierInputSchema.extend({ concurrencyStamp: z.string().max(40).nullish() });

const filters = {
  filter: optional(z.string().max(256)),
  status: optional(z.coerce.number().pipe(supplierStatusSchema)),
};
const listQuery = pagedQuery.extend(filters);
const exportQuery = z.object({ ...filters, sorting: optional(z.string().max(500)) });
const idParams = z.object({ id: z.uuid() });
const transitionBody = z.object({ comment: z.string().max(WORKFLOW_COMMENT_MAX).nullish() }).nullish();

const tags = ['Supplier'];

const statusNames: Record<number, 'SupplierStatus:Active' | 'SupplierStatus:Suspended'> = {
  [SupplierStatus.Active]: 'SupplierStatus:Active',
  [SupplierStatus.Suspended]: 'SupplierStatus:Suspended',
};

/**
 * The supplier directory (`/api/app/supplier`, ABP auto-API style). Row-level security narrows a
 * vendor user to their own supplier whatever their grants: they list one row, and any other id is
 * a 404 for them.
 */
export async function supplierRoutes(app: FastifyInstance, s: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const P = Policies.AbpIdentity.Suppliers;
  const db = s.database.db;
  registerWorkflowEntity({ workflow: supplierWorkflow, readPolicies: [P.name] });
  registerAttachmentOwner(supplierDocuments);

  /** After the transaction: every bound user's principal and sessions reload on every instance. */
  const publish = async (tenantId: string, change: StatusChange) => {
    for (const userId of change.affectedUserIds) await s.bus.publish({ kind: 'user', tenantId, userId });
    return change.dto;
  };
  /** A suspension ends the sessions of the supplier's users in its own transaction. */
  const ending =
    (tenantId: string): EndSessions =>
    (tx, userId) =>
      s.sessions.revokeAllOfUser(tx, tenantId, userId, 'supplier-suspended');

  r.get(
    '/api/app/supplier',
    { config: { policy: P.name }, schema: { querystring: listQuery, tags } },
    async (req) =>
      inScope(db, req.scope, (tx) => listSuppliers(tx, req.scope.tenantId, req.query, workflowActor(req))),
  );

  r.get('/api/app/supplier/mine', { schema: { tags } }, async (req, reply) => {
    const supplierId = req.scope.supplierId;
    // Staff users have no supplier: ABP answers a null result with 204.
    if (!supplierId) return reply.code(204).send();
    return inScope(db, req.scope, (tx) =>
      getSupplier(tx, req.scope.tenantId, supplierId, workflowActor(req)),
    );
  });

  r.get('/api/app/supplier/statusEnum', { config: { policy: P.name }, schema: { tags } }, async (req) =>
    Object.entries(statusNames).map(([value, key]) => ({
      value: Number(value),
      name: translate(req.culture, L('AbpIdentity', key)),
    })),
  );

  r.get(
    '/api/app/supplier/export',
    { config: { policy: P.name }, schema: { querystring: exportQuery, tags } },
    async (req, reply) => {
      const rows = await inScope(db, req.scope, (tx) =>
        exportSuppliers(tx, req.scope.tenantId, req.query, MAX_EXPORT_ROWS + 1),
      );
      if (rows.length > MAX_EXPORT_ROWS) {
        rows.length = MAX_EXPORT_ROWS;
        reply.header('X-Export-Truncated', 'true');
      }
      const t = (key: TextKey<'AbpIdentity'>) => translate(req.culture, L('AbpIdentity', key));
      const columns: ExportColumn<SupplierRow>[] = [
        { header: t('SupplierCode'), value: (x) => x.vendorCode, width: 14 },
        { header: t('SupplierName'), value: (x) => x.name, width: 36 },
        { header: t('SupplierShortName'), value: (x) => x.shortName, width: 16 },
        { header: t('SupplierStatus'), value: (x) => t(statusNames[x.status] ?? 'SupplierStatus:Active') },
        { header: t('ContactPerson'), value: (x) => primaryContact(x)?.name, width: 14 },
        { header: t('ContactPhone'), value: (x) => primaryContact(x)?.phone },
        { header: t('ContactEmail'), value: (x) => primaryContact(x)?.email, width: 28 },
        { header: t('Address'), value: (x) => x.address, width: 40 },
        { header: translate(req.culture, L('AbpUi', 'Remark')), value: (x) => x.remark, width: 30 },
        { header: t('CreationTime'), value: (x) => x.creationTime, width: 20 },
      ];
      const locale = await workbookLocale(req, s.settings);
      const date = workbookDay(locale);
      return sendXlsx(reply, `${t('Suppliers')}-${date}.xlsx`, columns, rows, locale);
    },
  );

  r.get(
    '/api/app/supplier/:id',
    { config: { policy: P.name }, schema: { params: idParams, tags } },
    async (req) =>
      inScope(db, req.scope, (tx) => getSupplier(tx, req.scope.tenantId, req.params.id, workflowActor(req))),
  );

  r.post(
    '/api/app/supplier',
    { config: { policy: P.Create.name }, schema: { body: supplierInputSchema, tags } },
    async (req) =>
      inScope(db, req.scope, (tx) =>
        createSupplier(tx, req.audit, req.scope, req.body, req.currentUser?.id ?? null, workflowActor(req)),
      ),
  );

  r.put(
    '/api/app/supplier/:id',
    { config: { policy: P.Update.name }, schema: { params: idParams, body: updateBody, tags } },
    async (req) => {
      const { tenantId } = req.scope;
      const change = await inScope(db, req.scope, (tx) =>
        updateSupplier(
          tx,
          req.audit,
          tenantId,
          req.params.id,
          req.body,
          workflowActor(req),
          ending(tenantId),
        ),
      );
      return publish(tenantId, change);
    },
  );

  r.delete(
    '/api/app/supplier/:id',
    { config: { policy: P.Delete.name }, schema: { params: idParams, tags } },
    async (req, reply) => {
      await inScope(db, req.scope, (tx) =>
        deleteSupplier(tx, req.audit, req.scope.tenantId, req.params.id, workflowActor(req)),
      );
      return reply.code(204).send();
    },
  );

  /** The workflow's actions, each at `/{id}/{action}`; an optional `{ comment }` body is the reason. */
  for (const action of ['suspend', 'activate'] as const) {
    r.post(
      `/api/app/supplier/:id/${action}`,
      { config: { policy: P.Update.name }, schema: { params: idParams, body: transitionBody, tags } },
      async (req) => {
        const { tenantId } = req.scope;
        const change = await inScope(db, req.scope, (tx) =>
          setSupplierStatus(
            tx,
            req.audit,
            tenantId,
            req.params.id,
            action,
            workflowActor(req),
            ending(tenantId),
            req.body?.comment,
          ),
        );
        return publish(tenantId, change);
      },
    );
  }
}
