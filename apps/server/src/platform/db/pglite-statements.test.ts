import { PGlite, types, type Transaction } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteStatements } from './pglite-statements.js';

// What drizzle asks for (drizzle-orm/pglite/session.js): timestamps, dates and intervals as text.
const drizzleOptions = {
  rowMode: 'array' as const,
  parsers: Object.fromEntries(
    [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map(
      (t) => [t, (value: string) => value],
    ),
  ),
};

describe('PGlite statements prepared once (db/pglite-statements.ts)', () => {
  let pg: PGlite;
  let calls = 0;

  beforeAll(async () => {
    pg = await PGlite.create();
    // Every call into PostgreSQL, PGlite's own (begin, commit, its query) and ours: all of them
    // end in this one entry point.
    const execProtocolRawSync = pg.execProtocolRawSync.bind(pg);
    pg.execProtocolRawSync = (...args) => {
      calls++;
      return execProtocolRawSync(...args);
    };
    await pg.exec(`
      create table sample (
        id int primary key, name text, tag uuid, flag boolean, big bigint, amount numeric(12, 3),
        at timestamptz, day date, doc jsonb, tags text[], raw bytea
      );
      create role reader;
      create table owned (tenant text not null, label text not null);
      alter table owned enable row level security;
      create policy by_tenant on owned using (tenant = current_setting('app.tenant', true));
      grant select on owned to reader;
      insert into owned values ('a', 'a1'), ('a', 'a2'), ('b', 'b1');
    `);
  });
  afterAll(() => pg.close());

  /** How many calls into PostgreSQL `work` made. */
  const callsOf = async (work: () => Promise<unknown>) => {
    const before = calls;
    await work();
    return calls - before;
  };

  /** A transaction whose handle goes through `statements`. */
  const inTx = <T>(statements: PgliteStatements, work: (tx: Transaction) => Promise<T>) =>
    pg.transaction((tx) => work(statements.transaction(tx)));

  it("gives the same rows as PGlite's own query, for every type the portal stores", async () => {
    const statements = new PgliteStatements(pg);
    const params = [
      1,
      'Zhōng 中文 "quoted"',
      '01a210b4-a0ba-72cb-9502-abf81bc27bc3',
      true,
      '9007199254740993',
      '1234.500',
      '2026-11-25T04:00:00.123Z',
      '2026-11-25',
      JSON.stringify({ a: [1, 'x'], b: null }),
      ['one', 'two, three', 'four "4"'],
      new Uint8Array([0, 1, 254, 255]),
    ];
    const insert = 'insert into sample values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)';
    await inTx(statements, (tx) => tx.query(insert, params));
    await inTx(statements, (tx) => tx.query(insert, [2, ...params.slice(1).map(() => null)]));
    const select = 'select * from sample where id = any($1) order by id';
    for (const options of [drizzleOptions, { rowMode: 'object' as const }, undefined]) {
      const prepared = await inTx(statements, (tx) => tx.query(select, [[1, 2]], options));
      const own = await pg.transaction((tx) => tx.query(select, [[1, 2]], options));
      expect(prepared.rows).toEqual(own.rows);
      expect(prepared.fields).toEqual(own.fields);
    }
    const [first] = (await inTx(statements, (tx) => tx.query(select, [[1]], drizzleOptions)))
      .rows as unknown[][];
    expect(first).toEqual([
      1,
      params[1],
      params[2],
      true,
      9007199254740993n,
      '1234.500',
      '2026-11-25 04:00:00.123+00',
      '2026-11-25',
      { a: [1, 'x'], b: null },
      params[9],
      params[10],
    ]);
    const updated = await inTx(statements, (tx) =>
      tx.query('update sample set flag = $1 where id > $2', [false, 0]),
    );
    expect(updated.affectedRows).toBe(2);
  });

  it('parses a statement once: each later execution is one call into PostgreSQL', async () => {
    const statements = new PgliteStatements(pg);
    const text = 'select label from owned where label = $1';
    // Begin and commit are PGlite's own calls, the same in every case.
    const transactionOnly = await callsOf(() => inTx(statements, async () => {}));
    const run = () => inTx(statements, (tx) => tx.query(text, ['a1']));
    const first = (await callsOf(run)) - transactionOnly;
    const later = (await callsOf(run)) - transactionOnly;
    const own = (await callsOf(() => pg.transaction((tx) => tx.query(text, ['a1'])))) - transactionOnly;
    expect(first).toBe(2); // parse and describe, then the execution
    expect(later).toBe(1);
    expect(own).toBeGreaterThan(later);
  });

  it('keeps at most its bound of statements prepared, closing the least recently used', async () => {
    const statements = new PgliteStatements(pg, 3);
    const prepared = async () =>
      (await pg.query<{ n: number }>(`select count(*)::int as n from pg_prepared_statements`)).rows[0]!.n;
    const before = await prepared();
    for (let i = 0; i < 20; i++)
      await inTx(statements, (tx) => tx.query(`select ${i} as n, $1::int as m`, [i]));
    expect(statements.size).toBe(3);
    // The three kept, and the one evicted last (closed with the next statement prepared).
    expect((await prepared()) - before).toBeLessThanOrEqual(4);
    // A statement used again is not re-prepared: still answers after the others churned.
    const again = await inTx(statements, (tx) => tx.query('select 19 as n, $1::int as m', [7]));
    expect(again.rows).toEqual([{ n: 19, m: 7 }]);
  });

  it('keeps only queries and row changes prepared: schema changes and savepoints run as PGlite runs them', async () => {
    const statements = new PgliteStatements(pg);
    await inTx(statements, async (tx) => {
      await tx.query('create table once_only (id int)');
      await tx.query('savepoint sp1');
      await tx.query('insert into once_only values ($1)', [1]);
    });
    expect(statements.size).toBe(1);
    await pg.exec('drop table once_only');
  });

  it('prepares a statement afresh once a schema change altered its result', async () => {
    const statements = new PgliteStatements(pg);
    await pg.exec('create table widened (id int); insert into widened values (1)');
    const read = () => inTx(statements, (tx) => tx.query('select * from widened where id = $1', [1]));
    expect((await read()).rows).toEqual([{ id: 1 }]);
    await pg.exec('alter table widened add column note text');
    // PostgreSQL refuses a cached plan whose columns changed (0A000); the next run prepares it again.
    await expect(read()).rejects.toMatchObject({ code: '0A000' });
    expect((await read()).rows).toEqual([{ id: 1, note: null }]);
    await pg.exec('drop table widened');
  });

  it('reports errors as PGlite does, rolls the transaction back, and caches no statement that failed to parse', async () => {
    const statements = new PgliteStatements(pg);
    const insert = 'insert into sample (id, name) values ($1, $2)';
    await inTx(statements, (tx) => tx.query(insert, [10, 'ten']));
    const duplicate = inTx(statements, async (tx) => {
      await tx.query(insert, [11, 'eleven']);
      await tx.query(insert, [10, 'again']);
    });
    await expect(duplicate).rejects.toMatchObject({ code: '23505' });
    const rows = await pg.query('select id from sample where id in (10, 11) order by id');
    expect(rows.rows).toEqual([{ id: 10 }]);

    const size = statements.size;
    await expect(inTx(statements, (tx) => tx.query('selec 1'))).rejects.toMatchObject({ code: '42601' });
    expect(statements.size).toBe(size);
    // The statement that failed at execution still works.
    await inTx(statements, (tx) => tx.query(insert, [12, 'twelve']));
    expect((await pg.query('select count(*)::int as n from sample where id = 12')).rows).toEqual([{ n: 1 }]);
  });

  it('takes a statement with more parameters than a signed 16-bit count holds (a bulk insert)', async () => {
    const statements = new PgliteStatements(pg);
    const values = Array.from({ length: 40_000 }, (_, i) => i);
    const placeholders = values.map((_, i) => `$${i + 1}::int`).join(', ');
    const text = `select cardinality(array[${placeholders}]) as n, (array[${placeholders}])[40000] as last`;
    const run = () => inTx(statements, (tx) => tx.query<{ n: number; last: number }>(text, values));
    expect((await run()).rows).toEqual([{ n: 40_000, last: 39_999 }]);
    // Prepared once, executed again; and the connection still answers afterwards.
    expect((await run()).rows).toEqual([{ n: 40_000, last: 39_999 }]);
    expect((await inTx(statements, (tx) => tx.query('select 1 as one'))).rows).toEqual([{ one: 1 }]);
  });

  it('opens a scoped transaction with its preamble in one call and commits in one', async () => {
    const statements = new PgliteStatements(pg);
    const settings = `select set_config('app.probe', 'on', true)`;
    expect(await callsOf(() => statements.scoped(settings, async () => {}))).toBe(2);
    const probe = `select current_setting('app.probe', true) as v`;
    const read = (tx: Transaction) => tx.query<{ v: string }>(probe).then((r) => r.rows[0]?.v);
    await statements.scoped(settings, read);
    // Prepared by now: one more call for the statement, none for its describe.
    expect(await callsOf(() => statements.scoped(settings, read))).toBe(3);
    expect(await statements.scoped(settings, read)).toBe('on');
    // Transaction-local: gone with the commit.
    expect(await statements.scoped('select 1', read)).toBe('');
    await statements.scoped(settings, async (tx) => {
      await tx.query('insert into sample (id, name) values ($1, $2)', [30, 'thirty']);
    });
    expect((await pg.query('select name from sample where id = 30')).rows).toEqual([{ name: 'thirty' }]);
  });

  it('rolls a scoped transaction back on any error, and when a failed statement was caught', async () => {
    const statements = new PgliteStatements(pg);
    const failing = statements.scoped('select 1', async (tx) => {
      await tx.query('insert into sample (id, name) values ($1, $2)', [31, 'x']);
      await tx.query('select 1 / 0');
    });
    await expect(failing).rejects.toMatchObject({ code: '22012' });
    await expect(statements.scoped('select 1 / 0', async () => 'never')).rejects.toMatchObject({
      code: '22012',
    });
    const swallowed = statements.scoped('select 1', async (tx) => {
      await tx.query('insert into sample (id, name) values ($1, $2)', [32, 'y']);
      await tx.query('select 1 / 0').catch(() => {});
    });
    await expect(swallowed).rejects.toMatchObject({ code: '25P02' });
    const rolledBack = statements.scoped('select 1', async (tx) => {
      await tx.query('insert into sample (id, name) values ($1, $2)', [33, 'z']);
      await tx.rollback();
      return tx.query('select 1');
    });
    await expect(rolledBack).rejects.toThrow('Transaction is closed');
    expect((await pg.query('select count(*)::int as n from sample where id in (31, 32, 33)')).rows).toEqual([
      { n: 0 },
    ]);
    // The connection is usable after all of that.
    expect(await statements.scoped('select 1', (tx) => tx.query('select 2 as two'))).toMatchObject({
      rows: [{ two: 2 }],
    });
  });

  it('runs savepoints, plain SQL and several statements in a scoped transaction', async () => {
    const statements = new PgliteStatements(pg);
    const names = await statements.scoped('select 1', async (tx) => {
      await tx.query('insert into sample (id, name) values ($1, $2)', [34, 'kept']);
      await tx.query('savepoint s1');
      await tx.query('insert into sample (id, name) values ($1, $2)', [35, 'undone']);
      await tx.query('rollback to savepoint s1');
      const [, listed] = await tx.exec(`select 1; select name from sample where id in (34, 35) order by id`);
      return listed?.rows;
    });
    expect(names).toEqual([{ name: 'kept' }]);
    const tagged = await statements.scoped(
      'select 1',
      (tx) => tx.sql<{ n: number }>`select ${41}::int + 1 as n`,
    );
    expect(tagged.rows).toEqual([{ n: 42 }]);
  });

  it("takes PGlite's transaction lock: one transaction at a time, PGlite's own included", async () => {
    const statements = new PgliteStatements(pg);
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = statements.scoped('select 1', async (tx) => {
      order.push('first begins');
      await held;
      await tx.query('select 1');
      order.push('first ends');
    });
    const second = statements.scoped('select 1', async () => {
      order.push('second begins');
    });
    const own = pg.query('select 1').then(() => order.push('query'));
    // Every queued turn has had its chance to run before the first transaction lets go.
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual(['first begins']);
    release();
    await Promise.all([first, second, own]);
    expect(order).toEqual(['first begins', 'first ends', 'second begins', 'query']);
  });

  it("answers by each transaction's role and row-security settings, also once the plan is generic", async () => {
    const statements = new PgliteStatements(pg);
    const text = 'select label from owned where label <> $1 order by label';
    const labels = async (tx: Transaction) =>
      (await tx.query<{ label: string }>(text, ['none'])).rows.map((r) => r.label);
    const as = (tenant: string | null) =>
      // As the portal opens a scoped transaction (db/client.ts), and as the owner.
      tenant === null
        ? inTx(statements, labels)
        : statements.scoped(
            `select set_config('role', 'reader', true), set_config('app.tenant', '${tenant}', true)`,
            labels,
          );
    // Past PostgreSQL's five custom plans, alternating tenants, then as the table's owner (no row security).
    for (let i = 0; i < 8; i++) {
      expect(await as('a')).toEqual(['a1', 'a2']);
      expect(await as('b')).toEqual(['b1']);
    }
    expect(await as(null)).toEqual(['a1', 'a2', 'b1']);
    expect(await as('c')).toEqual([]);
  });
});
