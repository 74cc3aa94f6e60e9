import {
  type IqcConfigFilter,
  type IqcMaterialConfigDto,
  type iqcConfigSortFields,
  type WorkflowCaller,
} from '@sp/contracts';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client.js';
import type { DataScope } from '../../../platform/db/scope.js';
import { anyContains } from '../../../platform/db/search.js';
import { EntityNotFoundError } from '../../../platform/http/errors.js';
import {
  orderBy,
  type PagedQuery,
  type PagedResult,
  type SortWhitelist,
} from '../../../platform/http/paging.js';
import { suppliers } from '../../suppliers/schema.js';
import { iqcMaterialConfigs } from '../schema.js';
import { IQC_CONFIG_ENTITY, toIqcConfigDto, type IqcConfigRow } from './dto.js';

/**
 * Reading material inspection configurations: IQC's across suppliers, a vendor's own (row-level
 * security on `supplier_id` narrows every query of a vendor's transaction; the filter below says
 * it again so the (tenant, supplier, part) index serves it).
 */

const c = iqcMaterialConfigs;

const sorting = {
  partNo: c.partNo,
  partName: c.partName,
  supplierCode: suppliers.vendorCode,
  materialCategory: c.materialCategory,
  inspectionMode: c.inspectionMode,
  status: c.status,
  confirmedTime: c.confirmedTime,
  creationTime: c.creationTime,
  lastModificationTime: c.lastModificationTime,
} satisfies Record<(typeof iqcConfigSortFields)[number], SortWhitelist[string]>;

function where(scope: DataScope, f: IqcConfigFilter): SQL | undefined {
  return and(
    eq(c.tenantId, scope.tenantId),
    eq(c.isDeleted, false),
    scope.supplierId ? eq(c.supplierId, scope.supplierId) : undefined,
    f.supplierId ? eq(c.supplierId, f.supplierId) : undefined,
    anyContains(f.partNo, c.partNo),
    anyContains(f.filter, c.partNo, c.partName),
    f.materialCategory ? eq(c.materialCategory, f.materialCategory) : undefined,
    f.inspectionMode ? eq(c.inspectionMode, f.inspectionMode) : undefined,
    f.status !== undefined ? eq(c.status, f.status) : undefined,
  );
}

const withSupplier = (tx: Queryable) =>
  tx
    .select({ row: c, supplierCode: suppliers.vendorCode, supplierName: suppliers.name })
    .from(c)
    .leftJoin(suppliers, and(eq(suppliers.tenantId, c.tenantId), eq(suppliers.id, c.supplierId)));

type Joined = { row: IqcConfigRow; supplierCode: string | null; supplierName: string | null };
const dtoOf = (caller: WorkflowCaller | null) => (r: Joined) =>
  toIqcConfigDto(r.row, { supplierCode: r.supplierCode, supplierName: r.supplierName }, caller);

const fallbackOrder = [desc(c.creationTime)];

export async function listIqcConfigs(
  tx: Queryable,
  scope: DataScope,
  query: PagedQuery & IqcConfigFilter,
  caller: WorkflowCaller,
): Promise<PagedResult<IqcMaterialConfigDto>> {
  const filter = where(scope, query);
  const order = orderBy(query.sorting, sorting, fallbackOrder, c.id);
  // One after the other: a transaction is one connection.
  const rows = await withSupplier(tx)
    .where(filter)
    .orderBy(...order)
    .limit(query.maxResultCount)
    .offset(query.skipCount);
  const [total] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(c)
    .where(filter);
  return { totalCount: Number(total?.n ?? 0), items: rows.map(dtoOf(caller)) };
}

/** The export's rows: the list's, unpaged (up to `limit`). */
export async function exportIqcConfigRows(
  tx: Queryable,
  scope: DataScope,
  query: IqcConfigFilter & { sorting?: string | undefined },
  limit: number,
): Promise<IqcMaterialConfigDto[]> {
  const order = orderBy(query.sorting, sorting, fallbackOrder, c.id);
  const rows = await withSupplier(tx)
    .where(where(scope, query))
    .orderBy(...order)
    .limit(limit);
  return rows.map(dtoOf(null));
}

/** One configuration; another supplier's (hidden by row-level security) or a deleted one is a 404. */
export async function getIqcConfig(
  tx: Queryable,
  tenantId: string,
  id: string,
  caller: WorkflowCaller,
): Promise<IqcMaterialConfigDto> {
  const [found] = await withSupplier(tx).where(
    and(eq(c.tenantId, tenantId), eq(c.id, id), eq(c.isDeleted, false)),
  );
  if (!found) throw new EntityNotFoundError(IQC_CONFIG_ENTITY, id);
  return dtoOf(caller)(found);
}

/** The live row (locked for the rest of the transaction when `lock`), or a 404. */
export async function findIqcConfig(
  tx: Queryable,
  tenantId: string,
  id: string,
  lock = false,
): Promise<IqcConfigRow> {
  const q = tx
    .select()
    .from(c)
    .where(and(eq(c.tenantId, tenantId), eq(c.id, id), eq(c.isDeleted, false)));
  const [found] = lock ? await q.for('update') : await q;
  if (!found) throw new EntityNotFoundError(IQC_CONFIG_ENTITY, id);
  return found;
}

/** The live configuration of a supplier's part, whatever its status (the duplicate check, the import). */
export async function findLiveConfig(
  tx: Queryable,
  tenantId: string,
  supplierId: string,
  partNo: string,
): Promise<IqcConfigRow | null> {
  const [row] = await tx
    .select()
    .from(c)
    .where(
      and(
        eq(c.tenantId, tenantId),
        eq(c.supplierId, supplierId),
        eq(c.partNo, partNo),
        eq(c.isDeleted, false),
      ),
    )
    .limit(1);
  return row ?? null;
}
