import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  aggregateColumns,
  concurrencyStampColumn,
  creationColumns,
  modificationColumns,
  tenantIdColumn,
} from '../../platform/db/columns.js';

/**
 * The part master of a tenant (issue 10). The buyer's ERP owns it: rows arrive by sync or Excel
 * import and the portal checks deliveries, labels and orders against them.
 *
 * No `supplier_id` here: a material belongs to the tenant. Vendors see only the materials their
 * supplier is approved for, through the custom supplier rule registered in
 * platform/db/row-security.ts (an EXISTS on `material_suppliers`).
 */
export const materials = pgTable(
  'materials',
  {
    tenantId: tenantIdColumn(),
    id: uuid('id').notNull(),
    /** Unique per tenant among the live rows; matched exactly (ERP part numbers are case-sensitive codes). */
    partNo: text('part_no').notNull(),
    name: text('name').notNull(),
    spec: text('spec'),
    /** A code of the "UnitOfMeasure" dictionary. */
    unit: text('unit').notNull(),
    /** A code of the "MaterialCategory" dictionary. */
    category: text('category'),
    drawingNo: text('drawing_no'),
    drawingRev: text('drawing_rev'),
    /** J-STD-020 moisture sensitivity level: 1, 2, 2a, 3, 4, 5, 5a, 6; null when not classified. */
    msl: text('msl'),
    rohs: boolean('rohs').notNull().default(false),
    halogenFree: boolean('halogen_free').notNull().default(false),
    shelfLifeDays: integer('shelf_life_days'),
    /** MaterialStatus of the contracts: 0 active, 1 blocked. */
    status: integer('status').notNull().default(0),
    remark: text('remark'),
    /** What the list's search box matches (part no, name, spec), lower-cased, trigram-indexed. */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(part_no || ' ' || name || ' ' || coalesce(spec, ''))`,
    ),
    ...aggregateColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('materials_part_no_uq')
      .on(t.tenantId, t.partNo)
      .where(sql`not ${t.isDeleted}`),
    index('materials_category_ix').on(t.tenantId, t.category, t.partNo),
    index('materials_status_ix').on(t.tenantId, t.status, t.partNo),
    index('materials_creation_time_ix').on(t.tenantId, t.creationTime),
    index('materials_search_trgm_ix').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/**
 * The approved suppliers of a material (the approved manufacturer / vendor list). Has
 * `supplier_id`, so the supplier policy applies by convention: a vendor sees their own approvals
 * only. Rows are removed outright when an approval is withdrawn; the audit log keeps the history.
 */
export const materialSuppliers = pgTable(
  'material_suppliers',
  {
    tenantId: tenantIdColumn(),
    id: uuid('id').notNull(),
    materialId: uuid('material_id').notNull(),
    supplierId: uuid('supplier_id').notNull(),
    supplierPartNo: text('supplier_part_no'),
    manufacturer: text('manufacturer'),
    mpn: text('mpn'),
    /** MaterialSupplierStatus of the contracts: 0 approved, 1 suspended. */
    status: integer('status').notNull().default(0),
    concurrencyStamp: concurrencyStampColumn(),
    ...creationColumns(),
    ...modificationColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    // Also serves the materials row-security rule (EXISTS by material and supplier).
    uniqueIndex('material_suppliers_material_supplier_uq').on(t.tenantId, t.materialId, t.supplierId),
    // "Materials approved for supplier X": the list filter and the vendor views.
    index('material_suppliers_supplier_ix').on(t.tenantId, t.supplierId, t.materialId),
  ],
);
