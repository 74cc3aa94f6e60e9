import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { AuditCollector } from '../../platform/audit/collector.js';
import { pgError, type Queryable, type Tx } from '../../platform/db/client.js';
import { pageOf } from '../../platform/db/page.js';
import { newId, newStamp } from '../../platform/db/columns.js';
import { assertStamp, expectUpdated } from '../../platform/http/concurrency.js';
import { BusinessError, EntityNotFoundError, fieldProblem } from '../../platform/http/errors.js';
import { orderBy, type PagedQuery, type PagedResult } from '../../platform/http/paging.js';
import { L } from '../../platform/localization/localizer.js';
import type { SecretBox } from '../../platform/security/secret-box.js';
import type { ConnectionCheck } from '../../platform/storage/s3-admin.js';
import { bucketNameProblem } from '../../platform/storage/s3-admin.js';
import type { S3Connection } from '../../platform/storage/s3-store.js';
import {
  AUDIT_SECRETS,
  auditedServer,
  STORAGE_MODULES,
  toMinioServerDto,
  type MinioServerDto,
  type MinioServerRow,
} from './dto.js';
import { minioServers } from './schema.js';

export const MINIO_SERVER_ENTITY = 'SupplierPortal.ObjectStorage.MinioServer';

import { DEFAULT_BUCKET } from '@sp/contracts';
import { anyContains } from '../../platform/db/search.js';
import { modifiedBy, mergeExtra, atStamp, deletedBy } from '../../platform/db/modification.js';

export { DEFAULT_BUCKET };

export interface ServerInput {
  name: string;
  endpoint: string;
  useSsl?: boolean | undefined;
  accessKey: string;
  /** Required on create; on update empty or missing keeps the stored one. */
  secretKey?: string | null | undefined;
  region?: string | null | undefined;
  forcePathStyle?: boolean | undefined;
  isDefault?: boolean | undefined;
  isActive?: boolean | undefined;
  defaultBucket?: string | null | undefined;
  bucketAssignments?: Record<string, string | null> | undefined;
  presignedUrlExpirySeconds?: number | undefined;
  extraProperties?: Record<string, unknown> | undefined;
}

export interface ServerUpdate extends ServerInput {
  concurrencyStamp?: string | null | undefined;
}

/** The storage layout of a server: its buckets per module (the bucket page). */
export interface LayoutInput {
  defaultBucket?: string | null | undefined;
  assignments: Record<string, string | null>;
  presignedUrlExpirySeconds?: number | undefined;
  concurrencyStamp?: string | null | undefined;
}

export interface ServerFilter {
  filter?: string | undefined;
  isActive?: boolean | undefined;
  isDefault?: boolean | undefined;
}

/** A bucket name that breaks S3's rules: a 400 naming the rule. */
export function assertBucketName(member: string, name: string): void {
  const problem = bucketNameProblem(name);
  if (problem) throw fieldProblem(member, L('SupplierPortal', `ObjectStorage:BucketName.${problem}`));
}

/** Keeps known modules with a valid bucket; `null` or empty removes a module's assignment. */
function checkAssignments(
  current: Record<string, string>,
  changes: Record<string, string | null> | undefined,
): Record<string, string> {
  if (!changes) return current;
  const next = { ...current };
  for (const [module, bucket] of Object.entries(changes)) {
    if (!(STORAGE_MODULES as readonly string[]).includes(module))
      throw fieldProblem('bucketAssignments', L('SupplierPortal', 'ObjectStorage:UnknownModule', module));
    const name = bucket?.trim();
    if (!name) {
      delete next[module];
      continue;
    }
    assertBucketName(`bucketAssignments.${module}`, name);
    next[module] = name;
  }
  return next;
}

const sorting = {
  name: minioServers.name,
  endpoint: minioServers.endpoint,
  isDefault: minioServers.isDefault,
  isActive: minioServers.isActive,
  lastCheckTime: minioServers.lastCheckTime,
  creationTime: minioServers.creationTime,
};

function listWhere(tenantId: string, f: ServerFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    eq(minioServers.tenantId, tenantId),
    eq(minioServers.isDeleted, false),
  ];
  if (f.isActive !== undefined) conditions.push(eq(minioServers.isActive, f.isActive));
  if (f.isDefault !== undefined) conditions.push(eq(minioServers.isDefault, f.isDefault));
  conditions.push(anyContains(f.filter?.trim(), minioServers.name, minioServers.endpoint));
  return and(...conditions);
}

export async function listServers(
  tx: Queryable,
  tenantId: string,
  query: PagedQuery & ServerFilter,
): Promise<PagedResult<MinioServerDto>> {
  const where = listWhere(tenantId, query);
  const order = orderBy(
    query.sorting,
    sorting,
    [sql`${minioServers.isDefault} desc`, sql`${minioServers.name} asc`],
    minioServers.id,
  );
  return pageOf(tx, minioServers, where, order, query, toMinioServerDto);
}

