import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startTestServer, type TestServer } from '../../../test/harness.js';

let server: TestServer;
let port: number;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  port = (server.app.server.address() as AddressInfo).port;
  token = (await login(server.app, { username: 'admin' })).access_token;
});
afterAll(() => server.close());

/** One request over a real socket (the limit is the HTTP parser's, which `inject` skips). */
function get(path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const req = http.get({ host: '127.0.0.1', port, path, headers, agent: false }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on('error', reject);
    },
  );
}

describe('long URLs and headers (issue 16 #2)', () => {
  it('serves a request line and headers past Node’s 16 KB default', async () => {
    const res = await get(`/api/identity/users?filter=admin&pad=${'x'.repeat(24 * 1024)}`, {
      authorization: `Bearer ${token}`,
      'x-pad': 'y'.repeat(20 * 1024),
    });
    expect(res.status, res.body.slice(0, 300)).toBe(200);
    expect(JSON.parse(res.body).items.length).toBeGreaterThan(0);
  });

  it('answers beyond the limit with 431 in the envelope, in the language the request asked for', async () => {
    for (const [language, pattern] of [
      ['en', /too large \(at most 64 KB\)/],
      ['zh-Hans', /请求的地址和请求头过大/],
    ] as const) {
      const res = await get(`/api/identity/users?filter=${'x'.repeat(80 * 1024)}`, {
        'accept-language': language,
      });
      expect(res.status).toBe(431);
      expect(res.headers._abperrorformat).toBe('true');
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      const body = JSON.parse(res.body) as { error: { message: string } };
      expect(body.error.message).toMatch(pattern);
    }
    const header = await get('/api/abp/application-configuration', { 'x-pad': 'z'.repeat(100 * 1024) });
    expect(header.status).toBe(431);
    expect(JSON.parse(header.body).error.message).toEqual(expect.any(String));
  });
});
