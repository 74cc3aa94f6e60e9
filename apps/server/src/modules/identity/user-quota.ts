import { featureManagementTexts, FeatureNames } from '@sp/contracts';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { HOST_TENANT_ID } from '../../platform/db/scope.js';
import type { FeatureService } from '../../platform/features/service.js';
import { BusinessError } from '../../platform/http/errors.js';
import { T } from '../../platform/localization/localizer.js';
import { users } from './schema.js';

/**
 * The tenant's `MaxUserCount` feature (0: unlimited): a new user beyond it is refused. Counted under
 * a per-tenant transaction lock, so two creations racing for the last place cannot both get it.
 */
export async function assertUserQuota(tx: Tx, features: FeatureService, tenantId: string): Promise<void> {
  if (tenantId === HOST_TENANT_ID) return;
  const limit = (await features.of(tenantId, tx)).number(FeatureNames.MaxUserCount);
  if (limit <= 0) return;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`user-quota:${tenantId}`}))`);
  const [row] = await tx
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.isDeleted, false)));
  if ((row?.n ?? 0) >= limit)
    throw new BusinessError(T(featureManagementTexts, 'SupplierPortal:MaxUserCountReached', limit), {
      code: 'SupplierPortal:MaxUserCountReached',
    });
}
