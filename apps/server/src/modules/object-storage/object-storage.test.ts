import { PutObjectCommand } from '@aws-sdk/client-s3';
import { Policies, type PolicyName } from '@sp/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  request,
  world,
  type Method,
  type TestServer,
  type World,
  type WorldTenant,
} from '../../../test/harness.js';
import { multipartBody } from '../../../test/multipart.js';
import { startS3, type TestS3 } from '../../../test/s3.js';
import { auditLogs } from '../../platform/audit/schema.js';
import { asSystem, inScope, tenantScope } from '../../platform/db/scope.js';
import { SecretBox } from '../../platform/security/secret-box.js';
import { createS3Client } from '../../platform/storage/s3-store.js';
import { minioServers } from './schema.js';

let server: TestServer;
let s3: TestS3;
let A: WorldTenant;
let B: WorldTenant;
let adminA: string;
let adminB: string;

const SECRET = 'S3RVER';
/** A secret that appears nowhere else (s3rver's access key and secret are the same word). */
const HIDDEN = 'sk-Very$ecret-7f3a';

beforeAll(async () => {
  let w: World;
  [w, s3] = await Promise.all([world({ prefix: 'minio', suppliers: false }), startS3()]);
  ({ server, a: A, b: B } = w);
  [adminA, adminB] = [A.admin, B.admin];
});
afterAll(async () => {
  await server.close();
  await s3.close();
});

interface ServerDto {
  id: string;
  name: string;
  endpoint: string;
  isDefault: boolean;
  isActive: boolean;
  hasSecretKey: boolean;
  defaultBucket: string;
  bucketAssignments: Record<string, string>;
  presignedUrlExpirySeconds: number;
  healthStatus: number;
  lastCheckOk: boolean | null;
  lastCheckMessage: string | null;
  concurrencyStamp: string;
}

const call = (token: string, method: string, url: string, payload?: unknown) =>
  request(server.app, method as Method, url, bearer(token), payload);

let counter = 0;
const serverBody = (extra: Record<string, unknown> = {}) => ({
  name: `MinIO ${++counter}`,
  endpoint: s3.endpoint,
  useSsl: false,
  accessKey: 'S3RVER',
  secretKey: SECRET,
  region: 'us-east-1',
  forcePathStyle: true,
  ...extra,
});

async function create(token: string, extra: Record<string, unknown> = {}): Promise<ServerDto> {
  const res = await call(token, 'POST', '/api/app/minioServer', serverBody(extra));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ServerDto>();
}

/** A signed-in user of tenant A whose role holds exactly `policies`. */
const userWith = (userName: string, policies: PolicyName[]) => A.userWith(policies, { userName });

