import { bigint, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { tenantIdColumn } from '../db/columns.js';

/**
 * Per-tenant counters behind document numbers. `scope` is the pattern rendered with its `{seq}`
 * left in, so a new date or vendor starts a new counter. A number is taken by one
 * `INSERT … ON CONFLICT DO UPDATE … RETURNING` inside the document's own transaction: the row lock
 * serialises concurrent takers on every instance, and a rolled-back document gives its number back,
 * so numbers have no gaps.
 */
export const numberSequences = pgTable(
  'number_sequences',
  {
    tenantId: tenantIdColumn(),
    name: text('name').notNull(),
    scope: text('scope').notNull().default(''),
    lastValue: bigint('last_value', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.name, t.scope] })],
);
