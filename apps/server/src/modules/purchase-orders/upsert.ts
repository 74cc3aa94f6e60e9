import {
  orderedBelowDelivered,
  PurchaseOrderAckStatus,
  purchaseOrderAckWorkflow,
  PurchaseOrderLineStatus,
  PurchaseOrderStatus,
  roundQty,
  type PurchaseOrderInput,
  type PurchaseOrderLineInput,
} from '@sp/contracts';
import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { AuditCollector } from '../../platform/audit/collector.js';
import type { Tx } from '../../platform/db/client.js';
import { newId, newStamp } from '../../platform/db/columns.js';
import { expectUpdated } from '../../platform/http/concurrency.js';
import { T, type LocalizableText } from '../../platform/localization/localizer.js';
import type { WorkflowActor } from '../../platform/workflow/caller.js';
import { transition } from '../../platform/workflow/transition.js';
import { statusHistory } from '../../platform/workflow/schema.js';
import { findMaterialsByPartNo } from '../materials/lookup.js';
import { normalizeVendorCode } from '../suppliers/service.js';
import { suppliers } from '../suppliers/schema.js';
import { purchaseOrderTexts } from '@sp/contracts';
import { ackRow } from './ack-row.js';
import { auditedLine, auditedOrder, type PurchaseOrderLineRow, type PurchaseOrderRow } from './dto.js';
import { announceOrders, type OrderNews } from './mail.js';
import { purchaseOrderLines, purchaseOrders } from './schema.js';

import {
  PURCHASE_ORDER_ENTITY_TYPE as PURCHASE_ORDER_ENTITY,
  PURCHASE_ORDER_LINE_ENTITY_TYPE as PURCHASE_ORDER_LINE_ENTITY,
} from './entity.js';

type Key = Parameters<typeof T<typeof purchaseOrderTexts>>[1];
const text = (key: Key, ...args: unknown[]) => T(purchaseOrderTexts, key, ...args);

/** Why an order or one of its lines was not applied. `lineNo` null: the whole order. */
export interface UpsertProblem {
  poNo: string;
  lineNo: number | null;
  code: string;
  text: LocalizableText;
}

export type UpsertOutcome = 'created' | 'updated' | 'unchanged' | 'refused';

export interface OrderResult {
  poNo: string;
  id: string | null;
  result: UpsertOutcome;
  revision: number | null;
  problems: UpsertProblem[];
}

export interface UpsertResult {
  created: number;
  updated: number;
  unchanged: number;
  refused: number;
  lines: number;
  orders: OrderResult[];
}

/** Who brings the orders: an integration client (sync) or a buyer user (import). */
export interface UpsertActor {
  id: string | null;
  name: string;
}

/** Rows per multi-row INSERT: well inside PostgreSQL's 65,535 parameters at 16 columns. */
const CHUNK = 2000;

const problem = (poNo: string, lineNo: number | null, key: Key, ...args: unknown[]): UpsertProblem => ({
  poNo,
  lineNo,
  code: `SupplierPortal:${key}`,
  text: text(key, ...args),
});

/** A closed or cancelled order closes or cancels its lines: what deliveries see is the effective status. */
const effectiveLineStatus = (orderStatus: number, lineStatus: number | undefined) =>
  orderStatus !== PurchaseOrderStatus.Open ? orderStatus : (lineStatus ?? PurchaseOrderLineStatus.Open);

interface LineState {
  lineNo: number;
  partNo: string;
  orderedQty: number;
  unit: string;
  needDate: string;
  tolerancePct: number;
  status: number;
}

interface HeaderState {
  supplierId: string;
  orderDate: string;
  buyer: string | null;
  currency: string;
  plant: string | null;
  status: number;
}

/**
 * The normalised content of an order (header and lines by line number), hashed: an order whose
 * stored hash equals an incoming payload's needs no further look (same payload twice: no change).
 */
function contentHash(header: HeaderState, lines: readonly LineState[]): string {
  const sorted = [...lines].sort((a, b) => a.lineNo - b.lineNo);
  const canonical = JSON.stringify([
    header.supplierId,
    header.orderDate,
    header.buyer ?? '',
    header.currency,
    header.plant ?? '',
    header.status,
    sorted.map((l) => [
      l.lineNo,
      l.partNo,
      roundQty(l.orderedQty),
      l.unit,
      l.needDate,
      roundQty(l.tolerancePct),
      l.status,
    ]),
  ]);
  return createHash('sha256').update(canonical).digest('base64url');
}

function incomingHeader(input: PurchaseOrderInput, supplierId: string): HeaderState {
  return {
    supplierId,
    orderDate: input.orderDate,
    buyer: input.buyer ?? null,
    currency: input.currency,
    plant: input.plant ?? null,
    status: input.status ?? PurchaseOrderStatus.Open,
  };
}

