import type { PagedResult } from './list-query';
import { del, get, post, put, type RequestOptions } from './request';

/** 0 never checked, 1 the last connection test succeeded, 2 it failed. */
import { HealthStatus } from '@sp/contracts';

export { HealthStatus };
export type HealthStatusValue = (typeof HealthStatus)[keyof typeof HealthStatus];

/** MinioServerDto. The secret key is write-only: only whether one is set (`hasSecretKey`). */
export interface MinioServer {
  id: string;
  tenantId: string | null;
  name: string;
  endpoint: string;
  useSsl: boolean;
  accessKey: string;
  hasSecretKey: boolean;
  region: string | null;
  forcePathStyle: boolean;
  isDefault: boolean;
  isActive: boolean;
  defaultBucket: string;
  /** Module name -> bucket; a module without an entry stores in the default bucket. */
  bucketAssignments: Record<string, string>;
  presignedUrlExpirySeconds: number;
  healthStatus: HealthStatusValue;
  lastCheckTime: string | null;
  lastCheckOk: boolean | null;
  lastCheckMessage: string | null;
  lastCheckLatencyMs: number | null;
  concurrencyStamp: string;
  creationTime: string;
  lastModificationTime: string | null;
}

export interface MinioServerInput {
  name: string;
  endpoint: string;
  useSsl: boolean;
  accessKey: string;
  /** Required on create; on update null keeps the stored one. */
  secretKey: string | null;
  region: string | null;
  forcePathStyle: boolean;
  isDefault: boolean;
  isActive: boolean;
  /** Null: the server's default (`supplier-portal`). */
  defaultBucket: string | null;
  presignedUrlExpirySeconds: number;
}

/** The list's flags as the query string carries them. */
export interface MinioServerFilters extends Record<string, unknown> {
  isActive?: 'true' | 'false' | undefined;
  isDefault?: 'true' | 'false' | undefined;
}

/** A module that stores files, with its name in the request's language. */
export interface StorageModule {
  value: string;
  name: string;
}

/** The answer of a connection test (the server also records it as the health status). */
export interface ConnectionCheck {
  ok: boolean;
  message: string;
  latencyMs: number;
  checkTime: string;
}

export interface Bucket {
  name: string;
  creationDate: string | null;
  objectCount: number;
  totalSize: number;
  /** The count stopped at the server's cap: the bucket holds at least `objectCount` objects. */
  countTruncated: boolean;
  isDefault: boolean;
  /** The modules assigned to this bucket. */
  modules: string[];
}

/** The bucket page's save: the default bucket and each module's bucket (null: the default one). */
export interface BucketLayoutInput {
  defaultBucket: string | null;
  assignments: Record<string, string | null>;
  concurrencyStamp: string;
}

const base = '/api/app/minioServer';

export const getMinioServers = (params: Record<string, unknown>) =>
  get<PagedResult<MinioServer>>(base, params);
export const getMinioServer = (id: string, options?: RequestOptions) =>
  get<MinioServer>(`${base}/${id}`, undefined, options);
export const createMinioServer = (input: MinioServerInput) => post<MinioServer>(base, input);
export const updateMinioServer = (id: string, input: MinioServerInput & { concurrencyStamp: string }) =>
  put<MinioServer>(`${base}/${id}`, input);
/** Soft delete: files already stored on the server stay readable through it. */
export const deleteMinioServer = (id: string) => del<void>(`${base}/${id}`);
export const getStorageModules = () => get<StorageModule[]>(`${base}/moduleEnum`);
/** Never fails for an unreachable server: `ok: false` and the reason. */
export const testMinioServer = (id: string) => post<ConnectionCheck>(`${base}/${id}/test`);
/** Lists over the network (the S3 server's own failures are a 502/403 with its words). */
export const getBuckets = (id: string, options?: RequestOptions) =>
  get<PagedResult<Bucket>>(`${base}/${id}/buckets`, undefined, options);
export const createBucket = (id: string, name: string) => post<Bucket>(`${base}/${id}/buckets`, { name });
export const updateBucketLayout = (id: string, input: BucketLayoutInput) =>
  put<MinioServer>(`${base}/${id}/bucketAssignments`, input);
