import { ilike, or, sql, type Column, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { queryRows, type Queryable } from './client.js';
import { recordListQuery } from './page.js';

/** `%text%` for LIKE / ILIKE with the pattern characters (\ % _) escaped: the user searches, never patterns. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Rows where any of `columns` contains `text`, ignoring case; no condition at all when there is no text. */
export function anyContains(text: string | null | undefined, ...columns: Column[]): SQL | undefined {
  if (!text) return undefined;
  const pattern = containsPattern(text);
  return or(...columns.map((column) => ilike(column, pattern)));
}

/** Above this many matches a search is filtered by its LIKE alone (see `searchIds`). */
export const SEARCH_IDS_CAP = 1_000;

/**
 * The ids of the rows whose search column contains `text`, through a table's `<table>_search_ids`
 * function (migration 0019): under row-level security a LIKE cannot use the trigram index (it is
 * not leakproof, so PostgreSQL applies it after the policies, row by row), the function can. Null
 * when more than `cap` rows match: the caller then filters with the LIKE as before, since a search
 * that matches that much of the table gains nothing from the index. The caller still reads the
 * rows through the policies; the ids only narrow them.
 */
export async function searchIds(
  tx: Queryable,
  fn: 'users_search_ids',
  tenantId: string,
  text: string,
  cap = SEARCH_IDS_CAP,
): Promise<string[] | null> {
  const query = sql`select ${sql.identifier(fn)}(${tenantId}::uuid, ${containsPattern(text)}, ${cap}::int) as ids`;
  recordListQuery(tx, { toSQL: () => new PgDialect().sqlToQuery(query) });
  const [row] = await queryRows<{ ids: string[] | string | null }>(tx, query);
  const ids = row?.ids ?? null;
  // node-postgres parses uuid[] into an array; PGlite may hand over the literal '{a,b}'.
  if (typeof ids === 'string') return ids === '{}' ? [] : ids.slice(1, -1).split(',');
  return ids;
}

/** `column = any('{…}'::uuid[])`: one parameter however many ids (from `searchIds`). */
export const idIn = (column: Column, ids: readonly string[]): SQL =>
  sql`${column} = any(${`{${ids.join(',')}}`}::uuid[])`;
