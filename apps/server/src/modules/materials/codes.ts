import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.js';
import { dictionaries, dictionaryDetails } from '../dictionary/schema.js';
import { DictionaryNames } from '../dictionary/seed.js';
import { normalizeDictionaryName } from '../dictionary/service.js';
import { normalizeVendorCode } from '../suppliers/service.js';
import { suppliers } from '../suppliers/schema.js';

/** The item values (codes) of one of the tenant's dictionaries, by the dictionary's name. */
export async function dictionaryCodes(tx: Queryable, name: string): Promise<Set<string>> {
  const rows = await tx
    .select({ value: dictionaryDetails.value })
    .from(dictionaryDetails)
    .innerJoin(
      dictionaries,
      and(
        eq(dictionaries.tenantId, dictionaryDetails.tenantId),
        eq(dictionaries.id, dictionaryDetails.dictionaryId),
      ),
    )
    .where(eq(dictionaries.normalizedName, normalizeDictionaryName(name)));
  return new Set(rows.map((r) => r.value));
}

/** The codes a material's unit and category must be among. */
export async function materialCodes(tx: Queryable) {
  const [units, categories] = [
    await dictionaryCodes(tx, DictionaryNames.UnitOfMeasure),
    await dictionaryCodes(tx, DictionaryNames.MaterialCategory),
  ];
  return { units, categories };
}

/** Live suppliers by normalised vendor code -> id (for the codes given, or all when none are). */
export async function supplierIdsByCode(
  tx: Queryable,
  codes?: readonly string[],
): Promise<Map<string, string>> {
  const normalized = codes ? [...new Set(codes.map(normalizeVendorCode))] : undefined;
  if (normalized && normalized.length === 0) return new Map();
  const rows = await tx
    .select({ id: suppliers.id, code: suppliers.normalizedVendorCode })
    .from(suppliers)
    .where(
      and(
        eq(suppliers.isDeleted, false),
        normalized ? inArray(suppliers.normalizedVendorCode, normalized) : undefined,
      ),
    );
  return new Map(rows.map((r) => [r.code, r.id]));
}
