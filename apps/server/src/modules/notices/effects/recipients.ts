import { NOTICE_CATEGORY_DICTIONARY } from '@sp/contracts';
import { and, eq, sql } from 'drizzle-orm';
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
  const users = await queryRows<{ id: string }>(
    tx,
    sql`select id from users
         where tenant_id = app_tenant_id() and supplier_id = any(${uuidArray(ids)}::uuid[])
           and is_active and not is_deleted`,
  );
  return { userIds: users.map((u) => u.id), emails: contacts.map((c) => c.email) };
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
