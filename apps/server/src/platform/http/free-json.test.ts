import { describe, expect, it } from 'vitest';
import { bearer, expectError, useWorld } from '../../../test/harness.js';

const w = useWorld({ prefix: 'freejson' });

/** `{"a":{"a":…}}` nested `levels` deep: 10,000 levels is about 60 KB. */
function nested(levels: number): string {
  return '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);
}

/** A body that is valid but for `field`, nested 10,000 levels deep. */
const deepBody = (field = 'extraProperties', rest: object = {}) =>
  `{${Object.entries(rest)
    .map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)},`)
    .join('')}"${field}":${nested(10_000)}}`;

const valid: Record<string, object> = {
  '/api/account/register': { userName: 'deep1', emailAddress: 'deep1@example.test', password: '1q2w3E*x' },
  '/api/identity/users': { userName: 'deep2', email: 'deep2@example.test', password: '1q2w3E*x' },
  '/api/identity/roles': { name: 'deep-role' },
  '/api/identity/claim-types': { name: 'deep-claim', valueType: 0 },
  '/api/identity/organizations': { displayName: 'Deep unit' },
  '/api/app/supplier': { vendorCode: 'DEEP1', name: 'Deep supplier' },
};

describe('free-form JSON properties are bounded (issue 16 #1a)', () => {
  it('answers 400 naming the property for 10,000 levels of extraProperties, never a 500', async () => {
    const cases: { method: 'POST' | 'PUT'; url: string; token: () => string | null; tenant?: boolean }[] = [
      { method: 'POST', url: '/api/account/register', token: () => null, tenant: true },
      { method: 'PUT', url: '/api/account/my-profile', token: () => w.a.admin },
      { method: 'PUT', url: '/api/identity/my-profile', token: () => w.a.admin },
      { method: 'POST', url: '/api/identity/users', token: () => w.a.admin },
      { method: 'POST', url: '/api/identity/roles', token: () => w.a.admin },
      { method: 'POST', url: '/api/identity/claim-types', token: () => w.a.admin },
      { method: 'POST', url: '/api/identity/organizations', token: () => w.a.admin },
      { method: 'POST', url: '/api/app/supplier', token: () => w.a.admin },
    ];
    for (const c of cases) {
      const token = c.token();
      const res = await w.server.app.inject({
        method: c.method,
        url: c.url,
        headers: {
          'content-type': 'application/json',
          'accept-language': 'en',
          ...(token ? bearer(token) : {}),
          ...(c.tenant ? { __tenant: w.a.name } : {}),
        },
        payload: deepBody('extraProperties', valid[c.url] ?? {}),
      });
      const error = expectError(res, 400);
      expect(error.validationErrors?.[0]?.members[0], `${c.method} ${c.url}`).toMatch(/^extraProperties/);
      expect(error.validationErrors?.[0]?.message).toMatch(/nested too deeply/);
    }
  });

  it('refuses extraProperties nested past their own limit, in the language asked for', async () => {
    const res = await w
      .api(w.a.admin, null, { 'accept-language': 'zh-Hans' })
      .put('/api/account/my-profile', {
        extraProperties: { Deep: JSON.parse(nested(12)) as unknown },
      });
    const error = expectError(res, 400);
    expect(error.validationErrors).toEqual([
      { message: '该字段嵌套层级过深（最多 8 层）。', members: ['extraProperties'] },
    ]);
  });

  it('refuses an extraProperties value over the size limit and keeps ordinary ones', async () => {
    const big = await w.api(w.a.admin).put('/api/account/my-profile', {
      extraProperties: { Introduction: 'x'.repeat(40_000) },
    });
    expectError(big, 400);
    expect(JSON.stringify(big.body.error.validationErrors)).toContain('extraProperties');
    const fine = await w.api(w.a.admin).put('/api/account/my-profile', {
      extraProperties: { Introduction: 'purchasing', Nested: { level: { two: [1, 2, { three: true }] } } },
    });
    expect(fine.status, JSON.stringify(fine.body)).toBe(200);
    expect(fine.body.extraProperties).toMatchObject({ Introduction: 'purchasing' });
  });

  it('refuses any JSON body nested deeper than the API ever needs, before the route sees it', async () => {
    // A free-form property the routes do not declare (zod strips unknown keys, but the nesting
    // itself must not reach the handler or a serializer).
    const res = await w.server.app.inject({
      method: 'POST',
      url: '/api/identity/roles',
      headers: { 'content-type': 'application/json', ...bearer(w.a.admin) },
      payload: deepBody('somethingElse'),
    });
    expectError(res, 400);
  });
});

describe('multipart without a boundary (issue 16 #1b)', () => {
  it('is a 400 with the envelope on the upload', async () => {
    for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=', 'multipart/mixed']) {
      const res = await w.server.app.inject({
        method: 'POST',
        url: '/api/file-management/files/upload',
        headers: { ...bearer(w.a.admin), 'content-type': contentType, 'accept-language': 'en' },
        payload: 'file=abc',
      });
      expect(res.statusCode, `${contentType}: ${res.body}`).toBeLessThan(500);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.json().error.message).toEqual(expect.any(String));
      expect(res.headers._abperrorformat).toBe('true');
    }
  });
});

describe('registration runs as the anonymous tenant action it is (issue 16 #1c)', () => {
  it('a vendor token does not turn it into a 500', async () => {
    await w.server.services.settings.set(w.a.id, 'Abp.Account.IsSelfRegistrationEnabled', 'true');
    const vendor = w.a.suppliers[0]!.vendor.token;
    const res = await w.api(vendor).post('/api/account/register', {
      userName: 'stranger1',
      emailAddress: 'stranger1@example.test',
      password: '1q2w3E*x',
      appName: 'SupplierPortal',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.userName).toBe('stranger1');
    // The new account is an ordinary user of the tenant, not bound to the caller's supplier.
    const admin = await w.api(w.a.admin).get(`/api/identity/users/${res.body.id as string}`);
    expect(admin.status).toBe(200);
    expect(admin.body.supplierId ?? null).toBeNull();
  });
});