function incomingLine(line: PurchaseOrderLineInput, header: HeaderState, materialUnit: string): LineState {
  return {
    lineNo: line.lineNo,
    partNo: line.partNo,
    orderedQty: line.orderedQty,
    unit: line.unit || materialUnit,
    needDate: line.needDate,
    tolerancePct: line.tolerancePct ?? 0,
    status: effectiveLineStatus(header.status, line.status),
  };
}

const sameLine = (a: LineState, b: LineState) =>
  a.partNo === b.partNo &&
  roundQty(a.orderedQty) === roundQty(b.orderedQty) &&
  a.unit === b.unit &&
  a.needDate === b.needDate &&
  roundQty(a.tolerancePct) === roundQty(b.tolerancePct) &&
  a.status === b.status;

const sameHeader = (a: HeaderState, b: HeaderState) =>
  a.supplierId === b.supplierId &&
  a.orderDate === b.orderDate &&
  (a.buyer ?? null) === (b.buyer ?? null) &&
  a.currency === b.currency &&
  (a.plant ?? null) === (b.plant ?? null) &&
  a.status === b.status;

const headerOf = (r: PurchaseOrderRow): HeaderState => ({
  supplierId: r.supplierId,
  orderDate: r.orderDate,
  buyer: r.buyer,
  currency: r.currency,
  plant: r.plant,
  status: r.status,
});

/** The system's actor for the `change` transition (no policy or side applies to a system action). */
const systemActor = (actor: UpsertActor): WorkflowActor => ({
  id: actor.id,
  name: actor.name,
  supplierId: null,
  isGranted: () => true,
});

/**
 * Creates or changes orders by PO number (sync and import share it), in the caller's transaction.
 *
 * - An unknown supplier code, an unknown part number or a PO number of another supplier refuses
 *   the whole order (nothing of it is written).
 * - A line whose new ordered quantity is below what was already delivered, or a delivered line the
 *   payload leaves out, is refused FOR THAT LINE with the reason: it keeps its values, the other
 *   lines apply. A line left out without deliveries is cancelled.
 * - An order whose content is the same as stored is untouched: no write, no audit entry, no mail.
 * - A change bumps the revision; an acknowledged or rejected order goes to "changed" (the system's
 *   `change` transition, with its history row), a new one stays new.
 * - The suppliers' contacts are mailed once per supplier about their new and changed orders.
 */
