import { InspectionFormStatus, IqcConfigStatus } from '@sp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  caller,
  createTenant,
  createUser,
  login,
  startTestServer,
  type TestServer,
  type TestTenant,
} from '../../../test/harness.js';
import { inScope, tenantScope } from '../../platform/db/scope.js';
import { mailOutbox } from '../../platform/mail/schema.js';
import { supplierIdsByCode } from '../materials/codes.js';
import { seedDemoMaterials } from '../materials/demo.js';
import { seedDemoPurchaseOrders } from '../purchase-orders/demo.js';
import { seedDemoSuppliers } from '../suppliers/demo.js';
import { seedDemoDeliveries } from '../vendor-labels/deliveries/demo.js';
import { seedDemoVendorLabelSetup } from '../vendor-labels/demo.js';
import { seedDemoInspection } from './demo.js';
import { inspectionForms, iqcMaterialConfigs } from './schema.js';

let server: TestServer;
let t: TestTenant;
const run = <T>(work: Parameters<typeof inScope<T>>[2]) =>
  inScope(server.database.db, tenantScope(t.id), work);

beforeAll(async () => {
  server = await startTestServer();
  t = await createTenant(server, 'iifdemo');
  await run((tx) => seedDemoSuppliers(tx, t.id, 'no-such-user'));
  await run((tx) => seedDemoMaterials(tx));
  await run((tx) => seedDemoVendorLabelSetup(tx));
  const ids = await run((tx) => supplierIdsByCode(tx, ['V0001', 'V0002']));
  await createUser(server, t.id, 'vendor', ['vendor'], undefined, ids.get('V0001'));
  await createUser(server, t.id, 'vendor2', ['vendor'], undefined, ids.get('V0002'));
  await run((tx) => seedDemoPurchaseOrders(tx, t.id));
  await run((tx) => seedDemoDeliveries(tx));
});
afterAll(() => server.close());

const S = InspectionFormStatus;

describe('demo incoming inspection', () => {
  it('takes configurations and forms of two suppliers through the real flow', async () => {
    const started = Date.now();
    const made = await seedDemoInspection(server.services, t.id);
    const took = Date.now() - started;
    expect(took, `${took} ms`).toBeLessThan(20_000);

    const ids = await run((tx) => supplierIdsByCode(tx, ['V0001', 'V0002']));
    const configs = await run((tx) => tx.select().from(iqcMaterialConfigs));
    expect(made).toEqual({ configs: configs.length, forms: 6 });
    const statusesOf = <R extends { supplierId: string; status: number }>(rows: R[], code: string) =>
      rows
        .filter((r) => r.supplierId === ids.get(code))
        .map((r) => r.status)
        .sort((a, b) => a - b);
    const C = IqcConfigStatus;
    // One waiting for the supplier, one for IQC, the parts on the deliveries in force.
    const first = statusesOf(configs, 'V0001');
    expect(first.slice(0, 2)).toEqual([C.Draft, C.VendorConfirmed]);
    expect(first.slice(2).every((s) => s === C.Confirmed) && first.length >= 4).toBe(true);
    const second = statusesOf(configs, 'V0002');
    expect(second.every((s) => s === C.Confirmed) && second.length >= 1).toBe(true);

    const forms = await run((tx) => tx.select().from(inspectionForms));
    expect(statusesOf(forms, 'V0001')).toEqual([S.Draft, S.Submitted, S.Accepted, S.Rejected]);
    expect(statusesOf(forms, 'V0002')).toEqual([S.Submitted, S.Accepted]);
    const rejected = forms.find((f) => f.status === S.Rejected)!;
    expect(rejected).toMatchObject({ reviewResult: 'Rejected', disposition: 'Sort', ngMajor: 1 });
    expect(rejected.plan?.sampleSize).toBeGreaterThan(0);
    // The flow's mails are in the outbox (to confirm, submitted, rejected …).
    const mails = await run((tx) => tx.select().from(mailOutbox));
    expect(mails.length).toBeGreaterThan(10);
  });

  it("shows each vendor their own forms with their documents, and both sides' To-do", async () => {
    const token = async (username: string) =>
      caller(server.app)((await login(server.app, { username, tenant: t.name })).access_token, t);
    const vendor = await token('vendor');
    const vendor2 = await token('vendor2');
    const admin = await token('admin');

    const mine = await vendor.get('/api/app/inspectionForm?maxResultCount=50');
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect(mine.body.totalCount).toBe(4);
    expect((await vendor2.get('/api/app/inspectionForm?maxResultCount=50')).body.totalCount).toBe(2);

    const submitted = (mine.body.items as { id: string; status: number }[]).find(
      (f) => f.status === S.Submitted,
    )!;
    const detail = await vendor.get(`/api/app/inspectionForm/${submitted.id}`);
    expect(detail.body.documents.filter((d: { ok: boolean }) => d.ok)).toHaveLength(2);
    expect((await vendor2.get(`/api/app/inspectionForm/${submitted.id}`)).status).toBe(404);

    const todo = (await vendor.get('/api/app/todo')).body as { key: string; count: number }[];
    expect(todo).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: 'ConfigsToConfirm', count: 1 }),
        expect.objectContaining({ key: 'FormsDraft', count: 1 }),
        expect.objectContaining({ key: 'LotsWithoutForm', count: 1 }),
      ]),
    );
    const iqc = (await admin.get('/api/app/todo')).body as { key: string; count: number }[];
    expect(iqc).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: 'ConfigsVendorConfirmed', count: 1 }),
        expect.objectContaining({ key: 'FormsToReview', count: 2 }),
      ]),
    );
  });
});