export async function findServer(
  tx: Queryable,
  tenantId: string,
  id: string,
  lock = false,
): Promise<MinioServerRow> {
  const query = tx
    .select()
    .from(minioServers)
    .where(
      and(eq(minioServers.tenantId, tenantId), eq(minioServers.id, id), eq(minioServers.isDeleted, false)),
    );
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new EntityNotFoundError(MINIO_SERVER_ENTITY, id);
  return row;
}

export async function getServer(tx: Queryable, tenantId: string, id: string): Promise<MinioServerDto> {
  return toMinioServerDto(await findServer(tx, tenantId, id));
}

/** How to reach a server of the caller's tenant (for the connection test and the bucket page). */
export function connectionOf(row: MinioServerRow, box: SecretBox): S3Connection {
  return {
    endpoint: row.endpoint,
    useSsl: row.useSsl,
    region: row.region,
    forcePathStyle: row.forcePathStyle,
    accessKey: row.accessKey,
    secretKey: box.open(row.secretKeySealed),
  };
}

function translateWriteError(err: unknown, name: string): never {
  const e = pgError(err);
  if (e?.code === '23505') {
    throw new BusinessError(L('SupplierPortal', 'ObjectStorage:DuplicateName', name), {
      code: 'ObjectStorage:DuplicateName',
    });
  }
  throw err;
}

