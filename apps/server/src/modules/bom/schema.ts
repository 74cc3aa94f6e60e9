import { sql } from 'drizzle-orm';
import {
  boolean,
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

/**
 * Supplier BOMs (business-domain §6.2). Headers and lines carry the supplier's `supplier_id`
 * (null on a standard BOM of our own), so row-level security narrows a vendor to their own
 * supplier's BOMs and lines by convention. A released revision never changes: a change is a new
 * revision (copy).
 */

const qty = (name: string) => numeric(name, { precision: 18, scale: 6, mode: 'number' });
const percent = (name: string) => numeric(name, { precision: 7, scale: 3, mode: 'number' });
/** Null supplier (standard BOMs) compares equal in the unique indexes. */
const NIL = sql.raw(`'00000000-0000-0000-0000-000000000000'::uuid`);

export const bomHeaders = pgTable(
  'bom_headers',
  {
    tenantId: tenantIdColumn(),
    id: uuid('id').notNull(),
    /** `BOM-{parentPartNo}-{revision}`. */
    bomNo: text('bom_no').notNull(),
    parentPartNo: text('parent_part_no').notNull(),
    parentName: text('parent_name').notNull(),
    parentSpec: text('parent_spec'),
    /** contracts `BomType`. */
    bomType: text('bom_type').notNull(),
    supplierId: uuid('supplier_id'),
    revision: text('revision').notNull(),
    baseQty: qty('base_qty').notNull().default(1),
    uom: text('uom').notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    effectiveTo: date('effective_to', { mode: 'string' }),
    ecnNo: text('ecn_no'),
    /** contracts `BomStatus`. */
    status: integer('status').notNull().default(0),
    /** The released revision in force for its parent and supplier. */
    isDefault: boolean('is_default').notNull().default(false),
    lineCount: integer('line_count').notNull().default(0),
    copiedFromId: uuid('copied_from_id'),
    submittedById: uuid('submitted_by_id'),
    submittedByName: text('submitted_by_name'),
    submittedTime: timestampz('submitted_time'),
    approvedById: uuid('approved_by_id'),
    approvedByName: text('approved_by_name'),
    approvedTime: timestampz('approved_time'),
    rejectReason: text('reject_reason'),
    releasedTime: timestampz('released_time'),
    updateRequested: boolean('update_requested').notNull().default(false),
    updateRequestNote: text('update_request_note'),
    remark: text('remark'),
    ...aggregateColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('bom_headers_revision_uq')
      .on(t.tenantId, sql`coalesce(${t.supplierId}, ${NIL})`, t.parentPartNo, t.revision)
      .where(sql`not ${t.isDeleted}`),
    // One released (default) revision per parent and supplier at a time.
    uniqueIndex('bom_headers_default_uq')
      .on(t.tenantId, sql`coalesce(${t.supplierId}, ${NIL})`, t.parentPartNo)
      .where(sql`${t.isDefault} and not ${t.isDeleted}`),
    index('bom_headers_parent_ix').on(t.tenantId, t.parentPartNo, t.status),
    index('bom_headers_supplier_ix').on(t.tenantId, t.supplierId, t.status),
    index('bom_headers_creation_time_ix').on(t.tenantId, t.creationTime),
  ],
);

export const bomLines = pgTable(
  'bom_lines',
  {
    tenantId: tenantIdColumn(),
    id: uuid('id').notNull(),
    bomId: uuid('bom_id').notNull(),
    /** The header's, for row-level security. */
    supplierId: uuid('supplier_id'),
    /** The order lines are shown and exported in (the grid's). */
    sequence: integer('sequence').notNull(),
    lineNo: integer('line_no').notNull(),
    childPartNo: text('child_part_no').notNull(),
    childName: text('child_name').notNull(),
    childSpec: text('child_spec'),
    qtyPer: qty('qty_per').notNull(),
    uom: text('uom').notNull(),
    scrapRate: percent('scrap_rate'),
    refDesignators: text('ref_designators'),
    /** contracts `MaterialSource`. */
    materialSource: text('material_source').notNull(),
    manufacturer: text('manufacturer'),
    mpn: text('mpn'),
    altGroup: text('alt_group'),
    altPriority: integer('alt_priority'),
    usageProbability: percent('usage_probability'),
    isAlternate: boolean('is_alternate').notNull().default(false),
    letterNo: text('letter_no'),
    rohs: boolean('rohs'),
    supplyConfirmed: boolean('supply_confirmed').notNull().default(false),
    supplyConfirmedById: uuid('supply_confirmed_by_id'),
    supplyConfirmedByName: text('supply_confirmed_by_name'),
    supplyConfirmedTime: timestampz('supply_confirmed_time'),
    remark: text('remark'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('bom_lines_bom_ix').on(t.tenantId, t.bomId, t.sequence),
    // Where-used and the cycle check walk up from a child.
    index('bom_lines_child_ix').on(t.tenantId, t.childPartNo, t.bomId),
  ],
);
