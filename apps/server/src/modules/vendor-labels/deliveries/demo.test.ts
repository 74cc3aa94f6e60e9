import { DeliveryStatus } from '@sp/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, startTestServer, type TestServer } from '../../../../test/harness.js';
import { inScope, tenantScope } from '../../../platform/db/scope.js';
import { seedDemoMaterials } from '../../materials/demo.js';
import { seedDemoPurchaseOrders } from '../../purchase-orders/demo.js';
import { seedDemoSuppliers } from '../../suppliers/demo.js';
import { seedDemoVendorLabelSetup } from '../demo.js';
import { deliveries, labelRecords, shipLogs } from '../schema.js';
import { seedDemoDeliveries } from './demo.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('demo deliveries', () => {
  it('takes a note of each of two suppliers through every stage, with labels and ship-log events', async () => {
    const t = await createTenant(server, 'dlvdemo');
    const db = server.database.db;
    const run = <T>(work: Parameters<typeof inScope<T>>[2]) => inScope(db, tenantScope(t.id), work);
    await run((tx) => seedDemoSuppliers(tx, t.id, 'no-such-user'));
    await run((tx) => seedDemoMaterials(tx));
    await run((tx) => seedDemoVendorLabelSetup(tx));
    await run((tx) => seedDemoPurchaseOrders(tx, t.id));
    expect(await run((tx) => seedDemoDeliveries(tx))).toBe(16);
    await run(async (tx) => {
      const rows = await tx
        .select({
          status: deliveries.status,
          suppliers: sql<number>`count(distinct ${deliveries.supplierId})::int`,
        })
        .from(deliveries)
        .groupBy(deliveries.status);
      const by = new Map(rows.map((r) => [r.status, r.suppliers]));
      for (const s of [
        DeliveryStatus.Draft,
        DeliveryStatus.Submitted,
        DeliveryStatus.Confirmed,
        DeliveryStatus.Rejected,
        DeliveryStatus.Shipped,
        DeliveryStatus.PartiallyReceived,
        DeliveryStatus.Received,
        DeliveryStatus.Cancelled,
      ])
        expect(by.get(s), `status ${s}`).toBe(2);
      expect((await tx.select().from(labelRecords)).length).toBeGreaterThan(14);
      expect((await tx.select().from(shipLogs)).length).toBeGreaterThan(40);
    });
  });
});
