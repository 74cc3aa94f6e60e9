import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { aggregateColumns, tenantIdColumn, timestampz } from '../../platform/db/columns.js';

export {
  LineMovementKind,
  PurchaseOrderAckStatus,
  PurchaseOrderLineStatus,
  PurchaseOrderStatus,
} from '@sp/contracts';

/** Quantities: three decimals, read as numbers (the contract's `roundQty` keeps them exact). */
const qty = (name: string) => numeric(name, { precision: 18, scale: 3, mode: 'number' });

/**
 * Purchase orders from the ERP (sync or import). `supplier_id` makes row-level security narrow a
 * vendor to their own supplier's orders. `content_hash` is the normalised header and lines as last
 * received: the same payload again is recognised and changes nothing (sync idempotency).
 */
export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    tenantId: tenantIdColumn(),
    id: uuid('id').notNull(),
    poNo: text('po_no').notNull(),
    supplierId: uuid('supplier_id').notNull(),
    orderDate: date('order_date', { mode: 'string' }).notNull(),
    buyer: text('buyer'),
    currency: text('currency').notNull(),
    plant: text('plant'),
    status: integer('status').notNull().default(0),
    ackStatus: integer('ack_status').notNull().default(0),
    ackReason: text('ack_reason'),
    ackedById: uuid('acked_by_id'),
    ackedByName: text('acked_by_name'),
    ackedTime: timestampz('acked_time'),
    /** 1 when created; +1 for each sync or import that changes the order. */
    revision: integer('revision').notNull().default(1),
    lastSyncTime: timestampz('last_sync_time'),
    contentHash: text('content_hash').notNull(),
    ...aggregateColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('purchase_orders_po_no_uq').on(t.tenantId, t.poNo),
    index('purchase_orders_supplier_ix').on(t.tenantId, t.supplierId, t.orderDate),
    index('purchase_orders_ack_ix').on(t.tenantId, t.ackStatus, t.supplierId),
    index('purchase_orders_order_date_ix').on(t.tenantId, t.orderDate),
  ],
);

/**
 * The lines. `supplier_id` and `po_no` are copies of the order's (row-level security applies, and
 * the open-lines list filters and sorts without a join). `status` is the effective one: a closed or
 * cancelled order's lines are closed or cancelled. Delivered and received quantities are the
 * portal's own, kept by `recordLineMovement`.
 */
export const purchaseOrderLines = pgTable(
  'purchase_order_lines',
  {
    tenantId: tenantIdColumn(),
    id: uuid('id').notNull(),
    supplierId: uuid('supplier_id').notNull(),
    poId: uuid('po_id').notNull(),
    poNo: text('po_no').notNull(),
    lineNo: integer('line_no').notNull(),
    partNo: text('part_no').notNull(),
    orderedQty: qty('ordered_qty').notNull(),
    unit: text('unit').notNull(),
    needDate: date('need_date', { mode: 'string' }).notNull(),
    /** Shipped by deliveries, less cancelled shipments: what open quantity is measured against. */
    deliveredQty: qty('delivered_qty').notNull().default(0),
    receivedQty: qty('received_qty').notNull().default(0),
    tolerancePct: numeric('tolerance_pct', { precision: 6, scale: 2, mode: 'number' }).notNull().default(0),
    status: integer('status').notNull().default(0),
    creationTime: timestampz('creation_time').notNull().defaultNow(),
    lastModificationTime: timestampz('last_modification_time'),
  },
  (t) => {
    // The open lines: what a delivery may draw from (line open, something left to deliver).
    const open = sql`${t.status} = 0 and ${t.orderedQty} > ${t.deliveredQty}`;
    return [
      primaryKey({ columns: [t.tenantId, t.id] }),
      uniqueIndex('purchase_order_lines_po_line_uq').on(t.tenantId, t.poId, t.lineNo),
      // A vendor's first page of open lines by need date, and the same narrowed by PO or part number.
      index('purchase_order_lines_open_need_ix').on(t.tenantId, t.supplierId, t.needDate, t.id).where(open),
      index('purchase_order_lines_open_po_ix').on(t.tenantId, t.supplierId, t.poNo, t.needDate).where(open),
      index('purchase_order_lines_open_part_ix')
        .on(t.tenantId, t.supplierId, t.partNo, t.needDate)
        .where(open),
      // The buyer's open lines across suppliers.
      index('purchase_order_lines_open_all_ix').on(t.tenantId, t.needDate, t.id).where(open),
    ];
  },
);

/** A line's delivery history: each shipment, receipt and cancelled shipment with its quantity. */
export const purchaseOrderLineMovements = pgTable(
  'purchase_order_line_movements',
  {
    tenantId: tenantIdColumn(),
    id: uuid('id').notNull(),
    supplierId: uuid('supplier_id').notNull(),
    lineId: uuid('line_id').notNull(),
    poId: uuid('po_id').notNull(),
    deliveryId: uuid('delivery_id'),
    deliveryNo: text('delivery_no'),
    kind: integer('kind').notNull(),
    qty: qty('qty').notNull(),
    time: timestampz('time').notNull().defaultNow(),
    actorId: uuid('actor_id'),
    actorName: text('actor_name'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('purchase_order_line_movements_line_ix').on(t.tenantId, t.lineId, t.time),
  ],
);
