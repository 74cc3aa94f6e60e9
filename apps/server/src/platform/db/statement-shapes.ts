import * as drizzle from 'drizzle-orm';
import { Column, Name, Param, Placeholder, SQL, StringChunk, Table, type Query } from 'drizzle-orm';
import { PgDialect, type SelectedFields } from 'drizzle-orm/pg-core';
import { LRUCache } from 'lru-cache';
import type { Queryable } from './client.js';

/**
 * The SQL text of a query, built by drizzle once per shape.
 *
 * drizzle builds a statement's text afresh on every execution: every chunk of every fragment is
 * classified by `is()`, which walks prototype chains, and a list's page of 25 columns allocates
 * some 100 KB on the way. Profiled in the process, that was about a fifth of a list call's CPU
 * (`npm run bench:inprocess`). Yet a list's text depends only on which filters and orders it has,
 * never on their values: tenant `a` and tenant `b`, `filter=x` and `filter=y` are one text with
 * other parameters. So the text is built by drizzle the first time a shape is seen and kept; later
 * executions of that shape only collect their parameters (`shapeOf`).
 *
 * A shape's key is every piece of the fragments that reaches the text: each text chunk, each name,
 * each column and table (by identity), the position of each parameter, the structure of arrays.
 * Equal keys therefore mean equal text. A fragment with anything whose text could depend on a
 * value (inlined parameters, placeholders, subqueries, views, a parameter whose encoder returns SQL)
 * has no shape and is built by drizzle every time, as before. The first build of each shape is
 * also checked: the selection's own parameters (collected from the selection alone), then the
 * ones `shapeOf` collects, then the trailing ones must be exactly the parameters drizzle put in its
 * query, in order; a shape that fails the check is never cached. (The text comes from a dialect
 * without `casing`, as the portal's databases are opened: db/client.ts.)
 */

/** Where a fragment's shape is accumulated: the key and the parameter values in text order. */
export interface Shape {
  key: string;
  params: unknown[];
}

const ids = new WeakMap<object, number>();
let lastId = 0;

/** A number for an object (a column, a table, a selection), the same for as long as it lives. */
export function identityOf(o: object): number {
  let id = ids.get(o);
  if (id === undefined) ids.set(o, (id = ++lastId));
  return id;
}

/**
 * The shape of SQL fragments (a WHERE, the terms of an ORDER BY) and their parameters as drizzle
 * would bind them, or null when one of them cannot be keyed. The fragments are separated in the
 * key, so `[a, b]` and `[ab]` differ.
 */
export function shapeOf(fragments: readonly (SQL | undefined)[]): Shape | null {
  const shape: Shape = { key: '', params: [] };
  for (const fragment of fragments) {
    if (!walk(fragment, shape)) return null;
    shape.key += '\0;';
  }
  return shape;
}

/**
 * Mirrors drizzle's `SQL.buildQueryFromSourceParams` (drizzle-orm/sql/sql.js) for the chunks whose
 * text does not depend on a value; false for any other.
 */
function walk(chunk: unknown, shape: Shape): boolean {
  if (chunk === undefined) {
    shape.key += '\0u';
    return true;
  }
  if (chunk instanceof StringChunk) {
    shape.key += chunk.value.length === 1 ? chunk.value[0] : chunk.value.join('');
    return true;
  }
  if (chunk instanceof SQL) {
    // `sql.inlineParams()` writes the values into the text.
    if ((chunk as unknown as { shouldInlineParams: boolean }).shouldInlineParams) return false;
    for (const c of chunk.queryChunks) if (!walk(c, shape)) return false;
    return true;
  }
  if (chunk instanceof Param) {
    if (chunk.value instanceof Placeholder) return false;
    const value: unknown = chunk.value === null ? null : chunk.encoder.mapToDriverValue(chunk.value);
    if (isSqlLike(value)) return false;
    shape.key += '\0p';
    shape.params.push(value);
    return true;
  }
  if (chunk instanceof Column) {
    shape.key += `\0c${identityOf(chunk)}\0`;
    return true;
  }
  if (chunk instanceof Table) {
    shape.key += `\0t${identityOf(chunk)}\0`;
    return true;
  }
  if (chunk instanceof Name) {
    shape.key += `\0n${chunk.value}\0`;
    return true;
  }
  if (Array.isArray(chunk)) {
    shape.key += '\0[';
    for (const c of chunk) {
      if (!walk(c, shape)) return false;
      shape.key += '\0,';
    }
    shape.key += '\0]';
    return true;
  }
  // Anything else drizzle renders (placeholders, aliases, subqueries, views, enums, query builders)
  // has text of its own: not keyed.
  if (typeof chunk === 'function' || isSqlLike(chunk)) return false;
  // A plain value in a template: drizzle binds it as a parameter.
  shape.key += '\0p';
  shape.params.push(chunk);
  return true;
}

