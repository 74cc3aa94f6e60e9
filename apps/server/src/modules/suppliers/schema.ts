import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { aggregateColumns, tenantIdColumn } from '../../platform/db/columns.js';

import type { SupplierContact } from '@sp/contracts';

export type { SupplierContact };
/** The statuses and their transitions are the contract's (`supplierWorkflow` in @sp/contracts). */
export { SupplierStatus } from '@sp/contracts';

/**
 * The supplier directory of a tenant. `supplier_id` is the row's own id, generated, so that the
 * supplier row-level-security policy applies here as on every supplier-owned table: a vendor user
 * sees exactly their own supplier.
 */
export const suppliers = pgTable(
  'suppliers',
  {
    tenantId: tenantIdColumn(),
    id: uuid('id').notNull(),
    supplierId: uuid('supplier_id').generatedAlwaysAs(sql`id`),
    vendorCode: text('vendor_code').notNull(),
    normalizedVendorCode: text('normalized_vendor_code').notNull(),
    name: text('name').notNull(),
    shortName: text('short_name'),
    contacts: jsonb('contacts').$type<SupplierContact[]>().notNull().default([]),
    address: text('address'),
    status: integer('status').notNull().default(0),
    remark: text('remark'),
    ...aggregateColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('suppliers_vendor_code_uq')
      .on(t.tenantId, t.normalizedVendorCode)
      .where(sql`not ${t.isDeleted}`),
    index('suppliers_name_ix').on(t.tenantId, t.name),
  ],
);
