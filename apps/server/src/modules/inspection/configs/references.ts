import { iqcConfigTexts, LETTER_APPROVED, SupplierStatus } from '@sp/contracts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client.js';
import { fieldProblem } from '../../../platform/http/errors.js';
import { T } from '../../../platform/localization/localizer.js';
import { letters } from '../../letters/schema.js';
import { materials } from '../../materials/schema.js';
import { suppliers } from '../../suppliers/schema.js';

/**
 * What a configuration names outside itself, checked against the tenant's data: its supplier
 * (active), its part in the material master (the master's name and category win: it is the
 * buyer's ERP) and the approved letter of recognition its requirements follow.
 */

type RuleKey = Parameters<typeof T<typeof iqcConfigTexts>>[1];
export const configProblem = (field: string, key: RuleKey, ...args: unknown[]) =>
  fieldProblem(field, T(iqcConfigTexts, key, ...args));

/** The supplier's code when it is a live, active supplier of the tenant; a 400 on `supplierId` otherwise. */
export async function activeSupplierCode(
  tx: Queryable,
  tenantId: string,
  supplierId: string,
): Promise<string> {
  const [s] = await tx
    .select({ code: suppliers.vendorCode })
    .from(suppliers)
    .where(
      and(
        eq(suppliers.tenantId, tenantId),
        eq(suppliers.id, supplierId),
        eq(suppliers.isDeleted, false),
        eq(suppliers.status, SupplierStatus.Active),
      ),
    );
  if (!s) throw configProblem('supplierId', 'IqcConfig:UnknownSupplier');
  return s.code;
}

/** The part as the material master knows it (exact part number), or undefined. */
export async function materialOf(tx: Queryable, tenantId: string, partNo: string) {
  const [m] = await tx
    .select({ name: materials.name, spec: materials.spec, category: materials.category })
    .from(materials)
    .where(
      and(eq(materials.tenantId, tenantId), eq(materials.partNo, partNo), eq(materials.isDeleted, false)),
    )
    .limit(1);
  return m;
}

/** The part's descriptive fields: the master's when it knows the part, else the input's (a name required). */
export async function partFields(
  tx: Queryable,
  tenantId: string,
  partNo: string,
  input: { partName?: string | null; spec?: string | null; materialCategory?: string | null },
) {
  const m = await materialOf(tx, tenantId, partNo);
  const partName = m?.name ?? input.partName?.trim() ?? '';
  if (!partName) throw configProblem('partName', 'IqcConfig:PartNameRequired');
  return {
    partName,
    spec: m?.spec ?? (input.spec?.trim() || null),
    materialCategory: m?.category ?? (input.materialCategory?.trim() || null),
  };
}

export interface LetterLink {
  letterId: string | null;
  letterNo: string | null;
  letterRev: number | null;
}

const approvedOf = (tenantId: string, supplierId: string, partNo: string) =>
  and(
    eq(letters.tenantId, tenantId),
    eq(letters.supplierId, supplierId),
    eq(letters.partNo, partNo),
    eq(letters.letterType, 'Part'),
    eq(letters.isDeleted, false),
    inArray(letters.status, [...LETTER_APPROVED]),
  );

/**
 * The approved letter of recognition the configuration follows: the one `letterId` names, which
 * must be this supplier's and part's and approved (a 400 on `letterId` otherwise), or else the
 * newest approved one (by approval, then revision), or none.
 */
export async function letterLink(
  tx: Queryable,
  tenantId: string,
  supplierId: string,
  partNo: string,
  letterId: string | null | undefined,
): Promise<LetterLink> {
  const [found] = await tx
    .select({ id: letters.id, letterNo: letters.letterNo, revision: letters.revision })
    .from(letters)
    .where(and(approvedOf(tenantId, supplierId, partNo), letterId ? eq(letters.id, letterId) : undefined))
    .orderBy(sql`${letters.approvedTime} desc nulls last`, desc(letters.revision))
    .limit(1);
  if (letterId && !found) throw configProblem('letterId', 'IqcConfig:LetterMismatch');
  return found
    ? { letterId: found.id, letterNo: found.letterNo, letterRev: found.revision }
    : { letterId: null, letterNo: null, letterRev: null };
}
