import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, startTestServer, type TestServer } from '../../../test/harness.js';
import { inScope, tenantScope } from '../../platform/db/scope.js';
import { seedDemoSuppliers } from '../suppliers/demo.js';
import { materialCodes } from './codes.js';
import { seedDemoMaterials } from './demo.js';
import { materials, materialSuppliers } from './schema.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('demo materials', () => {
  it('seeds 200 parts with valid codes, each approved for one or two demo suppliers, idempotently', async () => {
    const t = await createTenant(server, 'matdemo');
    const db = server.database.db;
    await inScope(db, tenantScope(t.id), (tx) => seedDemoSuppliers(tx, t.id, 'no-such-user'));
    expect(await inScope(db, tenantScope(t.id), (tx) => seedDemoMaterials(tx))).toBe(200);
    expect(await inScope(db, tenantScope(t.id), (tx) => seedDemoMaterials(tx))).toBe(200);
    await inScope(db, tenantScope(t.id), async (tx) => {
      const rows = await tx.select().from(materials);
      expect(rows).toHaveLength(200);
      const { units, categories } = await materialCodes(tx);
      expect(rows.filter((r) => !units.has(r.unit) || (r.category && !categories.has(r.category)))).toEqual(
        [],
      );
      const links = await tx
        .select({ materialId: materialSuppliers.materialId, n: count() })
        .from(materialSuppliers)
        .groupBy(materialSuppliers.materialId);
      expect(links).toHaveLength(200);
      expect(links.every((l) => l.n >= 1 && l.n <= 2)).toBe(true);
      expect(rows.some((r) => /电容/.test(r.name))).toBe(true);
      expect((await tx.select().from(materials).where(eq(materials.status, 1))).length).toBeGreaterThan(0);
    });
  });
});
