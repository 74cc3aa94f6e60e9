import type { openLineSortFields, purchaseOrderSortFields } from '@sp/contracts';
import {
  PurchaseOrderAckStatus,
  purchaseOrderAckWorkflow,
  PurchaseOrderStatus,
  purchaseOrderTexts,
} from '@sp/contracts';
import { and, asc, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { AuditCollector } from '../../platform/audit/collector.js';
import type { Queryable, Tx } from '../../platform/db/client.js';
import type { DataScope } from '../../platform/db/scope.js';
import { anyContains } from '../../platform/db/search.js';
import { BusinessError, EntityNotFoundError } from '../../platform/http/errors.js';
import {
  orderBy,
  type PagedQuery,
  type PagedResult,
  type SortWhitelist,
} from '../../platform/http/paging.js';
import { T } from '../../platform/localization/localizer.js';
import type { WorkflowActor } from '../../platform/workflow/caller.js';
import { transition } from '../../platform/workflow/transition.js';
import { suppliers } from '../suppliers/schema.js';
import { ackRow } from './ack-row.js';
import {
  auditedOrder,
  toLineDto,
  toMovementDto,
  toPurchaseOrderDto,
  type PurchaseOrderDto,
  type PurchaseOrderLineDto,
  type PurchaseOrderLineRow,
  type PurchaseOrderRow,
} from './dto.js';
import { PURCHASE_ORDER_ENTITY_TYPE, PURCHASE_ORDER_LINE_ENTITY_TYPE } from './entity.js';
import { purchaseOrderLineMovements, purchaseOrderLines, purchaseOrders } from './schema.js';

export interface PurchaseOrderFilter {
  filter?: string | undefined;
  supplierId?: string | undefined;
  status?: number | undefined;
  ackStatus?: number | undefined;
  partNo?: string | undefined;
  orderDateFrom?: string | undefined;
  orderDateTo?: string | undefined;
}

export interface OpenLineFilter {
  poNo?: string | undefined;
  partNo?: string | undefined;
  supplierId?: string | undefined;
  needDateFrom?: string | undefined;
  needDateTo?: string | undefined;
}

const po = purchaseOrders;
const line = purchaseOrderLines;

const orderSorting = {
  poNo: po.poNo,
  orderDate: po.orderDate,
  supplierCode: suppliers.vendorCode,
  status: po.status,
  ackStatus: po.ackStatus,
  revision: po.revision,
  creationTime: po.creationTime,
  lastSyncTime: po.lastSyncTime,
} satisfies Record<(typeof purchaseOrderSortFields)[number], SortWhitelist[string]>;

const openLineSorting = {
  needDate: line.needDate,
  poNo: line.poNo,
  partNo: line.partNo,
  lineNo: line.lineNo,
  openQty: sql`(${line.orderedQty} - ${line.deliveredQty})`,
} satisfies Record<(typeof openLineSortFields)[number], SortWhitelist[string]>;

/**
 * The vendor's own supplier, also spelled in the WHERE clause: row-level security already
 * enforces it, this lets the planner use the (tenant, supplier, …) indexes.
 */
const supplierCondition = (
  column: typeof po.supplierId | typeof line.supplierId,
  scope: DataScope,
  asked?: string,
) => and(scope.supplierId ? eq(column, scope.supplierId) : undefined, asked ? eq(column, asked) : undefined);

function orderWhere(scope: DataScope, f: PurchaseOrderFilter): SQL | undefined {
  return and(
    eq(po.tenantId, scope.tenantId),
    eq(po.isDeleted, false),
    supplierCondition(po.supplierId, scope, f.supplierId),
    f.status !== undefined ? eq(po.status, f.status) : undefined,
    f.ackStatus !== undefined ? eq(po.ackStatus, f.ackStatus) : undefined,
    f.orderDateFrom ? gte(po.orderDate, f.orderDateFrom) : undefined,
    f.orderDateTo ? lte(po.orderDate, f.orderDateTo) : undefined,
    anyContains(f.filter?.trim(), po.poNo, po.buyer),
    f.partNo
      ? sql`exists (select 1 from purchase_order_lines l
                     where l.tenant_id = ${po.tenantId} and l.po_id = ${po.id} and l.part_no = ${f.partNo.trim()})`
      : undefined,
  );
}

const lineCount = sql<number>`(select count(*)::int from purchase_order_lines l
  where l.tenant_id = ${po.tenantId} and l.po_id = ${po.id})`;
const openLineCount = sql<number>`(select count(*)::int from purchase_order_lines l
  where l.tenant_id = ${po.tenantId} and l.po_id = ${po.id} and l.status = 0 and l.ordered_qty > l.delivered_qty)`;

const orderFields = {
  row: po,
  vendorCode: suppliers.vendorCode,
  supplierName: suppliers.name,
  lineCount,
  openLineCount,
};

const withSupplier = (tx: Queryable) =>
  tx
    .select(orderFields)
    .from(po)
    .leftJoin(suppliers, and(eq(suppliers.tenantId, po.tenantId), eq(suppliers.id, po.supplierId)));

type OrderSelection = {
  row: PurchaseOrderRow;
  vendorCode: string | null;
  supplierName: string | null;
  lineCount: number;
  openLineCount: number;
};

const toListDto = (r: OrderSelection, caller: WorkflowActor | null) =>
  toPurchaseOrderDto(r.row, { vendorCode: r.vendorCode, name: r.supplierName }, caller, {
    lineCount: Number(r.lineCount),
    openLineCount: Number(r.openLineCount),
  });

/** The order list: the buyer's across suppliers (optionally one), a vendor's own (row-level security). */
export async function listPurchaseOrders(
  tx: Queryable,
  scope: DataScope,
  query: PagedQuery & PurchaseOrderFilter,
  caller: WorkflowActor | null,
): Promise<PagedResult<PurchaseOrderDto>> {
  const where = orderWhere(scope, query);
  const order = orderBy(query.sorting, orderSorting, [desc(po.orderDate), desc(po.poNo)], po.id);
  const [rows, [total]] = await Promise.all([
    withSupplier(tx)
      .where(where)
      .orderBy(...order)
      .limit(query.maxResultCount)
      .offset(query.skipCount),
    tx.select({ n: count() }).from(po).where(where),
  ]);
  return { totalCount: Number(total?.n ?? 0), items: rows.map((r) => toListDto(r, caller)) };
}

/** The export's rows: one per line, with its order's header (the import's columns and more). */
export async function exportPurchaseOrderLines(
  tx: Queryable,
  scope: DataScope,
  query: PurchaseOrderFilter & { sorting?: string | undefined },
  limit: number,
) {
  const order = orderBy(query.sorting, orderSorting, [desc(po.orderDate), desc(po.poNo)], po.id);
  return tx
    .select({ order: po, line, vendorCode: suppliers.vendorCode, supplierName: suppliers.name })
    .from(po)
    .innerJoin(line, and(eq(line.tenantId, po.tenantId), eq(line.poId, po.id)))
    .leftJoin(suppliers, and(eq(suppliers.tenantId, po.tenantId), eq(suppliers.id, po.supplierId)))
    .where(orderWhere(scope, query))
    .orderBy(...order, asc(line.lineNo))
    .limit(limit);
}

async function findOrder(
  tx: Queryable,
  tenantId: string,
  id: string,
  lock = false,
): Promise<PurchaseOrderRow> {
  const q = tx
    .select()
    .from(po)
    .where(and(eq(po.tenantId, tenantId), eq(po.id, id), eq(po.isDeleted, false)));
  const [found] = lock ? await q.for('update') : await q;
  if (!found) throw new EntityNotFoundError(PURCHASE_ORDER_ENTITY_TYPE, id);
  return found;
}

/** One order with its lines (by line number); another supplier's order is a 404 for a vendor. */
export async function getPurchaseOrder(
  tx: Queryable,
  tenantId: string,
  id: string,
  caller: WorkflowActor | null,
): Promise<PurchaseOrderDto> {
  const [found] = await withSupplier(tx).where(
    and(eq(po.tenantId, tenantId), eq(po.id, id), eq(po.isDeleted, false)),
  );
  if (!found) throw new EntityNotFoundError(PURCHASE_ORDER_ENTITY_TYPE, id);
  const lines = await tx
    .select()
    .from(line)
    .where(and(eq(line.tenantId, tenantId), eq(line.poId, id)))
    .orderBy(asc(line.lineNo));
  return {
    ...toListDto(found, caller),
    lines: lines.map(toLineDto),
  };
}

/**
 * What a delivery may draw from: open lines (line open, something left to deliver) with the most
 * each may still take, first by need date. A vendor's are their own supplier's (row-level security).
 */
export async function listOpenLines(
  tx: Queryable,
  scope: DataScope,
  query: PagedQuery & OpenLineFilter,
): Promise<PagedResult<PurchaseOrderLineDto>> {
  const where = and(
    eq(line.tenantId, scope.tenantId),
    supplierCondition(line.supplierId, scope, query.supplierId),
    eq(line.status, PurchaseOrderStatus.Open),
    sql`${line.orderedQty} > ${line.deliveredQty}`,
    query.poNo ? eq(line.poNo, query.poNo.trim()) : undefined,
    query.partNo ? eq(line.partNo, query.partNo.trim()) : undefined,
    query.needDateFrom ? gte(line.needDate, query.needDateFrom) : undefined,
    query.needDateTo ? lte(line.needDate, query.needDateTo) : undefined,
  );
  const order = orderBy(query.sorting, openLineSorting, [asc(line.needDate)], line.id);
  const [rows, [total]] = await Promise.all([
    tx
      .select()
      .from(line)
      .where(where)
      .orderBy(...order)
      .limit(query.maxResultCount)
      .offset(query.skipCount),
    tx.select({ n: count() }).from(line).where(where),
  ]);
  return { totalCount: Number(total?.n ?? 0), items: rows.map((r: PurchaseOrderLineRow) => toLineDto(r)) };
}

/** A line's delivery history, oldest first; another supplier's line is a 404. */
export async function listLineMovements(tx: Queryable, tenantId: string, lineId: string) {
  const [found] = await tx
    .select({ id: line.id })
    .from(line)
    .where(and(eq(line.tenantId, tenantId), eq(line.id, lineId)));
  if (!found) throw new EntityNotFoundError(PURCHASE_ORDER_LINE_ENTITY_TYPE, lineId);
  const rows = await tx
    .select()
    .from(purchaseOrderLineMovements)
    .where(
      and(eq(purchaseOrderLineMovements.tenantId, tenantId), eq(purchaseOrderLineMovements.lineId, lineId)),
    )
    .orderBy(asc(purchaseOrderLineMovements.time), asc(purchaseOrderLineMovements.id));
  return { items: rows.map(toMovementDto), totalCount: rows.length };
}

/**
 * The vendor acknowledges or rejects (with a reason) an open order, through the workflow: state,
 * policy, side and reason checked there; the acknowledgement's who and when kept on the order.
 */
export async function answerPurchaseOrder(
  tx: Tx,
  audit: AuditCollector,
  tenantId: string,
  id: string,
  action: 'acknowledge' | 'reject',
  actor: WorkflowActor,
  body:
    { comment?: string | null | undefined; concurrencyStamp?: string | null | undefined } | null | undefined,
): Promise<PurchaseOrderDto> {
  const before = await findOrder(tx, tenantId, id, true);
  if (before.status !== PurchaseOrderStatus.Open)
    throw new BusinessError(T(purchaseOrderTexts, 'PurchaseOrders:NotOpen', before.poNo), {
      code: 'SupplierPortal:PurchaseOrders:NotOpen',
    });
  const comment = body?.comment?.trim() || null;
  await transition(tx, {
    workflow: purchaseOrderAckWorkflow,
    action,
    row: ackRow(before),
    actor,
    audit,
    comment,
    concurrencyStamp: body?.concurrencyStamp,
    update: async (to, stamp) =>
      (
        await tx
          .update(po)
          .set({
            ackStatus: to,
            ackReason: to === PurchaseOrderAckStatus.Rejected ? comment : null,
            ackedById: actor.id,
            ackedByName: actor.name,
            ackedTime: new Date(),
            concurrencyStamp: stamp,
            lastModificationTime: new Date(),
            lastModifierId: actor.id,
          })
          .where(
            and(eq(po.tenantId, tenantId), eq(po.id, id), eq(po.concurrencyStamp, before.concurrencyStamp)),
          )
          .returning()
      ).map(ackRow),
    audited: (r) => auditedOrder(r.order),
  });
  return getPurchaseOrder(tx, tenantId, id, actor);
}

/** The vendor's To-do: open orders new or changed, waiting for their answer. */
export async function countAwaitingAck(tx: Queryable, tenantId: string, supplierId: string | null) {
  const [row] = await tx
    .select({ n: count() })
    .from(po)
    .where(
      and(
        eq(po.tenantId, tenantId),
        eq(po.isDeleted, false),
        eq(po.status, PurchaseOrderStatus.Open),
        sql`${po.ackStatus} in (${PurchaseOrderAckStatus.New}, ${PurchaseOrderAckStatus.Changed})`,
        supplierId ? eq(po.supplierId, supplierId) : undefined,
      ),
    );
  return row?.n ?? 0;
}
