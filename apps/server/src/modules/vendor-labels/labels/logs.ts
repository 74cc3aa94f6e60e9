import type { labelEditLogSortFields, printLogSortFields } from '@sp/contracts';
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client.js';
import type { DataScope } from '../../../platform/db/scope.js';
import { tenantDayRange, type DayRange } from '../../../platform/time/zoned-day.js';
import { anyContains } from '../../../platform/db/search.js';
import {
  orderBy,
  type PagedQuery,
  type PagedResult,
  type SortWhitelist,
} from '../../../platform/http/paging.js';
import { suppliers } from '../../suppliers/schema.js';
import { labelEditLogs, printLogs } from '../schema.js';
import { toEditLogDto, toPrintLogDto, type EditLogDto, type PrintLogDto } from './dto.js';

export interface PrintLogFilter {
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  labelType?: string | undefined;
  printKind?: string | undefined;
  result?: string | undefined;
  deliveryNo?: string | undefined;
  supplierId?: string | undefined;
}

const pl = printLogs;
const printSorting = {
  printTime: pl.printTime,
  labelType: pl.labelType,
  labelCount: pl.labelCount,
  printKind: pl.printKind,
  result: pl.result,
} satisfies Record<(typeof printLogSortFields)[number], SortWhitelist[string]>;

function printWhere(scope: DataScope, f: PrintLogFilter, days: DayRange): SQL | undefined {
  return and(
    eq(pl.tenantId, scope.tenantId),
    scope.supplierId ? eq(pl.supplierId, scope.supplierId) : undefined,
    f.supplierId ? eq(pl.supplierId, f.supplierId) : undefined,
    f.labelType ? eq(pl.labelType, f.labelType) : undefined,
    f.printKind ? eq(pl.printKind, f.printKind) : undefined,
    f.result ? eq(pl.result, f.result) : undefined,
    anyContains(f.deliveryNo?.trim(), pl.deliveryNo),
    days.from ? gte(pl.printTime, days.from) : undefined,
    days.to ? lt(pl.printTime, days.to) : undefined,
  );
}

const printRows = (tx: Queryable) =>
  tx
    .select({ row: pl, vendorCode: suppliers.vendorCode })
    .from(pl)
    .leftJoin(suppliers, and(eq(suppliers.tenantId, pl.tenantId), eq(suppliers.id, pl.supplierId)));

/** The print log: every print, newest first; a vendor's own (row-level security). */
export async function listPrintLogs(
  tx: Queryable,
  scope: DataScope,
  query: PagedQuery & PrintLogFilter,
): Promise<PagedResult<PrintLogDto>> {
  const w = printWhere(scope, query, await tenantDayRange(tx, query.dateFrom, query.dateTo));
  const order = orderBy(query.sorting, printSorting, [desc(pl.printTime)], pl.id);
  const [rows, [total]] = await Promise.all([
    printRows(tx)
      .where(w)
      .orderBy(...order)
      .limit(query.maxResultCount)
      .offset(query.skipCount),
    tx.select({ n: count() }).from(pl).where(w),
  ]);
  return {
    totalCount: Number(total?.n ?? 0),
    items: rows.map((r) => toPrintLogDto(r.row, r.vendorCode)),
  };
}

export async function exportPrintLogs(
  tx: Queryable,
  scope: DataScope,
  query: PrintLogFilter & { sorting?: string | undefined },
  limit: number,
): Promise<PrintLogDto[]> {
  const order = orderBy(query.sorting, printSorting, [desc(pl.printTime)], pl.id);
  const rows = await printRows(tx)
    .where(printWhere(scope, query, await tenantDayRange(tx, query.dateFrom, query.dateTo)))
    .orderBy(...order)
    .limit(limit);
  return rows.map((r) => toPrintLogDto(r.row, r.vendorCode));
}

export interface EditLogFilter {
  labelType: 'Inner' | 'Outer';
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  labelNo?: string | undefined;
  deliveryNo?: string | undefined;
  editor?: string | undefined;
}

const el = labelEditLogs;
const editSorting = {
  editedTime: el.editedTime,
  labelNo: el.labelNo,
  fieldName: el.fieldName,
} satisfies Record<(typeof labelEditLogSortFields)[number], SortWhitelist[string]>;

function editWhere(scope: DataScope, f: EditLogFilter, days: DayRange): SQL | undefined {
  return and(
    eq(el.tenantId, scope.tenantId),
    eq(el.labelType, f.labelType),
    scope.supplierId ? eq(el.supplierId, scope.supplierId) : undefined,
    anyContains(f.labelNo?.trim(), el.labelNo),
    anyContains(f.deliveryNo?.trim(), el.deliveryNo),
    anyContains(f.editor?.trim(), el.editedByName),
    days.from ? gte(el.editedTime, days.from) : undefined,
    days.to ? lt(el.editedTime, days.to) : undefined,
  );
}

/** The edit log of one label type: every field change with its reason, newest first. */
export async function listEditLogs(
  tx: Queryable,
  scope: DataScope,
  query: PagedQuery & EditLogFilter,
): Promise<PagedResult<EditLogDto>> {
  const w = editWhere(scope, query, await tenantDayRange(tx, query.dateFrom, query.dateTo));
  const order = orderBy(query.sorting, editSorting, [desc(el.editedTime)], el.id);
  const [rows, [total]] = await Promise.all([
    tx
      .select()
      .from(el)
      .where(w)
      .orderBy(...order)
      .limit(query.maxResultCount)
      .offset(query.skipCount),
    tx.select({ n: count() }).from(el).where(w),
  ]);
  return { totalCount: Number(total?.n ?? 0), items: rows.map(toEditLogDto) };
}

export async function exportEditLogs(
  tx: Queryable,
  scope: DataScope,
  query: EditLogFilter & { sorting?: string | undefined },
  limit: number,
): Promise<EditLogDto[]> {
  const order = orderBy(query.sorting, editSorting, [desc(el.editedTime)], el.id);
  const rows = await tx
    .select()
    .from(el)
    .where(editWhere(scope, query, await tenantDayRange(tx, query.dateFrom, query.dateTo)))
    .orderBy(...order)
    .limit(limit);
  return rows.map(toEditLogDto);
}