function isSqlLike(value: unknown): boolean {
  return (
    value !== null &&
    typeof value === 'object' &&
    typeof (value as { getSQL?: unknown }).getSQL === 'function'
  );
}

/** A shape's statement as drizzle built it the first time. */
interface Compiled {
  sql: string;
  /** Parameters ahead of the shape's (a selection's own, fixed with the selection). */
  leading: unknown[];
  /** The selection in drizzle's order, to map each row's columns back to the fields. */
  fieldsList: unknown;
  /** False when the first build's parameters were not the ones `shapeOf` collected. */
  cacheable: boolean;
}

/**
 * A selection's fields in drizzle's own order, how its select maps a row's columns back to them
 * (`orderSelectedFields`: drizzle-orm/utils.js, not in its published types).
 */
export const fieldsListOf = (
  drizzle as unknown as { orderSelectedFields: (fields: SelectedFields) => unknown }
).orderSelectedFields;

const dialect = new PgDialect();

/** A select whose text is built by drizzle once per shape. */
export interface ShapedSelect {
  /** What the shape's key does not cover: the statement's kind, its table, which clauses it has. */
  kind: string;
  /** The selection; its object must be the same on every call (a module constant) to be cached. */
  fields: SelectedFields;
  /** The fragments whose values vary: WHERE, ORDER BY terms. */
  fragments: readonly (SQL | undefined)[];
  /**
   * Parameters drizzle binds after the fragments', in order, exactly as it binds them: a LIMIT's,
   * and an OFFSET's only when it is not 0 (drizzle leaves `offset 0` out of the text). Their number
   * is part of the key.
   */
  trailing: readonly unknown[];
  /** The statement as a drizzle builder, for the first call of a shape (and any uncached one). */
  build: () => { getSQL(): SQL };
}

/**
 * Shaped statements of the process, bounded. A selection is cached from its second use on: one made
 * per request (a computed column with the user's id in it) would only churn the cache.
 */
export class StatementShapes {
  private readonly compiled: LRUCache<string, Compiled>;
  private readonly seen = new WeakSet<object>();

  constructor(max = 500) {
    this.compiled = new LRUCache({ max });
  }

  /** The statement's text and parameters: from the cache when its shape was built before. */
  query(select: ShapedSelect): { query: Query; fieldsList: unknown } {
    const shape = this.seen.has(select.fields) ? shapeOf(select.fragments) : null;
    this.seen.add(select.fields);
    const key =
      shape && `${select.kind}\0${identityOf(select.fields)}\0${select.trailing.length}\0${shape.key}`;
    const hit = key ? this.compiled.get(key) : undefined;
    if (hit?.cacheable) {
      const params = [...hit.leading, ...shape!.params, ...select.trailing];
      return { query: { sql: hit.sql, params }, fieldsList: hit.fieldsList };
    }
    // Text and parameters only: drizzle's `typings` serve its AWS Data API driver alone.
    const { sql: text, params: builtParams } = dialect.sqlToQuery(select.build().getSQL());
    const query = { sql: text, params: builtParams };
    const fieldsList = hit?.fieldsList ?? fieldsListOf(select.fields);
    if (key && !hit) {
      const leading = selectionParams(select.fields);
      const expected = leading && [...leading, ...shape.params, ...select.trailing];
      const cacheable =
        !!expected &&
        expected.length === query.params.length &&
        expected.every((p, i) => Object.is(p, query.params[i]));
      this.compiled.set(key, { sql: query.sql, leading: leading ?? [], fieldsList, cacheable });
    }
    return { query, fieldsList };
  }
}

/**
 * The parameters of a selection's own fields, in drizzle's order of the fields (its
 * `orderSelectedFields`: entries in order, a table's columns, nested objects), or null when a
 * field is something this does not know (a subquery's, a view's).
 */
function selectionParams(fields: Record<string, unknown>): unknown[] | null {
  const shape: Shape = { key: '', params: [] };
  const visit = (value: unknown): boolean => {
    if (value instanceof Column || value instanceof Table) return true;
    if (value instanceof SQL) return walk(value, shape);
    if (value instanceof SQL.Aliased) return walk(value.sql, shape);
    if (value !== null && typeof value === 'object' && !isSqlLike(value))
      return Object.values(value).every(visit);
    return false;
  };
  return Object.values(fields).every(visit) ? shape.params : null;
}

/** Runs a select in `tx` and maps its rows to the fields, as drizzle's own select does. */
export async function runSelect<R>(
  tx: Queryable,
  { query, fieldsList }: { query: Query; fieldsList: unknown },
): Promise<R[]> {
  const session = tx._.session;
  const prepared = session.prepareQuery(
    query,
    fieldsList as Parameters<typeof session.prepareQuery>[1],
    undefined,
    true,
  );
  return (await prepared.execute()) as R[];
}
