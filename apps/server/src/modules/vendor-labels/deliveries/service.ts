import {
  DeliveryStatus,
  deliveryWorkflow,
  type DeliveryCreateInput,
  type deliverySortFields,
  type DeliveryUpdateInput,
  type DeliveryStatusValue,
} from '@sp/contracts';
import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { AuditCollector } from '../../../platform/audit/collector.js';
import type { Queryable, Tx } from '../../../platform/db/client.js';
import { newId } from '../../../platform/db/columns.js';
import { deletedBy, modifiedBy } from '../../../platform/db/modification.js';
import type { DataScope } from '../../../platform/db/scope.js';
import { anyContains } from '../../../platform/db/search.js';
import { assertStamp, expectUpdated } from '../../../platform/http/concurrency.js';
import { EntityNotFoundError } from '../../../platform/http/errors.js';
import {
  orderBy,
  type PagedQuery,
  type PagedResult,
  type SortWhitelist,
} from '../../../platform/http/paging.js';
import { nextNumber } from '../../../platform/numbering/next-number.js';
import type { WorkflowActor } from '../../../platform/workflow/caller.js';
import { assertOperation, recordCreation } from '../../../platform/workflow/transition.js';
import { suppliers } from '../../suppliers/schema.js';
import { deliveries, deliveryLines } from '../schema.js';
import { drawFromOpenLines, type DrawnLine } from './draw.js';
import {
  auditedDelivery,
  auditedDeliveryLine,
  toDeliveryDto,
  toDeliveryLineDto,
  type DeliveryDto,
  type DeliveryRow,
  type DeliveryLineRow,
} from './dto.js';
import { DELIVERY_ENTITY_TYPE, DELIVERY_LINE_ENTITY_TYPE } from './entity.js';
import { recordShipEvent } from './ship-log.js';
import { runLineChangeChecks } from './line-change-checks.js';

export interface DeliveryFilter {
  filter?: string | undefined;
  supplierId?: string | undefined;
  status?: number | undefined;
  poNo?: string | undefined;
  partNo?: string | undefined;
  deliveryDateFrom?: string | undefined;
  deliveryDateTo?: string | undefined;
}

/** The delivery-note number: vendor code, ship day, a per-vendor-and-day counter. */
const DELIVERY_NUMBER = 'DN-{vendor}-{yyyyMMdd}-{seq3}';

const d = deliveries;

const sorting = {
  deliveryNo: d.deliveryNo,
  deliveryDate: d.deliveryDate,
  expectedArrivalDate: d.expectedArrivalDate,
  status: d.status,
  submittedTime: d.submittedTime,
  creationTime: d.creationTime,
} satisfies Record<(typeof deliverySortFields)[number], SortWhitelist[string]>;

/** A line of this note matches (PO or part number): the list's line filters. */
const hasLine = (column: 'po_no' | 'part_no', value: string) =>
  sql`exists (select 1 from delivery_lines l where l.tenant_id = ${d.tenantId} and l.delivery_id = ${d.id}
              and l.${sql.raw(column)} = ${value})`;

function where(scope: DataScope, f: DeliveryFilter): SQL | undefined {
  return and(
    eq(d.tenantId, scope.tenantId),
    eq(d.isDeleted, false),
    // Row-level security narrows a vendor already; spelled here so the (tenant, supplier) index is used.
    scope.supplierId ? eq(d.supplierId, scope.supplierId) : undefined,
    f.supplierId ? eq(d.supplierId, f.supplierId) : undefined,
    f.status !== undefined ? eq(d.status, f.status) : undefined,
    f.deliveryDateFrom ? gte(d.deliveryDate, f.deliveryDateFrom) : undefined,
    f.deliveryDateTo ? lte(d.deliveryDate, f.deliveryDateTo) : undefined,
    anyContains(f.filter?.trim(), d.deliveryNo, d.trackingNo),
    f.poNo?.trim() ? hasLine('po_no', f.poNo.trim()) : undefined,
    f.partNo?.trim() ? hasLine('part_no', f.partNo.trim()) : undefined,
  );
}

