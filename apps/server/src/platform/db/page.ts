import fs from 'node:fs';
import { count, getTableColumns, sql, type InferSelectModel, type Query, type SQL } from 'drizzle-orm';
import {
  PgDialect,
  type PgColumn,
  type PgSelect,
  type PgTable,
  type SelectedFields,
} from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { LRUCache } from 'lru-cache';
import type { PagedQuery, PagedResult } from '../http/paging.js';
import type { Queryable } from './client.js';
import { fieldsListOf, identityOf, runSelect, StatementShapes } from './statement-shapes.js';

type Page = Pick<PagedQuery, 'skipCount' | 'maxResultCount'>;

/**
 * How many rows a list's filter matches, without counting them on every page
 * (docs/decisions/0009-list-counts.md). A total below `from` (10,000) is counted afresh on every
 * call: exact, and cheap because it is small. A larger total is counted once and remembered by
 * tenant and filter for `ttlMs` (30 s): counting 100,000 rows under row-level security takes
 * 50 ms and more, on every page of a pager that cannot show what a few seconds of writes change.
 * The service that owns the rows calls `forget(tenantId)` when it writes them, so this instance's
 * own writes show at once; writes elsewhere (another instance, another code path) show within
 * `ttlMs`. ABP clients read `totalCount` from every page, so it must stay right, not just close.
 */
export class ListCounts {
  private readonly cache: LRUCache<string, number>;
  readonly from: number;

  constructor(options: { from?: number; ttlMs?: number; max?: number } = {}) {
    this.from = options.from ?? 10_000;
    this.cache = new LRUCache({ max: options.max ?? 2_000, ttl: options.ttlMs ?? 30_000 });
  }

  async total(tenantId: string, filterKey: string, countNow: () => Promise<number>): Promise<number> {
    const key = `${tenantId}|${filterKey}`;
    const known = this.cache.get(key);
    if (known !== undefined) return known;
    const n = await countNow();
    if (n >= this.from) this.cache.set(key, n);
    return n;
  }

  /** Drops the tenant's remembered totals: call it when the tenant's rows change. */
  forget(tenantId: string): void {
    for (const key of this.cache.keys()) if (key.startsWith(`${tenantId}|`)) this.cache.delete(key);
  }
}

export interface PageOptions {
  /**
   * The table's key columns. The page's keys are found first (`order`, `limit`, `offset` over the
   * key alone, which an index holding the order, the key and the policy's columns answers from
   * the index) and only those rows are read: page 1000 reads 20 rows, not 20,000. From an offset of
   * `KEYS_FIRST_FROM` on; nearer the start the plain query is cheaper.
   */
  key?: PgColumn[];
  /** Remember large totals (`ListCounts`): the cache, the tenant and the filter as a string. */
  counts?: { cache: ListCounts; tenantId: string; filterKey: string };
}

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
  options: PageOptions = {},
): Promise<PagedResult<R>> {
  const columns = getTableColumns(table as PgTable) as SelectedFields;
  return pageOfFields(
    tx,
    table,
    columns,
    where,
    order,
    page,
    (row) => toDto(row as InferSelectModel<T>),
    options,
  );
}

/** The offset from which a page reads its keys first (see `PageOptions.key`). */
export const KEYS_FIRST_FROM = 200;

/** The lists' statements, their text built once per shape (db/statement-shapes.ts). */
const shapes = new StatementShapes();
const countField = { n: count() };
const dialect = new PgDialect();

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
  options: PageOptions = {},
): Promise<PagedResult<R>> {
  // Keys first only where it pays: a deep page. For the first pages the plain query is one
  // statement less and plans one table, not two under the row policies (on PGlite, where planning
  // runs in WebAssembly, the key walk doubled a first page's CPU).
  const rows =
    options.key?.length && page.skipCount >= KEYS_FIRST_FROM
      ? runSelect<SelectResultFields<F>>(
          tx,
          recorded(tx, await keysFirst(tx, table, fields, where, order, page, options.key)),
        )
      : pageRows(tx, table, fields, where, order, page);
  const countNow = () => countRows(tx, table, where);
  const c = options.counts;
  const [items, total] = await Promise.all([
    rows,
    c ? c.cache.total(c.tenantId, c.filterKey, countNow) : countNow(),
  ]);
  return { totalCount: total, items: items.map(toDto) };
}

