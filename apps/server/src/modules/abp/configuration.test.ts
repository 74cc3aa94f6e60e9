import zlib from 'node:zlib';
import { cultures, Policies } from '@sp/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { SettingNames } from '../../platform/settings/definitions.js';
import { bearer, caller, createUser, login, useWorld } from '../../../test/harness.js';

const w = useWorld({ prefix: 'config', suppliers: false });
beforeAll(() => createUser(w.server, w.a.id, 'v1', ['vendor']));

const config = (headers: Record<string, string> = {}, query = '') =>
  w.server.app.inject({ url: `/api/abp/application-configuration${query}`, headers });

describe('application-configuration', () => {
  it('is anonymous and complete for a visitor', async () => {
    const res = await config({ 'accept-language': 'en' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body)).toEqual([
      'localization',
      'auth',
      'setting',
      'currentUser',
      'features',
      'globalFeatures',
      'multiTenancy',
      'currentTenant',
      'timing',
      'clock',
      'objectExtensions',
      'extraProperties',
    ]);
    expect(body.currentUser).toMatchObject({ isAuthenticated: false, id: null, roles: [] });
    expect(body.auth.grantedPolicies).toEqual({});
    expect(body.multiTenancy).toEqual({ isEnabled: true });
    expect(body.localization.currentCulture.cultureName).toBe('en');
    expect(body.localization.languages.map((l: { cultureName: string }) => l.cultureName)).toEqual([
      'en',
      'zh-Hans',
      'zh-Hant',
    ]);
    expect(body.localization.values.SupplierPortal.AppTitle).toBe('Supplier Platform');
    expect(body.setting.values['Abp.Account.IsSelfRegistrationEnabled']).toBe('false');
    expect(body.setting.values['Abp.Identity.Lockout.MaxFailedAccessAttempts']).toBeUndefined();
  });

  it('speaks the request language, and zh-Hans by default', async () => {
    const titles = await Promise.all(
      [
        ['zh-CN', 'zh-Hans'],
        ['zh-TW', 'zh-Hant'],
        ['en-US,en;q=0.9', 'en'],
        ['', 'zh-Hans'],
        ['fr', 'zh-Hans'],
      ].map(async ([header, culture]) => {
        const body = (await config(header ? { 'accept-language': header } : {})).json();
        expect(body.localization.currentCulture.cultureName).toBe(culture);
        return body.localization.values.SupplierPortal.AppTitle as string;
      }),
    );
    expect(titles).toEqual(['供应商平台', '供應商平台', 'Supplier Platform', '供应商平台', '供应商平台']);
  });

  it('has every text in every language', async () => {
    const values = await Promise.all(
      cultures.map(async (c) => (await config({ 'accept-language': c })).json().localization.values),
    );
    const keysOf = (v: Record<string, Record<string, string>>) =>
      Object.entries(v)
        .flatMap(([resource, texts]) => Object.keys(texts).map((k) => `${resource}:${k}`))
        .sort();
    expect(keysOf(values[1])).toEqual(keysOf(values[0]));
    expect(keysOf(values[2])).toEqual(keysOf(values[0]));
    for (const v of values) {
      for (const texts of Object.values(v as Record<string, Record<string, string>>)) {
        for (const text of Object.values(texts)) expect(text.trim()).not.toBe('');
      }
    }
  });

  it('leaves values empty when includeLocalizationResources=false', async () => {
    const body = (await config({}, '?includeLocalizationResources=false')).json();
    expect(body.localization.values).toEqual({});
  });

  it("reports the caller's user, roles, tenant and granted policies", async () => {
    const { access_token } = await login(w.server.app, { username: 'v1', tenant: w.a.name });
    const body = (await config(bearer(access_token))).json();
    expect(body.currentUser).toMatchObject({
      isAuthenticated: true,
      userName: 'v1',
      roles: ['vendor'],
      tenantId: w.a.id,
    });
    expect(body.currentTenant).toEqual({ id: w.a.id, name: w.a.name, isAvailable: true });
    const granted = Object.keys(body.auth.grantedPolicies);
    expect(granted).toContain('VendorLabel.Delivery');
    expect(granted).not.toContain('AbpIdentity.Users');
    expect(Object.values(body.auth.grantedPolicies).every((v) => v === true)).toBe(true);
  });

  it('a tenant admin holds every tenant-side policy and none of the host-only ones', async () => {
    const { access_token } = await login(w.server.app, { username: 'admin', tenant: w.a.name });
    const granted = Object.keys((await config(bearer(access_token))).json().auth.grantedPolicies);
    expect(granted).toContain('AbpIdentity.Users.Create');
    expect(granted.some((p) => p.startsWith('AbpTenantManagement'))).toBe(false);
  });

  it('carries an ETag: the same caller revalidates with a 304, another caller or language gets 200', async () => {
    const { access_token } = await login(w.server.app, { username: 'v1', tenant: w.a.name });
    const first = await config({ ...bearer(access_token), 'accept-language': 'en' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');

    const again = await config({ ...bearer(access_token), 'accept-language': 'en', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const otherLanguage = await config({
      ...bearer(access_token),
      'accept-language': 'zh-Hans',
      'if-none-match': etag,
    });
    expect(otherLanguage.statusCode).toBe(200);
    const anonymous = await config({ 'accept-language': 'en', 'if-none-match': etag });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json().currentUser.isAuthenticated).toBe(false);
    const admin = await login(w.server.app, { username: 'admin', tenant: w.a.name });
    const adminRes = await config({
      ...bearer(admin.access_token),
      'accept-language': 'en',
      'if-none-match': etag,
    });
    expect(adminRes.statusCode).toBe(200);
    expect(adminRes.headers.etag).not.toBe(etag);
  });

  it('goes out compressed to a client that takes brotli or gzip, the same JSON under the same tag', async () => {
    const { access_token } = await login(w.server.app, { username: 'v1', tenant: w.a.name });
    const ask = (encoding?: string, extra: Record<string, string> = {}) =>
      config({
        ...bearer(access_token),
        'accept-language': 'zh-Hans',
        ...(encoding ? { 'accept-encoding': encoding } : {}),
        ...extra,
      });
    const plain = await ask();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    // Two at once while the copy is being made: both wait for the one compression.
    const [br, brToo] = await Promise.all([ask('gzip, deflate, br'), ask('br')]);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brToo.rawPayload.equals(br.rawPayload)).toBe(true);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(zlib.brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    const gzip = await ask('br;q=0, gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(new Set([plain, br, gzip].map((r) => r.headers.etag)).size).toBe(1);
    expect(gzip.headers.vary).toBe('Accept-Encoding');
    // Neither coding is taken: the bytes as they are.
    expect((await ask('deflate')).headers['content-encoding']).toBeUndefined();
    const revalidated = await ask('br', { 'if-none-match': plain.headers.etag as string });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers['content-encoding']).toBeUndefined();
  });

  it('tolerates an unknown __tenant and says so in a header', async () => {
    const res = await config({ __tenant: 'ghost' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['abp-tenant-resolve-error']).toBe('ghost');
    expect(res.json().currentTenant.isAvailable).toBe(false);
  });
});

// The service keeps its last answers whole (configuration.service.ts): each change that must show
// in the configuration is made here through the API, and the next answer must carry it.
describe('application-configuration: the kept answers follow every change', () => {
  it('a grant, a setting, the user, a language and a lock each show at once', async () => {
    const userName = `cfg${Date.now().toString(36)}`;
    const token = await w.a.userWith([Policies.AbpIdentity.Users.name], { userName });
    const api = caller(w.server.app);
    const admin = api(w.a.admin);
    const get = async (language = 'en') => {
      const res = await api(token, null, { 'accept-language': language }).get(
        '/api/abp/application-configuration',
      );
      expect(res.status).toBe(200);
      return res.body;
    };
    // Twice: the second is the kept answer.
    expect((await get()).auth.grantedPolicies).toEqual({ 'AbpIdentity.Users': true });
    const first = await get();
    expect(first.auth.grantedPolicies).toEqual({ 'AbpIdentity.Users': true });

    // A role's grant changes.
    const grants = `/api/permission-management/permissions?providerName=R&providerKey=role-${userName}`;
    const put = await admin.put(grants, {
      permissions: [{ name: Policies.AbpIdentity.Roles.name, isGranted: true }],
    });
    expect(put.status, JSON.stringify(put.body)).toBe(204);
    expect(Object.keys((await get()).auth.grantedPolicies).sort()).toEqual([
      'AbpIdentity.Roles',
      'AbpIdentity.Users',
    ]);

    // A client-visible setting of the tenant changes.
    expect(first.timing.timeZone.iana.timeZoneName).not.toBe('Asia/Taipei');
    const set = await admin.put('/api/setting-ui/set-setting-values', {
      [SettingNames.TimeZone]: 'Asia/Taipei',
    });
    expect(set.status, JSON.stringify(set.body)).toBe(204);
    const afterSetting = await get();
    expect(afterSetting.timing.timeZone.iana.timeZoneName).toBe('Asia/Taipei');
    expect(afterSetting.setting.values[SettingNames.TimeZone]).toBe('Asia/Taipei');

    // The user's own name changes.
    const me = await admin.get(`/api/identity/users/by-username/${userName}`);
    expect(me.status).toBe(200);
    const update = (extra: object) =>
      admin.put(`/api/identity/users/${me.body.id}`, {
        userName,
        email: me.body.email,
        roleNames: [`role-${userName}`],
        ...extra,
      });
    expect((await update({ name: 'Renamed' })).status).toBe(200);
    expect((await get()).currentUser.name).toBe('Renamed');

    // Another language, and back: each answer in its own language.
    const zh = await get('zh-Hans');
    expect(zh.localization.currentCulture.cultureName).toBe('zh-Hans');
    expect(zh.localization.values.SupplierPortal.AppTitle).toBe('供应商平台');
    const en = await get('en');
    expect(en.localization.values.SupplierPortal.AppTitle).toBe('Supplier Platform');
    expect(en.currentUser.name).toBe('Renamed');

    // The user is switched off: the same token is anonymous at once.
    expect((await update({ name: 'Renamed', isActive: false })).status).toBe(200);
    const locked = await get();
    expect(locked.currentUser.isAuthenticated).toBe(false);
    expect(locked.auth.grantedPolicies).toEqual({});
  });
});

describe('tenant lookup', () => {
  it('finds a tenant by name (case-insensitively) and by id', async () => {
    const byName = (
      await w.server.app.inject(`/api/abp/multi-tenancy/tenants/by-name/${w.a.name.toUpperCase()}`)
    ).json();
    expect(byName).toEqual({
      success: true,
      tenantId: w.a.id,
      name: w.a.name,
      normalizedName: w.a.name.toUpperCase(),
      isActive: true,
    });
    const byId = (await w.server.app.inject(`/api/abp/multi-tenancy/tenants/by-id/${w.a.id}`)).json();
    expect(byId.name).toBe(w.a.name);
  });

  it('answers 200 with success false for an unknown tenant', async () => {
    const res = await w.server.app.inject('/api/abp/multi-tenancy/tenants/by-name/nobody-here');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: false,
      tenantId: null,
      name: null,
      normalizedName: null,
      isActive: false,
    });
  });
});
