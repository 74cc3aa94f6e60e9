import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { ListObjectsCommand } from '@aws-sdk/client-s3';
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createUser,
  login,
  world,
  type TestServer,
  type World,
  type WorldTenant,
} from '../../../test/harness.js';
import { multipartBody } from '../../../test/multipart.js';
import { startS3, type TestS3 } from '../../../test/s3.js';
import { asSystem, HOST_TENANT_ID, inScope, tenantScope } from '../../platform/db/scope.js';
import { SettingNames } from '../../platform/settings/definitions.js';
import { createS3Client } from '../../platform/storage/s3-store.js';
import { users } from '../identity/schema.js';
import { files } from './schema.js';

let server: TestServer;
let s3: TestS3;
let A: WorldTenant;
let B: WorldTenant;
let adminA: string;
let adminB: string;
let plainA: string;

const HEX32 = /^[0-9a-f]{32}$/;

beforeAll(async () => {
  let w: World;
  [w, s3] = await Promise.all([world({ prefix: 'files', suppliers: false }), startS3()]);
  ({ server, a: A, b: B } = w);
  [adminA, adminB] = [A.admin, B.admin];
  plainA = await A.userWith([], { userName: 'plain' });
  // Explicit limits: set here, not taken from the seed's defaults.
  await server.services.settings.set(HOST_TENANT_ID, SettingNames.AllowedMaxFileSize, '4096');
  await server.services.settings.set(
    A.id,
    SettingNames.AllowedUploadFormats,
    '.jpg,.png,.txt,.pdf,.svg,.html,.xlsx',
  );
});
afterAll(async () => {
  await server.close();
  await s3.close();
});

type Upload = { name?: string; filename?: string; content: Buffer | string };

function upload(token: string | null, parts: Upload[], query = '', tenant?: WorldTenant) {
  const { payload, headers } = multipartBody(
    parts.map((p) => ({ name: p.name ?? 'file', filename: p.filename, content: p.content })),
  );
  return server.app.inject({
    method: 'POST',
    url: `/api/file-management/files/upload${query}`,
    headers: {
      ...headers,
      ...(token ? bearer(token) : { 'accept-language': 'en' }),
      ...(tenant ? { __tenant: tenant.name } : {}),
    },
    payload,
  });
}

async function uploadOk(token: string, filename: string, content: Buffer | string, query = '') {
  const res = await upload(token, [{ filename, content }], query);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const id = res.json<string>();
  expect(id).toMatch(HEX32);
  return id;
}

const download = (id: string, token: string | null, headers: Record<string, string> = {}) =>
  server.app.inject({
    url: `/api/file-management/files/${id}`,
    headers: { ...(token ? bearer(token) : { 'accept-language': 'en' }), ...headers },
  });

const sha256 = (b: Buffer | string) => createHash('sha256').update(b).digest('hex');

/** What exists: metadata rows of the tenant, files in the local directory, objects on s3rver. */
async function footprint(tenantId: string) {
  const [rows] = await asSystem(server.database.db, (tx) =>
    tx
      .select({ n: sql<number>`count(*)::int` })
      .from(files)
      .where(eq(files.tenantId, tenantId)),
  );
  const dir = path.join(server.services.config.dataDir, 'files', tenantId);
  const local = (await fs.readdir(dir).catch(() => [])).length;
  const client = createS3Client(s3.connection);
  let objects = 0;
  for (const bucket of ['tenant-a-files', 'tenant-a-avatars']) {
    const listed = await client
      .send(new ListObjectsCommand({ Bucket: bucket }))
      .catch(() => ({ Contents: [] }));
    objects += listed.Contents?.length ?? 0;
  }
  client.destroy();
  return { rows: rows!.n, local, objects };
}

async function createDefaultServer(token: string, extra: Record<string, unknown> = {}) {
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/app/minioServer',
    headers: bearer(token),
    payload: {
      name: `s3rver ${randomBytes(3).toString('hex')}`,
      endpoint: s3.endpoint,
      useSsl: false,
      accessKey: 'S3RVER',
      secretKey: 'S3RVER',
      region: 'us-east-1',
      forcePathStyle: true,
      isDefault: true,
      defaultBucket: 'tenant-a-files',
      bucketAssignments: { Avatars: 'tenant-a-avatars' },
      ...extra,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ id: string; concurrencyStamp: string }>();
}

