import { NOTICE_CATEGORY_DICTIONARY } from '@sp/contracts';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Tx } from '../../../platform/db/client.js';
import { dictionaries, dictionaryDetails } from '../../dictionary/schema.js';
import { normalizeDictionaryName } from '../../dictionary/service.js';

/**
 * Who a notice's mails to suppliers go to: for every recipient's supplier, its active vendor users
 * (mail in their language and an in-app notification) and its contacts' addresses (mail in the
 * tenant's language), as inspection's and letters' mails do, but for many suppliers at once: two
 * queries whatever their number, so publishing to 2,000 suppliers is no 2,000 round trips.
 */
export interface SuppliersRecipients {
  userIds: string[];
  emails: string[];
}

const uuidArray = (ids: readonly string[]) => `{${ids.join(',')}}`;

export async function suppliersRecipients(
  tx: Tx,
  supplierIds: readonly string[],
): Promise<SuppliersRecipients> {
  const ids = [...new Set(supplierIds)];
  if (ids.length === 0) return { userIds: [], emails: [] };
  const contacts = await queryRows<{ email: string }>(
    tx,
    sql`select distinct c->>'email' as email
          from suppliers s, jsonb_array_elements(coalesce(s.contacts, '[]'::jsonb)) c
         where s.tenant_id = app_tenant_id() and s.id = any(${uuidArray(ids)}::uuid[])
           and coalesce(trim(c->>'email'), '') <> ''`,
  );
  return { userIds: await vendorUserIds(tx, ids), emails: contacts.map((c) => c.email) };
}

/** The active users bound to `supplierIds` (one query). */
export async function vendorUserIds(tx: Tx, supplierIds: readonly string[]): Promise<string[]> {
  const ids = [...new Set(supplierIds)];
  if (ids.length === 0) return [];
  const users = await queryRows<{ id: string }>(
    tx,
    sql`select id from users
         where tenant_id = app_tenant_id() and supplier_id = any(${uuidArray(ids)}::uuid[])
           and is_active and not is_deleted`,
  );
  return users.map((u) => u.id);
}

/**
 * The contacts' addresses of `supplierIds` as a query of one `email` column (for the outbox's
 * `INSERT … SELECT`), each address once, leaving out those of the suppliers' active users (they get
 * their mail, in their own language, with their notification).
 */
export function suppliersContactsQuery(supplierIds: readonly string[]): SQL {
  const ids = uuidArray([...new Set(supplierIds)]);
  return sql`select distinct on (lower(trim(c->>'email'))) trim(c->>'email') as email
      from suppliers s, jsonb_array_elements(coalesce(s.contacts, '[]'::jsonb)) c
     where s.tenant_id = app_tenant_id() and s.id = any(${ids}::uuid[])
       and coalesce(trim(c->>'email'), '') <> ''
       and lower(trim(c->>'email')) not in (
         select lower(trim(u.email)) from users u
          where u.tenant_id = app_tenant_id() and u.supplier_id = any(${ids}::uuid[])
            and u.is_active and not u.is_deleted and u.email is not null)
     order by lower(trim(c->>'email'))`;
}

/** The label of a notice category (the tenant's `NoticeCategory` dictionary), else its code. */
export async function categoryLabel(tx: Tx, code: string): Promise<string> {
  const [row] = await tx
    .select({ label: dictionaryDetails.label })
    .from(dictionaryDetails)
    .innerJoin(
      dictionaries,
      and(
        eq(dictionaries.tenantId, dictionaryDetails.tenantId),
        eq(dictionaries.id, dictionaryDetails.dictionaryId),
      ),
    )
    .where(
      and(
        eq(dictionaries.normalizedName, normalizeDictionaryName(NOTICE_CATEGORY_DICTIONARY)),
        eq(dictionaryDetails.value, code),
      ),
    )
    .limit(1);
  return row?.label ?? code;
}
