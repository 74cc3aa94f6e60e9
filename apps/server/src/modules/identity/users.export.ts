import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../platform/db/client.js';
import { inScope } from '../../platform/db/scope.js';
import { searchIds } from '../../platform/db/search.js';
import { workbookDay, type WorkbookLocale } from '../../platform/documents/index.js';
import { MAX_EXPORT_ROWS, sendXlsx, type ExportColumn } from '../../platform/http/excel.js';
import { L, translate, type TextKey } from '../../platform/localization/localizer.js';
import { suppliers } from '../suppliers/schema.js';
import { users } from './schema.js';
import { userListOrder, userListWhere, type UserListFilter } from './service.js';

export type UserExportQuery = UserListFilter & { sorting?: string | undefined };

/** The rows of the Excel export: the list's filter and order, with roles and supplier code. */
export async function exportUserRows(tx: Queryable, tenantId: string, query: UserExportQuery) {
  // The list's search path: the ids through the trigram index first (platform/db/search.ts).
  const filter = query.filter?.trim();
  const ids = filter ? await searchIds(tx, 'users_search_ids', tenantId, filter.toLowerCase()) : null;
  return tx
    .select({
      user: users,
      roleNames: sql<
        string | null
      >`(select string_agg(r.name, ', ' order by r.name) from user_roles ur join roles r on r.tenant_id = ur.tenant_id and r.id = ur.role_id where ur.tenant_id = ${users.tenantId} and ur.user_id = ${users.id})`,
      supplierCode: suppliers.vendorCode,
    })
    .from(users)
    .leftJoin(suppliers, and(eq(suppliers.tenantId, users.tenantId), eq(suppliers.id, users.supplierId)))
    .where(userListWhere(tenantId, query, ids))
    .orderBy(...userListOrder(query.sorting))
    .limit(MAX_EXPORT_ROWS);
}

/** `GET /api/identity/users/export`: the filtered list as .xlsx, headers in the request's language. */
export async function sendUserExport(
  db: Db,
  req: FastifyRequest,
  reply: FastifyReply,
  query: UserExportQuery,
  locale: WorkbookLocale,
) {
  const rows = await inScope(db, req.scope, (tx) => exportUserRows(tx, req.scope.tenantId, query));
  const t = (key: TextKey<'AbpIdentity'>) => translate(req.culture, L('AbpIdentity', key));
  const yes = translate(req.culture, L('AbpUi', 'Yes'));
  const no = translate(req.culture, L('AbpUi', 'No'));
  const now = new Date();
  type Row = (typeof rows)[number];
  const columns: ExportColumn<Row>[] = [
    { header: t('UserName'), value: (x) => x.user.userName, width: 22 },
    { header: t('Name'), value: (x) => x.user.name },
    { header: t('Surname'), value: (x) => x.user.surname },
    { header: t('EmailAddress'), value: (x) => x.user.email, width: 30 },
    { header: t('PhoneNumber'), value: (x) => x.user.phoneNumber },
    { header: t('DisplayName:IsActive'), value: (x) => (x.user.isActive ? yes : no), width: 10 },
    {
      header: t('LockoutEnd'),
      value: (x) => (x.user.lockoutEnd && x.user.lockoutEnd > now ? x.user.lockoutEnd : null),
      width: 20,
    },
    { header: t('UserRoles'), value: (x) => x.roleNames, width: 26 },
    { header: t('SupplierCode'), value: (x) => x.supplierCode },
    { header: t('CreationTime'), value: (x) => x.user.creationTime, width: 20 },
  ];
  return sendXlsx(reply, `${t('Users')}-${workbookDay(locale, now)}.xlsx`, columns, rows, locale);
}
