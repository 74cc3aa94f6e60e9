import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { aggregateColumns } from '../../platform/db/columns.js';

/** Tenants are a host table: no tenant_id, so no row-level security; only host policies manage it. */
export const tenants = pgTable(
  'tenants',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    normalizedName: text('normalized_name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    ...aggregateColumns(),
  },
  (t) => [
    uniqueIndex('tenants_normalized_name_uq')
      .on(t.normalizedName)
      .where(sql`not ${t.isDeleted}`),
  ],
);
