import { InspectionFormStatus, Policies, type PolicyName } from '@sp/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, login, tokenRequest, useWorld, type WorldTenant } from '../../../../test/harness.js';
import { insertConfig, insertDelivery, insertForm, type Owner } from './test-rows.js';

const w = useWorld({ prefix: 'iifint' });
const EXPORT = Policies['QualityControl.IIF'].AdminFormOverview.Export.name;
const URL = '/api/app/inspectionForm/results';
let host: string;
const forms: Record<string, { formNo: string }> = {};

let clientSeq = 0;
/** A client-credentials token of a new integration client of `t` holding `permissions`. */
async function clientToken(t: WorldTenant, permissions: PolicyName[]) {
  const clientId = `erp-${t.name}-${++clientSeq}`;
  const created = await w.api(host).post('/api/openiddict/applications', {
    clientId,
    displayName: 'ERP',
    clientType: 'confidential',
    clientSecret: 'a-long-enough-secret',
    grantTypes: ['client_credentials'],
    scopes: ['SupplierPortal'],
    tenantId: t.id,
    permissions,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const res = await tokenRequest(w.server.app, {
    grant_type: 'client_credentials',
    client_id: clientId,
    client_secret: 'a-long-enough-secret',
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().access_token as string;
}

beforeAll(async () => {
  host = (await login(w.server.app, { username: 'admin' })).access_token;
  const o: Owner = { server: w.server, t: w.a, supplier: w.a.suppliers[0]! };
  const c = await insertConfig(o);
  const d = await insertDelivery(
    o,
    Array.from({ length: 6 }, () => c.partNo),
  );
  const at = (day: number) => new Date(`2030-03-0${day}T08:00:00Z`);
  forms.accepted = await insertForm(o, d, 0, c.id, {
    status: InspectionFormStatus.Accepted,
    reviewResult: 'Accepted',
    reviewTime: at(2),
    reviewerName: 'IQC Li',
  });
  forms.rejected = await insertForm(o, d, 1, c.id, {
    status: InspectionFormStatus.Rejected,
    reviewResult: 'Rejected',
    disposition: 'Sort',
    reviewTime: at(3),
  });
  forms.conditional = await insertForm(o, d, 2, c.id, {
    status: InspectionFormStatus.ConditionallyAccepted,
    reviewResult: 'ConditionallyAccepted',
    disposition: 'SpecialAccept',
    reviewTime: at(4),
  });
  forms.old = await insertForm(o, d, 3, c.id, {
    status: InspectionFormStatus.Accepted,
    reviewResult: 'Accepted',
    reviewTime: at(1),
  });
  // Not decided, or withdrawn: never listed.
  await insertForm(o, d, 4, c.id, { status: InspectionFormStatus.Submitted });
  await insertForm(o, d, 5, c.id, {
    status: InspectionFormStatus.Amended,
    reviewResult: 'Rejected',
    reviewTime: at(5),
  });
});

describe('decided results for integration clients', () => {
  it('lists the decisions since a time, oldest first, with paging, to a client holding the export policy', async () => {
    const erp = w.api(await clientToken(w.a, [EXPORT]));
    const all = await erp.get(`${URL}?since=2030-03-02T08:00:00Z`);
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body.totalCount).toBe(3);
    expect(all.body.items.map((i: { formNo: string }) => i.formNo)).toEqual([
      forms.accepted!.formNo,
      forms.rejected!.formNo,
      forms.conditional!.formNo,
    ]);
    expect(all.body.items[0]).toEqual({
      formNo: forms.accepted!.formNo,
      version: 1,
      deliveryNo: expect.stringMatching(/^DN-/),
      deliveryLineNo: 1,
      poNo: expect.stringMatching(/^PO-/),
      partNo: expect.stringMatching(/^301-/),
      lotNo: 'L-1',
      lotQty: 1200,
      supplierCode: w.a.suppliers[0]!.vendorCode,
      reviewResult: 'Accepted',
      disposition: null,
      reviewTime: '2030-03-02T08:00:00.000Z',
      reviewerName: 'IQC Li',
    });
    expect(all.body.items[1]).toMatchObject({ reviewResult: 'Rejected', disposition: 'Sort' });

    const page = await erp.get(`${URL}?skipCount=1&maxResultCount=2`);
    expect(page.body.totalCount).toBe(4);
    expect(page.body.items.map((i: { formNo: string }) => i.formNo)).toEqual([
      forms.accepted!.formNo,
      forms.rejected!.formNo,
    ]);
    // A person holding the policy may read it too.
    expect((await w.api(w.a.admin, w.a).get(URL)).body.totalCount).toBe(4);
  });

  it('refuses clients and vendors without the policy, and shows a tenant its own results only', async () => {
    expectError(await w.api(await clientToken(w.a, [Policies.VendorLabel.Delivery.name])).get(URL), 403);
    expectError(await w.api(w.a.suppliers[0]!.vendor.token, w.a).get(URL), 403);
    expectError(await w.api(null, w.a).get(URL), 401);
    const theirs = await w.api(await clientToken(w.b, [EXPORT])).get(URL);
    expect(theirs.status).toBe(200);
    expect(theirs.body).toEqual({ totalCount: 0, items: [] });
  });

  it('answers bad input with 400', async () => {
    const erp = w.api(await clientToken(w.a, [EXPORT]));
    expectError(await erp.get(`${URL}?since=yesterday`), 400);
    expectError(await erp.get(`${URL}?maxResultCount=0`), 400);
    expectError(await erp.get(`${URL}?skipCount=-1`), 400);
  });
});
