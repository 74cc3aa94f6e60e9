import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite, PgliteSession, PgliteTransaction } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg, NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgDialect, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { FairQueue, setFairQueue } from './fair-queue.js';
import { PgliteStatements, rolledBackInstead } from './pglite-statements.js';

/** The one database handle the server uses, whichever engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Anything that runs queries: the database or an open transaction. */
export type Queryable = Db | Tx;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Statements that can run at once: PGlite one, PostgreSQL the pool's size. */
  connections: number;
  /** Subscribe to `NOTIFY` on a channel (cross-instance cache invalidation); PGlite is one process. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<void>;
  notify(channel: string, payload: string): Promise<void>;
  /** Runs `work` on one connection (session-level locks need that); PGlite has only one. */
  withConnection<T>(work: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL; without it PGlite opens `dataDir` (or memory when `dataDir` is undefined). */
  url?: string | undefined;
  dataDir?: string | undefined;
  poolSize?: number;
  /** How long a transaction may wait for its turn before the request gets a 503 (db/fair-queue.ts). */
  queueTimeoutMs?: number;
}

export const DEFAULT_QUEUE_TIMEOUT_MS = 10_000;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const poolSize = options.poolSize ?? 10;
  const database = options.url
    ? await openPostgres(options.url, poolSize)
    : await openPglite(options.dataDir);
  setFairQueue(
    database.db,
    new FairQueue(database.connections, options.queueTimeoutMs ?? DEFAULT_QUEUE_TIMEOUT_MS),
  );
  return database;
}

/**
 * A transaction whose first statement is `preamble` (plain SQL, no parameters), sent together with
 * its `begin`: row-level security's settings (db/scope.ts) cost no round trip of their own. On
 * PostgreSQL `begin; <preamble>` is one simple-protocol message; on PGlite too, under PGlite's own
 * transaction lock, its answer read with pg-protocol (`PgliteStatements.scoped`). Otherwise the same
 * transaction as drizzle's own: commit, or rollback on any error, and the connection released.
 */
export type PreambleTransaction = <T>(preamble: string, work: (tx: Tx) => Promise<T>) => Promise<T>;

const preambleTransactions = new WeakMap<object, PreambleTransaction>();

/** The engine's transaction with a preamble for `db`; undefined for a handle made elsewhere. */
export function preambleTransactionOf(db: object): PreambleTransaction | undefined {
  return preambleTransactions.get(db);
}

