import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline, Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3, type TestS3 } from '../../../test/s3.js';
import {
  BlobNotFoundError,
  InvalidBlobKeyError,
  StoreUnavailableError,
  type BlobStore,
} from './blob-store.js';
import { contentDisposition } from './content-disposition.js';
import { LocalDiskStore } from './local-disk-store.js';
import { HashingMeter, SizeLimitExceededError } from './meter.js';
import { parseStoreId, StorageRegistry, type StoreDirectory } from './registry.js';
import { bucketNameProblem, checkConnection, createBucket, listBucketsWithUsage } from './s3-admin.js';
import { createS3Client, S3Store } from './s3-store.js';

let s3: TestS3;
let localRoot: string;

beforeAll(async () => {
  s3 = await startS3();
  localRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'sp-store-'));
});
afterAll(async () => {
  await s3.close();
  await fs.rm(localRoot, { recursive: true, force: true });
});

/** `size` bytes of a repeating but not constant pattern, in chunks, never all in memory at once. */
function pattern(size: number, chunk = 256 * 1024): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= size) return this.push(null);
      const n = Math.min(chunk, size - sent);
      const buf = Buffer.alloc(n);
      for (let i = 0; i < n; i++) buf[i] = (sent + i) % 251;
      sent += n;
      this.push(buf);
    },
  });
}

async function digestOf(stream: Readable): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), size };
}

/** A stream that fails after `bytes` bytes, as a dropped upload does. */
function failingAfter(bytes: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= bytes) {
        this.destroy(new Error('connection reset by the client'));
        return;
      }
      sent += 64 * 1024;
      this.push(Buffer.alloc(64 * 1024, 1));
    },
  });
}

const badKeys = [
  '../escape',
  '/etc/passwd',
  'a/../../b',
  'a\\b',
  '',
  'a//b',
  '.hidden',
  'a/b/c/d/e',
  'x'.repeat(600),
];

const backends: [string, () => BlobStore][] = [
  ['local directory', () => new LocalDiskStore(localRoot)],
  ['S3 (s3rver)', () => new S3Store('s3:test', createS3Client(s3.connection), 'store-tests')],
];

describe.each(backends)('blob store: %s', (_label, make) => {
  it('streams a 12 MB object in and out (several multipart parts on S3), then deletes it', async () => {
    const store = make();
    const expected = await digestOf(pattern(12 * 1024 * 1024 + 17));
    const { size } = await store.put('t1/big', pattern(12 * 1024 * 1024 + 17));
    expect(size).toBe(12 * 1024 * 1024 + 17);
    expect(await store.exists('t1/big')).toBe(true);
    expect(await digestOf(await store.get('t1/big'))).toEqual(expected);
    await store.delete('t1/big');
    expect(await store.exists('t1/big')).toBe(false);
    await expect(store.get('t1/big')).rejects.toBeInstanceOf(BlobNotFoundError);
    await store.delete('t1/big'); // deleting what is gone is fine
  });

  it('refuses keys that are paths (`..`, absolute, backslash, empty segments) and writes nothing', async () => {
    const store = make();
    for (const key of badKeys) {
      await expect(store.put(key, Readable.from([Buffer.from('x')])), key).rejects.toBeInstanceOf(
        InvalidBlobKeyError,
      );
      await expect(store.get(key), key).rejects.toBeInstanceOf(InvalidBlobKeyError);
      await expect(store.exists(key), key).rejects.toBeInstanceOf(InvalidBlobKeyError);
      await expect(store.delete(key), key).rejects.toBeInstanceOf(InvalidBlobKeyError);
    }
    expect(await store.exists('etc/passwd')).toBe(false);
  });

  it('leaves nothing behind when the incoming stream breaks, small or multipart', async () => {
    const store = make();
    for (const [key, bytes] of [
      ['t2/small', 128 * 1024],
      ['t2/large', 11 * 1024 * 1024],
    ] as const) {
      await expect(store.put(key, failingAfter(bytes))).rejects.toThrow('connection reset by the client');
      expect(await store.exists(key)).toBe(false);
    }
  });

  it('stops at the size limit of a metering stream, and keeps nothing', async () => {
    const store = make();
    const meter = new HashingMeter(1000);
    await expect(
      store.put(
        't3/over',
        pipeline(pattern(5000, 100), meter, () => {}),
      ),
    ).rejects.toBeInstanceOf(SizeLimitExceededError);
    expect(await store.exists('t3/over')).toBe(false);
  });
});

describe('local directory specifics', () => {
  it('writes through a temporary file: no partial file under the key, no temporary file left', async () => {
    const store = new LocalDiskStore(localRoot);
    await expect(store.put('t4/partial', failingAfter(512 * 1024))).rejects.toThrow();
    const names = await fs.readdir(path.join(localRoot, 't4')).catch(() => []);
    expect(names).toEqual([]);
    await store.put('t4/whole', Readable.from([Buffer.from('hello')]));
    expect(await fs.readdir(path.join(localRoot, 't4'))).toEqual(['whole']);
    expect(await fs.readFile(path.join(localRoot, 't4', 'whole'), 'utf8')).toBe('hello');
  });
});

