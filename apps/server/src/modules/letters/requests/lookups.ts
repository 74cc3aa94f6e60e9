import type {
  LetterTypeValue,
  PartNoConfirmMaterialDto,
  PartNoConfirmTemplateOptionDto,
  PartNoConfirmUserOptionDto,
} from '@sp/contracts';
import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/client.js';
import { anyContains } from '../../../platform/db/search.js';
import { users } from '../../identity/schema.js';
import { letterCheckTemplates } from '../schema.js';
import { materialOf } from './service.js';

/**
 * What the buyer's request form offers: the buyer-side users (owner engineer, buyer), the active
 * templates of a letter type and category, and what the material master knows of a part. Served
 * under the request's own policy, so a buyer who may create requests needs no identity, template
 * or material-master rights to fill the form.
 */
export async function buyerUsers(
  tx: Tx,
  tenantId: string,
  q: { filter?: string | undefined; maxResultCount: number },
): Promise<{ items: PartNoConfirmUserOptionDto[] }> {
  const rows = await tx
    .select({ id: users.id, userName: users.userName, name: users.name, surname: users.surname })
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenantId),
        eq(users.isActive, true),
        eq(users.isDeleted, false),
        isNull(users.supplierId),
        anyContains(q.filter?.trim(), users.userName, users.name, users.surname, users.email),
      ),
    )
    .orderBy(asc(users.userName))
    .limit(q.maxResultCount);
  return {
    items: rows.map((u) => ({
      id: u.id,
      userName: u.userName,
      name: [u.name, u.surname].filter(Boolean).join(' ') || u.userName,
    })),
  };
}

export async function templateOptions(
  tx: Tx,
  tenantId: string,
  q: {
    letterType?: LetterTypeValue | undefined;
    materialCategory?: string | undefined;
    otherType?: string | undefined;
  },
): Promise<{ items: PartNoConfirmTemplateOptionDto[] }> {
  const t = letterCheckTemplates;
  const conditions: (SQL | undefined)[] = [
    eq(t.tenantId, tenantId),
    eq(t.isDeleted, false),
    eq(t.isActive, true),
    q.letterType ? eq(t.letterType, q.letterType) : undefined,
    // A part category narrows to its templates; the form asks for them once the category is known.
    q.materialCategory ? eq(t.materialCategory, q.materialCategory) : undefined,
    q.otherType ? eq(t.otherType, q.otherType) : undefined,
  ];
  const rows = await tx
    .select()
    .from(t)
    .where(and(...conditions))
    .orderBy(asc(t.code))
    .limit(200);
  return {
    items: rows.map((r) => ({
      id: r.id,
      code: r.code,
      name: r.name,
      letterType: r.letterType as LetterTypeValue,
      materialCategory: r.materialCategory,
      otherType: r.otherType,
      version: r.version,
    })),
  };
}

export async function materialLookup(
  tx: Tx,
  tenantId: string,
  partNo: string,
): Promise<PartNoConfirmMaterialDto | null> {
  return (await materialOf(tx, tenantId, partNo.trim())) ?? null;
}