const lineCount = sql<number>`(select count(*)::int from delivery_lines l
  where l.tenant_id = ${d.tenantId} and l.delivery_id = ${d.id})`;

const withSupplier = (tx: Queryable) =>
  tx
    .select({ row: d, vendorCode: suppliers.vendorCode, supplierName: suppliers.name, lineCount })
    .from(d)
    .leftJoin(suppliers, and(eq(suppliers.tenantId, d.tenantId), eq(suppliers.id, d.supplierId)));

/** The list: the buyer's across suppliers, a vendor's own (row-level security). */
export async function listDeliveries(
  tx: Queryable,
  scope: DataScope,
  query: PagedQuery & DeliveryFilter,
  caller: WorkflowActor | null,
): Promise<PagedResult<DeliveryDto>> {
  const filter = where(scope, query);
  const order = orderBy(query.sorting, sorting, [desc(d.deliveryDate), desc(d.deliveryNo)], d.id);
  const [rows, [total]] = await Promise.all([
    withSupplier(tx)
      .where(filter)
      .orderBy(...order)
      .limit(query.maxResultCount)
      .offset(query.skipCount),
    tx
      .select({ n: sql<number>`count(*)::int` })
      .from(d)
      .where(filter),
  ]);
  return {
    totalCount: Number(total?.n ?? 0),
    items: rows.map((r) =>
      toDeliveryDto(r.row, { vendorCode: r.vendorCode, name: r.supplierName }, caller, {
        lineCount: Number(r.lineCount),
      }),
    ),
  };
}

/** The export's rows: one per line with its note's header. */
export async function exportDeliveryLines(
  tx: Queryable,
  scope: DataScope,
  query: DeliveryFilter & { sorting?: string | undefined },
  limit: number,
) {
  const order = orderBy(query.sorting, sorting, [desc(d.deliveryDate), desc(d.deliveryNo)], d.id);
  return tx
    .select({
      delivery: d,
      line: deliveryLines,
      vendorCode: suppliers.vendorCode,
      supplierName: suppliers.name,
    })
    .from(d)
    .innerJoin(deliveryLines, and(eq(deliveryLines.tenantId, d.tenantId), eq(deliveryLines.deliveryId, d.id)))
    .leftJoin(suppliers, and(eq(suppliers.tenantId, d.tenantId), eq(suppliers.id, d.supplierId)))
    .where(where(scope, query))
    .orderBy(...order, asc(deliveryLines.lineNo))
    .limit(limit);
}

/** A note (locked for the rest of the transaction when `lock`); another supplier's is a 404. */
export async function findDelivery(
  tx: Queryable,
  tenantId: string,
  id: string,
  lock = false,
): Promise<DeliveryRow> {
  const q = tx
    .select()
    .from(d)
    .where(and(eq(d.tenantId, tenantId), eq(d.id, id), eq(d.isDeleted, false)));
  const [found] = lock ? await q.for('update') : await q;
  if (!found) throw new EntityNotFoundError(DELIVERY_ENTITY_TYPE, id);
  return found;
}

export async function linesOf(
  tx: Queryable,
  tenantId: string,
  deliveryId: string,
): Promise<DeliveryLineRow[]> {
  return tx
    .select()
    .from(deliveryLines)
    .where(and(eq(deliveryLines.tenantId, tenantId), eq(deliveryLines.deliveryId, deliveryId)))
    .orderBy(asc(deliveryLines.lineNo));
}