describe('upload and download, local directory', () => {
  it('round-trips bytes with sha256, size, type and a UTF-8 file name', async () => {
    const content = randomBytes(1536 * 1024);
    const name = '质量报告 2024（终版）.pdf';
    const id = await uploadOk(adminA, name, content);

    const res = await download(id, adminA);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(content)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-length']).toBe(String(content.length));
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="____ 2024____.pdf"; filename*=UTF-8''${encodeURIComponent(name)}`,
    );
    expect(res.headers.etag).toBe(`"${sha256(content)}"`);
    expect((await download(id, adminA, { 'if-none-match': res.headers.etag as string })).statusCode).toBe(
      304,
    );

    const info = await server.app.inject({
      url: `/api/file-management/files/${id}/info`,
      headers: bearer(adminA),
    });
    expect(info.json()).toMatchObject({
      id,
      tenantId: A.id,
      fileName: name,
      contentType: 'application/pdf',
      size: content.length,
      sha256: sha256(content),
      isPublic: false,
    });
    const [row] = await asSystem(server.database.db, (tx) =>
      tx
        .select()
        .from(files)
        .where(and(eq(files.tenantId, A.id), eq(files.id, id))),
    );
    expect(row).toMatchObject({ storeId: 'local', storageKey: `${A.id}/${id}` });
    const onDisk = await fs.readFile(path.join(server.services.config.dataDir, 'files', A.id, id));
    expect(sha256(onDisk)).toBe(sha256(content));

    const url = await server.app.inject({
      url: `/api/file-management/files/${id}/url`,
      headers: bearer(adminA),
    });
    expect(url.json()).toEqual({
      url: `/api/file-management/files/${id}`,
      presigned: false,
      expiresAt: null,
    });
  });

  it('answers HEAD with the headers alone', async () => {
    const id = await uploadOk(adminA, 'head.txt', 'head me');
    for (let i = 0; i < 3; i++) {
      const res = await server.app.inject({
        method: 'HEAD',
        url: `/api/file-management/files/${id}`,
        headers: bearer(adminA),
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-length']).toBe('7');
      expect(res.body).toBe('');
    }
  });

  it('accepts upper-case ids and text files with a charset', async () => {
    const id = await uploadOk(plainA, '说明.txt', '供应商门户 hello');
    const res = await download(id.toUpperCase(), plainA);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toBe('供应商门户 hello');
  });

  it('serves active content (SVG, HTML) as an attachment in a sandbox', async () => {
    const id = await uploadOk(
      adminA,
      'logo.svg',
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const res = await download(id, adminA);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['content-disposition']).toMatch(/^attachment; /);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('bad inputs: a clear error each, nothing written', () => {
  const cases: {
    label: string;
    send: () => Promise<LightMyRequestResponse>;
    status: number;
    message: RegExp;
  }[] = [
    {
      label: 'multipart without a file',
      send: () => upload(adminA, [{ name: 'note', content: 'just a field' }]),
      status: 403,
      message: /^No file found!$/,
    },
    {
      label: 'a file under another field name',
      send: () => upload(adminA, [{ name: 'attachment', filename: 'a.txt', content: 'x' }]),
      status: 403,
      message: /^No file found!$/,
    },
    {
      label: 'a JSON body',
      send: () =>
        server.app.inject({
          method: 'POST',
          url: '/api/file-management/files/upload',
          headers: { ...bearer(adminA), 'content-type': 'application/json' },
          payload: '{"file":"x"}',
        }),
      status: 403,
      message: /^No file found!$/,
    },
    {
      label: 'a forbidden extension',
      send: () => upload(adminA, [{ filename: 'setup.exe', content: 'MZ' }]),
      status: 403,
      message: /^Files of type \.exe are not allowed\.$/,
    },
    {
      label: 'no extension',
      send: () => upload(adminA, [{ filename: 'README', content: 'x' }]),
      status: 403,
      message: /^Files of type README are not allowed\.$/,
    },
    {
      label: 'a relative path',
      send: () => upload(adminA, [{ filename: '../../etc/passwd.txt', content: 'x' }]),
      status: 400,
      message: /not a valid file name/,
    },
    {
      label: 'an absolute path',
      send: () => upload(adminA, [{ filename: '/etc/passwd.txt', content: 'x' }]),
      status: 400,
      message: /not a valid file name/,
    },
    {
      label: 'a Windows path',
      send: () => upload(adminA, [{ filename: 'C:\\Windows\\evil.txt', content: 'x' }]),
      status: 400,
      message: /not a valid file name/,
    },
    {
      label: 'a bare `..`',
      send: () => upload(adminA, [{ filename: '..', content: 'x' }]),
      status: 400,
      message: /not a valid file name/,
    },
    {
      label: 'a body cut off in the middle of the file',
      send: () => {
        const { payload, headers } = multipartBody([
          { name: 'file', filename: 'cut.pdf', content: randomBytes(64 * 1024) },
        ]);
        return server.app.inject({
          method: 'POST',
          url: '/api/file-management/files/upload',
          headers: { ...headers, ...bearer(adminA) },
          payload: payload.subarray(0, 40 * 1024),
        });
      },
      status: 400,
      message: /^The upload ended before the whole file arrived\. Please try again\.$/,
    },
    {
      label: 'a body cut off after the file, in a later part',
      send: () => {
        const { payload, headers } = multipartBody([
          { name: 'file', filename: 'whole.pdf', content: randomBytes(32 * 1024) },
          { name: 'note', content: 'a field that never ends'.repeat(10) },
        ]);
        return server.app.inject({
          method: 'POST',
          url: '/api/file-management/files/upload',
          headers: { ...headers, ...bearer(adminA) },
          payload: payload.subarray(0, payload.length - 60),
        });
      },
      status: 400,
      message: /^The upload ended before the whole file arrived\. Please try again\.$/,
    },
    {
      label: 'an empty file',
      send: () => upload(adminA, [{ filename: 'empty.txt', content: '' }]),
      status: 400,
      message: /^The file is empty\.$/,
    },
  ];

  it.each(cases)('$label', async ({ send, status, message }) => {
    const before = await footprint(A.id);
    const res = await send();
    expect(res.statusCode).toBe(status);
    expect(res.json().error.message).toMatch(message);
    expect(await footprint(A.id)).toEqual(before);
  });

  it('cuts off an over-size upload while it streams, keeps nothing, and says the limit', async () => {
    await server.services.settings.set(HOST_TENANT_ID, SettingNames.AllowedMaxFileSize, '4');
    try {
      const before = await footprint(A.id);
      const exact = await upload(adminA, [{ filename: 'exact.txt', content: Buffer.alloc(4096, 97) }]);
      expect(exact.statusCode).toBe(200);
      const res = await upload(adminA, [{ filename: 'big.txt', content: Buffer.alloc(4097, 97) }]);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toMatchObject({
        code: 'FileManagement:FileTooLarge',
        message: 'The file is larger than the allowed 4 KB.',
      });
      const after = await footprint(A.id);
      expect(after).toEqual({ ...before, rows: before.rows + 1, local: before.local + 1 });

      // Over a real socket, with a body far over the limit: the answer comes, nothing stays.
      const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
      const { payload, headers } = multipartBody([
        { name: 'file', filename: 'huge.txt', content: Buffer.alloc(3 * 1024 * 1024, 98) },
      ]);
      const http = await fetch(`${address}/api/file-management/files/upload`, {
        method: 'POST',
        headers: { ...headers, ...bearer(adminA) },
        body: payload,
      });
      expect(http.status).toBe(403);
      expect(((await http.json()) as { error: { message: string } }).error.message).toBe(
        'The file is larger than the allowed 4 KB.',
      );
      expect(await footprint(A.id)).toEqual(after);
    } finally {
      await server.services.settings.set(HOST_TENANT_ID, SettingNames.AllowedMaxFileSize, '4096');
    }
  });

  it('refuses malformed ids with 400 and unknown ones with 404', async () => {
    for (const id of [
      'xyz',
      '..%2F..%2Fetc%2Fpasswd',
      '%2Fetc%2Fpasswd',
      'a'.repeat(31),
      'a'.repeat(33),
      'g'.repeat(32),
      '%00',
    ]) {
      for (const suffix of ['', '/info', '/url']) {
        const res = await server.app.inject({
          url: `/api/file-management/files/${id}${suffix}`,
          headers: bearer(adminA),
        });
        expect(res.statusCode, `${id}${suffix}`).toBe(400);
        // U+0000 is refused by the validator before the route sees it (PostgreSQL text cannot hold it).
        expect(res.json().error.message, id).toMatch(
          id === '%00'
            ? /^Your request is not valid!$/
            : /is not a valid file id: a file id is 32 hexadecimal characters\.$/,
        );
      }
    }
    const missing = await download('0'.repeat(32), adminA);
    expect(missing.statusCode).toBe(404);
  });
});

describe('isolation and authentication', () => {
  it('answers 404 for another tenant’s file id, whatever the route', async () => {
    const id = await uploadOk(adminA, 'a-only.txt', 'tenant A');
    for (const suffix of ['', '/info', '/url']) {
      const res = await server.app.inject({
        url: `/api/file-management/files/${id}${suffix}`,
        headers: bearer(adminB),
      });
      expect(res.statusCode, suffix).toBe(404);
    }
    expect((await download(id, adminA)).statusCode).toBe(200);
  });

  it('needs a token for uploads and private downloads; public files are readable within their tenant', async () => {
    expect((await upload(null, [{ filename: 'a.txt', content: 'x' }], '', A)).statusCode).toBe(401);
    const secret = await uploadOk(adminA, 'private.txt', 'private');
    const anonymous = await download(secret, null, { __tenant: A.name });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers._abperrorformat).toBe('true');

    const avatar = await uploadOk(plainA, 'me.png', randomBytes(2048), '?public=true&module=Avatars');
    const byTenantName = await download(avatar, null, { __tenant: A.name });
    expect(byTenantName.statusCode).toBe(200);
    expect(byTenantName.headers['content-type']).toBe('image/png');
    expect(
      (await server.app.inject({ url: `/api/file-management/files/${avatar}?__tenant=${A.id}` })).statusCode,
    ).toBe(200);
    // The host and another tenant do not see it.
    expect((await download(avatar, null)).statusCode).toBe(404);
    expect((await download(avatar, null, { __tenant: B.name })).statusCode).toBe(404);
    expect((await download(avatar, adminB)).statusCode).toBe(404);
  });

  it('keeps vendors to staff files, public files and their own supplier’s files', async () => {
    const supplier = async (code: string) => {
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/app/supplier',
        headers: bearer(adminA),
        payload: { vendorCode: code, name: code, contacts: [{ name: 'c', email: `${code}@v.test` }] },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ id: string }>().id;
    };
    const vendor = async (userName: string, supplierId: string) => {
      const user = await createUser(server, A.id, userName, ['vendor']);
      await inScope(server.database.db, tenantScope(A.id), (tx) =>
        tx
          .update(users)
          .set({ supplierId })
          .where(and(eq(users.tenantId, A.id), eq(users.id, user.id))),
      );
      await server.services.bus.publish({ kind: 'user', tenantId: A.id, userId: user.id });
      return (await login(server.app, { username: userName, tenant: A.name })).access_token;
    };
    const v1 = await vendor('vendor-one', await supplier(`F1${randomBytes(3).toString('hex')}`));
    const v2 = await vendor('vendor-two', await supplier(`F2${randomBytes(3).toString('hex')}`));
    const own = await uploadOk(v1, 'coa.pdf', 'certificate of analysis');
    const staff = await uploadOk(adminA, 'drawing.pdf', 'drawing for all suppliers');
    const shared = await uploadOk(v1, 'logo.png', 'logo', '?public=true');
    expect((await download(own, v1)).statusCode).toBe(200);
    expect((await download(own, adminA)).statusCode).toBe(200);
    expect((await download(own, v2)).statusCode).toBe(404);
    expect((await download(staff, v2)).statusCode).toBe(200);
    expect((await download(shared, v2)).statusCode).toBe(200);
  });
});

describe('object storage as the default store', () => {
  it('writes new files to the default S3 server (bucket per module), reads old ones where they were written', async () => {
    const localBefore = await uploadOk(adminA, 'before.txt', 'written to the local directory');
    const created = await createDefaultServer(adminA);

    const content = randomBytes(1024 * 1024 + 5);
    const onS3 = await uploadOk(adminA, '检验报告.pdf', content);
    const avatar = await uploadOk(plainA, 'avatar.png', 'png bytes', '?public=true&module=Avatars');
    const client = createS3Client(s3.connection);
    const keys = async (bucket: string) =>
      ((await client.send(new ListObjectsCommand({ Bucket: bucket }))).Contents ?? []).map((o) => o.Key);
    expect(await keys('tenant-a-files')).toContain(`${A.id}/${onS3}`);
    expect(await keys('tenant-a-avatars')).toEqual([`${A.id}/${avatar}`]);
    client.destroy();

    const res = await download(onS3, adminA);
    expect(res.statusCode).toBe(200);
    expect(sha256(res.rawPayload)).toBe(sha256(content));
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('检验报告.pdf')}`,
    );
    expect((await download(localBefore, adminA)).body).toBe('written to the local directory');

    // A presigned URL straight to the object store, named and typed.
    const url = (
      await server.app.inject({ url: `/api/file-management/files/${onS3}/url`, headers: bearer(adminA) })
    ).json<{
      url: string;
      presigned: boolean;
      expiresAt: string;
    }>();
    expect(url.presigned).toBe(true);
    expect(url.url).toContain(`http://${s3.endpoint}/tenant-a-files/`);
    expect(url.url).toContain('X-Amz-Expires=3600');
    const direct = await fetch(url.url);
    expect(direct.status).toBe(200);
    expect(sha256(Buffer.from(await direct.arrayBuffer()))).toBe(sha256(content));

    // Switch the default off: new files go local again, every old file stays readable.
    const off = await server.app.inject({
      method: 'PUT',
      url: `/api/app/minioServer/${created.id}`,
      headers: bearer(adminA),
      payload: {
        name: 'no longer default',
        endpoint: s3.endpoint,
        accessKey: 'S3RVER',
        isDefault: false,
        concurrencyStamp: created.concurrencyStamp,
      },
    });
    expect(off.statusCode, off.body).toBe(200);
    const after = await uploadOk(adminA, 'after.txt', 'local again');
    const [row] = await asSystem(server.database.db, (tx) =>
      tx
        .select()
        .from(files)
        .where(and(eq(files.tenantId, A.id), eq(files.id, after))),
    );
    expect(row!.storeId).toBe('local');
    for (const id of [localBefore, onS3, avatar, after])
      expect((await download(id, adminA)).statusCode, id).toBe(200);

    // Even deleting the server keeps its files readable.
    const del = await server.app.inject({
      method: 'DELETE',
      url: `/api/app/minioServer/${created.id}`,
      headers: bearer(adminA),
    });
    expect(del.statusCode).toBe(204);
    expect(sha256((await download(onS3, adminA)).rawPayload)).toBe(sha256(content));
  });

  it('keeps nothing on S3 either when an upload is refused or cut off', async () => {
    const created = await createDefaultServer(adminA);
    try {
      const before = await footprint(A.id);
      expect((await upload(adminA, [{ filename: '../x.txt', content: 'x' }])).statusCode).toBe(400);
      expect((await upload(adminA, [{ filename: 'x.exe', content: 'x' }])).statusCode).toBe(403);
      await server.services.settings.set(HOST_TENANT_ID, SettingNames.AllowedMaxFileSize, '64');
      const big = await upload(adminA, [{ filename: 'big.pdf', content: randomBytes(6 * 1024 * 1024) }]);
      expect(big.statusCode).toBe(403);
      expect(await footprint(A.id)).toEqual(before);
    } finally {
      await server.services.settings.set(HOST_TENANT_ID, SettingNames.AllowedMaxFileSize, '4096');
      await server.app.inject({
        method: 'DELETE',
        url: `/api/app/minioServer/${created.id}`,
        headers: bearer(adminA),
      });
    }
  });

  it('answers 503, not 500, when the store of a file is unreachable', async () => {
    const created = await createDefaultServer(adminA, { endpoint: '127.0.0.1:1' });
    try {
      const res = await upload(adminA, [{ filename: 'x.txt', content: 'x' }]);
      expect(res.statusCode).toBe(503);
      expect(res.json().error.message).toBe(
        'The file storage is unavailable at the moment. Please try again later.',
      );
    } finally {
      await server.app.inject({
        method: 'DELETE',
        url: `/api/app/minioServer/${created.id}`,
        headers: bearer(adminA),
      });
    }
  });

  it('lets tenants without a default of their own use the host’s default server', async () => {
    const host = (await login(server.app, { username: 'admin', password: '1q2w3E*' })).access_token;
    const created = await createDefaultServer(host, { defaultBucket: 'host-files', bucketAssignments: {} });
    try {
      const id = await uploadOk(adminB, 'b.txt', 'tenant B on the host server');
      const [row] = await asSystem(server.database.db, (tx) =>
        tx
          .select()
          .from(files)
          .where(and(eq(files.tenantId, B.id), eq(files.id, id))),
      );
      expect(row!.storeId).toBe(`s3:${created.id}/host-files`);
      expect((await download(id, adminB)).body).toBe('tenant B on the host server');
      // Tenant B cannot see or change the host's server.
      const list = await server.app.inject({ url: '/api/app/minioServer', headers: bearer(adminB) });
      expect(list.json()).toMatchObject({ totalCount: 0, items: [] });
      expect(
        (await server.app.inject({ url: `/api/app/minioServer/${created.id}`, headers: bearer(adminB) }))
          .statusCode,
      ).toBe(404);
    } finally {
      await server.app.inject({
        method: 'DELETE',
        url: `/api/app/minioServer/${created.id}`,
        headers: bearer(host),
      });
    }
  });
});