describe('MinIO servers', () => {
  it('creates, lists, reads and updates servers; the secret key is write-only and sealed', async () => {
    const created = await create(adminA, {
      name: '主存储',
      defaultBucket: 'srm-main',
      isDefault: true,
      secretKey: HIDDEN,
    });
    expect(created).toMatchObject({
      name: '主存储',
      endpoint: s3.endpoint,
      hasSecretKey: true,
      isDefault: true,
      isActive: true,
      defaultBucket: 'srm-main',
      presignedUrlExpirySeconds: 3600,
      healthStatus: 0,
    });
    const list = await call(adminA, 'GET', '/api/app/minioServer?filter=主存');
    const got = await call(adminA, 'GET', `/api/app/minioServer/${created.id}`);
    expect(list.json().items.map((s: ServerDto) => s.id)).toEqual([created.id]);
    for (const body of [JSON.stringify(created), list.body, got.body]) {
      expect(body).not.toContain(HIDDEN);
      expect(body).not.toMatch(/secretKey"|secretKeySealed/);
    }
    const [row] = await asSystem(server.database.db, (tx) =>
      tx.select().from(minioServers).where(eq(minioServers.id, created.id)),
    );
    expect(row!.secretKeySealed).not.toContain(HIDDEN);
    expect(new SecretBox(server.services.config.secretKey).open(row!.secretKeySealed)).toBe(HIDDEN);

    // An update without the secret keeps it; a stale stamp is a 409.
    const update = {
      ...serverBody({ name: '主存储 2' }),
      secretKey: '',
      concurrencyStamp: created.concurrencyStamp,
    };
    const updated = await call(adminA, 'PUT', `/api/app/minioServer/${created.id}`, update);
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.body).not.toContain(HIDDEN);
    expect((await call(adminA, 'PUT', `/api/app/minioServer/${created.id}`, update)).statusCode).toBe(409);
    const [kept] = await asSystem(server.database.db, (tx) =>
      tx.select().from(minioServers).where(eq(minioServers.id, created.id)),
    );
    expect(kept!.secretKeySealed).toBe(row!.secretKeySealed);

    // A new secret replaces it (the connection test then succeeds with s3rver's); the audit log
    // records that the secret changed, never its value.
    const changed = await call(adminA, 'PUT', `/api/app/minioServer/${created.id}`, {
      ...serverBody({ name: '主存储 2' }),
      secretKey: SECRET,
    });
    expect(changed.statusCode).toBe(200);
    expect((await call(adminA, 'POST', `/api/app/minioServer/${created.id}/test`)).json()).toMatchObject({
      ok: true,
    });
    await server.audit.flush();
    const logs = await inScope(server.database.db, tenantScope(A.id), (tx) =>
      tx.select().from(auditLogs).where(eq(auditLogs.tenantId, A.id)),
    );
    const text = JSON.stringify(logs);
    expect(text).not.toContain(HIDDEN);
    const secretChange = logs
      .flatMap((l) => l.entityChanges)
      .flatMap((c) => c.propertyChanges)
      .find((p) => p.propertyName === 'secretKey' && p.originalValue !== null);
    expect(secretChange).toMatchObject({ originalValue: '***', newValue: '***' });
    await call(adminA, 'DELETE', `/api/app/minioServer/${created.id}`);
  });

  it('keeps one default per tenant, refuses an inactive default, and soft-deletes', async () => {
    const first = await create(adminA, { isDefault: true });
    const second = await create(adminA, { isDefault: true });
    const get = async (id: string) =>
      (await call(adminA, 'GET', `/api/app/minioServer/${id}`)).json<ServerDto>();
    expect((await get(first.id)).isDefault).toBe(false);
    expect((await get(second.id)).isDefault).toBe(true);
    expect((await call(adminA, 'GET', '/api/app/minioServer?isDefault=true')).json().totalCount).toBe(1);

    const inactive = await call(
      adminA,
      'POST',
      '/api/app/minioServer',
      serverBody({ isDefault: true, isActive: false }),
    );
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json().error.message).toBe('The default server must be active.');

    expect((await call(adminA, 'DELETE', `/api/app/minioServer/${second.id}`)).statusCode).toBe(204);
    expect((await call(adminA, 'GET', `/api/app/minioServer/${second.id}`)).statusCode).toBe(404);
    const [row] = await asSystem(server.database.db, (tx) =>
      tx.select().from(minioServers).where(eq(minioServers.id, second.id)),
    );
    expect(row).toMatchObject({ isDeleted: true, isDefault: false });
    await call(adminA, 'DELETE', `/api/app/minioServer/${first.id}`);
  });

  it('explains each invalid field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [
        { endpoint: 'http://minio.internal:9000' },
        'Enter the server address as host or host:port, without http:// (for example minio.internal:9000).',
      ],
      [
        { endpoint: 'minio.internal:99999' },
        'Enter the server address as host or host:port, without http:// (for example minio.internal:9000).',
      ],
      [
        { endpoint: 'minio/bucket' },
        'Enter the server address as host or host:port, without http:// (for example minio.internal:9000).',
      ],
      [
        { region: 'US East' },
        'The region may contain only lowercase letters, digits and hyphens (for example us-east-1).',
      ],
      [
        { defaultBucket: 'My_Bucket' },
        'Bucket names can contain only lowercase letters, digits, dots (.) and hyphens (-).',
      ],
      [
        { bucketAssignments: { Avatars: '10.0.0.1' } },
        'Bucket names must not look like an IP address (such as 192.168.5.4).',
      ],
      [{ bucketAssignments: { Payroll: 'payroll' } }, "'Payroll' is not a module that stores files."],
    ];
    for (const [extra, message] of cases) {
      const res = await call(adminA, 'POST', '/api/app/minioServer', serverBody(extra));
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    const missing = await call(adminA, 'POST', '/api/app/minioServer', {
      name: 'x',
      endpoint: 'x:1',
      accessKey: 'a',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.validationErrors.map((v: { members: string[] }) => v.members[0])).toContain(
      'secretKey',
    );

    const one = await create(adminA, { name: 'Duplicate' });
    const dup = await call(adminA, 'POST', '/api/app/minioServer', serverBody({ name: 'duplicate' }));
    expect(dup.statusCode).toBe(403);
    expect(dup.json().error.message).toBe("A server named 'duplicate' already exists.");
    await call(adminA, 'DELETE', `/api/app/minioServer/${one.id}`);
  });

  it('tests the connection and records the health status', async () => {
    const good = await create(adminA);
    const ok = await call(adminA, 'POST', `/api/app/minioServer/${good.id}/test`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ ok: true });
    expect(typeof ok.json().latencyMs).toBe('number');
    expect((await call(adminA, 'GET', `/api/app/minioServer/${good.id}`)).json()).toMatchObject({
      healthStatus: 1,
      lastCheckOk: true,
      // The health check is not an edit: the stamp stays.
      concurrencyStamp: good.concurrencyStamp,
    });

    const wrongKey = await create(adminA, { accessKey: 'NOBODY' });
    const refused = (await call(adminA, 'POST', `/api/app/minioServer/${wrongKey.id}/test`)).json();
    expect(refused).toMatchObject({ ok: false });
    expect(refused.message).toMatch(/InvalidAccessKeyId/);

    const down = await create(adminA, { endpoint: '127.0.0.1:1' });
    const unreachable = (await call(adminA, 'POST', `/api/app/minioServer/${down.id}/test`)).json();
    expect(unreachable).toMatchObject({ ok: false });
    expect(unreachable.message).toMatch(/ECONNREFUSED/);
    expect((await call(adminA, 'GET', `/api/app/minioServer/${down.id}`)).json()).toMatchObject({
      healthStatus: 2,
      lastCheckOk: false,
    });
    // The bucket page of an unreachable server says why, without a 500.
    const buckets = await call(adminA, 'GET', `/api/app/minioServer/${down.id}/buckets`);
    expect(buckets.statusCode).toBe(502);
    expect(buckets.json().error.message).toMatch(
      /^The object storage server could not be reached: ECONNREFUSED/,
    );
    for (const s of [good, wrongKey, down]) await call(adminA, 'DELETE', `/api/app/minioServer/${s.id}`);
  });
});

