import { createS3Client, describeS3Error, s3, type S3Connection } from './s3-store.js';

/** S3's bucket naming rules are the contract's: the forms check the same before sending. */
export { bucketNameProblem, type BucketNameProblem } from '@sp/contracts';

export interface ConnectionCheck {
  ok: boolean;
  message: string;
  latencyMs: number;
}

/** Lists the buckets once, no retries, within `timeoutMs`: can we reach and sign in to the server? */
export async function checkConnection(c: S3Connection, timeoutMs = 5000): Promise<ConnectionCheck> {
  const client = createS3Client(c, { maxAttempts: 1 });
  const started = performance.now();
  try {
    const result = await client.send(new (s3().ListBucketsCommand)({}), {
      abortSignal: AbortSignal.timeout(timeoutMs),
    });
    return {
      ok: true,
      message: `OK: ${result.Buckets?.length ?? 0} bucket(s)`,
      latencyMs: Math.round(performance.now() - started),
    };
  } catch (err) {
    return { ok: false, message: describeS3Error(err), latencyMs: Math.round(performance.now() - started) };
  } finally {
    client.destroy();
  }
}

export interface BucketInfo {
  name: string;
  creationDate: Date | null;
  objectCount: number;
  totalSize: number;
  /** The count stopped at the cap: the bucket holds at least this many objects. */
  countTruncated: boolean;
}

export class S3AdminError extends Error {
  constructor(
    readonly kind: 'Unavailable' | 'BucketExists' | 'Refused',
    message: string,
  ) {
    super(message);
    this.name = 'S3AdminError';
  }
}

function adminError(err: unknown): S3AdminError {
  if (err instanceof s3().S3ServiceException) {
    if (err.name === 'BucketAlreadyOwnedByYou' || err.name === 'BucketAlreadyExists')
      return new S3AdminError('BucketExists', describeS3Error(err));
    const status = err.$metadata?.httpStatusCode ?? 0;
    if (status >= 400 && status < 500) return new S3AdminError('Refused', describeS3Error(err));
  }
  return new S3AdminError('Unavailable', describeS3Error(err));
}

/**
 * Every bucket with its object count and total size, counted by listing (at most `objectCap`
 * objects per bucket, so one huge bucket cannot stall the page), within `timeoutMs` overall.
 */
export async function listBucketsWithUsage(
  c: S3Connection,
  options: { objectCap?: number; timeoutMs?: number } = {},
): Promise<BucketInfo[]> {
  const cap = options.objectCap ?? 10_000;
  const signal = AbortSignal.timeout(options.timeoutMs ?? 20_000);
  const client = createS3Client(c, { maxAttempts: 1 });
  try {
    const listed = await client.send(new (s3().ListBucketsCommand)({}), { abortSignal: signal });
    const buckets = listed.Buckets ?? [];
    // Version 1 listing (marker = the last key seen): every S3-compatible server pages it the same way.
    const usage = async (name: string): Promise<[number, number, boolean]> => {
      let count = 0;
      let size = 0;
      let marker: string | undefined;
      let more = true;
      while (more && count < cap) {
        const page = await client.send(
          new (s3().ListObjectsCommand)({
            Bucket: name,
            Marker: marker,
            MaxKeys: Math.min(1000, cap - count),
          }),
          { abortSignal: signal },
        );
        const contents = page.Contents ?? [];
        for (const o of contents) {
          count++;
          size += o.Size ?? 0;
        }
        marker = contents.at(-1)?.Key;
        more = !!page.IsTruncated && marker !== undefined;
      }
      return [count, size, more];
    };
    const result: BucketInfo[] = [];
    // A few buckets at a time: enough to hide the latency, not enough to flood the server.
    for (let i = 0; i < buckets.length; i += 4) {
      const slice = buckets.slice(i, i + 4);
      const counted = await Promise.all(slice.map((b) => usage(b.Name ?? '')));
      slice.forEach((b, j) => {
        const [objectCount, totalSize, countTruncated] = counted[j]!;
        result.push({
          name: b.Name ?? '',
          creationDate: b.CreationDate ?? null,
          objectCount,
          totalSize,
          countTruncated,
        });
      });
    }
    return result;
  } catch (err) {
    throw adminError(err);
  } finally {
    client.destroy();
  }
}

export async function createBucket(c: S3Connection, name: string, timeoutMs = 10_000): Promise<void> {
  const client = createS3Client(c, { maxAttempts: 1 });
  try {
    await client.send(new (s3().CreateBucketCommand)({ Bucket: name }), {
      abortSignal: AbortSignal.timeout(timeoutMs),
    });
  } catch (err) {
    throw adminError(err);
  } finally {
    client.destroy();
  }
}
