import type { Queryable } from '../../platform/db/client.js';
import { BusinessError } from '../../platform/http/errors.js';
import { L } from '../../platform/localization/localizer.js';
import { supplierStatusOf } from '../suppliers/service.js';

/**
 * The one place the identity module checks a supplier binding: the supplier must exist (not
 * deleted) in the tenant; a suspended supplier may still be bound (its users just cannot sign in).
 * Row-level security also hides other suppliers from a vendor caller, so a vendor can only bind
 * users to their own supplier.
 */
export async function assertSupplierExists(
  tx: Queryable,
  tenantId: string,
  supplierId: string,
): Promise<void> {
  if ((await supplierStatusOf(tx, tenantId, supplierId)) === null) {
    throw new BusinessError(L('AbpIdentity', 'Volo.Abp.Identity:SupplierNotFound', supplierId), {
      code: 'Volo.Abp.Identity:SupplierNotFound',
    });
  }
}
