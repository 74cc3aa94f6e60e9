import { randomUUID } from 'node:crypto';
import { FeatureNames, Policies } from '@sp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, login } from '../../../test/harness.js';
import { expectError, world, type World } from '../../../test/world.js';
import { moduleRoutes } from '../index.js';

/**
 * Issue 9 item 5: ABP's feature management, per tenant (provider T), host only; a switched-off
 * area leaves the configuration and its routes refuse with ABP's feature error; MaxUserCount.
 */

// The business areas have no endpoints yet: this file's server gets one under a VendorLabel policy.
const PROBE = '/api/test/vendor-label-probe';
moduleRoutes.push(async (app) => {
  app.get(PROBE, { config: { policy: Policies.VendorLabel.PrintLog.name } }, async () => ({ ok: true }));
});

let w: World;
let host: string;
const url = (tenantId: string) => `/api/feature-management/features?providerName=T&providerKey=${tenantId}`;

beforeAll(async () => {
  w = await world({ prefix: 'features', suppliers: false });
  host = (await login(w.server.app, { username: 'admin' })).access_token;
});
afterAll(() => w.close());

interface FeatureListBody {
  groups: {
    name: string;
    displayName: string;
    features: {
      name: string;
      displayName: string;
      value: string;
      provider: { name: string; key: string | null };
      description: string;
      valueType: { name: string; validator: { name: string; properties: Record<string, unknown> } };
      depth: number;
      parentName: string | null;
    }[];
  }[];
}

const feature = (body: FeatureListBody, name: string) =>
  body.groups.flatMap((g) => g.features).find((f) => f.name === name)!;

describe('feature management API', () => {
  it("lists ABP's FeatureListResultDto with defaults from provider D", async () => {
    const res = await w.api(host).get(url(w.a.id));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = res.body as FeatureListBody;
    expect(body.groups.map((g) => g.name)).toEqual(['SupplierPortal.Areas', 'SupplierPortal.Limits']);
    expect(body.groups[0]!.displayName).toBe('Business areas');
    expect(body.groups[0]!.features.map((f) => f.name)).toEqual([
      FeatureNames.VendorLabel,
      FeatureNames.LetterOfRecognition,
      FeatureNames.ToSupplierNotice,
      FeatureNames.QualityControl,
      FeatureNames.Material,
    ]);
    expect(feature(body, FeatureNames.VendorLabel)).toEqual({
      name: FeatureNames.VendorLabel,
      displayName: 'Labels and shipping',
      value: 'true',
      provider: { name: 'D', key: null },
      description: expect.any(String),
      valueType: {
        name: 'ToggleStringValueType',
        properties: {},
        validator: { name: 'BOOLEAN', properties: {} },
      },
      depth: 0,
      parentName: null,
    });
    const max = feature(body, FeatureNames.MaxUserCount);
    expect(max.value).toBe('0');
    expect(max.valueType.name).toBe('FreeTextStringValueType');
    expect(max.valueType.validator).toMatchObject({ name: 'NUMERIC', properties: { MinValue: 0 } });
  });

  it('is host only: a tenant admin, a tenant header and an anonymous caller are refused', async () => {
    expectError(await w.api(w.a.admin).get(url(w.a.id)), 403);
    expectError(await w.api(w.a.admin).put(url(w.a.id), { features: [] }), 403);
    expectError(await w.api(null).get(url(w.a.id)), 401);
  });

  it('refuses bad input with 400 and an unknown tenant with 404', async () => {
    const api = w.api(host);
    expectError(await api.get('/api/feature-management/features?providerName=E&providerKey=x'), 400);
    expectError(await api.get(url(randomUUID())), 404);
    expectError(await api.put(url(w.a.id), { features: [{ name: 'Nope', value: 'true' }] }), 400);
    const bad = expectError(
      await api.put(url(w.a.id), { features: [{ name: FeatureNames.MaxUserCount, value: '-1' }] }),
      400,
    );
    expect(bad.message).toContain('Maximum users');
    expectError(
      await api.put(url(w.a.id), { features: [{ name: FeatureNames.VendorLabel, value: 'maybe' }] }),
      400,
    );
  });
});