/**
 * One page of a table's rows: `fields` (a module constant, to be cached) under `where` in `order`,
 * the statement's text built once per shape. For a list that counts in its own way (audit logs).
 */
export function pageRows<F extends SelectedFields>(
  tx: Queryable,
  table: PgTable,
  fields: F,
  where: SQL | undefined,
  order: SQL[],
  page: Page,
): Promise<SelectResultFields<F>[]> {
  const query = shapes.query({
    kind: `page\0${identityOf(table)}`,
    fields,
    fragments: [where, ...order],
    // drizzle binds the limit, and the offset only when it is not 0.
    trailing: page.skipCount ? [page.maxResultCount, page.skipCount] : [page.maxResultCount],
    build: () =>
      (tx.select(fields).from(table).$dynamic() as unknown as PgSelect)
        .where(where)
        .orderBy(...order)
        .limit(page.maxResultCount)
        .offset(page.skipCount),
  });
  return runSelect(tx, recorded(tx, query));
}

/** How many of a table's rows `where` matches, the statement's text built once per shape. */
export async function countRows(tx: Queryable, table: PgTable, where: SQL | undefined): Promise<number> {
  const query = shapes.query({
    kind: `count\0${identityOf(table)}`,
    fields: countField,
    fragments: [where],
    trailing: [],
    build: () => tx.select(countField).from(table).where(where),
  });
  const [total] = await runSelect<{ n: number }>(tx, recorded(tx, query));
  return Number(total?.n ?? 0);
}

/** `recordListQuery` on the way to running the statement. */
function recorded<Q extends { query: Query }>(tx: Queryable, statement: Q): Q {
  recordListQuery(tx, statement.query);
  return statement;
}

/**
 * A deep page's rows through its keys (`PageOptions.key`): the keys of the page in a subquery,
 * then the rows of those keys. Built by drizzle on every call (a subquery has no shape); deep
 * pages are rare.
 */
async function keysFirst(
  tx: Queryable,
  table: PgTable,
  fields: SelectedFields,
  where: SQL | undefined,
  order: SQL[],
  page: Page,
  key: PgColumn[],
) {
  // No parallel workers for the rest of this transaction: the planner, misled by the supplier
  // policy's estimate, plans the key walk with two, and starting them costs more than the walk
  // (page 1000 of 100,000 users: 70 ms with, 14 ms without, on two cores).
  const serial = sql`set local max_parallel_workers_per_gather = 0`;
  recordListQuery(tx, dialect.sqlToQuery(serial));
  await tx.execute(serial);
  const keyFields = Object.fromEntries(key.map((c, i) => [`k${i}`, c]));
  const keys = (tx.select(keyFields).from(table).$dynamic() as unknown as PgSelect)
    .where(where)
    .orderBy(...order)
    .limit(page.maxResultCount)
    .offset(page.skipCount);
  const keyTuple = sql.join(
    key.map((c) => sql`${c}`),
    sql`, `,
  );
  const rows = (tx.select(fields).from(table).$dynamic() as unknown as PgSelect)
    .where(sql`(${keyTuple}) in (${keys})`)
    .orderBy(...order);
  return { query: dialect.sqlToQuery(rows.getSQL()), fieldsList: fieldsListOf(fields) };
}

/**
 * `LIST_SQL_LOG=<file>`: every list statement (page, count, search) is appended to the file as
 * one JSON line `{ tx, sql, params }` just before it runs, `tx` numbering its transaction.
 * `npm run bench:admin` replays exactly these statements as its "direct" figures. Off unless set.
 */
const listSqlLog = process.env.LIST_SQL_LOG;
const txNumbers = new WeakMap<object, number>();
let lastTx = 0;

export function recordListQuery(tx: Queryable, query: Query | { toSQL(): Query }) {
  if (!listSqlLog) return;
  let n = txNumbers.get(tx);
  if (n === undefined) txNumbers.set(tx, (n = ++lastTx));
  const { sql: text, params } = 'toSQL' in query ? query.toSQL() : query;
  fs.appendFileSync(listSqlLog, JSON.stringify({ tx: n, sql: text, params }) + '\n');
}
