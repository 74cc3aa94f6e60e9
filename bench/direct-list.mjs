// The floor of bench/run.mjs's list call: the database work of GET /api/identity/users?maxResultCount=10
// as the host admin, run directly through the same driver the server uses (PGlite with the server's
// settings, or `pg`), with no HTTP, no Fastify and no query builder: one transaction with the
// row-level-security settings sent with its `begin` (platform/db/scope.ts), the page of users and
// their count (platform/db/page.ts), as the server sends them. The parent sends over IPC
// { kind: 'pglite' | 'postgres', dataDir | url, seconds, concurrency } and gets back
// { iterations, cpuMs } (this process's user + system time, all threads, over the measured run).
import { createRequire } from 'node:module';
import v8 from 'node:v8';
import { fileURLToPath } from 'node:url';

const serverPackage = fileURLToPath(new URL('../apps/server/package.json', import.meta.url));
const requireFromServer = createRequire(serverPackage);
const HOST_TENANT_ID = '00000000-0000-0000-0000-000000000000';
const PREAMBLE =
  `select set_config('role', 'supplier_portal_app', true), set_config('app.tenant_id', '${HOST_TENANT_ID}', true),` +
  ` set_config('app.supplier_id', '', true)`;

process.once('message', async ({ kind, dataDir, url, seconds, concurrency }) => {
  try {
    const engine = kind === 'pglite' ? await openPglite(dataDir) : openPostgres(url);
    // Every column of the table, in its order: what the list selects (drizzle's getTableColumns).
    const columns = (
      await engine.once(
        `select column_name from information_schema.columns where table_schema = 'public' and table_name = 'users' order by ordinal_position`,
      )
    ).map((r) => `"${r[0]}"`);
    const rowsSql =
      `select ${columns.join(', ')} from "users" where ("users"."tenant_id" = $1 and "users"."is_deleted" = $2)` +
      ` order by "users"."creation_time" desc, "users"."id" asc limit $3`;
    const countSql = `select count(*) from "users" where ("users"."tenant_id" = $1 and "users"."is_deleted" = $2)`;
    const one = () =>
      engine.transaction(async (q) => {
        await q(rowsSql, [HOST_TENANT_ID, false, 10]);
        await q(countSql, [HOST_TENANT_ID, false]);
      });
    // Warm-up, as the HTTP runs have theirs.
    const warmUntil = Date.now() + 1000;
    while (Date.now() < warmUntil) await one();
    let iterations = 0;
    const start = process.cpuUsage();
    const until = Date.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (Date.now() < until) {
          await one();
          iterations++;
        }
      }),
    );
    const used = process.cpuUsage(start);
    await engine.close();
    process.send({ iterations, cpuMs: (used.user + used.system) / 1000 });
  } catch (err) {
    process.send({ error: String(err?.stack ?? err) });
  }
});
process.once('disconnect', () => process.exit(0));

/**
 * PGlite as platform/db/client.ts opens it: the same flags, settings and extension, and a
 * transaction's statements prepared by the server's own code (platform/db/pglite-statements.ts,
 * loaded through tsx: run.mjs starts this process with `--import tsx`).
 */
async function openPglite(dataDir) {
  v8.setFlagsFromString('--liftoff-only');
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { PgliteStatements } = await import('../apps/server/src/platform/db/pglite-statements.ts');
  const client = await PGlite.create(dataDir, {
    postgresqlconf: ['shared_buffers = 16MB', 'work_mem = 4MB'],
    extensions: { pg_trgm },
  });
  const statements = new PgliteStatements(client);
  const options = { rowMode: 'array' };
  return {
    once: async (text) => (await client.query(text, [], options)).rows,
    transaction: (work) =>
      client.transaction(async (tx) => {
        await tx.exec(PREAMBLE);
        const prepared = statements.transaction(tx);
        await work((text, params) => prepared.query(text, params, options));
      }),
    close: () => client.close(),
  };
}

/** `pg` with a pool as the server's (10 connections), the transaction as db/client.ts sends it. */
function openPostgres(url) {
  const pg = requireFromServer('pg');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  return {
    once: async (text) => (await pool.query({ text, rowMode: 'array' })).rows,
    async transaction(work) {
      const connection = await pool.connect();
      try {
        await connection.query(`begin; ${PREAMBLE}`);
        await work((text, values) => connection.query({ text, values, rowMode: 'array' }));
        await connection.query('commit');
      } finally {
        connection.release();
      }
    },
    close: () => pool.end(),
  };
}
