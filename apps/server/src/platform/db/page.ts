import { count, type InferSelectModel, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { PagedQuery, PagedResult } from '../http/paging.js';
import type { Queryable } from './client.js';

/**
 * One page of a table's rows under a filter, and how many rows the filter matches: the shape of
 * every ABP list (`PagedResultDto`). `order` comes from `orderBy` (a whitelist, never the client's SQL).
 */
export async function pageOf<T extends PgTable, R>(
  tx: Queryable,
  table: T,
  where: SQL | undefined,
  order: SQL[],
  page: Pick<PagedQuery, 'skipCount' | 'maxResultCount'>,
  toDto: (row: InferSelectModel<T>) => R,
): Promise<PagedResult<R>> {
  const source = table as PgTable;
  const [rows, [total]] = await Promise.all([
    tx
      .select()
      .from(source)
      .where(where)
      .orderBy(...order)
      .limit(page.maxResultCount)
      .offset(page.skipCount),
    tx.select({ n: count() }).from(source).where(where),
  ]);
  return { totalCount: Number(total?.n ?? 0), items: (rows as InferSelectModel<T>[]).map(toDto) };
}
