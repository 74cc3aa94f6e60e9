import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useWorld } from '../../../test/harness.js';
import { queryRows } from './client.js';
import { inScope, tenantScope } from './scope.js';

const w = useWorld({ prefix: 'scopedcommit', suppliers: false });

/** On either engine (PGlite, or PostgreSQL with TEST_DATABASE_URL): db/client.ts, pglite-statements.ts. */
describe('a scoped transaction whose statement failed', () => {
  it('is refused at its commit, not reported as saved, even when the work caught the failure', async () => {
    const db = w.server.database.db;
    const swallowed = inScope(db, tenantScope(w.a.id), async (tx) => {
      await tx.execute(sql`select 1 / 0`).catch(() => {});
      return 'saved';
    });
    await expect(swallowed).rejects.toMatchObject({ code: '25P02' });
    // The connection goes on working, in a clean transaction of its own.
    const [row] = await inScope(db, tenantScope(w.a.id), (tx) =>
      queryRows<{ tenant: string }>(tx, sql`select current_setting('app.tenant_id', true) as tenant`),
    );
    expect(row?.tenant).toBe(w.a.id);
  });
});
