import { sql } from 'drizzle-orm';
import { queryRows, type Queryable } from '../db/client.js';
import { HOST_TENANT_ID } from '../db/scope.js';
import { settingDefinitions, type SettingName } from '../settings/definitions.js';
import { settingValues } from '../settings/schema.js';

/**
 * A setting of the transaction's tenant, read in that transaction: the tenant's row, else the
 * host's, else the definition's default. For platform functions that get only a transaction
 * (`notify`, `nextNumber`, a list's day filter); host rows are readable by tenants (migration
 * 0002). Outside a scoped transaction there is no tenant: the host's value.
 */
export async function tenantSetting(tx: Queryable, name: SettingName): Promise<string> {
  const rows = await queryRows<{ value: string }>(
    tx,
    sql`select ${settingValues.value} as value from ${settingValues}
         where ${settingValues.name} = ${name}
           and ${settingValues.tenantId} in (app_tenant_id(), ${HOST_TENANT_ID}::uuid)
         order by ${settingValues.tenantId} = ${HOST_TENANT_ID}::uuid
         limit 1`,
  );
  return rows[0]?.value || (settingDefinitions.find((d) => d.name === name)?.defaultValue ?? '');
}