async function assertNameFree(tx: Queryable, tenantId: string, name: string, exceptId?: string) {
  const [clash] = await tx
    .select({ id: minioServers.id })
    .from(minioServers)
    .where(
      and(
        eq(minioServers.tenantId, tenantId),
        sql`lower(${minioServers.name}) = lower(${name})`,
        eq(minioServers.isDeleted, false),
        exceptId ? ne(minioServers.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (clash) translateWriteError({ code: '23505' }, name);
}

/** Only one default per tenant: the others lose the flag (and their stamp changes with it). */
async function clearOtherDefaults(tx: Tx, audit: AuditCollector, tenantId: string, keepId: string) {
  const others = await tx
    .update(minioServers)
    .set({ isDefault: false, concurrencyStamp: newStamp() })
    .where(
      and(
        eq(minioServers.tenantId, tenantId),
        eq(minioServers.isDefault, true),
        eq(minioServers.isDeleted, false),
        ne(minioServers.id, keepId),
      ),
    )
    .returning({ id: minioServers.id });
  for (const o of others) audit.updated(MINIO_SERVER_ENTITY, o.id, { isDefault: true }, { isDefault: false });
}

const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const HOST_PORT = new RegExp(`^(?:${LABEL}(?:\\.${LABEL})*|\\[[0-9A-Fa-f:.]+\\])(?::(\\d{1,5}))?$`);

/** `host[:port]` (an IPv6 address in brackets), no scheme, no path: a 400 that shows an example. */
export function assertEndpoint(endpoint: string): void {
  const m = HOST_PORT.exec(endpoint);
  const port = m?.[1] === undefined ? 443 : Number(m[1]);
  if (!m || endpoint.length > 255 || port < 1 || port > 65535)
    throw fieldProblem('endpoint', L('SupplierPortal', 'ObjectStorage:InvalidEndpoint'));
}

function assertRegion(region: string | null | undefined): void {
  if (region && !/^[a-z0-9-]{1,32}$/.test(region.trim()))
    throw fieldProblem('region', L('SupplierPortal', 'ObjectStorage:InvalidRegion'));
}

function assertDefaultActive(isDefault: boolean, isActive: boolean) {
  if (isDefault && !isActive)
    throw fieldProblem('isDefault', L('SupplierPortal', 'ObjectStorage:DefaultMustBeActive'));
}

export async function createServer(
  tx: Tx,
  audit: AuditCollector,
  tenantId: string,
  input: ServerInput,
  box: SecretBox,
  creatorId: string | null,
): Promise<MinioServerDto> {
  const name = input.name.trim();
  assertEndpoint(input.endpoint.trim());
  assertRegion(input.region);
  const defaultBucket = input.defaultBucket?.trim() || DEFAULT_BUCKET;
  assertBucketName('defaultBucket', defaultBucket);
  const bucketAssignments = checkAssignments({}, input.bucketAssignments);
  const isDefault = input.isDefault ?? false;
  const isActive = input.isActive ?? true;
  assertDefaultActive(isDefault, isActive);
  if (!input.secretKey)
    throw fieldProblem('secretKey', L('AbpValidation', 'The {0} field is required.', 'SecretKey'));
  await assertNameFree(tx, tenantId, name);
  const id = newId();
  if (isDefault) await clearOtherDefaults(tx, audit, tenantId, id);
  let row: MinioServerRow | undefined;
  try {
    [row] = await tx
      .insert(minioServers)
      .values({
        tenantId,
        id,
        name,
        endpoint: input.endpoint.trim(),
        useSsl: input.useSsl ?? false,
        accessKey: input.accessKey.trim(),
        secretKeySealed: box.seal(input.secretKey),
        region: input.region?.trim() || null,
        forcePathStyle: input.forcePathStyle ?? true,
        isDefault,
        isActive,
        defaultBucket,
        bucketAssignments,
        presignedUrlExpirySeconds: input.presignedUrlExpirySeconds ?? 3600,
        extraProperties: input.extraProperties ?? {},
        creatorId,
      })
      .returning();
  } catch (err) {
    translateWriteError(err, name);
  }
  const created = row!;
  audit.created(MINIO_SERVER_ENTITY, created.id, auditedServer(created), AUDIT_SECRETS);
  return toMinioServerDto(created);
}

export async function updateServer(
  tx: Tx,
  audit: AuditCollector,
  tenantId: string,
  id: string,
  input: ServerUpdate,
  box: SecretBox,
  modifierId: string | null,
): Promise<MinioServerDto> {
  const before = await findServer(tx, tenantId, id, true);
  assertStamp(before.concurrencyStamp, input.concurrencyStamp);
  const name = input.name.trim();
  assertEndpoint(input.endpoint.trim());
  assertRegion(input.region);
  const defaultBucket =
    input.defaultBucket === undefined ? before.defaultBucket : input.defaultBucket?.trim() || DEFAULT_BUCKET;
  assertBucketName('defaultBucket', defaultBucket);
  const bucketAssignments = checkAssignments(before.bucketAssignments, input.bucketAssignments);
  const isDefault = input.isDefault ?? before.isDefault;
  const isActive = input.isActive ?? before.isActive;
  assertDefaultActive(isDefault, isActive);
  if (name.toLowerCase() !== before.name.toLowerCase()) await assertNameFree(tx, tenantId, name, id);
  if (isDefault && !before.isDefault) await clearOtherDefaults(tx, audit, tenantId, id);
  let rows: MinioServerRow[] = [];
  try {
    rows = await tx
      .update(minioServers)
      .set({
        name,
        endpoint: input.endpoint.trim(),
        useSsl: input.useSsl ?? before.useSsl,
        accessKey: input.accessKey.trim(),
        secretKeySealed: input.secretKey ? box.seal(input.secretKey) : before.secretKeySealed,
        region: input.region === undefined ? before.region : input.region?.trim() || null,
        forcePathStyle: input.forcePathStyle ?? before.forcePathStyle,
        isDefault,
        isActive,
        defaultBucket,
        bucketAssignments,
        presignedUrlExpirySeconds: input.presignedUrlExpirySeconds ?? before.presignedUrlExpirySeconds,
        extraProperties: mergeExtra(before.extraProperties, input.extraProperties),
        ...modifiedBy(modifierId),
      })
      .where(atStamp(minioServers, tenantId, id, before.concurrencyStamp))
      .returning();
  } catch (err) {
    translateWriteError(err, name);
  }
  const after = expectUpdated(rows);
  audit.updated(MINIO_SERVER_ENTITY, id, auditedServer(before), auditedServer(after), AUDIT_SECRETS);
  return toMinioServerDto(after);
}

/** The bucket page's save: default bucket, module assignments, presigned URL lifetime. */
export async function updateLayout(
  tx: Tx,
  audit: AuditCollector,
  tenantId: string,
  id: string,
  input: LayoutInput,
  modifierId: string | null,
): Promise<MinioServerDto> {
  const before = await findServer(tx, tenantId, id, true);
  assertStamp(before.concurrencyStamp, input.concurrencyStamp);
  const defaultBucket =
    input.defaultBucket === undefined ? before.defaultBucket : input.defaultBucket?.trim() || DEFAULT_BUCKET;
  assertBucketName('defaultBucket', defaultBucket);
  const rows = await tx
    .update(minioServers)
    .set({
      defaultBucket,
      bucketAssignments: checkAssignments(before.bucketAssignments, input.assignments),
      presignedUrlExpirySeconds: input.presignedUrlExpirySeconds ?? before.presignedUrlExpirySeconds,
      ...modifiedBy(modifierId),
    })
    .where(atStamp(minioServers, tenantId, id, before.concurrencyStamp))
    .returning();
  const after = expectUpdated(rows);
  audit.updated(MINIO_SERVER_ENTITY, id, auditedServer(before), auditedServer(after), AUDIT_SECRETS);
  return toMinioServerDto(after);
}

/**
 * Soft delete: the row stays (hidden from the pages, never chosen again), so that files already
 * written to the server stay readable through it.
 */
export async function deleteServer(
  tx: Tx,
  audit: AuditCollector,
  tenantId: string,
  id: string,
  deleterId: string | null,
): Promise<void> {
  const before = await findServer(tx, tenantId, id, true);
  await tx
    .update(minioServers)
    .set({ ...deletedBy(deleterId), isDefault: false })
    .where(and(eq(minioServers.tenantId, tenantId), eq(minioServers.id, id)));
  audit.deleted(MINIO_SERVER_ENTITY, id, auditedServer(before), AUDIT_SECRETS);
}

/** Health status of the last connection test; not a user edit, so the stamp stays. */
export async function recordCheck(
  tx: Queryable,
  tenantId: string,
  id: string,
  check: ConnectionCheck,
  at: Date,
): Promise<void> {
  await tx
    .update(minioServers)
    .set({
      lastCheckTime: at,
      lastCheckOk: check.ok,
      lastCheckMessage: check.message,
      lastCheckLatencyMs: check.latencyMs,
    })
    .where(and(eq(minioServers.tenantId, tenantId), eq(minioServers.id, id)));
}
