import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { tenantIdColumn } from '../db/columns.js';

/**
 * A granted permission. ABP's providers: `R` keyed by role name, `U` keyed by user id.
 * Only grants are stored; absence means not granted.
 */
export const permissionGrants = pgTable(
  'permission_grants',
  {
    tenantId: tenantIdColumn(),
    providerName: text('provider_name').notNull(),
    providerKey: text('provider_key').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.providerName, t.providerKey, t.name] })],
);
