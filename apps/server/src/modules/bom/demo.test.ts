import { BomStatus } from '@sp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  caller,
  createTenant,
  login,
  startTestServer,
  type TestServer,
  type TestTenant,
} from '../../../test/harness.js';
import { createUser } from '../../../test/harness.js';
import { inScope, tenantScope } from '../../platform/db/scope.js';
import { supplierIdsByCode } from '../materials/codes.js';
import { seedDemoMaterials } from '../materials/demo.js';
import { seedDemoSuppliers } from '../suppliers/demo.js';
import { seedDemoBom } from './demo.js';

let server: TestServer;
let t: TestTenant;
const run = <T>(work: Parameters<typeof inScope<T>>[2]) =>
  inScope(server.database.db, tenantScope(t.id), work);

beforeAll(async () => {
  server = await startTestServer();
  t = await createTenant(server, 'bomdemo');
  await run((tx) => seedDemoSuppliers(tx, t.id, 'no-such-user'));
  await run((tx) => seedDemoMaterials(tx));
  const ids = await run((tx) => supplierIdsByCode(tx, ['V0001', 'V0002']));
  await createUser(server, t.id, 'vendor', ['vendor'], undefined, ids.get('V0001'));
  await createUser(server, t.id, 'vendor2', ['vendor'], undefined, ids.get('V0002'));
});
afterAll(() => server.close());

describe('the BOM demo', () => {
  it('seeds a four-level structure: our product, the power board in two revisions, its module', async () => {
    expect(await seedDemoBom(server.services, t.id)).toEqual({ boms: 4 });
    const admin = caller(server.app)(
      (await login(server.app, { username: 'admin', tenant: t.name })).access_token,
    );
    const list = await admin.get('/api/app/bom?sorting=bomNo&maxResultCount=50');
    expect(list.body.items.map((b: { bomNo: string; status: number }) => `${b.bomNo} ${b.status}`)).toEqual([
      `BOM-100-P200-00-A ${BomStatus.Released}`,
      `BOM-301-000789-00-A ${BomStatus.Released}`,
      `BOM-301-000789-00-B ${BomStatus.Submitted}`,
      `BOM-302-000456-00-A ${BomStatus.Released}`,
    ]);
    const product = list.body.items[0];
    const tree = await admin.get(`/api/app/bom/${product.id}/tree`);
    expect(tree.status, JSON.stringify(tree.body)).toBe(200);
    expect(tree.body.depth).toBe(3);

    // The vendor of V0001 sees their three, the vendor of V0002 none.
    const vendor = caller(server.app)(
      (await login(server.app, { username: 'vendor', tenant: t.name })).access_token,
    );
    expect((await vendor.get('/api/app/bom')).body.totalCount).toBe(3);
    const vendor2 = caller(server.app)(
      (await login(server.app, { username: 'vendor2', tenant: t.name })).access_token,
    );
    expect((await vendor2.get('/api/app/bom')).body.totalCount).toBe(0);

    const b = list.body.items[2];
    const cmp = await admin.get(`/api/app/bom/compare?from=${list.body.items[1].id}&to=${b.id}`);
    expect(cmp.status, JSON.stringify(cmp.body)).toBe(200);
    expect([cmp.body.added.length, cmp.body.removed.length, cmp.body.changed.length]).toEqual([2, 1, 1]);
  });
});
