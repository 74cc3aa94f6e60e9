import type { InvalidationBus } from '../events/invalidation.js';
import { StoreUnavailableError, type BlobStore } from './blob-store.js';
import { LocalDiskStore, LOCAL_STORE_ID } from './local-disk-store.js';
import { createS3Client, S3Store, type S3Connection } from './s3-store.js';

/** A server of the object-storage configuration, as the registry needs it. */
export interface S3ServerEntry {
  connection: S3Connection;
  presignedUrlExpirySeconds: number;
}

/** Where a new file goes when it does not go to the local directory. */
export interface S3Target {
  serverId: string;
  bucket: string;
}

/**
 * What the registry asks of the object-storage configuration (kept by a module): servers by id,
 * across tenants and whatever their state, and the current default of a tenant.
 */
export interface StoreDirectory {
  server(serverId: string): Promise<S3ServerEntry | null>;
  /** The tenant's active default server (else the host's) and its bucket for `module`; null: local. */
  defaultTarget(tenantId: string, module: string | null): Promise<S3Target | null>;
}

const S3_ID = /^s3:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/([a-z0-9.-]{3,63})$/;

export const s3StoreId = (target: S3Target) => `s3:${target.serverId}/${target.bucket}`;

export function parseStoreId(storeId: string): S3Target | 'local' | null {
  if (storeId === LOCAL_STORE_ID) return 'local';
  const m = S3_ID.exec(storeId);
  return m ? { serverId: m[1]!, bucket: m[2]! } : null;
}

const DEFAULT_TTL_MS = 30_000;

/**
 * Resolves a store by the id recorded with each file, so that a file is always read from where it
 * was written: changing the default server changes where new files go and nothing else. New files
 * go to the tenant's active default server, else the host's, else the local directory.
 * Stores and defaults are cached; an `objectStorage` invalidation (any server changed, here or on
 * another instance) drops them.
 */
export class StorageRegistry {
  readonly local: LocalDiskStore;
  private readonly stores = new Map<string, { store: S3Store; expirySeconds: number }>();
  private readonly defaults = new Map<string, { target: S3Target | null; at: number }>();

  constructor(
    localRoot: string,
    private readonly directory: StoreDirectory,
    bus?: InvalidationBus,
  ) {
    this.local = new LocalDiskStore(localRoot);
    bus?.subscribe((m) => {
      if (m.kind === 'objectStorage') this.clear();
    });
  }

  clear(): void {
    this.stores.clear();
    this.defaults.clear();
  }

  private async s3(storeId: string, target: S3Target) {
    const cached = this.stores.get(storeId);
    if (cached) return cached;
    const server = await this.directory.server(target.serverId);
    if (!server) throw new StoreUnavailableError(storeId, 'the object storage server is not configured');
    const entry = {
      store: new S3Store(storeId, createS3Client(server.connection), target.bucket),
      expirySeconds: server.presignedUrlExpirySeconds,
    };
    this.stores.set(storeId, entry);
    return entry;
  }

  /** The store behind a recorded id. */
  async open(storeId: string): Promise<BlobStore> {
    const parsed = parseStoreId(storeId);
    if (parsed === 'local') return this.local;
    if (!parsed) throw new StoreUnavailableError(storeId, 'unknown kind of store');
    return (await this.s3(storeId, parsed)).store;
  }

  /** How long a presigned URL of this store lives; `null` for stores that cannot presign. */
  async presignExpirySeconds(storeId: string): Promise<number | null> {
    const parsed = parseStoreId(storeId);
    if (!parsed || parsed === 'local') return null;
    return (await this.s3(storeId, parsed)).expirySeconds;
  }

  /** Where a new file of `tenantId` (for `module`, when given) goes now. */
  async defaultStore(tenantId: string, module: string | null = null): Promise<BlobStore> {
    const cacheKey = `${tenantId}|${module ?? ''}`;
    let hit = this.defaults.get(cacheKey);
    if (!hit || Date.now() - hit.at > DEFAULT_TTL_MS) {
      hit = { target: await this.directory.defaultTarget(tenantId, module), at: Date.now() };
      this.defaults.set(cacheKey, hit);
    }
    return hit.target ? this.open(s3StoreId(hit.target)) : this.local;
  }
}
