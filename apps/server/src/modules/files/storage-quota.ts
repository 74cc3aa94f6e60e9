import { featureManagementTexts, FeatureNames } from '@sp/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../platform/db/client.js';
import { HOST_TENANT_ID } from '../../platform/db/scope.js';
import type { FeatureService } from '../../platform/features/service.js';
import { BusinessError } from '../../platform/http/errors.js';
import { T } from '../../platform/localization/localizer.js';
import { files } from './schema.js';

const MB = 1024 * 1024;

/** A tenant's `MaxStorageMb` in bytes; null when unlimited (0, and always for the host). */
export async function storageLimitBytes(
  features: FeatureService,
  tenantId: string,
  within?: Queryable,
): Promise<number | null> {
  if (tenantId === HOST_TENANT_ID) return null;
  const mb = (await features.of(tenantId, within)).number(FeatureNames.MaxStorageMb);
  return mb > 0 ? mb * MB : null;
}

/** What the tenant's files take now: the sum of their sizes (every file row counts, attached or not). */
export async function storedBytes(tx: Queryable, tenantId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<string>`coalesce(sum(${files.size}), 0)` })
    .from(files)
    .where(eq(files.tenantId, tenantId));
  return Number(row?.n ?? 0);
}

export const storageFull = (limitBytes: number) =>
  new BusinessError(T(featureManagementTexts, 'SupplierPortal:MaxStorageReached', limitBytes / MB), {
    code: 'SupplierPortal:MaxStorageReached',
  });

/**
 * The tenant's limit and the bytes it may still store, checked before an upload's first byte is
 * read: a tenant already at its limit is refused at once; otherwise the upload's meter stops at
 * `remaining`, so a file that would pass the limit is cut off while it streams (and removed), never
 * kept. `limit` from `storageLimitBytes` (a tenant without one opens no transaction for this).
 */
export async function storageAllowance(
  tx: Queryable,
  tenantId: string,
  limit: number,
): Promise<{ limit: number; remaining: number }> {
  const remaining = limit - (await storedBytes(tx, tenantId));
  if (remaining <= 0) throw storageFull(limit);
  return { limit, remaining };
}

/**
 * The last word, in the transaction that writes the file's row: under a per-tenant transaction lock
 * (as `MaxUserCount` is counted), so two uploads racing for the last megabytes cannot both fit.
 */
export async function assertStorageQuota(
  tx: Tx,
  features: FeatureService,
  tenantId: string,
  addedBytes: number,
): Promise<void> {
  const limit = await storageLimitBytes(features, tenantId, tx);
  if (limit === null) return;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`storage-quota:${tenantId}`}))`);
  if ((await storedBytes(tx, tenantId)) + addedBytes > limit) throw storageFull(limit);
}