/** The note's supplier: code and name for numbers and labels, contacts for mails. */
export async function supplierOf(tx: Queryable, tenantId: string, supplierId: string) {
  const [s] = await tx
    .select({
      id: suppliers.id,
      vendorCode: suppliers.vendorCode,
      name: suppliers.name,
      contacts: suppliers.contacts,
    })
    .from(suppliers)
    .where(and(eq(suppliers.tenantId, tenantId), eq(suppliers.id, supplierId)));
  if (!s) throw new EntityNotFoundError('SupplierPortal.Suppliers.Supplier', supplierId);
  return s;
}

export async function getDelivery(
  tx: Queryable,
  tenantId: string,
  id: string,
  caller: WorkflowActor | null,
): Promise<DeliveryDto> {
  const [found] = await withSupplier(tx).where(
    and(eq(d.tenantId, tenantId), eq(d.id, id), eq(d.isDeleted, false)),
  );
  if (!found) throw new EntityNotFoundError(DELIVERY_ENTITY_TYPE, id);
  const lines = await linesOf(tx, tenantId, id);
  return toDeliveryDto(found.row, { vendorCode: found.vendorCode, name: found.supplierName }, caller, {
    lines: lines.map(toDeliveryLineDto),
  });
}

const lineValues = (deliveryId: string, drawn: DrawnLine, lineNo: number) => ({
  id: newId(),
  supplierId: drawn.supplierId,
  deliveryId,
  lineNo,
  poLineId: drawn.input.poLineId,
  poNo: drawn.poNo,
  poLineNo: drawn.poLineNo,
  partNo: drawn.partNo,
  partName: drawn.partName,
  unit: drawn.unit,
  qty: drawn.input.qty,
  lotNo: drawn.input.lotNo,
  dateCode: drawn.input.dateCode ?? null,
  mfgDate: drawn.input.mfgDate ?? null,
  expiryDate: drawn.input.expiryDate ?? null,
  packingMode: drawn.input.packingMode,
});

const totalOf = (drawn: readonly DrawnLine[]) =>
  Math.round(drawn.reduce((n, l) => n + l.input.qty, 0) * 1000) / 1000;

/** Writes a note's lines (line numbers 10, 20, … as ERP documents number them) and audits each. */
async function writeLines(tx: Tx, audit: AuditCollector, deliveryId: string, drawn: readonly DrawnLine[]) {
  const rows = drawn.map((l, i) => lineValues(deliveryId, l, (i + 1) * 10));
  const inserted = await tx.insert(deliveryLines).values(rows).returning();
  for (const l of inserted) audit.created(DELIVERY_LINE_ENTITY_TYPE, l.id, auditedDeliveryLine(l));
}

/**
 * A vendor drafts a note from their open PO lines. A buyer may draft one for a supplier too (the
 * lines' supplier is the note's); either way the lines decide the supplier, never the body.
 */
export async function createDelivery(
  tx: Tx,
  audit: AuditCollector,
  scope: DataScope,
  input: DeliveryCreateInput,
  actor: WorkflowActor,
): Promise<DeliveryDto> {
  const drawn = await drawFromOpenLines(tx, scope.tenantId, input.lines, null);
  const supplierId = drawn[0]!.supplierId;
  const supplier = await supplierOf(tx, scope.tenantId, supplierId);
  const id = newId();
  const deliveryNo = await nextNumber(
    tx,
    'VendorLabel.Delivery',
    DELIVERY_NUMBER,
    { vendor: supplier.vendorCode },
    {
      at: new Date(`${input.deliveryDate}T12:00:00Z`),
    },
  );
  const [row] = await tx
    .insert(d)
    .values({
      id,
      supplierId,
      deliveryNo,
      plant: input.plant ?? null,
      receivingWarehouse: input.receivingWarehouse ?? null,
      deliveryDate: input.deliveryDate,
      expectedArrivalDate: input.expectedArrivalDate,
      remark: input.remark ?? null,
      totalQty: totalOf(drawn),
      status: DeliveryStatus.Draft,
      creatorId: actor.id,
    })
    .returning();
  await writeLines(tx, audit, id, drawn);
  audit.created(DELIVERY_ENTITY_TYPE, id, auditedDelivery(row!));
  await recordCreation(tx, deliveryWorkflow, { id, status: DeliveryStatus.Draft, supplierId }, actor);
  await recordShipEvent(tx, row!, 'Created', actor, { cartons: null });
  return getDelivery(tx, scope.tenantId, id, actor);
}

