import { PGlite } from '@electric-sql/pglite';
import { and, asc, count, desc, eq, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import {
  alias,
  boolean,
  integer,
  jsonb,
  PgDialect,
  pgTable,
  text,
  timestamp,
  type PgSelect,
} from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from './client.js';
import { pageOf, pageOfFields } from './page.js';
import { shapeOf, StatementShapes, type ShapedSelect } from './statement-shapes.js';

const items = pgTable('shape_items', {
  id: integer('id').primaryKey(),
  tenant: text('tenant').notNull(),
  name: text('name').notNull(),
  done: boolean('done').notNull().default(false),
  at: timestamp('at', { withTimezone: true, mode: 'date' }),
  doc: jsonb('doc'),
});
const others = pgTable('shape_others', { id: integer('id').primaryKey(), itemId: integer('item_id') });

const builders = drizzlePg.mock();
const dialect = new PgDialect();
/** drizzle's own text and parameters. (Its `typings` only serve the AWS Data API driver.) */
const built = (q: { getSQL(): SQL }) => {
  const { sql: text, params } = dialect.sqlToQuery(q.getSQL());
  return { sql: text, params };
};

/** What a list sends for its filter: the kinds of condition the portal's lists build. */
function where(tenant: string, f: { name?: string; done?: boolean; ids?: number[]; since?: Date }) {
  return and(
    eq(items.tenant, tenant),
    f.name === undefined ? undefined : ilike(items.name, `%${f.name}%`),
    f.done === undefined ? undefined : eq(items.done, f.done),
    f.ids ? inArray(items.id, f.ids) : undefined,
    f.since ? sql`${items.at} >= ${f.since}` : undefined,
    isNull(sql`null`).if(false),
  );
}

const fields = { id: items.id, name: items.name, at: items.at, doc: items.doc };

function select(w: SQL | undefined, order: SQL[], limit: number, offset: number): ShapedSelect {
  return {
    kind: 'page',
    fields,
    fragments: [w, ...order],
    trailing: offset ? [limit, offset] : [limit],
    build: () =>
      (builders.select(fields).from(items).$dynamic() as unknown as PgSelect)
        .where(w)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
  };
}

describe('shapeOf (db/statement-shapes.ts)', () => {
  it('gives one key for one shape, whatever the values, and the values in text order', () => {
    const a = shapeOf([where('t1', { name: 'x', done: true }), desc(items.name)])!;
    const b = shapeOf([where('t2', { name: 'y', done: false }), desc(items.name)])!;
    expect(a.key).toBe(b.key);
    expect(a.params).toEqual(['t1', '%x%', true]);
    expect(b.params).toEqual(['t2', '%y%', false]);
    expect(
      built(
        builders
          .select()
          .from(items)
          .where(where('t2', { name: 'y', done: false })),
      ).params,
    ).toEqual(b.params);
  });

  it('tells shapes apart by text, column, parameter count, order and fragment boundary', () => {
    const keys = [
      [where('t', {})],
      [where('t', { name: 'x' })],
      [where('t', { done: true })],
      [where('t', { ids: [1, 2] })],
      [where('t', { ids: [1, 2, 3] })],
      [where('t', {}), asc(items.name)],
      [where('t', {}), desc(items.name)],
      [where('t', {}), desc(items.id)],
      [where('t', {}), desc(items.name), asc(items.id)],
      [and(where('t', {}), desc(items.name))],
      [undefined],
      [eq(others.id, 1)],
      [eq(items.id, 1)],
      // `where a order by b` is not `where ab`.
      [sql`a`, sql`b`],
      [sql`ab`],
      [sql`${sql.identifier('a')} = 1`],
      [sql`${sql.identifier('b')} = 1`],
      [eq(alias(items, 'i2').id, 1)],
    ].map((fragments) => shapeOf(fragments as SQL[])!.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('binds values as drizzle does: encoders applied, plain template values as parameters', () => {
    const at = new Date('2026-12-03T08:00:00Z');
    const shape = shapeOf([and(eq(items.at, at), eq(items.doc, { a: 1 }), sql`${items.id} > ${5}`)])!;
    expect(shape.params).toEqual(['2026-12-03T08:00:00.000Z', '{"a":1}', 5]);
    expect(
      built(
        builders
          .select()
          .from(items)
          .where(and(eq(items.at, at), eq(items.doc, { a: 1 }), sql`${items.id} > ${5}`)),
      ).params,
    ).toEqual(shape.params);
  });

  it('has no shape for text that depends on a value', () => {
    const sub = builders.select({ id: others.itemId }).from(others).where(eq(others.id, 1));
    expect(shapeOf([sql`${items.id} in (${sub})`])).toBeNull();
    expect(shapeOf([sql`${items.name} = ${'x'}`.inlineParams()])).toBeNull();
    expect(shapeOf([eq(items.id, sql.placeholder('id'))])).toBeNull();
    expect(shapeOf([sql`${sql.raw('1')} = 1`])).not.toBeNull();
  });
});

describe('StatementShapes (db/statement-shapes.ts)', () => {
  it("gives drizzle's own text and parameters for every shape, built by drizzle only once", () => {
    const shapes = new StatementShapes();
    const cases: [SQL | undefined, SQL[], number, number][] = [
      [where('t1', {}), [desc(items.at), asc(items.id)], 10, 0],
      [where('t1', {}), [desc(items.at), asc(items.id)], 10, 20],
      [where('t1', { name: 'a', ids: [1, 2] }), [asc(items.name)], 50, 0],
      [where('t1', { done: true, since: new Date('2026-01-01T00:00:00Z') }), [], 5, 5],
      [undefined, [asc(items.id)], 10, 0],
    ];
    let builds = 0;
    for (const round of [1, 2, 3]) {
      for (const [w, order, limit, offset] of cases) {
        // Other values, the same shape: a value changes from round to round.
        const s = select(
          sql`${w ?? sql`true`} and ${items.tenant} <> ${`other-${round}`}`,
          order,
          limit,
          offset,
        );
        const build = s.build;
        const counted = { ...s, build: () => (builds++, build()) };
        expect(shapes.query(counted).query).toStrictEqual(built(build()));
      }
    }
    // The selection's first use is not cached; every other shape is built once, in round 1.
    expect(builds).toBe(cases.length + 1);
  });

  it('keeps a selection made per call out of the cache, and a selection with values of its own right', () => {
    const shapes = new StatementShapes();
    let builds = 0;
    for (const user of ['u1', 'u2', 'u3', 'u4']) {
      const perCall = { id: items.id, mine: sql<boolean>`${items.name} = ${user}` };
      const s: ShapedSelect = {
        kind: 'mine',
        fields: perCall,
        fragments: [eq(items.tenant, 't')],
        trailing: [],
        build: () => (builds++, builders.select(perCall).from(items).where(eq(items.tenant, 't'))),
      };
      expect(shapes.query(s).query).toStrictEqual(
        built(builders.select(perCall).from(items).where(eq(items.tenant, 't'))),
      );
    }
    expect(builds).toBe(4);

    const fixed = { id: items.id, flagged: sql<boolean>`${items.name} = ${'flag'}` };
    for (const tenant of ['a', 'b', 'c']) {
      const s: ShapedSelect = {
        kind: 'fixed',
        fields: fixed,
        fragments: [eq(items.tenant, tenant)],
        trailing: [3],
        build: () => builders.select(fixed).from(items).where(eq(items.tenant, tenant)).limit(3),
      };
      expect(shapes.query(s).query).toStrictEqual(built(s.build()));
      expect(shapes.query(s).query.params).toEqual(['flag', tenant, 3]);
    }
  });

  it('does not cache a shape that leaves out a fragment its statement has, whatever the values', () => {
    const shapes = new StatementShapes();
    for (const tenant of ['a', 'a', 'b', 'c']) {
      // Wrong on purpose: the WHERE is in the statement but not among the fragments, so its
      // parameter would otherwise be taken for the selection's own and replayed for every tenant.
      const s: ShapedSelect = {
        kind: 'hidden',
        fields,
        fragments: [],
        trailing: [],
        build: () => builders.select(fields).from(items).where(eq(items.tenant, tenant)),
      };
      expect(shapes.query(s).query).toStrictEqual(built(s.build()));
      expect(shapes.query(s).query.params).toEqual([tenant]);
    }
  });

  it('does not cache a shape whose first build disagrees with the parameters it was given', () => {
    const shapes = new StatementShapes();
    let builds = 0;
    for (const limit of [10, 10, 20, 30]) {
      // Wrong on purpose: an offset of 0 is not bound by drizzle, yet listed here.
      const s = { ...select(where('t', {}), [], limit, 0), trailing: [limit, 0] };
      const build = s.build;
      expect(shapes.query({ ...s, build: () => (builds++, build()) }).query).toStrictEqual(built(build()));
    }
    expect(builds).toBe(4);
  });
});

describe('pageOf through cached statements, on a database', () => {
  let pg: PGlite;
  let db: Queryable;

  beforeAll(async () => {
    pg = await PGlite.create();
    await pg.exec(`
      create table shape_items (id int primary key, tenant text not null, name text not null,
        done boolean not null default false, at timestamptz, doc jsonb);
      insert into shape_items
        select i, case when i % 2 = 0 then 'a' else 'b' end, 'item ' || i, i % 3 = 0,
          timestamptz '2026-12-01 00:00:00+00' + i * interval '1 hour', jsonb_build_object('i', i)
        from generate_series(1, 30) i;
    `);
    db = drizzlePglite(pg);
  });
  afterAll(() => pg.close());

  it("answers each tenant's page with the rows and types drizzle's own select gives", async () => {
    for (const round of [1, 2, 3]) {
      for (const tenant of ['a', 'b']) {
        const w = where(tenant, { done: round === 3 ? true : undefined });
        const order = [desc(items.at)];
        const page = { skipCount: round === 2 ? 4 : 0, maxResultCount: 5 };
        const got = await pageOfFields(db, items, fields, w, order, page, (r) => r);
        const own = await db
          .select(fields)
          .from(items)
          .where(w)
          .orderBy(...order)
          .limit(5)
          .offset(page.skipCount);
        const [total] = await db.select({ n: count() }).from(items).where(w);
        expect(got).toEqual({ totalCount: total?.n, items: own });
        expect(got.items.every((r) => r.at instanceof Date && r.doc !== null)).toBe(true);
        expect(got.items.every((r) => Number(r.id) % 2 === (tenant === 'a' ? 0 : 1))).toBe(true);
        const whole = await pageOf(db, items, w, order, page, (r) => r.tenant);
        expect(new Set(whole.items)).toEqual(new Set([tenant]));
      }
    }
  });
});
