import { DeliveryStatus, InspectionFormStatus, IqcConfigStatus } from '@sp/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useWorld } from '../../../../test/harness.js';
import { users } from '../../identity/schema.js';
import { insertConfig, insertDelivery, insertForm, inTenant, type Owner } from './test-rows.js';

const w = useWorld({ prefix: 'iiftodo' });

type Item = { module: string; key: string; count: number; route: string; titleKey: string };
const todoOf = async (token: string, tenant = w.a) => {
  const res = await w.api(token, tenant).get('/api/app/todo');
  expect(res.status).toBe(200);
  return Object.fromEntries(
    (res.body as Item[]).filter((i) => i.module === 'IncomingInspection').map((i) => [i.key, i]),
  );
};

beforeAll(async () => {
  const o: Owner = { server: w.server, t: w.a, supplier: w.a.suppliers[0]! };
  const other: Owner = { ...o, supplier: w.a.suppliers[1]! };
  const [admin] = await inTenant(w.server, w.a, (tx) =>
    tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, w.a.id), eq(users.userName, 'admin'))),
  );

  const a = await insertConfig(o);
  const exempt = await insertConfig(o, { inspectionMode: 'Exempt', inspectionLevel: null });
  const draft = await insertConfig(o, { status: IqcConfigStatus.Draft });
  await insertConfig(o, { status: IqcConfigStatus.VendorConfirmed });
  await insertConfig(other, { status: IqcConfigStatus.Draft });

  // Shipped: line 1 has a draft form, line 2 has none (counted), the exempt part, a part without a
  // confirmed configuration and a part nobody configured need none.
  const d1 = await insertDelivery(o, [a.partNo, a.partNo, exempt.partNo, draft.partNo, 'NO-CONFIG']);
  await insertForm(o, d1, 0, a.id);
  // Received: past the point where a form helps.
  const d2 = await insertDelivery(o, [a.partNo], { status: DeliveryStatus.Received });
  await insertForm(o, d2, 0, a.id, { status: InspectionFormStatus.Returned });
  // Shipped, its only form amended (a live next version would be another row): counted.
  const d3 = await insertDelivery(o, [a.partNo]);
  await insertForm(o, d3, 0, a.id, { status: InspectionFormStatus.Amended });
  // IQC's side: one submitted, one under my review, one under someone else's.
  const d4 = await insertDelivery(o, [a.partNo, a.partNo, a.partNo]);
  await insertForm(o, d4, 0, a.id, { status: InspectionFormStatus.Submitted });
  await insertForm(o, d4, 1, a.id, { status: InspectionFormStatus.UnderReview, reviewerId: admin!.id });
  await insertForm(o, d4, 2, a.id, {
    status: InspectionFormStatus.UnderReview,
    reviewerId: '00000000-0000-4000-8000-000000000001',
  });
});

describe('To-do counts of incoming inspection', () => {
  it("counts the vendor's own requirements to confirm, forms to finish and shipped lots without a form", async () => {
    const mine = await todoOf(w.a.suppliers[0]!.vendor.token);
    expect(Object.fromEntries(Object.entries(mine).map(([k, i]) => [k, i.count]))).toEqual({
      ConfigsToConfirm: 1,
      FormsDraft: 1,
      FormsReturned: 1,
      LotsWithoutForm: 2,
    });
    expect(mine.FormsReturned!.route).toBe('/incoming-inspection-file/vendor-form-overview?status=2');
    expect(mine.ConfigsToConfirm!.titleKey).toBe('InspectionTodo:ConfigsToConfirm');
    expect(mine.LotsWithoutForm!.route).toBe('/vendor-label/delivery?status=4');

    const theirs = await todoOf(w.a.suppliers[1]!.vendor.token);
    expect(Object.fromEntries(Object.entries(theirs).map(([k, i]) => [k, i.count]))).toEqual({
      ConfigsToConfirm: 1,
    });
  });

  it("counts IQC's configurations to put in force, forms to review and forms under my review", async () => {
    const iqc = await todoOf(w.a.admin);
    expect(Object.fromEntries(Object.entries(iqc).map(([k, i]) => [k, i.count]))).toEqual({
      ConfigsVendorConfirmed: 1,
      FormsToReview: 1,
      FormsUnderMyReview: 1,
    });
    expect(iqc.FormsUnderMyReview!.route).toBe(
      '/incoming-inspection-file/admin-form-overview?pendingMine=true',
    );
    // Another tenant's administrator sees none of it.
    expect(await todoOf(w.b.admin, w.b).then((t) => Object.keys(t))).toEqual([]);
  });
});
