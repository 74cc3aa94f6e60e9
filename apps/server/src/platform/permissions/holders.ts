import type { PolicyName } from '@sp/contracts';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../db/client.js';
import { withoutSupplierScope } from '../db/scope.js';
import { ROLE_PROVIDER, USER_PROVIDER } from './grants.js';

/**
 * The active buyer-side users of the transaction's tenant who hold `policy`: granted to them, to one
 * of their roles, or to a role of one of their organization units (as `grantedPolicies` counts it).
 * Who a document is waiting for ("the buyers who confirm deliveries") is a policy, not a list kept
 * somewhere else, so granting the policy is all it takes to receive the mails. A vendor's action
 * asks it (their submission tells the buyers), so the read lifts the supplier scope.
 */
export async function buyersHolding(tx: Tx, policy: PolicyName): Promise<string[]> {
  const rows = await withoutSupplierScope(tx, () =>
    queryRows<{ id: string }>(
      tx,
      sql`select u.id from users u
         where u.tenant_id = app_tenant_id() and u.is_active and not u.is_deleted and u.supplier_id is null
           and (
             exists (select 1 from permission_grants g
                      where g.tenant_id = u.tenant_id and g.name = ${policy}
                        and g.provider_name = ${USER_PROVIDER} and g.provider_key = u.id::text)
             or exists (select 1 from permission_grants g
                          join roles r on r.tenant_id = g.tenant_id and r.name = g.provider_key
                         where g.tenant_id = u.tenant_id and g.name = ${policy} and g.provider_name = ${ROLE_PROVIDER}
                           and (exists (select 1 from user_roles ur
                                         where ur.tenant_id = u.tenant_id and ur.user_id = u.id and ur.role_id = r.id)
                                or exists (select 1 from user_organization_units uo
                                             join organization_unit_roles orr
                                               on orr.tenant_id = uo.tenant_id and orr.organization_unit_id = uo.organization_unit_id
                                            where uo.tenant_id = u.tenant_id and uo.user_id = u.id and orr.role_id = r.id)))
           )
         order by u.user_name`,
    ),
  );
  return rows.map((r) => r.id);
}