export async function upsertOrders(
  tx: Tx,
  audit: AuditCollector,
  tenantId: string,
  orders: readonly PurchaseOrderInput[],
  actor: UpsertActor,
): Promise<UpsertResult> {
  const result: UpsertResult = { created: 0, updated: 0, unchanged: 0, refused: 0, lines: 0, orders: [] };
  if (orders.length === 0) return result;
  const now = new Date();

  // Everything the batch needs, in four reads.
  const codes = [...new Set(orders.map((o) => normalizeVendorCode(o.supplierCode)))];
  const supplierRows = await tx
    .select({
      id: suppliers.id,
      code: suppliers.normalizedVendorCode,
      vendorCode: suppliers.vendorCode,
      name: suppliers.name,
      contacts: suppliers.contacts,
    })
    .from(suppliers)
    .where(
      and(
        eq(suppliers.tenantId, tenantId),
        inArray(suppliers.normalizedVendorCode, codes),
        eq(suppliers.isDeleted, false),
      ),
    );
  const supplierByCode = new Map(supplierRows.map((s) => [s.code, s]));
  const materials = await findMaterialsByPartNo(
    tx,
    orders.flatMap((o) => o.lines.map((l) => l.partNo)),
  );
  const existingRows = await tx
    .select()
    .from(purchaseOrders)
    .where(
      and(
        eq(purchaseOrders.tenantId, tenantId),
        inArray(
          purchaseOrders.poNo,
          orders.map((o) => o.poNo),
        ),
        eq(purchaseOrders.isDeleted, false),
      ),
    )
    .for('update');
  const existingByNo = new Map(existingRows.map((r) => [r.poNo, r]));

  // Decide each order against the stored one.
  type Pending = {
    input: PurchaseOrderInput;
    header: HeaderState;
    lines: LineState[];
    row?: PurchaseOrderRow;
  };
  const toCreate: Pending[] = [];
  const toCompare: Pending[] = [];
  for (const input of orders) {
    const supplier = supplierByCode.get(normalizeVendorCode(input.supplierCode));
    const outcome: OrderResult = {
      poNo: input.poNo,
      id: null,
      result: 'refused',
      revision: null,
      problems: [],
    };
    result.orders.push(outcome);
    if (!supplier) {
      outcome.problems.push(problem(input.poNo, null, 'PurchaseOrders:UnknownSupplier', input.supplierCode));
      continue;
    }
    for (const line of input.lines)
      if (!materials.has(line.partNo))
        outcome.problems.push(problem(input.poNo, line.lineNo, 'PurchaseOrders:UnknownPartNo', line.partNo));
    const existing = existingByNo.get(input.poNo);
    if (existing && existing.supplierId !== supplier.id)
      outcome.problems.push(problem(input.poNo, null, 'PurchaseOrders:SupplierChanged', input.poNo));
    if (outcome.problems.length > 0) continue;

    const header = incomingHeader(input, supplier.id);
    const lines = input.lines.map((l) => incomingLine(l, header, materials.get(l.partNo)!.unit));
    if (!existing) {
      toCreate.push({ input, header, lines });
      continue;
    }
    outcome.id = existing.id;
    outcome.revision = existing.revision;
    if (existing.contentHash === contentHash(header, lines)) outcome.result = 'unchanged';
    else toCompare.push({ input, header, lines, row: existing });
  }

  const news: OrderNews[] = [];
  const supplierById = new Map(supplierRows.map((s) => [s.id, s]));
  const outcomeOf = (poNo: string) => result.orders.find((o) => o.poNo === poNo)!;

  // New orders: multi-row inserts, one history row each ("created, new").
  const orderRows: (typeof purchaseOrders.$inferInsert)[] = [];
  const lineRows: (typeof purchaseOrderLines.$inferInsert)[] = [];
  for (const p of toCreate) {
    const id = newId();
    orderRows.push({
      tenantId,
      id,
      poNo: p.input.poNo,
      ...p.header,
      ackStatus: PurchaseOrderAckStatus.New,
      revision: 1,
      lastSyncTime: now,
      contentHash: contentHash(p.header, p.lines),
      creatorId: actor.id,
      creationTime: now,
    });
    for (const l of p.lines)
      lineRows.push({
        tenantId,
        id: newId(),
        supplierId: p.header.supplierId,
        poId: id,
        poNo: p.input.poNo,
        ...l,
      });
    const outcome = outcomeOf(p.input.poNo);
    Object.assign(outcome, { id, result: 'created', revision: 1 });
    audit.created(PURCHASE_ORDER_ENTITY, id, {
      ...auditedOrder({ ...orderRows.at(-1)!, status: p.header.status } as PurchaseOrderRow),
      lineCount: p.lines.length,
    });
    news.push({ kind: 'arrived', supplierId: p.header.supplierId, id, poNo: p.input.poNo, revision: 1 });
  }
  for (let i = 0; i < orderRows.length; i += CHUNK)
    await tx.insert(purchaseOrders).values(orderRows.slice(i, i + CHUNK));
  for (let i = 0; i < lineRows.length; i += CHUNK)
    await tx.insert(purchaseOrderLines).values(lineRows.slice(i, i + CHUNK));
  const historyRows = orderRows.map((o) => ({
    tenantId,
    id: newId(),
    entityType: PURCHASE_ORDER_ENTITY,
    entityId: o.id,
    supplierId: o.supplierId,
    action: 'create',
    fromStatus: null,
    toStatus: PurchaseOrderAckStatus.New,
    actorId: actor.id,
    actorName: actor.name,
    creationTime: now,
  }));
  for (let i = 0; i < historyRows.length; i += CHUNK)
    await tx.insert(statusHistory).values(historyRows.slice(i, i + CHUNK));
  result.lines += lineRows.length;

  // Changed candidates: their lines, locked (a delivery recording a movement waits for us).
  const compareIds = toCompare.map((p) => p.row!.id);
  const storedLines = compareIds.length
    ? await tx
        .select()
        .from(purchaseOrderLines)
        .where(and(eq(purchaseOrderLines.tenantId, tenantId), inArray(purchaseOrderLines.poId, compareIds)))
        .for('update')
    : [];
  const linesByOrder = new Map<string, PurchaseOrderLineRow[]>();
  for (const l of storedLines) linesByOrder.set(l.poId, [...(linesByOrder.get(l.poId) ?? []), l]);

  for (const p of toCompare) {
    const row = p.row!;
    const outcome = outcomeOf(row.poNo);
    const stored = linesByOrder.get(row.id) ?? [];
    const changed = await applyLines(tx, audit, tenantId, row, p.lines, stored, outcome, now);
    result.lines += p.lines.length;
    const headerChanged = !sameHeader(headerOf(row), p.header);
    if (!changed && !headerChanged) {
      outcome.result = 'unchanged';
      continue;
    }
    // The content hash of what is now stored (refused lines kept their old values).
    const effective = await tx
      .select()
      .from(purchaseOrderLines)
      .where(and(eq(purchaseOrderLines.tenantId, tenantId), eq(purchaseOrderLines.poId, row.id)));
    const values = {
      ...p.header,
      revision: row.revision + 1,
      lastSyncTime: now,
      contentHash: contentHash(p.header, effective),
      lastModificationTime: now,
      lastModifierId: actor.id,
    };
    const write = (extra: Partial<PurchaseOrderRow>, stamp: string) =>
      tx
        .update(purchaseOrders)
        .set({ ...values, ...extra, concurrencyStamp: stamp })
        .where(
          and(
            eq(purchaseOrders.tenantId, tenantId),
            eq(purchaseOrders.id, row.id),
            eq(purchaseOrders.concurrencyStamp, row.concurrencyStamp),
          ),
        )
        .returning();
    const asksAgain =
      row.ackStatus === PurchaseOrderAckStatus.Acknowledged ||
      row.ackStatus === PurchaseOrderAckStatus.Rejected;
    if (asksAgain) {
      await transition(tx, {
        workflow: purchaseOrderAckWorkflow,
        action: 'change',
        system: true,
        row: ackRow(row),
        actor: systemActor(actor),
        audit,
        update: async (to, stamp) => (await write({ ackStatus: to, ackReason: null }, stamp)).map(ackRow),
        audited: (r) => auditedOrder(r.order),
      });
    } else {
      const after = expectUpdated(await write({}, newStamp()));
      audit.updated(PURCHASE_ORDER_ENTITY, row.id, auditedOrder(row), auditedOrder(after));
    }
    Object.assign(outcome, { result: 'updated', revision: row.revision + 1 });
    news.push({
      kind: 'changed',
      supplierId: row.supplierId,
      id: row.id,
      poNo: row.poNo,
      revision: row.revision + 1,
    });
  }

  for (const o of result.orders) result[o.result] += 1;
  await announceOrders(tx, news, supplierById, actor.id);
  return result;
}

