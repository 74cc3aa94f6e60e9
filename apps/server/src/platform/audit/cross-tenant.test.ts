import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useWorld } from '../../../test/harness.js';
import { newId } from '../db/columns.js';
import { asSystem, HOST_TENANT_ID, inScope, tenantScope } from '../db/scope.js';
import { dictionaries } from '../../modules/dictionary/schema.js';
import { APPLICATION_NAME, writeInTransaction } from './plugin.js';
import { auditLogs } from './schema.js';

const w = useWorld({ prefix: 'auditx', suppliers: false });

/**
 * Issue 16 #3, the edge: a host request whose changes are all in a tenant's transaction (creating
 * or deleting a tenant) had its row written only after the response. The row now commits (or rolls
 * back) with the change in that transaction, though it belongs to the host.
 */
describe("a request's audit row in another tenant's transaction", () => {
  const hostRow = (id: string) => ({
    tenantId: HOST_TENANT_ID,
    id,
    applicationName: APPLICATION_NAME,
    executionTime: new Date(),
    executionDuration: 0,
    httpMethod: 'POST',
    url: '/api/multi-tenancy/tenants',
    httpStatusCode: 200,
  });
  const auditRow = (id: string) =>
    asSystem(w.server.database.db, (tx) => tx.select().from(auditLogs).where(eq(auditLogs.id, id)));
  it('commits with the change, in the host', async () => {
    const id = newId();
    await inScope(w.server.database.db, tenantScope(w.a.id), async (tx) => {
      await tx
        .insert(dictionaries)
        .values({ tenantId: w.a.id, id: newId(), name: 'x-committed', normalizedName: 'X-COMMITTED' });
      await writeInTransaction(tx, tenantScope(w.a.id), hostRow(id));
    });
    const [row] = await auditRow(id);
    expect(row?.tenantId).toBe(HOST_TENANT_ID);
  });

  it('rolls back with the change', async () => {
    const id = newId();
    await expect(
      inScope(w.server.database.db, tenantScope(w.a.id), async (tx) => {
        await writeInTransaction(tx, tenantScope(w.a.id), hostRow(id));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await auditRow(id)).toEqual([]);
  });
});
