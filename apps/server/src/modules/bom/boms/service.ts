import type { BomListFilter, BomListItemDto } from '@sp/contracts';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/client.js';
import type { DataScope } from '../../../platform/db/scope.js';
import { anyContains } from '../../../platform/db/search.js';
import { orderBy, type PagedQuery, type PagedResult } from '../../../platform/http/paging.js';
import { suppliers } from '../../suppliers/schema.js';
import { bomHeaders, bomLines } from '../schema.js';
import { toBomListItem } from '../shared/dto.js';

const h = bomHeaders;

/** The overview's sortable fields (`sorting=parentPartNo desc, revision`). */
export const BOM_SORT_FIELDS = {
  bomNo: h.bomNo,
  parentPartNo: h.parentPartNo,
  parentName: h.parentName,
  revision: h.revision,
  bomType: h.bomType,
  status: h.status,
  effectiveFrom: h.effectiveFrom,
  effectiveTo: h.effectiveTo,
  lineCount: h.lineCount,
  submittedTime: h.submittedTime,
  approvedTime: h.approvedTime,
  creationTime: h.creationTime,
  vendorCode: suppliers.vendorCode,
};

function where(scope: DataScope, q: BomListFilter): SQL | undefined {
  const child = q.childPartNo?.trim();
  return and(
    eq(h.tenantId, scope.tenantId),
    eq(h.isDeleted, false),
    // Row-level security narrows a vendor already; spelled here so the (tenant, supplier) index is used.
    scope.supplierId ? eq(h.supplierId, scope.supplierId) : undefined,
    q.supplierId ? eq(h.supplierId, q.supplierId) : undefined,
    q.status !== undefined ? eq(h.status, q.status) : undefined,
    q.bomType ? eq(h.bomType, q.bomType) : undefined,
    q.updateRequested !== undefined ? eq(h.updateRequested, q.updateRequested) : undefined,
    anyContains(q.parentPartNo, h.parentPartNo),
    anyContains(q.filter, h.bomNo, h.parentPartNo, h.parentName, h.ecnNo),
    // Where used, one level: the BOMs with the part as a line (exact part number: the child index).
    child
      ? sql`exists (select 1 from ${bomLines} l where l.tenant_id = ${h.tenantId} and l.child_part_no = ${child}
                      and l.bom_id = ${h.id})`
      : undefined,
  );
}

/** `GET /api/app/bom`: engineering's across suppliers, a vendor's own (row-level security). */
export async function listBoms(
  tx: Tx,
  scope: DataScope,
  query: PagedQuery & BomListFilter,
): Promise<PagedResult<BomListItemDto>> {
  const filter = where(scope, query);
  const order = orderBy(query.sorting, BOM_SORT_FIELDS, [desc(h.creationTime)], h.id);
  const rows = await tx
    .select({ row: h, vendorCode: suppliers.vendorCode, vendorName: suppliers.name })
    .from(h)
    .leftJoin(suppliers, and(eq(suppliers.tenantId, h.tenantId), eq(suppliers.id, h.supplierId)))
    .where(filter)
    .orderBy(...order)
    .limit(query.maxResultCount)
    .offset(query.skipCount);
  const [total] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(h)
    .where(filter);
  return { totalCount: Number(total?.n ?? 0), items: rows.map((r) => toBomListItem(r.row, r)) };
}

/** The overview's rows for the Excel export: the list's filters and order, at most `limit` rows. */
export async function exportBoms(
  tx: Tx,
  scope: DataScope,
  query: BomListFilter & { sorting?: string | undefined },
  limit: number,
): Promise<BomListItemDto[]> {
  const order = orderBy(query.sorting, BOM_SORT_FIELDS, [desc(h.creationTime)], h.id);
  const rows = await tx
    .select({ row: h, vendorCode: suppliers.vendorCode, vendorName: suppliers.name })
    .from(h)
    .leftJoin(suppliers, and(eq(suppliers.tenantId, h.tenantId), eq(suppliers.id, h.supplierId)))
    .where(where(scope, query))
    .orderBy(...order)
    .limit(limit);
  return rows.map((r) => toBomListItem(r.row, r));
}
