import { count, getTableColumns, type InferSelectModel, type SQL } from 'drizzle-orm';
import type { PgSelect, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { PagedQuery, PagedResult } from '../http/paging.js';
import type { Queryable } from './client.js';

type Page = Pick<PagedQuery, 'skipCount' | 'maxResultCount'>;

/**
 * One page of a table's rows under a filter, and how many rows the filter matches: the shape of
 * every ABP list (`PagedResultDto`). `order` comes from `orderBy` (a whitelist, never the client's SQL).
 */
export async function pageOf<T extends PgTable, R>(
  tx: Queryable,
  table: T,
  where: SQL | undefined,
  order: SQL[],
  page: Page,
  toDto: (row: InferSelectModel<T>) => R,
): Promise<PagedResult<R>> {
  const columns = getTableColumns(table as PgTable) as SelectedFields;
  return pageOfFields(tx, table, columns, where, order, page, (row) => toDto(row as InferSelectModel<T>));
}

/**
 * `pageOf` with a chosen selection: a list that leaves out a heavy column or adds computed ones
 * (`{ row: table, readCount }`). The count runs over the same table and filter.
 */
export async function pageOfFields<F extends SelectedFields, R>(
  tx: Queryable,
  table: PgTable,
  fields: F,
  where: SQL | undefined,
  order: SQL[],
  page: Page,
  toDto: (row: SelectResultFields<F>) => R,
): Promise<PagedResult<R>> {
  // The generic selection defeats drizzle's builder types; the rows are typed again below.
  const rowsQuery = tx.select(fields).from(table).$dynamic() as unknown as PgSelect;
  const [rows, [total]] = await Promise.all([
    rowsQuery
      .where(where)
      .orderBy(...order)
      .limit(page.maxResultCount)
      .offset(page.skipCount),
    tx.select({ n: count() }).from(table).where(where),
  ]);
  return { totalCount: Number(total?.n ?? 0), items: (rows as SelectResultFields<F>[]).map(toDto) };
}
