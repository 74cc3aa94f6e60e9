import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTenant, createUser, login, passwordLogin, useWorld } from '../../../test/harness.js';
import { multipartBody } from '../../../test/multipart.js';
import { auditLogs } from '../../platform/audit/schema.js';
import { inScope, tenantScope } from '../../platform/db/scope.js';
import { SettingNames } from '../../platform/settings/definitions.js';

const w = useWorld({ prefix: 'profile', suppliers: false });

async function auditRows() {
  await w.server.audit.flush();
  return inScope(w.server.database.db, tenantScope(w.a.id), (tx) =>
    tx.select().from(auditLogs).where(eq(auditLogs.tenantId, w.a.id)),
  );
}

describe('my-profile', () => {
  it('reads and updates under both ABP paths, with optimistic concurrency', async () => {
    await createUser(w.server, w.a.id, 'carol');
    const { access_token } = await login(w.server.app, { username: 'carol', tenant: w.a.name });
    const headers = bearer(access_token);
    const profile = (await w.server.app.inject({ url: '/api/identity/my-profile', headers })).json<
      Record<string, unknown>
    >();
    expect(profile).toMatchObject({
      userName: 'carol',
      email: 'carol@example.test',
      hasPassword: true,
      isExternal: false,
    });

    const put = await w.server.app.inject({
      method: 'PUT',
      url: '/api/account/my-profile',
      headers,
      payload: {
        userName: 'carol',
        name: 'Carol',
        phoneNumber: '13800000000',
        email: 'carol@example.test',
        concurrencyStamp: profile.concurrencyStamp,
        extraProperties: { Introduction: '负责结构件采购' },
      },
    });
    expect(put.statusCode).toBe(200);
    const updated = put.json<Record<string, unknown>>();
    expect(updated).toMatchObject({
      name: 'Carol',
      phoneNumber: '13800000000',
      extraProperties: { Introduction: '负责结构件采购' },
    });
    expect(updated.concurrencyStamp).not.toBe(profile.concurrencyStamp);

    const stale = await w.server.app.inject({
      method: 'PUT',
      url: '/api/account/my-profile',
      headers,
      payload: { name: 'Late', concurrencyStamp: profile.concurrencyStamp },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toMatch(/changed by another user/);

    // The change is audited with old -> new per property; the failed one with its error.
    const rows = await auditRows();
    const success = rows.find((r) => r.httpMethod === 'PUT' && r.httpStatusCode === 200);
    expect(success).toMatchObject({ userName: 'carol', url: '/api/account/my-profile' });
    const change = success!.entityChanges[0]!;
    expect(change).toMatchObject({ changeType: 1, entityTypeFullName: 'Volo.Abp.Identity.IdentityUser' });
    expect(change.propertyChanges).toContainEqual(
      expect.objectContaining({ propertyName: 'name', originalValue: null, newValue: '"Carol"' }),
    );
    const conflict = rows.find((r) => r.httpStatusCode === 409);
    expect(conflict?.exceptions).toMatch(/changed by another user/);
    expect(rows.some((r) => r.httpMethod === 'GET')).toBe(false);
  });

  it('refuses a user name that another user holds', async () => {
    await createUser(w.server, w.a.id, 'dave');
    const { access_token } = await login(w.server.app, { username: 'dave', tenant: w.a.name });
    const res = await w.server.app.inject({
      method: 'PUT',
      url: '/api/account/my-profile',
      headers: bearer(access_token),
      payload: { userName: 'admin' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('Volo.Abp.Identity:DuplicateUserName');
  });

  it('keeps an uploaded public file as the avatar, readable by id without a token (spec §5)', async () => {
    await createUser(w.server, w.a.id, 'fiona');
    const { access_token } = await login(w.server.app, { username: 'fiona', tenant: w.a.name });
    const picture = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const { payload, headers } = multipartBody([
      { name: 'file', filename: '头像.png', content: picture, contentType: 'image/png' },
    ]);
    const uploaded = await w.server.app.inject({
      method: 'POST',
      url: '/api/file-management/files/upload?public=true&module=Avatars',
      headers: { ...headers, ...bearer(access_token) },
      payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const avatar = uploaded.json<string>();

    const put = await w.server.app.inject({
      method: 'PUT',
      url: '/api/account/my-profile',
      headers: bearer(access_token),
      payload: { extraProperties: { Avatar: avatar, Introduction: '质量部' } },
    });
    expect(put.statusCode, put.body).toBe(200);
    const profile = await w.server.app.inject({
      url: '/api/account/my-profile',
      headers: bearer(access_token),
    });
    expect(profile.json().extraProperties).toMatchObject({ Avatar: avatar, Introduction: '质量部' });

    // What the client does with a value that is not an http(s) URL: the download path, here as an <img> would.
    const image = await w.server.app.inject({
      url: `/api/file-management/files/${profile.json().extraProperties.Avatar}`,
      headers: { __tenant: w.a.name },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(picture)).toBe(true);
  });
});

describe('change-password', () => {
  it('checks the current password and the policy, then ends the other sessions', async () => {
    await createUser(w.server, w.a.id, 'erin');
    const a = await login(w.server.app, { username: 'erin', tenant: w.a.name });
    const b = await login(w.server.app, { username: 'erin', tenant: w.a.name });
    const change = (payload: object) =>
      w.server.app.inject({
        method: 'POST',
        url: '/api/account/my-profile/change-password',
        headers: bearer(a.access_token),
        payload,
      });

    const weak = await change({ currentPassword: '1q2w3E*', newPassword: 'short' });
    expect(weak.statusCode).toBe(403);
    expect(weak.json().error.message).toBe('Passwords must be at least 6 characters.');

    const ok = await change({ currentPassword: '1q2w3E*', newPassword: 'N3w-passw0rd' });
    expect(ok.statusCode).toBe(204);
    expect(ok.body).toBe('');

    expect(
      (await w.server.app.inject({ url: '/api/account/my-profile', headers: bearer(a.access_token) }))
        .statusCode,
    ).toBe(200);
    expect(
      (await w.server.app.inject({ url: '/api/account/my-profile', headers: bearer(b.access_token) }))
        .statusCode,
    ).toBe(401);
    expect((await passwordLogin(w.server.app, { username: 'erin', tenant: w.a.name })).statusCode).toBe(400);
    expect(
      (await passwordLogin(w.server.app, { username: 'erin', password: 'N3w-passw0rd', tenant: w.a.name }))
        .statusCode,
    ).toBe(200);

    const audited = (await auditRows()).find(
      (r) => r.url === '/api/account/my-profile/change-password' && r.httpStatusCode === 204,
    );
    const hashChange = audited!.entityChanges[0]!.propertyChanges.find(
      (p) => p.propertyName === 'passwordHash',
    );
    expect(hashChange).toMatchObject({ originalValue: '***', newValue: '***' });
  });
});

describe('register', () => {
  beforeAll(async () => {
    // Off by default: tenant A's administrator has opened it.
    await w.server.services.settings.set(w.a.id, SettingNames.IsSelfRegistrationEnabled, 'true');
  });
  const register = (payload: object, tenantName = w.a.name) =>
    w.server.app.inject({
      method: 'POST',
      url: '/api/account/register',
      headers: { __tenant: tenantName, 'accept-language': 'en' },
      payload,
    });

  it('creates a user in the tenant with `emailAddress`, or with `email` as an alias', async () => {
    const a = await register({
      userName: 'newbie',
      emailAddress: 'newbie@example.test',
      password: '1q2w3E*',
      appName: 'vue',
    });
    expect(a.statusCode).toBe(200);
    expect(a.json()).toMatchObject({ userName: 'newbie', tenantId: w.a.id, isActive: true });
    const b = await register({ username: 'newbie2', email: 'newbie2@example.test', password: '1q2w3E*' });
    expect(b.statusCode).toBe(200);
    expect((await passwordLogin(w.server.app, { username: 'newbie2', tenant: w.a.name })).statusCode).toBe(
      200,
    );
  });

  it('reports missing fields and duplicates clearly', async () => {
    const missing = await register({ password: '1q2w3E*' });
    expect(missing.statusCode).toBe(400);
    expect(
      missing
        .json()
        .error.validationErrors.map((v: { members: string[] }) => v.members[0])
        .sort(),
    ).toEqual(['emailAddress', 'userName']);
    const dup = await register({
      userName: 'newbie',
      emailAddress: 'other@example.test',
      password: '1q2w3E*',
    });
    expect(dup.statusCode).toBe(403);
    expect(dup.json().error.message).toBe("Username 'newbie' is already taken.");
  });

  it('lets exactly one of two simultaneous registrations of a name win', async () => {
    const body = { userName: 'twin', emailAddress: 'twin@example.test', password: '1q2w3E*' };
    const results = await Promise.all([
      register(body),
      register({ ...body, emailAddress: 'twin2@example.test' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 403]);
  });

  it('obeys the self-registration setting', async () => {
    const closed = await createTenant(w.server, 'closed');
    await w.server.services.settings.set(closed.id, SettingNames.IsSelfRegistrationEnabled, 'false');
    const res = await register(
      { userName: 'x', emailAddress: 'x@example.test', password: '1q2w3E*' },
      closed.name,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toMatch(/registration is disabled/i);
  });
});

describe('my-profile phone number', () => {
  it('takes no phone number at all, and refuses one that is not a phone number, on the field and in the language asked', async () => {
    await createUser(w.server, w.a.id, 'phoneless');
    const { access_token } = await login(w.server.app, { username: 'phoneless', tenant: w.a.name });
    const headers = bearer(access_token);
    const put = (phoneNumber: string | null, language = 'en') =>
      w.server.app.inject({
        method: 'PUT',
        url: '/api/account/my-profile',
        headers: { ...headers, 'accept-language': language },
        payload: { name: 'No Phone', phoneNumber },
      });
    const blank = await put('');
    expect(blank.statusCode).toBe(200);
    expect(blank.json().phoneNumber).toBeNull();
    expect((await put(null)).statusCode).toBe(200);
    const bad = await put('abc', 'zh-Hans');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.validationErrors).toEqual([
      { message: '请输入电话号码：数字，可以 + 开头，可含空格、连字符或括号。', members: ['phoneNumber'] },
    ]);
    const good = await put('+86 13800000000');
    expect(good.json().phoneNumber).toBe('+86 13800000000');
  });
});
