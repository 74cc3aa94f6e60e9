import { and, eq } from 'drizzle-orm';
import type { IdentityService } from '../modules/identity/service.js';
import { users } from '../modules/identity/schema.js';
import { supplierIdsByCode } from '../modules/materials/codes.js';
import type { Db } from '../platform/db/client.js';
import { inScope, tenantScope } from '../platform/db/scope.js';

/** The demo's second vendor user: `vendor2`, of supplier V0002, to try supplier isolation by hand. */
export const SECOND_VENDOR = { userName: 'vendor2', supplierCode: 'V0002' } as const;

/** Creates `vendor2` (role `vendor`) and binds it to V0002; runs after the demo suppliers exist. */
export async function seedSecondVendor(
  deps: { db: Db; identity: IdentityService },
  tenantId: string,
  demoPassword: string,
): Promise<void> {
  const password = await deps.identity.preparePassword(tenantId, demoPassword);
  await inScope(deps.db, tenantScope(tenantId), async (tx) => {
    const supplierId = (await supplierIdsByCode(tx, [SECOND_VENDOR.supplierCode])).get(
      SECOND_VENDOR.supplierCode,
    );
    await deps.identity.createUser(tx, null, {
      tenantId,
      userName: SECOND_VENDOR.userName,
      email: 'vendor2@demo.supplier-portal.local',
      name: 'Vendor',
      surname: 'Two',
      password,
      roleNames: ['vendor'],
      supplierId: supplierId ?? null,
    });
    await tx
      .update(users)
      .set({ supplierId: supplierId ?? null })
      .where(
        and(eq(users.tenantId, tenantId), eq(users.normalizedUserName, SECOND_VENDOR.userName.toUpperCase())),
      );
  });
}