describe('S3 specifics', () => {
  it('creates a missing bucket on the first write and presigns a GET that works without credentials', async () => {
    const store = new S3Store('s3:test', createS3Client(s3.connection), 'fresh-bucket');
    await store.put('t5/doc', Readable.from([Buffer.from('presigned content')]));
    const url = await store.presignGet('t5/doc', {
      expiresInSeconds: 120,
      fileName: '报告 v1.txt',
      contentType: 'text/plain',
    });
    expect(url).toContain('X-Amz-Expires=120');
    expect(url).toContain('response-content-disposition=');
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('presigned content');
  });

  it('reports an unreachable server as unavailable, not as a missing object', async () => {
    const store = new S3Store(
      's3:down',
      createS3Client({ ...s3.connection, endpoint: '127.0.0.1:1' }, { maxAttempts: 1 }),
      'any-bucket',
    );
    await expect(store.get('t6/x')).rejects.toBeInstanceOf(StoreUnavailableError);
    await expect(store.put('t6/x', Readable.from([Buffer.from('x')]))).rejects.toBeInstanceOf(
      StoreUnavailableError,
    );
  });
});

describe('S3 administration', () => {
  it('applies the S3 bucket naming rules', () => {
    const cases: [string, ReturnType<typeof bucketNameProblem>][] = [
      ['srm-letters', null],
      ['a.b-c.123', null],
      ['ab', 'Length'],
      ['a'.repeat(64), 'Length'],
      ['Upper-Case', 'Characters'],
      ['under_score', 'Characters'],
      ['中文桶名', 'Characters'],
      ['-leading', 'StartEnd'],
      ['trailing.', 'StartEnd'],
      ['two..dots', 'AdjacentPeriods'],
      ['192.168.5.4', 'IpAddress'],
      ['xn--bucket', 'Reserved'],
      ['bucket-s3alias', 'Reserved'],
    ];
    for (const [name, problem] of cases) expect(bucketNameProblem(name), name).toBe(problem);
  });

  it('tests connections: ok with the right keys, a clear failure with wrong keys or no server', async () => {
    const ok = await checkConnection(s3.connection);
    expect(ok).toMatchObject({ ok: true });
    expect(ok.latencyMs).toBeGreaterThanOrEqual(0);
    const wrongKey = await checkConnection({ ...s3.connection, accessKey: 'nobody' });
    expect(wrongKey.ok).toBe(false);
    expect(wrongKey.message).toMatch(/SignatureDoesNotMatch|InvalidAccessKeyId/);
    const closed = await checkConnection({ ...s3.connection, endpoint: '127.0.0.1:1' }, 2000);
    expect(closed.ok).toBe(false);
    expect(closed.message).toMatch(/ECONNREFUSED/);
  });

  it('lists buckets with their object counts and sizes, capped', async () => {
    await createBucket(s3.connection, 'usage-bucket');
    await expect(createBucket(s3.connection, 'usage-bucket')).rejects.toMatchObject({ kind: 'BucketExists' });
    const store = new S3Store('s3:test', createS3Client(s3.connection), 'usage-bucket');
    for (let i = 0; i < 5; i++) await store.put(`t7/o${i}`, Readable.from([Buffer.alloc(100 * (i + 1))]));
    const all = await listBucketsWithUsage(s3.connection);
    expect(all.find((b) => b.name === 'usage-bucket')).toMatchObject({
      objectCount: 5,
      totalSize: 1500,
      countTruncated: false,
    });
    const capped = await listBucketsWithUsage(s3.connection, { objectCap: 3 });
    expect(capped.find((b) => b.name === 'usage-bucket')).toMatchObject({
      objectCount: 3,
      countTruncated: true,
    });
  });
});

describe('storage registry', () => {
  it('resolves recorded store ids, and sends new files to the current default', async () => {
    let target: { serverId: string; bucket: string } | null = null;
    const serverId = '0190b9a4-0000-7000-8000-000000000001';
    const directory: StoreDirectory = {
      server: async (id) =>
        id === serverId ? { connection: s3.connection, presignedUrlExpirySeconds: 600 } : null,
      defaultTarget: async () => target,
    };
    const registry = new StorageRegistry(localRoot, directory);
    expect((await registry.defaultStore('t')).id).toBe('local');
    target = { serverId, bucket: 'registry-bucket' };
    registry.clear();
    const s3Store = await registry.defaultStore('t');
    expect(s3Store.id).toBe(`s3:${serverId}/registry-bucket`);
    expect(await registry.presignExpirySeconds(s3Store.id)).toBe(600);
    expect(await registry.open('local')).toBe(registry.local);
    await expect(registry.open('s3:0190b9a4-0000-7000-8000-000000000002/x-bucket')).rejects.toBeInstanceOf(
      StoreUnavailableError,
    );
    await expect(registry.open('ftp:somewhere')).rejects.toBeInstanceOf(StoreUnavailableError);
    expect(parseStoreId(`s3:${serverId}/../x`)).toBeNull();
  });

  it('writes Content-Disposition with an ASCII fallback and the exact UTF-8 name', () => {
    expect(contentDisposition('inline', '质量报告 (终版).pdf')).toBe(
      `inline; filename="____ (__).pdf"; filename*=UTF-8''%E8%B4%A8%E9%87%8F%E6%8A%A5%E5%91%8A%20%28%E7%BB%88%E7%89%88%29.pdf`,
    );
    expect(contentDisposition('attachment', 'a"b\\c.txt')).toBe(
      `attachment; filename="a_b_c.txt"; filename*=UTF-8''a%22b%5Cc.txt`,
    );
  });
});
