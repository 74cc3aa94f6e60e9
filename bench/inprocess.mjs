// In-process request cost: `npm run bench:inprocess` (no build: the server is imported from source
// through tsx). A diagnostic for the server's own CPU per request, with no sockets and no load
// generator beside it: on 2 cores `npm run bench`'s figures move by 10-15 % from run to run with the
// load generator and the rest of the machine, this one by a few per cent, so it can tell a change of
// 5 % from noise.
//
// A fresh database (embedded PGlite in a temporary directory, or with BENCH_DATABASE_URL a throwaway
// database on that PostgreSQL server), migrated and seeded as `npm start` does; the app built by
// `buildApp`, signed in as the host `admin`. Then, BENCH_ROUNDS (3) times: BENCH_CALLS (3,000) calls of
// `GET /api/identity/users?maxResultCount=10`, 10 at a time, through `app.inject` (the whole Fastify
// pipeline, every hook, the database), beside a bare Fastify route answering the same bytes the same
// way: CPU ms per call (process.cpuUsage, user + system; with PGlite the database's work counts, with
// PostgreSQL only the client side). The last round is the warmest; compare runs of two commits
// interleaved. No target: `npm run bench` holds those. BENCH_CPU_PROF=<file> profiles the second round.
import Fastify from 'fastify';
import { writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { FORM_HEADERS, LOGIN_FORM, round, withThrowawayPostgres } from './lib.mjs';

const CALLS = Number.parseInt(process.env.BENCH_CALLS ?? '', 10) || 3000;
const ROUNDS = Number.parseInt(process.env.BENCH_ROUNDS ?? '', 10) || 3;
const AT_ONCE = 10;
const LIST = '/api/identity/users?maxResultCount=10';

const { buildApp } = await import('../apps/server/src/app.ts');
const { loadConfig } = await import('../apps/server/src/config.ts');
const { openDatabase } = await import('../apps/server/src/platform/db/client.ts');
const { migrateDatabase } = await import('../apps/server/src/platform/db/migrate.ts');
const { seedDemo } = await import('../apps/server/src/seed/seed.ts');

const adminUrl = process.env.BENCH_DATABASE_URL;
if (adminUrl) {
  await withThrowawayPostgres(adminUrl, 'sp_bench_inprocess', (url, dir) => measure({ url, dir }));
} else {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sp-bench-inprocess-'));
  try {
    await measure({ dir });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function measure({ url, dir }) {
  process.env.DATA_DIR = dir;
  process.env.LOG_LEVEL = 'warn';
  const config = loadConfig();
  const database = await openDatabase({ url, dataDir: path.join(dir, 'db') });
  try {
    await migrateDatabase(database);
    const { app, services } = await buildApp(config, database);
    await seedDemo({ db: database.db, identity: services.identity, tenants: services.tenants, services });
    await app.ready();
    const login = await app.inject({
      method: 'POST',
      url: '/connect/token',
      headers: FORM_HEADERS,
      payload: LOGIN_FORM,
    });
    if (login.statusCode !== 200) throw new Error(`login failed: ${login.statusCode} ${login.body}`);
    const headers = { authorization: `Bearer ${login.json().access_token}`, 'accept-language': 'zh-Hans' };
    const answer = await app.inject({ url: LIST, headers });
    const bare = Fastify({ logger: false });
    bare.get('/api/identity/users', (_req, reply) => {
      reply.type(answer.headers['content-type']).send(answer.rawPayload);
    });
    await bare.ready();

    console.log(`${database.kind}: ${CALLS} calls of ${LIST}, ${AT_ONCE} at a time, CPU ms per call`);
    const session = new Session();
    session.connect();
    for (let r = 1; r <= ROUNDS; r++) {
      const profiled = process.env.BENCH_CPU_PROF && r === 2;
      if (profiled) {
        await session.post('Profiler.enable');
        await session.post('Profiler.start');
      }
      const bareMs = await cpuPerCall(bare, headers);
      const portalMs = await cpuPerCall(app, headers);
      if (profiled)
        writeFileSync(
          process.env.BENCH_CPU_PROF,
          JSON.stringify((await session.post('Profiler.stop')).profile),
        );
      console.log(
        `  round ${r}: portal ${portalMs.toFixed(3)}  bare ${bareMs.toFixed(3)}  (portal - bare ${(portalMs - bareMs).toFixed(3)})`,
      );
    }
    session.disconnect();
    await bare.close();
    await app.close();
  } finally {
    await database.close();
  }
}

/** CPU ms per call over CALLS calls, AT_ONCE in flight, after 300 to warm up; every answer must be a 200. */
async function cpuPerCall(app, headers) {
  for (let i = 0; i < 300; i++) await app.inject({ url: LIST, headers });
  let started = 0;
  const before = process.cpuUsage();
  await Promise.all(
    Array.from({ length: AT_ONCE }, async () => {
      while (started < CALLS) {
        started++;
        const res = await app.inject({ url: LIST, headers });
        if (res.statusCode !== 200) throw new Error(`${LIST}: ${res.statusCode} ${res.body}`);
      }
    }),
  );
  const used = process.cpuUsage(before);
  return round((used.user + used.system) / 1000 / started, 4);
}
