import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, login, useWorld } from '../../../test/harness.js';

const w = useWorld({ prefix: 'env', suppliers: false });
let admin: string;
let vendor: string;

beforeAll(async () => {
  await createUser(w.server, w.a.id, 'vendor1', ['vendor']);
  for (let i = 0; i < 12; i++) await createUser(w.server, w.a.id, `user${String(i).padStart(2, '0')}`);
  admin = w.a.admin;
  vendor = (await login(w.server.app, { username: 'vendor1', tenant: w.a.name })).access_token;
});

const ENVELOPE_KEYS = ['code', 'data', 'details', 'message', 'validationErrors'];

function expectEnvelope(
  res: { statusCode: number; headers: Record<string, unknown>; json: () => unknown },
  status: number,
) {
  expect(res.statusCode).toBe(status);
  expect(res.headers._abperrorformat).toBe('true');
  expect(res.headers['cache-control']).toBe('no-cache');
  const body = res.json() as { error: Record<string, unknown> };
  expect(Object.keys(body.error).sort()).toEqual(ENVELOPE_KEYS);
  expect(typeof body.error.message).toBe('string');
  return body.error;
}

describe('error envelope and status mapping (contract §1.5)', () => {
  it('401 without a token, with WWW-Authenticate', async () => {
    const res = await w.server.app.inject({
      url: '/api/account/my-profile',
      headers: { 'accept-language': 'en' },
    });
    const error = expectEnvelope(res, 401);
    expect(res.headers['www-authenticate']).toBe('Bearer');
    expect(error.code).toBe('Volo.Authorization:010001');
  });

  it('401 for a forged or malformed token', async () => {
    const forged = `${admin.slice(0, -4)}AAAA`;
    for (const token of [forged, 'not-a-jwt', '']) {
      expectEnvelope(
        await w.server.app.inject({ url: '/api/account/my-profile', headers: bearer(token) }),
        401,
      );
    }
  });

  it('403 when the policy is not granted', async () => {
    const error = expectEnvelope(
      await w.server.app.inject({ url: '/api/identity/users', headers: bearer(vendor) }),
      403,
    );
    expect(error.message).toBe('Authorization failed! Given policy has not granted.');
  });

  it('404 for an unknown route, localized', async () => {
    const en = expectEnvelope(
      await w.server.app.inject({ url: '/api/no/such/thing', headers: { 'accept-language': 'en' } }),
      404,
    );
    expect(en.message).toContain('/api/no/such/thing');
    const zh = expectEnvelope(
      await w.server.app.inject({ url: '/api/no/such/thing', headers: { 'accept-language': 'zh-CN' } }),
      404,
    );
    expect(zh.message).not.toBe(en.message);
  });

  it('400 with validationErrors naming each member', async () => {
    const res = await w.server.app.inject({
      method: 'PUT',
      url: '/api/account/my-profile',
      headers: bearer(admin),
      payload: { email: 'not-an-email', name: 42 },
    });
    const error = expectEnvelope(res, 400);
    expect(error.message).toBe('Your request is not valid!');
    expect(error.details).toMatch(/^The following errors were detected during validation\./);
    const members = (error.validationErrors as { members: string[] }[]).flatMap((v) => v.members).sort();
    expect(members).toEqual(['email', 'name']);
  });

  it('says "required" for a missing field', async () => {
    const res = await w.server.app.inject({
      method: 'POST',
      url: '/api/account/my-profile/change-password',
      headers: bearer(admin),
      payload: { currentPassword: 'x' },
    });
    const error = expectEnvelope(res, 400);
    expect(error.validationErrors).toEqual([
      { message: 'The newPassword field is required.', members: ['newPassword'] },
    ]);
  });

  it('415 for a body type the server does not read, 413 for a body over the limit', async () => {
    expectEnvelope(
      await w.server.app.inject({
        method: 'PUT',
        url: '/api/account/my-profile',
        headers: { ...bearer(admin), 'content-type': 'text/csv' },
        payload: 'a,b',
      }),
      415,
    );
    expectEnvelope(
      await w.server.app.inject({
        method: 'PUT',
        url: '/api/account/my-profile',
        headers: { ...bearer(admin), 'content-type': 'application/json' },
        payload: `{"name":"${'x'.repeat(1100 * 1024)}"}`,
      }),
      413,
    );
  });

  it('403 with the business error code for a rule of the domain', async () => {
    const res = await w.server.app.inject({
      method: 'POST',
      url: '/api/account/my-profile/change-password',
      headers: bearer(admin),
      payload: { currentPassword: 'wrong', newPassword: 'Another1!' },
    });
    const error = expectEnvelope(res, 403);
    expect(error.code).toBe('Volo.Abp.Identity:PasswordMismatch');
  });
});

describe('paging and sorting', () => {
  const list = (query: string) =>
    w.server.app.inject({ url: `/api/identity/users${query}`, headers: bearer(admin) });

  it('defaults to 10 items and reports the total', async () => {
    const body = (await list('')).json<{ totalCount: number; items: unknown[] }>();
    expect(body.totalCount).toBe(14);
    expect(body.items).toHaveLength(10);
  });

  it('pages with skipCount/maxResultCount and sorts by a whitelisted field', async () => {
    const page = (await list('?sorting=userName%20desc&skipCount=2&maxResultCount=3')).json<{
      items: { userName: string }[];
    }>();
    expect(page.items.map((u) => u.userName)).toEqual(['user10', 'user09', 'user08']);
    const multi = (await list('?sorting=isActive,%20userName%20ASC&maxResultCount=2')).json<{
      items: { userName: string }[];
    }>();
    expect(multi.items.map((u) => u.userName)).toEqual(['admin', 'user00']);
  });

  it('filters', async () => {
    const body = (await list('?filter=user1')).json<{ totalCount: number; items: { userName: string }[] }>();
    expect(body.items.map((u) => u.userName).sort()).toEqual(['user10', 'user11']);
  });

  it('refuses an unknown sort field with 400, never SQL', async () => {
    for (const sorting of ['passwordHash', 'userName;drop table users', 'userName sideways', '1']) {
      const error = expectEnvelope(await list(`?sorting=${encodeURIComponent(sorting)}`), 400);
      expect(error.validationErrors).toEqual([expect.objectContaining({ members: ['sorting'] })]);
    }
    expect((await list('?sorting=passwordHash')).json().error.message).toContain('userName');
  });

  it('refuses maxResultCount over 1000 and a negative skipCount', async () => {
    expectEnvelope(await list('?maxResultCount=1001'), 400);
    expectEnvelope(await list('?maxResultCount=100000'), 400);
    expectEnvelope(await list('?skipCount=-1'), 400);
    expect((await list('?maxResultCount=1000')).statusCode).toBe(200);
  });

  it('treats `key=` like a missing key', async () => {
    const body = (await list('?skipCount=&maxResultCount=&sorting=&filter=')).json<{ items: unknown[] }>();
    expect(body.items).toHaveLength(10);
  });
});