/** drizzle's dialect and relational schema of a database handle, to build sessions like its own. */
function internals(db: Db) {
  const d = db as unknown as {
    dialect: PgDialect;
    session: { schema: undefined; options: Record<string, unknown> };
  };
  return { dialect: d.dialect, schema: d.session.schema, options: d.session.options };
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  // PGlite is PostgreSQL compiled to WebAssembly (a 9 MB module). V8 compiles it with its baseline
  // compiler (Liftoff), then recompiles the functions it finds hot with its optimising one (TurboFan)
  // and keeps both: on this server that second tier held about 55-65 MB resident for good (idle RSS
  // after start-up and a login burst 370 -> 318 MB in `npm run bench`, 313-329 -> 257-261 MB
  // measured through /proc/<pid>/status), while the portal's requests spend little time in hot SQL
  // loops: server CPU per request unchanged within noise (list call 1.72 / 1.78 ms, 100 connections
  // 2.13 / 2.12 ms). A scan-heavy query costs up to 1.5x the CPU. Set before the module is compiled;
  // it applies to WebAssembly compiled from then on (PostgreSQL through `pg` uses none).
  v8.setFlagsFromString('--liftoff-only');
  // PostgreSQL's default 128 MB of shared buffers is sized for a database server, not a process
  // that embeds one: 16 MB keeps the portal's memory in check at no measurable cost here.
  const client = await PGlite.create(dataDir, {
    postgresqlconf: ['shared_buffers = 16MB', 'work_mem = 4MB'],
    // The contrib extensions the migrations create must be handed to PGlite explicitly.
    extensions: { pg_trgm },
  });
  // Statements inside transactions run prepared (db/pglite-statements.ts), drizzle's own
  // transactions included: the client drizzle is given hands it wrapped transaction handles.
  const statements = new PgliteStatements(client);
  const transaction: PGlite['transaction'] = (work) =>
    client.transaction((ptx) => work(statements.transaction(ptx)));
  const driverClient = new Proxy(client, {
    get: (target, key) => {
      if (key === 'transaction') return transaction;
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
  const db = drizzlePglite({ client: driverClient }) as unknown as Db;
  const { dialect, schema, options } = internals(db);
  preambleTransactions.set(db, (preamble, work) =>
    statements.scoped(preamble, (ptx) => {
      const tx = new PgliteTransaction(dialect, new PgliteSession(ptx, dialect, schema, options), schema);
      return work(tx as unknown as Tx);
    }),
  );
  return {
    kind: 'pglite',
    db,
    // One statement at a time, on the one connection.
    connections: 1,
    // One process owns a PGlite directory, so local delivery is the whole story.
    listen: async () => {},
    notify: async () => {},
    withConnection: (work) => work(db),
    close: () => client.close(),
  };
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  // Connections once opened stay open (min = max, as HikariCP's default): after a quiet spell the
  // next burst would otherwise start by opening them again, each a new PostgreSQL backend with cold
  // catalog caches (measured: the first 100 ms of a 100-user burst served 35 requests, not 59).
  const pool = new pg.Pool({ connectionString: url, max: poolSize, min: poolSize });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  await pool.query('select 1');
  const db = drizzlePg({ client: pool }) as unknown as Db;
  const { dialect, schema, options } = internals(db);
  preambleTransactions.set(db, async (preamble, work) => {
    const connection = await pool.connect();
    let broken: Error | undefined;
    try {
      const tx = new NodePgTransaction(
        dialect,
        new NodePgSession(connection, dialect, schema, options),
        schema,
      );
      // No parameters: the simple protocol, which takes both statements in one message.
      await connection.query(`begin; ${preamble}`);
      try {
        const result = await work(tx as unknown as Tx);
        const committed = await connection.query('commit');
        // A statement failed and the work went on: PostgreSQL rolled back what `commit` asked.
        // Refused as on PGlite (`PgliteStatements.scoped`), not reported as saved.
        if (committed.command === 'ROLLBACK') throw rolledBackInstead();
        return result;
      } catch (err) {
        await connection.query('rollback').catch((e: Error) => (broken = e));
        throw err;
      }
    } finally {
      // A connection whose rollback failed is in an unknown state: the pool drops it.
      connection.release(broken);
    }
  });
  let listener: pg.Client | undefined;
  const handlers = new Map<string, (payload: string) => void>();
  return {
    kind: 'postgres',
    db,
    connections: poolSize,
    async listen(channel, onPayload) {
      if (!listener) {
        listener = new pg.Client({ connectionString: url });
        listener.on('error', () => {});
        await listener.connect();
        listener.on('notification', (n) => handlers.get(n.channel)?.(n.payload ?? ''));
      }
      handlers.set(channel, onPayload);
      await listener.query(`LISTEN "${channel.replace(/"/g, '')}"`);
    },
    async notify(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async withConnection(work) {
      const connection = await pool.connect();
      try {
        const single: Db = drizzlePg({ client: connection });
        return await work(single);
      } finally {
        connection.release();
      }
    },
    async close() {
      await listener?.end().catch(() => {});
      await pool.end();
    },
  };
}

/** Raw SQL for the rare statement the query builder cannot express; both drivers return `rows`. */
export async function queryRows<T>(db: Queryable, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** The PostgreSQL error behind a failed query (drizzle wraps it), e.g. `23505` for a unique violation. */
export function pgError(err: unknown): { code?: string; message?: string } | undefined {
  let e: unknown = err;
  for (let depth = 0; e && depth < 3; depth++) {
    if (typeof e === 'object' && 'code' in e && typeof e.code === 'string')
      return e as { code: string; message?: string };
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}
