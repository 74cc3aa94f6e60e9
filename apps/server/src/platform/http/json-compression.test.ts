import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bearer, login, useWorld } from '../../../test/harness.js';
import { COMPRESS_FROM_BYTES } from './json-compression.js';

const w = useWorld({ prefix: 'jsoncomp', suppliers: false });

describe('JSON compression', () => {
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const { access_token } = await login(w.server.app, { username: 'admin', tenant: w.a.name });
    return w.server.app.inject({ url, headers: { ...bearer(access_token), ...headers } });
  };
  // The role list holds every permission name of the admin role: well over the threshold.
  const big = '/api/permission-management/permissions?providerName=R&providerKey=admin';

  it('sends a large JSON answer as brotli or gzip to a client that takes it, the same JSON', async () => {
    const plain = await get(big);
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_FROM_BYTES);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');

    const br = await get(big, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(zlib.brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);

    const gzip = await get(big, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);
  });

  it('leaves small answers, the token endpoint, files and what is outside the API as they are', async () => {
    const small = await get('/api/account/my-profile', { 'accept-encoding': 'br' });
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(COMPRESS_FROM_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();

    const token = await w.server.app.inject({
      method: 'POST',
      url: '/connect/token',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'accept-encoding': 'br',
        __tenant: w.a.id,
      },
      payload:
        'grant_type=password&username=admin&password=1q2w3E*&client_id=SupplierPortal_App&client_secret=1q2w3e*',
    });
    expect(token.statusCode).toBe(200);
    expect(token.headers['content-encoding']).toBeUndefined();

    // A workbook is a zip already.
    const workbook = await get('/api/identity/users/export', { 'accept-encoding': 'br' });
    expect(workbook.statusCode).toBe(200);
    expect(workbook.rawPayload.length).toBeGreaterThan(COMPRESS_FROM_BYTES);
    expect(workbook.headers['content-encoding']).toBeUndefined();

    // Outside the API (the OpenAPI document is JSON too).
    const openApi = await get('/swagger/json', { 'accept-encoding': 'br' });
    expect(openApi.statusCode).toBe(200);
    expect(openApi.headers['content-encoding']).toBeUndefined();
  });

  it('names Accept-Encoding in Vary once, beside the configuration’s own', async () => {
    const res = await get('/api/abp/application-configuration');
    expect(res.headers.vary).toBe('Accept-Encoding');
  });
});
