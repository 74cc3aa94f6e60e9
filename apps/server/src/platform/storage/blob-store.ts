import type { Readable } from 'node:stream';

/**
 * Where file bytes live: a directory on this machine or a bucket of an S3-compatible server. Keys
 * are relative names made by the server itself (`<tenant id>/<32 hex>`), never a client's path.
 * Everything streams: nothing here holds a whole file in memory.
 */
export interface BlobStore {
  /** The id recorded with each file (`local`, `s3:<server id>/<bucket>`): the registry resolves it. */
  readonly id: string;
  /** Writes the stream under `key` as one unit: readers see the whole object or nothing. */
  put(key: string, body: Readable): Promise<{ size: number }>;
  /** The bytes under `key`; `BlobNotFoundError` when there are none. */
  get(key: string): Promise<Readable>;
  /** Removes `key`; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

/** A store that can hand out a time-limited URL for reading an object directly (S3 presigning). */
export interface PresigningStore extends BlobStore {
  presignGet(
    key: string,
    options: { expiresInSeconds: number; fileName: string; contentType: string },
  ): Promise<string>;
}

export const canPresign = (store: BlobStore): store is PresigningStore =>
  typeof (store as Partial<PresigningStore>).presignGet === 'function';

export class BlobNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`No blob under '${key}'`);
    this.name = 'BlobNotFoundError';
  }
}

export class InvalidBlobKeyError extends Error {
  constructor(readonly key: string) {
    super(`Not a valid blob key: '${key.slice(0, 200)}'`);
    this.name = 'InvalidBlobKeyError';
  }
}

/** The store behind a recorded id is gone or unreachable: a server-side problem, not the caller's. */
export class StoreUnavailableError extends Error {
  constructor(
    readonly storeId: string,
    reason: string,
  ) {
    super(`Storage '${storeId}' is unavailable: ${reason}`);
    this.name = 'StoreUnavailableError';
  }
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/**
 * A key is 1–4 segments of letters, digits, `.`, `_` and `-`, each starting with a letter or digit,
 * joined by `/`: no `..`, no absolute path, no backslash, no empty segment, nothing a file system or
 * an S3 server could read as a different place.
 */
export function assertValidKey(key: string): void {
  const segments = key.split('/');
  if (key.length > 512 || segments.length > 4 || !segments.every((s) => SEGMENT.test(s)))
    throw new InvalidBlobKeyError(key);
}