describe('buckets', () => {
  it('creates buckets under the S3 naming rules and lists them with usage and modules', async () => {
    const srv = await create(adminA, { defaultBucket: 'srm-default' });
    const bad: [string, string][] = [
      ['ab', 'Bucket names must be between 3 and 63 characters long.'],
      ['Letters', 'Bucket names can contain only lowercase letters, digits, dots (.) and hyphens (-).'],
      ['-letters', 'Bucket names must begin and end with a letter or digit.'],
      ['srm..letters', 'Bucket names must not contain two adjacent periods.'],
      ['192.168.1.10', 'Bucket names must not look like an IP address (such as 192.168.5.4).'],
      [
        'xn--letters',
        "Bucket names must not start with 'xn--' or 'sthree-' or end with '-s3alias' or '--ol-s3'.",
      ],
    ];
    for (const [name, message] of bad) {
      const res = await call(adminA, 'POST', `/api/app/minioServer/${srv.id}/buckets`, { name });
      expect(res.statusCode, name).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    const made = await call(adminA, 'POST', `/api/app/minioServer/${srv.id}/buckets`, {
      name: 'srm-letters',
    });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json()).toMatchObject({ name: 'srm-letters', objectCount: 0, totalSize: 0 });
    const again = await call(adminA, 'POST', `/api/app/minioServer/${srv.id}/buckets`, {
      name: 'srm-letters',
    });
    expect(again.statusCode).toBe(403);
    expect(again.json().error.message).toBe("The bucket 'srm-letters' already exists.");

    const client = createS3Client(s3.connection);
    for (const size of [10, 20, 30])
      await client.send(
        new PutObjectCommand({ Bucket: 'srm-letters', Key: `x/${size}`, Body: Buffer.alloc(size) }),
      );
    client.destroy();

    const layout = await call(adminA, 'PUT', `/api/app/minioServer/${srv.id}/bucketAssignments`, {
      assignments: { LetterOfRecognition: 'srm-letters', Inspection: 'srm-letters', Avatars: 'srm-avatars' },
      presignedUrlExpirySeconds: 600,
      concurrencyStamp: srv.concurrencyStamp,
    });
    expect(layout.statusCode, layout.body).toBe(200);
    expect(layout.json()).toMatchObject({
      bucketAssignments: {
        LetterOfRecognition: 'srm-letters',
        Inspection: 'srm-letters',
        Avatars: 'srm-avatars',
      },
      presignedUrlExpirySeconds: 600,
    });
    const list = await call(adminA, 'GET', `/api/app/minioServer/${srv.id}/buckets`);
    expect(list.statusCode, list.body).toBe(200);
    const letters = list.json().items.find((b: { name: string }) => b.name === 'srm-letters');
    expect(letters).toMatchObject({
      objectCount: 3,
      totalSize: 60,
      countTruncated: false,
      isDefault: false,
      modules: ['LetterOfRecognition', 'Inspection'],
    });
    expect(typeof letters.creationDate).toBe('string');

    // null removes an assignment; a stale stamp is a 409; an unknown module a 400.
    const removed = await call(adminA, 'PUT', `/api/app/minioServer/${srv.id}/bucketAssignments`, {
      assignments: { Inspection: null },
    });
    expect(removed.json().bucketAssignments).toEqual({
      LetterOfRecognition: 'srm-letters',
      Avatars: 'srm-avatars',
    });
    expect(
      (
        await call(adminA, 'PUT', `/api/app/minioServer/${srv.id}/bucketAssignments`, {
          assignments: {},
          concurrencyStamp: srv.concurrencyStamp,
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await call(adminA, 'PUT', `/api/app/minioServer/${srv.id}/bucketAssignments`, {
          assignments: { Nope: 'x-y-z' },
        })
      ).statusCode,
    ).toBe(400);
    await call(adminA, 'DELETE', `/api/app/minioServer/${srv.id}`);
  });

  it('presigns file URLs with the server’s expiry', async () => {
    const srv = await create(adminA, {
      isDefault: true,
      defaultBucket: 'presign-files',
      presignedUrlExpirySeconds: 900,
    });
    const { payload, headers } = multipartBody([
      { name: 'file', filename: 'spec.pdf', content: '%PDF-1.4 test' },
    ]);
    const up = await server.app.inject({
      method: 'POST',
      url: '/api/file-management/files/upload',
      headers: { ...headers, ...bearer(adminA) },
      payload,
    });
    expect(up.statusCode, up.body).toBe(200);
    const url = (await call(adminA, 'GET', `/api/file-management/files/${up.json<string>()}/url`)).json();
    expect(url).toMatchObject({ presigned: true });
    expect(url.url).toContain('X-Amz-Expires=900');
    expect(Date.parse(url.expiresAt) - Date.now()).toBeGreaterThan(800_000);
    await call(adminA, 'DELETE', `/api/app/minioServer/${srv.id}`);
  });

  it('lists the modules that store files, in the request’s language', async () => {
    const res = await server.app.inject({
      url: '/api/app/minioServer/moduleEnum',
      headers: { ...bearer(adminA), 'accept-language': 'zh-Hans' },
    });
    expect(res.json()).toContainEqual({ value: 'LetterOfRecognition', name: '承认书' });
    expect(res.json()).toContainEqual({ value: 'Avatars', name: '头像' });
  });
});

describe('permissions and isolation', () => {
  it('admits each page’s policies to exactly their calls', async () => {
    const M = Policies.Minio.MinioServerOverview;
    const LR = Policies.LetterOfRecognition.MinioServerOverview;
    const srv = await create(adminA);
    const nobody = await userWith('os-nobody', []);
    const minioView = await userWith('os-minio-view', [M.name]);
    const lorView = await userWith('os-lor-view', [LR.name]);
    const lorUpdate = await userWith('os-lor-update', [LR.name, LR.Update.name]);
    const id = srv.id;
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/app/minioServer'],
      ['GET', `/api/app/minioServer/${id}`],
      ['GET', '/api/app/minioServer/moduleEnum'],
      ['POST', '/api/app/minioServer', serverBody()],
      ['PUT', `/api/app/minioServer/${id}`, { ...serverBody({ name: `renamed ${id}` }), secretKey: null }],
      ['POST', `/api/app/minioServer/${id}/test`],
      ['GET', `/api/app/minioServer/${id}/buckets`],
      ['POST', `/api/app/minioServer/${id}/buckets`, { name: `b-${Date.now()}` }],
      ['PUT', `/api/app/minioServer/${id}/bucketAssignments`, { assignments: {} }],
      ['DELETE', `/api/app/minioServer/${id}`],
    ];
    const expected: Record<string, number[]> = {
      // list, get, enum, create, update, test, buckets, create bucket, assignments, delete
      nobody: [403, 403, 403, 403, 403, 403, 403, 403, 403, 403],
      minioView: [200, 200, 200, 403, 403, 403, 200, 403, 403, 403],
      lorView: [200, 200, 200, 403, 403, 403, 403, 403, 403, 403],
      lorUpdate: [200, 200, 200, 403, 200, 200, 200, 200, 200, 403],
    };
    const tokens: Record<string, string> = { nobody, minioView, lorView, lorUpdate };
    for (const [who, statuses] of Object.entries(expected)) {
      const got = [];
      for (const [method, url, body] of calls)
        got.push((await call(tokens[who]!, method, url, body)).statusCode);
      expect(got, who).toEqual(statuses);
    }
    await call(adminA, 'DELETE', `/api/app/minioServer/${id}`);
  });

  it('hides one tenant’s servers from another (404 on every call by id)', async () => {
    const srv = await create(adminA);
    expect((await call(adminB, 'GET', '/api/app/minioServer')).json().totalCount).toBe(0);
    for (const [method, url, body] of [
      ['GET', `/api/app/minioServer/${srv.id}`],
      ['PUT', `/api/app/minioServer/${srv.id}`, serverBody()],
      ['POST', `/api/app/minioServer/${srv.id}/test`],
      ['GET', `/api/app/minioServer/${srv.id}/buckets`],
      ['POST', `/api/app/minioServer/${srv.id}/buckets`, { name: 'from-b' }],
      ['PUT', `/api/app/minioServer/${srv.id}/bucketAssignments`, { assignments: {} }],
      ['DELETE', `/api/app/minioServer/${srv.id}`],
    ] as [string, string, unknown?][]) {
      expect((await call(adminB, method, url, body)).statusCode, `${method} ${url}`).toBe(404);
    }
    const [row] = await asSystem(server.database.db, (tx) =>
      tx
        .select()
        .from(minioServers)
        .where(and(eq(minioServers.tenantId, A.id), eq(minioServers.id, srv.id))),
    );
    expect(row).toMatchObject({ isDeleted: false, name: srv.name, lastCheckOk: null });
    await call(adminA, 'DELETE', `/api/app/minioServer/${srv.id}`);
  });
});