/**
 * Edits a draft or rejected note: header and lines are replaced as sent, checked again against the
 * PO lines (this note's own earlier hold does not count against it). The labels go out of date.
 */
export async function updateDelivery(
  tx: Tx,
  audit: AuditCollector,
  tenantId: string,
  id: string,
  input: DeliveryUpdateInput,
  actor: WorkflowActor,
): Promise<DeliveryDto> {
  const before = await findDelivery(tx, tenantId, id, true);
  assertOperation(deliveryWorkflow, 'update', before, actor, 'Action:Edit');
  assertStamp(before.concurrencyStamp, input.concurrencyStamp);
  const drawn = await drawFromOpenLines(tx, tenantId, input.lines, id);
  if (drawn.some((l) => l.supplierId !== before.supplierId)) {
    // Lines of another supplier are not visible to a vendor; a buyer cannot move a note between suppliers.
    throw new EntityNotFoundError('SupplierPortal.MasterData.PurchaseOrderLine', drawn[0]!.input.poLineId);
  }
  const oldLines = await linesOf(tx, tenantId, id);
  await runLineChangeChecks(tx, audit, tenantId, id, actor);
  await tx
    .delete(deliveryLines)
    .where(and(eq(deliveryLines.tenantId, tenantId), eq(deliveryLines.deliveryId, id)));
  for (const l of oldLines) audit.deleted(DELIVERY_LINE_ENTITY_TYPE, l.id, auditedDeliveryLine(l));
  await writeLines(tx, audit, id, drawn);
  const after = expectUpdated(
    await tx
      .update(d)
      .set({
        plant: input.plant ?? null,
        receivingWarehouse: input.receivingWarehouse ?? null,
        deliveryDate: input.deliveryDate,
        expectedArrivalDate: input.expectedArrivalDate,
        remark: input.remark ?? null,
        totalQty: totalOf(drawn),
        linesRevision: before.linesRevision + 1,
        ...modifiedBy(actor.id),
      })
      .where(and(eq(d.tenantId, tenantId), eq(d.id, id), eq(d.concurrencyStamp, before.concurrencyStamp)))
      .returning(),
  );
  audit.updated(DELIVERY_ENTITY_TYPE, id, auditedDelivery(before), auditedDelivery(after));
  return getDelivery(tx, tenantId, id, actor);
}

/** A draft may be deleted (soft); its labels were never shipped, so they go with it. */
export async function deleteDelivery(
  tx: Tx,
  audit: AuditCollector,
  tenantId: string,
  id: string,
  actor: WorkflowActor,
): Promise<void> {
  const before = await findDelivery(tx, tenantId, id, true);
  assertOperation(deliveryWorkflow, 'delete', before, actor, 'Action:Delete');
  await tx
    .update(d)
    .set(deletedBy(actor.id))
    .where(and(eq(d.tenantId, tenantId), eq(d.id, id)));
  audit.deleted(DELIVERY_ENTITY_TYPE, id, auditedDelivery(before));
}

/** Buyer To-do and vendor To-do counts: notes waiting in `statuses`. */
export async function countDeliveries(
  tx: Queryable,
  tenantId: string,
  statuses: readonly DeliveryStatusValue[],
  supplierId: string | null,
): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(d)
    .where(
      and(
        eq(d.tenantId, tenantId),
        eq(d.isDeleted, false),
        inArray(d.status, [...statuses]),
        supplierId ? eq(d.supplierId, supplierId) : undefined,
      ),
    );
  return Number(row?.n ?? 0);
}
