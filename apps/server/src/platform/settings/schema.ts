import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { tenantIdColumn } from '../db/columns.js';

/** A stored setting value. Host rows are the installation's values; a tenant row overrides them. */
export const settingValues = pgTable(
  'setting_values',
  {
    tenantId: tenantIdColumn(),
    name: text('name').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.name] })],
);
