import {
  LabelStatus,
  type labelSortFields,
  type LabelType,
  type PolicyName,
  type PrintKind,
} from '@sp/contracts';
import { and, count, desc, eq, gt, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../../platform/db/client.js';
import type { DataScope } from '../../../platform/db/scope.js';
import { tenantDayRange, type DayRange } from '../../../platform/time/zoned-day.js';
import { anyContains } from '../../../platform/db/search.js';
import { EntityNotFoundError } from '../../../platform/http/errors.js';
import {
  orderBy,
  type PagedQuery,
  type PagedResult,
  type SortWhitelist,
} from '../../../platform/http/paging.js';
import { suppliers } from '../../suppliers/schema.js';
import { deliveries, labelRecords } from '../schema.js';
import { LABEL_ENTITY_TYPE, toLabelRecordDto, type LabelRecordDto, type LabelRow } from './dto.js';

export interface LabelFilter {
  labelType: LabelType;
  supplierId?: string | undefined;
  deliveryId?: string | undefined;
  deliveryNo?: string | undefined;
  partNo?: string | undefined;
  lotNo?: string | undefined;
  labelNo?: string | undefined;
  status?: number | undefined;
  printed?: 'yes' | 'no' | undefined;
  printKind?: PrintKind | undefined;
  /** Outer cartons free to go onto a pallet: live and on none yet. */
  packable?: boolean | undefined;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
}

const lr = labelRecords;
const parent = alias(labelRecords, 'parent');

const sorting = {
  labelNo: lr.labelNo,
  deliveryNo: deliveries.deliveryNo,
  partNo: lr.partNo,
  lotNo: lr.lotNo,
  lastPrintTime: lr.lastPrintTime,
  creationTime: lr.creationTime,
} satisfies Record<(typeof labelSortFields)[number], SortWhitelist[string]>;

function where(scope: DataScope, f: LabelFilter, days: DayRange): SQL | undefined {
  return and(
    eq(lr.tenantId, scope.tenantId),
    eq(lr.labelType, f.labelType),
    // Row-level security already narrows a vendor; spelled out so the planner can use the key.
    scope.supplierId ? eq(lr.supplierId, scope.supplierId) : undefined,
    f.supplierId ? eq(lr.supplierId, f.supplierId) : undefined,
    f.deliveryId ? eq(lr.deliveryId, f.deliveryId) : undefined,
    anyContains(f.deliveryNo?.trim(), deliveries.deliveryNo),
    anyContains(f.partNo?.trim(), lr.partNo),
    anyContains(f.lotNo?.trim(), lr.lotNo),
    anyContains(f.labelNo?.trim(), lr.labelNo),
    f.status !== undefined ? eq(lr.status, f.status) : undefined,
    f.printed === 'yes' ? gt(lr.printCount, 0) : f.printed === 'no' ? eq(lr.printCount, 0) : undefined,
    f.printKind === 'First'
      ? eq(lr.printCount, 1)
      : f.printKind === 'Reprint'
        ? gt(lr.printCount, 1)
        : undefined,
    f.packable
      ? and(isNull(lr.parentId), inArray(lr.status, [LabelStatus.Generated, LabelStatus.Printed]))
      : undefined,
    days.from ? gte(lr.creationTime, days.from) : undefined,
    days.to ? lt(lr.creationTime, days.to) : undefined,
  );
}

const fields = {
  row: lr,
  deliveryNo: deliveries.deliveryNo,
  deliveryStatus: deliveries.status,
  vendorCode: suppliers.vendorCode,
  supplierName: suppliers.name,
  parentLabelNo: parent.labelNo,
};

type Selected = {
  row: LabelRow;
  deliveryNo: string;
  deliveryStatus: number;
  vendorCode: string | null;
  supplierName: string | null;
  parentLabelNo: string | null;
};

const joined = (tx: Queryable) =>
  tx
    .select(fields)
    .from(lr)
    .innerJoin(deliveries, and(eq(deliveries.tenantId, lr.tenantId), eq(deliveries.id, lr.deliveryId)))
    .leftJoin(suppliers, and(eq(suppliers.tenantId, lr.tenantId), eq(suppliers.id, lr.supplierId)))
    .leftJoin(parent, and(eq(parent.tenantId, lr.tenantId), eq(parent.id, lr.parentId)));

const toDto = (r: Selected, isGranted: (p: PolicyName) => boolean, detail = false) =>
  toLabelRecordDto(r.row, r, isGranted, detail);

/** The label list of one type: the buyer's across suppliers, a vendor's own (row-level security). */
export async function listLabels(
  tx: Queryable,
  scope: DataScope,
  query: PagedQuery & LabelFilter,
  isGranted: (p: PolicyName) => boolean,
): Promise<PagedResult<LabelRecordDto>> {
  const w = where(scope, query, await tenantDayRange(tx, query.dateFrom, query.dateTo));
  // Newest delivery first, then the labels in their printed order.
  const order = orderBy(
    query.sorting,
    sorting,
    [desc(lr.creationTime), sql`${deliveries.deliveryNo} desc`, lr.labelNo as unknown as SQL],
    lr.id,
  );
  const [rows, [total]] = await Promise.all([
    joined(tx)
      .where(w)
      .orderBy(...order)
      .limit(query.maxResultCount)
      .offset(query.skipCount),
    tx
      .select({ n: count() })
      .from(lr)
      .innerJoin(deliveries, and(eq(deliveries.tenantId, lr.tenantId), eq(deliveries.id, lr.deliveryId)))
      .where(w),
  ]);
  return { totalCount: Number(total?.n ?? 0), items: rows.map((r) => toDto(r, isGranted)) };
}

/** The export's rows: the list's filter and order, up to `limit`. */
export async function exportLabels(
  tx: Queryable,
  scope: DataScope,
  query: LabelFilter & { sorting?: string | undefined },
  limit: number,
  isGranted: (p: PolicyName) => boolean,
): Promise<LabelRecordDto[]> {
  const order = orderBy(query.sorting, sorting, [desc(lr.creationTime), sql`${lr.labelNo}`], lr.id);
  const rows = await joined(tx)
    .where(where(scope, query, await tenantDayRange(tx, query.dateFrom, query.dateTo)))
    .orderBy(...order)
    .limit(limit);
  return rows.map((r) => toDto(r, isGranted));
}

/** One label with its payload and render snapshot; another supplier's is a 404 (row-level security). */
export async function getLabel(
  tx: Queryable,
  tenantId: string,
  id: string,
  isGranted: (p: PolicyName) => boolean,
): Promise<LabelRecordDto> {
  const [found] = await joined(tx).where(and(eq(lr.tenantId, tenantId), eq(lr.id, id)));
  if (!found) throw new EntityNotFoundError(LABEL_ENTITY_TYPE, id);
  return toDto(found, isGranted, true);
}
