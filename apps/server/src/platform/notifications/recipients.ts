import { withoutSupplierScope } from '../db/scope.js';
import { defaultCulture, type Culture } from '@sp/contracts';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../db/client.js';
import { matchCulture } from '../localization/culture.js';
import { SettingNames } from '../settings/definitions.js';
import { tenantSetting } from './tenant-setting.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface RecipientUser {
  id: string;
  email: string;
  culture: Culture;
}

/** The tenant's default language: the culture of mails to people who have no language of their own. */
export async function tenantCulture(tx: Tx): Promise<Culture> {
  return matchCulture(await tenantSetting(tx, SettingNames.DefaultLanguage)) ?? defaultCulture;
}

/**
 * The active users among `ids`, with their address and language. Users have no language setting of
 * their own yet; `extraProperties.Language` is honoured when a profile sets it, else the tenant's.
 *
 * A vendor's action may notify buyer users, whom the supplier policy hides from the vendor's
 * transaction: the lookup lifts the supplier scope for this one read (tenant isolation stays) and
 * puts it back. It reads nothing but the address and language of the ids the module named.
 */
export async function recipientUsers(
  tx: Tx,
  ids: readonly string[],
  fallback: Culture,
): Promise<RecipientUser[]> {
  const valid = ids.filter((id) => UUID.test(id));
  if (valid.length === 0) return [];
  const rows = await withoutSupplierScope(tx, () =>
    queryRows<{ id: string; email: string; language: string | null }>(
      tx,
      sql`select id, email, extra_properties->>'Language' as language from users
           where tenant_id = app_tenant_id() and id = any(${`{${valid.join(',')}}`}::uuid[])
             and is_active and not is_deleted`,
    ),
  );
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    culture: matchCulture(r.language ?? undefined) ?? fallback,
  }));
}
