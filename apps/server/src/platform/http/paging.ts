import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';
import { optionalQuery } from '@sp/contracts';
import { z } from 'zod';
import { L } from '../localization/localizer.js';
import { AppError } from './errors.js';

/** ABP's MaxMaxResultCount: asking for more is a validation error, not a silent clamp. */
export const MAX_RESULT_COUNT = 1000;
export const DEFAULT_RESULT_COUNT = 10;

/** `key=` and a missing key mean the same (contract §1.1). */
export const optional = optionalQuery;

const queryInt = (min: number, max: number) =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? undefined : typeof v === 'string' ? Number(v) : v),
    z.number().int().min(min).max(max).optional(),
  );

export const pagedQuery = z.object({
  skipCount: queryInt(0, Number.MAX_SAFE_INTEGER).transform((v) => v ?? 0),
  maxResultCount: queryInt(1, MAX_RESULT_COUNT).transform((v) => v ?? DEFAULT_RESULT_COUNT),
  sorting: optional(z.string().max(500)),
});

export type PagedQuery = z.output<typeof pagedQuery>;

export interface PagedResult<T> {
  totalCount: number;
  items: T[];
}

/** The sortable fields of one list endpoint: the name a client sends -> the column it sorts. */
export type SortWhitelist = Record<string, AnyColumn | SQL>;

const DIRECTIONS: Record<string, 'asc' | 'desc'> = {
  asc: 'asc',
  ascending: 'asc',
  desc: 'desc',
  descending: 'desc',
};

/** Each whitelist's fields by lower-cased name, made once: lists call `orderBy` on every request. */
const lowerCasedFields = new WeakMap<SortWhitelist, Map<string, AnyColumn | SQL>>();

function lowerCased(whitelist: SortWhitelist): Map<string, AnyColumn | SQL> {
  let fields = lowerCasedFields.get(whitelist);
  if (!fields) {
    fields = new Map(Object.entries(whitelist).map(([k, v]) => [k.toLowerCase(), v]));
    lowerCasedFields.set(whitelist, fields);
  }
  return fields;
}

/**
 * Turns ABP's `sorting` ("userName desc, creationTime") into ORDER BY terms. Only whitelisted fields
 * are accepted (case-insensitively); anything else is a 400 and never reaches SQL. `tieBreaker`
 * keeps pages stable when the sorted values repeat.
 */
export function orderBy(
  sorting: string | undefined,
  whitelist: SortWhitelist,
  fallback: SQL[],
  tieBreaker?: AnyColumn,
): SQL[] {
  const terms: SQL[] = [];
  const fields = lowerCased(whitelist);
  for (const part of (sorting ?? '').split(',')) {
    const words = part.trim().split(/\s+/).filter(Boolean);
    if (words.length === 0) continue;
    const [field = '', direction = 'asc', ...rest] = words;
    const column = fields.get(field.toLowerCase());
    if (!column || rest.length > 0) {
      throw new AppError(
        400,
        L('AbpExceptionHandling', 'UnknownSortField', field, Object.keys(whitelist).join(', ')),
        {
          validationErrors: [{ message: '', members: ['sorting'] }],
          details: L('AbpExceptionHandling', 'UnknownSortField', field, Object.keys(whitelist).join(', ')),
        },
      );
    }
    const dir = DIRECTIONS[direction.toLowerCase()];
    if (!dir) {
      throw new AppError(400, L('AbpExceptionHandling', 'InvalidSortDirection', direction), {
        validationErrors: [{ message: '', members: ['sorting'] }],
        details: L('AbpExceptionHandling', 'InvalidSortDirection', direction),
      });
    }
    terms.push(dir === 'asc' ? asc(column) : desc(column));
  }
  const result = terms.length > 0 ? terms : [...fallback];
  if (tieBreaker) result.push(asc(tieBreaker));
  return result;
}