describe('a switched-off area', () => {
  it('leaves the configuration and refuses its routes, and comes back when switched on', async () => {
    const api = w.api(host);
    const admin = w.api(w.a.admin);
    const vendorLabelPolicies = (body: { auth: { grantedPolicies: Record<string, boolean> } }) =>
      Object.keys(body.auth.grantedPolicies).filter((p) => p.startsWith('VendorLabel.'));

    const before = await admin.get('/api/abp/application-configuration');
    expect(vendorLabelPolicies(before.body).length).toBeGreaterThan(10);
    expect(before.body.features.values[FeatureNames.VendorLabel]).toBe('true');
    expect((await admin.get(PROBE)).status).toBe(200);

    const off = await api.put(url(w.a.id), {
      features: [{ name: FeatureNames.VendorLabel, value: 'false' }],
    });
    expect(off.status, JSON.stringify(off.body)).toBe(204);
    const listed = feature((await api.get(url(w.a.id))).body as FeatureListBody, FeatureNames.VendorLabel);
    expect(listed).toMatchObject({ value: 'false', provider: { name: 'T', key: w.a.id } });

    const during = await admin.get('/api/abp/application-configuration');
    expect(vendorLabelPolicies(during.body)).toEqual([]);
    expect(during.body.auth.grantedPolicies['LetterOfRecognition.PartNoConfirm']).toBe(true);
    expect(during.body.features.values[FeatureNames.VendorLabel]).toBe('false');
    const refused = expectError(await admin.get(PROBE), 403, 'Volo.Feature:010001');
    expect(refused.message).toBe('The feature Labels and shipping is not enabled.');
    const zh = await w.server.app.inject({
      method: 'GET',
      url: PROBE,
      headers: { authorization: `Bearer ${w.a.admin}`, 'accept-language': 'zh-Hans' },
    });
    expect(zh.json<{ error: { message: string } }>().error.message).toBe('功能“标签与发货”未启用。');

    // The other tenant is untouched.
    expect((await w.api(w.b.admin).get(PROBE)).status).toBe(200);
    const other = await w.api(w.b.admin).get('/api/abp/application-configuration');
    expect(vendorLabelPolicies(other.body).length).toBeGreaterThan(10);

    const on = await api.put(url(w.a.id), { features: [{ name: FeatureNames.VendorLabel, value: 'true' }] });
    expect(on.status).toBe(204);
    expect((await admin.get(PROBE)).status).toBe(200);
    const after = await admin.get('/api/abp/application-configuration');
    expect(vendorLabelPolicies(after.body)).toEqual(vendorLabelPolicies(before.body));
    // Back to the default: no row of its own any more.
    const back = feature((await api.get(url(w.a.id))).body as FeatureListBody, FeatureNames.VendorLabel);
    expect(back.provider).toEqual({ name: 'D', key: null });
  });

  it('records the change in the audit log', async () => {
    await w.server.audit.flush();
    const logs = await w.api(host).get('/api/audit-logging/audit-logs?httpMethod=PUT&maxResultCount=50');
    expect(logs.status).toBe(200);
    const items = (logs.body as { items: { url: string; entityChanges?: unknown[] }[] }).items;
    expect(items.some((i) => i.url.startsWith('/api/feature-management/features'))).toBe(true);
  });
});

describe('MaxUserCount', () => {
  it('refuses a user beyond the limit with a business error; 0 lifts it', async () => {
    const api = w.api(host);
    const admin = w.api(w.b.admin);
    const count = (await admin.get('/api/identity/users?maxResultCount=1')).body.totalCount as number;
    const put = await api.put(url(w.b.id), {
      features: [{ name: FeatureNames.MaxUserCount, value: String(count + 1) }],
    });
    expect(put.status).toBe(204);
    const user = (n: string) => ({ userName: n, email: `${n}@example.test`, password: '1q2w3E*' });
    expect((await admin.post('/api/identity/users', user('quota-one'))).status).toBe(200);
    const refused = expectError(
      await admin.post('/api/identity/users', user('quota-two')),
      403,
      'SupplierPortal:MaxUserCountReached',
    );
    expect(refused.message).toBe(`This tenant may have at most ${count + 1} users.`);
    // Every way in is counted, not only the users page.
    await expect(createUser(w.server, w.b.id, 'quota-three')).rejects.toThrow();

    expect(
      (await api.put(url(w.b.id), { features: [{ name: FeatureNames.MaxUserCount, value: null }] })).status,
    ).toBe(204);
    expect((await admin.post('/api/identity/users', user('quota-two'))).status).toBe(200);
  });
});
