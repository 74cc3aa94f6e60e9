import type * as S3 from '@aws-sdk/client-s3';
import type * as S3Storage from '@aws-sdk/lib-storage';
import type * as S3Presigner from '@aws-sdk/s3-request-presigner';
import { Readable, Transform } from 'node:stream';
import {
  assertValidKey,
  BlobNotFoundError,
  StoreUnavailableError,
  type PresigningStore,
} from './blob-store.js';
import { contentDisposition } from './content-disposition.js';
import { lazyModule } from '../lazy-module.js';

/** The AWS SDK, loaded by the first S3 store or connection check (s3-admin.ts too). */
export const s3 = lazyModule<typeof S3>('@aws-sdk/client-s3');
const s3Storage = lazyModule<typeof S3Storage>('@aws-sdk/lib-storage');
const s3Presigner = lazyModule<typeof S3Presigner>('@aws-sdk/s3-request-presigner');

/** How to reach an S3-compatible server (MinIO, Ceph, s3rver, AWS). */
export interface S3Connection {
  /** `host[:port]`, no scheme: `useSsl` picks https or http. */
  endpoint: string;
  useSsl: boolean;
  region: string | null;
  /** `https://host/bucket/key` rather than `https://bucket.host/key`: what MinIO and s3rver need. */
  forcePathStyle: boolean;
  accessKey: string;
  secretKey: string;
}

export const DEFAULT_REGION = 'us-east-1';

export function endpointUrl(c: Pick<S3Connection, 'endpoint' | 'useSsl'>): string {
  return `${c.useSsl ? 'https' : 'http'}://${c.endpoint}`;
}

/**
 * A client for one server. Checksums only where S3 requires them: the SDK's default CRC trailers
 * on streamed bodies are not understood by every S3-compatible server.
 */
export function createS3Client(c: S3Connection, options: { maxAttempts?: number } = {}): S3.S3Client {
  return new (s3().S3Client)({
    endpoint: endpointUrl(c),
    region: c.region || DEFAULT_REGION,
    forcePathStyle: c.forcePathStyle,
    credentials: { accessKeyId: c.accessKey, secretAccessKey: c.secretKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: options.maxAttempts ?? 3,
    requestHandler: { connectionTimeout: 5000, requestTimeout: 60_000 },
  });
}

/** `NoSuchKey`, `NotFound`, `NoSuchBucket` and the like: the object is not there. */
export function isNotFound(err: unknown): boolean {
  if (!(err instanceof s3().S3ServiceException)) return false;
  return err.$metadata?.httpStatusCode === 404 || /^(NoSuchKey|NotFound|NoSuchBucket)$/.test(err.name);
}

/** A one-line reason for a failed call: the S3 error code and message, or the network error. */
export function describeS3Error(err: unknown): string {
  if (!(err instanceof Error)) return String(err).slice(0, 300);
  const code = (err as { code?: string }).code;
  const reason =
    err.name === 'TimeoutError' || err.name === 'AbortError'
      ? 'the server did not answer in time'
      : err instanceof s3().S3ServiceException
        ? `${err.name}: ${err.message}`
        : code
          ? `${code}: ${err.message}`
          : err.message || err.name;
  return reason.slice(0, 300);
}

/**
 * One bucket of one S3-compatible server. The bucket is created on the first write when missing
 * (ABP's `CreateBucketIfNotExists`); uploads stream as multipart uploads of 5 MB parts, two in
 * flight, so memory stays bounded whatever the file size.
 */
export class S3Store implements PresigningStore {
  private bucketReady: Promise<void> | undefined;

  constructor(
    readonly id: string,
    private readonly client: S3.S3Client,
    readonly bucket: string,
  ) {}

  private unavailable(err: unknown): never {
    if (err instanceof BlobNotFoundError) throw err;
    throw new StoreUnavailableError(this.id, describeS3Error(err));
  }

  private ensureBucket(): Promise<void> {
    this.bucketReady ??= (async () => {
      try {
        await this.client.send(new (s3().HeadBucketCommand)({ Bucket: this.bucket }));
      } catch (err) {
        if (!isNotFound(err)) throw err;
        try {
          await this.client.send(new (s3().CreateBucketCommand)({ Bucket: this.bucket }));
        } catch (createErr) {
          if (!(createErr instanceof s3().S3ServiceException && createErr.name === 'BucketAlreadyOwnedByYou'))
            throw createErr;
        }
      }
    })().catch((err: unknown) => {
      this.bucketReady = undefined;
      throw err;
    });
    return this.bucketReady;
  }

  async put(key: string, body: Readable): Promise<{ size: number }> {
    assertValidKey(key);
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        done(null, chunk);
      },
    });
    // An error before the upload starts reading (while the bucket is checked) must not go unheard:
    // the upload's reading of the destroyed stream reports it.
    counter.on('error', () => {});
    body.on('error', (err) => counter.destroy(err));
    body.pipe(counter);
    try {
      await this.ensureBucket();
      const upload = new (s3Storage().Upload)({
        client: this.client,
        params: { Bucket: this.bucket, Key: key, Body: counter },
        queueSize: 2,
        partSize: 5 * 1024 * 1024,
        leavePartsOnError: false,
      });
      await upload.done();
    } catch (err) {
      body.unpipe(counter);
      counter.destroy();
      // The caller's own error (a size limit, a broken upload) passes through as it is.
      if (body.errored) throw body.errored;
      if (counter.errored && counter.errored !== err) throw counter.errored;
      this.unavailable(err);
    }
    return { size };
  }

  async get(key: string): Promise<Readable> {
    assertValidKey(key);
    try {
      const result = await this.client.send(new (s3().GetObjectCommand)({ Bucket: this.bucket, Key: key }));
      const body = result.Body;
      if (!(body instanceof Readable)) throw new Error('The object has no readable body');
      return body;
    } catch (err) {
      if (isNotFound(err)) throw new BlobNotFoundError(key);
      this.unavailable(err);
    }
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    try {
      await this.client.send(new (s3().DeleteObjectCommand)({ Bucket: this.bucket, Key: key }));
    } catch (err) {
      if (isNotFound(err)) return;
      this.unavailable(err);
    }
  }

  async exists(key: string): Promise<boolean> {
    assertValidKey(key);
    try {
      await this.client.send(new (s3().HeadObjectCommand)({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (err) {
      if (isNotFound(err)) return false;
      this.unavailable(err);
    }
  }

  /** A signed GET URL that also tells the browser the file's name and type. */
  async presignGet(
    key: string,
    options: { expiresInSeconds: number; fileName: string; contentType: string },
  ): Promise<string> {
    assertValidKey(key);
    const command = new (s3().GetObjectCommand)({
      Bucket: this.bucket,
      Key: key,
      ResponseContentType: options.contentType,
      ResponseContentDisposition: contentDisposition('inline', options.fileName),
    });
    return s3Presigner().getSignedUrl(this.client, command, { expiresIn: options.expiresInSeconds });
  }
}