/**
 * Applies incoming lines to an order's stored lines: updates, inserts and cancellations, each
 * audited; refusals (ordered below delivered, a delivered line left out) are recorded in `outcome`.
 * Returns whether anything was written.
 */
async function applyLines(
  tx: Tx,
  audit: AuditCollector,
  tenantId: string,
  order: PurchaseOrderRow,
  incoming: readonly LineState[],
  stored: readonly PurchaseOrderLineRow[],
  outcome: OrderResult,
  now: Date,
): Promise<boolean> {
  let changed = false;
  const byNo = new Map(stored.map((l) => [l.lineNo, l]));
  const key = (lineNo: number) => `${order.id}#${lineNo}`;
  for (const line of incoming) {
    const old = byNo.get(line.lineNo);
    byNo.delete(line.lineNo);
    if (!old) {
      const id = newId();
      await tx
        .insert(purchaseOrderLines)
        .values({ tenantId, id, supplierId: order.supplierId, poId: order.id, poNo: order.poNo, ...line });
      audit.created(PURCHASE_ORDER_LINE_ENTITY, key(line.lineNo), auditedLine(line));
      changed = true;
      continue;
    }
    if (sameLine(old, line)) continue;
    if (orderedBelowDelivered(line.orderedQty, old.deliveredQty)) {
      outcome.problems.push(
        problem(
          order.poNo,
          line.lineNo,
          'PurchaseOrders:OrderedBelowDelivered',
          line.lineNo,
          line.orderedQty,
          old.deliveredQty,
        ),
      );
      continue;
    }
    await tx
      .update(purchaseOrderLines)
      .set({ ...line, lastModificationTime: now })
      .where(and(eq(purchaseOrderLines.tenantId, tenantId), eq(purchaseOrderLines.id, old.id)));
    audit.updated(PURCHASE_ORDER_LINE_ENTITY, key(line.lineNo), auditedLine(old), auditedLine(line));
    changed = true;
  }
  // Lines the ERP no longer sends: cancelled, unless deliveries already drew from them.
  for (const old of byNo.values()) {
    if (old.status === PurchaseOrderLineStatus.Cancelled) continue;
    if (old.deliveredQty > 0) {
      outcome.problems.push(
        problem(order.poNo, old.lineNo, 'PurchaseOrders:DeliveredLineRemoved', old.lineNo),
      );
      continue;
    }
    await tx
      .update(purchaseOrderLines)
      .set({ status: PurchaseOrderLineStatus.Cancelled, lastModificationTime: now })
      .where(and(eq(purchaseOrderLines.tenantId, tenantId), eq(purchaseOrderLines.id, old.id)));
    audit.updated(PURCHASE_ORDER_LINE_ENTITY, key(old.lineNo), auditedLine(old), {
      ...auditedLine(old),
      status: PurchaseOrderLineStatus.Cancelled,
    });
    changed = true;
  }
  return changed;
}
