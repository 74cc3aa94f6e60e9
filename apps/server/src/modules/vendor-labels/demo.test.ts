import { LabelMaterialInfoStatus, materialInfoProblem } from '@sp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, startTestServer, type TestServer } from '../../../test/harness.js';
import { inScope, tenantScope } from '../../platform/db/scope.js';
import { seedDemoMaterials } from '../materials/demo.js';
import { seedDemoSuppliers } from '../suppliers/demo.js';
import { seedDemoVendorLabelSetup } from './demo.js';
import { labelMaterialInfos, labelTemplates } from './schema.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('demo label set-up', () => {
  it('seeds the three default templates and packing data for every approved demo part, idempotently', async () => {
    const t = await createTenant(server, 'lbldemo');
    const db = server.database.db;
    await inScope(db, tenantScope(t.id), (tx) => seedDemoSuppliers(tx, t.id, 'no-such-user'));
    await inScope(db, tenantScope(t.id), (tx) => seedDemoMaterials(tx));
    const first = await inScope(db, tenantScope(t.id), (tx) => seedDemoVendorLabelSetup(tx));
    const again = await inScope(db, tenantScope(t.id), (tx) => seedDemoVendorLabelSetup(tx));
    expect(again).toEqual(first);
    await inScope(db, tenantScope(t.id), async (tx) => {
      const templates = await tx.select().from(labelTemplates);
      expect(
        templates.map((x) => [x.labelType, x.isDefault, x.definition.widthMm, x.definition.heightMm]).sort(),
      ).toEqual([
        ['Inner', true, 80, 50],
        ['Outer', true, 100, 70],
        ['Pallet', true, 148, 105],
      ]);
      const infos = await tx.select().from(labelMaterialInfos);
      expect(infos.length).toBe(first.materialInfos);
      expect(new Set(infos.map((i) => i.supplierId)).size).toBeGreaterThanOrEqual(2);
      const drafts = infos.filter((i) => i.status === LabelMaterialInfoStatus.Draft).length;
      expect(drafts).toBeGreaterThan(0);
      expect(drafts).toBeLessThan(infos.length / 4);
      // Every seeded row obeys the packing rule the form and the import enforce.
      expect(infos.filter((i) => materialInfoProblem(i))).toEqual([]);
    });
  });
});
