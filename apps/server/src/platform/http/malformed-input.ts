import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTenant, login, startTestServer, type TestServer } from '../../../test/harness.js';

/**
 * Nothing a client can send may produce a 500. Every route of the server is sent wrong types,
 * missing fields, 100 KB strings, broken JSON, broken form encoding, bad paging and sorting, and
 * odd path parameters, anonymously and with an administrator's token.
 *
 * The routes are shared out over a few test files (`malformed-input.*.test.ts`, each its own server)
 * so that the workers run them side by side: one file over every route outgrew its time as the
 * business areas arrived.
 */

const huge = 'x'.repeat(100 * 1024);
const hugeUnicode = '供'.repeat(40 * 1024);

const paramValues = [
  'x',
  '00000000-0000-0000-0000-000000000000',
  'A'.repeat(600),
  '%E0%A4%A',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
];

const queries = [
  '',
  '?skipCount=-1',
  '?maxResultCount=100000',
  '?maxResultCount=0',
  '?maxResultCount=abc&skipCount=1.5',
  '?sorting=nope',
  '?sorting=userName%20sideways',
  '?sorting=userName%3B%20drop%20table%20users',
  `?filter=${huge}`,
  '?includeLocalizationResources=maybe',
  '?skipCount=99999999999999999999',
  '?__tenant=%ZZ',
  '?__tenant=%00',
  '?a[b][c]=1&a[b][c]=2',
];

type Body = { payload: string | Buffer; type: string };
const fieldNames = [
  'userName',
  'username',
  'email',
  'emailAddress',
  'password',
  'name',
  'surname',
  'phoneNumber',
  'concurrencyStamp',
  'extraProperties',
  'currentPassword',
  'newPassword',
  'grant_type',
  'refresh_token',
  'scope',
  'client_id',
];
const everyField = (value: unknown) => JSON.stringify(Object.fromEntries(fieldNames.map((f) => [f, value])));

const bodies: Body[] = [
  { payload: '{"userName":', type: 'application/json' },
  { payload: '[1,2,3]', type: 'application/json' },
  { payload: 'null', type: 'application/json' },
  { payload: '"just a string"', type: 'application/json' },
  { payload: '', type: 'application/json' },
  { payload: '{}', type: 'application/json' },
  { payload: everyField(12345), type: 'application/json' },
  { payload: everyField({ nested: [1, { deeper: true }] }), type: 'application/json' },
  { payload: everyField(null), type: 'application/json' },
  { payload: everyField(huge), type: 'application/json' },
  { payload: everyField(hugeUnicode), type: 'application/json' },
  {
    payload: JSON.stringify({
      extraProperties: Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`k${i}`, i])),
    }),
    type: 'application/json',
  },
  {
    payload: '{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}}}',
    type: 'application/json',
  },
  { payload: 'grant_type=password&username=%E0%A4%A&password=%', type: 'application/x-www-form-urlencoded' },
  {
    payload: 'grant_type=password&grant_type=refresh_token&username=a&username=b',
    type: 'application/x-www-form-urlencoded',
  },
  {
    payload: `grant_type=password&username=${huge}&password=${huge}`,
    type: 'application/x-www-form-urlencoded',
  },
  { payload: 'grant_type=refresh_token&refresh_token=', type: 'application/x-www-form-urlencoded' },
  { payload: '<xml/>', type: 'application/xml' },
  // 10,000 levels of nesting (60 KB) in a free-form property (issue 16 #1a).
  {
    payload: `{"extraProperties":${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}}`,
    type: 'application/json',
  },
  // A multipart body without its boundary (issue 16 #1b).
  { payload: 'file=abc', type: 'multipart/form-data' },
  { payload: Buffer.alloc(2 * 1024 * 1024, 0x61), type: 'application/json' },
  { payload: Buffer.from([0xff, 0xfe, 0x00, 0x7b]), type: 'application/json' },
];

/** Path parameters: every odd value with the queries; bodies with a wrong and a well-formed id. */
function expand(url: string, values: readonly string[] = paramValues): string[] {
  if (!url.includes(':')) return [url];
  return values.map((v) => url.replace(/:[A-Za-z]+/g, v));
}
const bodyParamValues = paramValues.slice(0, 2);

/** Registers the test over the server's routes that `select` keeps. */
export function fuzzRoutes(name: string, select: (url: string) => boolean) {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer();
    const t = await createTenant(server, 'fuzz');
    token = (await login(server.app, { username: 'admin', tenant: t.name })).access_token;
  });
  afterAll(() => server.close());

  describe(`no 500 for anything a client can send: ${name}`, () => {
    it('every route, every malformed input', async () => {
      const routes = server.routes.filter((r) => !r.url.startsWith('/swagger') && select(r.url));
      expect(routes.length).toBeGreaterThan(5);
      const failures: string[] = [];
      let requests = 0;
      for (const route of routes) {
        const withBody = route.method !== 'GET' && route.method !== 'DELETE';
        const variants: { url: string; body?: Body }[] = [
          ...expand(route.url).flatMap((path) => queries.map((q) => ({ url: path + q }))),
          ...(withBody
            ? expand(route.url, bodyParamValues).flatMap((path) =>
                bodies.map((body) => ({ url: path, body })),
              )
            : []),
        ];
        for (const auth of [{}, bearer(token)]) {
          for (const v of variants) {
            requests++;
            const res = await server.app.inject({
              method: route.method as 'GET',
              url: v.url,
              headers: { ...auth, ...(v.body ? { 'content-type': v.body.type } : {}) },
              ...(v.body ? { payload: v.body.payload } : {}),
            });
            const where = `${route.method} ${v.url.slice(0, 120)} ${v.body ? `[${v.body.type} ${String(v.body.payload).slice(0, 40)}]` : ''}`;
            if (res.statusCode >= 500) failures.push(`${res.statusCode} ${where}: ${res.body.slice(0, 200)}`);
            else if (res.statusCode >= 400 && v.url.startsWith('/api/')) {
              const body = res.json<{ error?: { message?: unknown } }>();
              if (typeof body.error?.message !== 'string')
                failures.push(`no envelope ${where}: ${res.body.slice(0, 200)}`);
              if (res.headers._abperrorformat !== 'true') failures.push(`no _AbpErrorFormat ${where}`);
            } else if (res.statusCode >= 400 && v.url.startsWith('/connect/')) {
              const body = res.json<{ error?: unknown; error_description?: unknown }>();
              if (typeof body.error !== 'string' || typeof body.error_description !== 'string')
                failures.push(`no OAuth error ${where}`);
            }
          }
        }
      }
      expect(requests).toBeGreaterThan(200);
      expect([...new Set(failures.map((f) => f.slice(0, 160)))]).toEqual([]);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    }, 180_000);
  });
}
