import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTenant, login, startTestServer, type TestServer } from '../../../server/test/harness';
import { setLanguage } from '../locales/language';
import { CookieNames, removeCookie, removeToken, setCookie, setToken } from '../utils/cookies';
import { ui } from '../utils/ui';
import { toAbpListQuery } from './list-query';
import { errorMessage, get, http, REQUEST_TIMEOUT, serializeParams } from './request';

/**
 * The request client against the real server, over real HTTP. Node environment with a cookie jar
 * for js-cookie: a DOM environment's globals would confuse the server running in the same process.
 */
await vi.hoisted(async () => (await import('../test/cookie-jar')).installCookieJar());
let server: TestServer;
let token: string;
let tenant: { id: string; name: string };
const toasts: { content: string; duration: number }[] = [];
const dialogs: { title: unknown }[] = [];

beforeAll(async () => {
  server = await startTestServer();
  tenant = await createTenant(server, 'web');
  token = (await login(server.app, { username: 'admin', tenant: tenant.name })).access_token;
  const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
  http.defaults.baseURL = address;
  http.defaults.adapter = 'http';
  ui.message = { error: (o: { content: string; duration: number }) => toasts.push(o) } as never;
  ui.modal = { confirm: (o: { title: unknown }) => dialogs.push(o) } as never;
});
afterAll(() => server.close());
beforeEach(() => {
  toasts.length = 0;
  dialogs.length = 0;
  removeToken();
  removeCookie(CookieNames.tenant);
  setLanguage('en');
});

interface Config {
  currentUser: { isAuthenticated: boolean; userName: string | null };
  currentTenant: { id: string | null };
  localization: { currentCulture: { cultureName: string } };
}

describe('request client', () => {
  it('waits 60 s before giving up', () => expect(http.defaults.timeout).toBe(REQUEST_TIMEOUT));

  it('sends the language, the bearer token and the tenant, and returns the body', async () => {
    setLanguage('zh-Hant');
    const anonymous = await get<Config>('/api/abp/application-configuration');
    expect(anonymous.localization?.currentCulture.cultureName, JSON.stringify(anonymous).slice(0, 200)).toBe(
      'zh-Hant',
    );
    setToken(token);
    const config = await get<Config>('/api/abp/application-configuration');
    expect(config.currentUser).toMatchObject({ isAuthenticated: true, userName: 'admin' });
    removeToken();
    setCookie(CookieNames.tenant, tenant.id);
    expect((await get<Config>('/api/abp/application-configuration')).currentTenant.id).toBe(tenant.id);
  });

  it('toasts the envelope message for 5 s and rejects', async () => {
    await expect(get('/api/no-such-endpoint')).rejects.toThrow();
    expect(toasts).toEqual([{ content: expect.stringContaining('/api/no-such-endpoint'), duration: 5 }]);
  });

  it('falls back to error_description, then to the generic text', async () => {
    const oauth = await http
      .post('/connect/token', 'grant_type=password&username=x&password=y')
      .catch((e: unknown) => e);
    expect(await errorMessage(oauth)).toBe('Invalid username or password!');
    const timeout = await http
      .get('/api/abp/application-configuration', { timeout: 1 })
      .catch((e: unknown) => e);
    expect(await errorMessage(timeout)).toBeTruthy();
  });

  it('decodes the message of a binary error response', async () => {
    const binary = await http
      .get('/api/no-such-file', { responseType: 'arraybuffer' })
      .catch((e: unknown) => e);
    expect(await errorMessage(binary)).toContain('/api/no-such-file');
  });

  it('opens the confirm-logout dialog on a 401 while signed in, without a toast', async () => {
    setToken('expired-or-revoked');
    await expect(get('/api/account/my-profile')).rejects.toThrow();
    await new Promise((r) => setTimeout(r, 50));
    expect(dialogs).toHaveLength(1);
    expect(toasts).toHaveLength(0);
  });
});

describe('query serialisation', () => {
  it('sends key=value pairs, URL-encoded, undefined as empty, arrays repeated', () => {
    expect(serializeParams({ a: 'x y', b: undefined, c: [1, 2], d: '供应商' })).toBe(
      'a=x%20y&b=&c=1&c=2&d=%E4%BE%9B%E5%BA%94%E5%95%86',
    );
  });

  it('maps page/limit/sort/filter to skipCount/maxResultCount/sorting', () => {
    expect(
      toAbpListQuery({ page: 3, limit: 20, sort: 'userName descending', filter: ' bob ', isActive: true }),
    ).toEqual({
      skipCount: 40,
      maxResultCount: 20,
      sorting: 'userName desc',
      filter: 'bob',
      isActive: true,
    });
    // antd's Table reports "ascend"/"descend".
    expect(toAbpListQuery({ page: 1, limit: 20, sort: 'sort ascend' }).sorting).toBe('sort asc');
    expect(toAbpListQuery({ page: 1, limit: 20, sort: 'userName descend' }).sorting).toBe('userName desc');
    expect(toAbpListQuery({ page: 1, limit: 20, filter: '  ' })).toMatchObject({
      skipCount: 0,
      sorting: undefined,
      filter: undefined,
    });
  });
});
