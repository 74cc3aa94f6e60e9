import { PurchaseOrderAckStatus } from '@sp/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, startTestServer, type TestServer } from '../../../test/harness.js';
import { inScope, tenantScope } from '../../platform/db/scope.js';
import { seedDemoMaterials } from '../materials/demo.js';
import { seedDemoSuppliers } from '../suppliers/demo.js';
import { seedDemoPurchaseOrders } from './demo.js';
import { purchaseOrderLineMovements, purchaseOrders } from './schema.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('demo purchase orders', () => {
  it('seeds 30 orders over the demo materials: acknowledged, rejected, changed and new ones, with deliveries', async () => {
    const t = await createTenant(server, 'podemo');
    const db = server.database.db;
    await inScope(db, tenantScope(t.id), (tx) => seedDemoSuppliers(tx, t.id, 'no-such-user'));
    await inScope(db, tenantScope(t.id), (tx) => seedDemoMaterials(tx));
    expect(await inScope(db, tenantScope(t.id), (tx) => seedDemoPurchaseOrders(tx, t.id))).toBe(30);
    await inScope(db, tenantScope(t.id), async (tx) => {
      const rows = await tx
        .select({ ack: purchaseOrders.ackStatus, n: sql<number>`count(*)::int` })
        .from(purchaseOrders)
        .groupBy(purchaseOrders.ackStatus);
      const by = new Map(rows.map((r) => [r.ack, r.n]));
      expect([...by.values()].reduce((a, b) => a + b, 0)).toBe(30);
      expect(by.get(PurchaseOrderAckStatus.Acknowledged)).toBeGreaterThan(5);
      expect(by.get(PurchaseOrderAckStatus.New)).toBeGreaterThan(5);
      expect(by.get(PurchaseOrderAckStatus.Rejected)).toBeGreaterThan(0);
      expect(by.get(PurchaseOrderAckStatus.Changed)).toBe(1);
      const suppliers = await tx.selectDistinct({ s: purchaseOrders.supplierId }).from(purchaseOrders);
      expect(suppliers).toHaveLength(3);
      expect((await tx.select().from(purchaseOrderLineMovements)).length).toBeGreaterThan(0);
    });
  });
});
