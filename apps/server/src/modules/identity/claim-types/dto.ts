import { auditedFields } from '../../../platform/audit/collector.js';
import type { claimTypes } from '../schema.js';

export type ClaimTypeRow = typeof claimTypes.$inferSelect;

/** ABP's IdentityClaimValueType, by number; the names are what `valueTypeAsString` shows. */
export const claimValueTypes = ['String', 'Int', 'Boolean', 'DateTime'] as const;

/** HelloAbp's ClaimTypeDto (plus `concurrencyStamp`, so that edits can be checked for staleness). */
export function toClaimTypeDto(c: ClaimTypeRow) {
  return {
    id: c.id,
    name: c.name,
    required: c.required,
    isStatic: c.isStatic,
    regex: c.regex,
    regexDescription: c.regexDescription,
    description: c.description,
    valueType: c.valueType,
    valueTypeAsString: claimValueTypes[c.valueType] ?? String(c.valueType),
    concurrencyStamp: c.concurrencyStamp,
    creationTime: c.creationTime,
    extraProperties: c.extraProperties,
  };
}

export type ClaimTypeDto = ReturnType<typeof toClaimTypeDto>;

/** What the audit log records of a claim type. */
export const auditedClaimType = (c: ClaimTypeRow) =>
  auditedFields(c, [
    'name',
    'required',
    'isStatic',
    'regex',
    'regexDescription',
    'description',
    'valueType',
    'extraProperties',
  ]);
