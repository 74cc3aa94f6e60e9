import { bigint, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { tenantIdColumn } from '../db/columns.js';

/**
 * Per-tenant counters behind document numbers. `scope` is what the pattern's counter restarts with
 * (the date for `{yyyyMMdd}`, the vendor for `{vendor}`, empty for a counter that never restarts).
 * A number is taken by an `UPDATE … RETURNING` inside the document's own transaction: the row lock
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
