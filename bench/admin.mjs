// `npm run bench:admin`: list endpoints at scale, on PostgreSQL. Generates 100,000 users and 1,000,000 audit
// rows in the demo tenant of a throwaway database, then measures the p95 latency of GET /api/identity/users and
// GET /api/audit-logging/audit-logs (first page with a filter and a sort, and page 1000) against the statements
// the API ran for that request, replayed directly on the database: a first server run with LIST_SQL_LOG
// records them (platform/db/page.ts: text and parameters, per transaction), a second serves the
// measurements. Targets: API p95 <= 1.5 x direct; users first page <= 50 ms, users page 1000 <= 100 ms
// (issue 17 #7), audit logs first page <= 50 ms.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { SERVER_NODE_FLAGS } from './lib.mjs';

const require = createRequire(new URL('../apps/server/package.json', import.meta.url));
const { Client } = require('pg');

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const AUDIT_ROWS = Number(process.env.BENCH_AUDIT_ROWS ?? 1_000_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 100);
const PORT = Number(process.env.BENCH_ADMIN_PORT ?? 3350);
const BASE = `http://127.0.0.1:${PORT}`;
const progress = (m) => console.error(`bench:admin: ${m}`);

// BENCH_REUSE_DB names a database an earlier run kept (BENCH_KEEP_DB=1): no new one, no generation.
const REUSE_DB = process.env.BENCH_REUSE_DB;
const KEEP_DB = !!process.env.BENCH_KEEP_DB || !!REUSE_DB;
const dbName = REUSE_DB ?? `sp_bench_admin_${Date.now().toString(36)}`;
const dbUrl = Object.assign(new URL(ADMIN_URL), { pathname: `/${dbName}` }).toString();
let server;

async function admin(sql) {
  const c = new Client({ connectionString: ADMIN_URL });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

async function startServer(extraEnv = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-bench-admin-'));
  // With the flags `npm start` uses (apps/server/node-flags.mjs): the process users run.
  const entry = process.env.BENCH_SERVER_ENTRY ?? 'apps/server/dist/main.js';
  server = spawn(process.execPath, [...SERVER_NODE_FLAGS, entry], {
    env: {
      ...process.env,
      ...extraEnv,
      DATABASE_URL: dbUrl,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      TOKEN_RATE_LIMIT_PER_MINUTE: '0',
      NODE_ENV: 'development',
    },
    stdio: 'ignore',
  });
  const exited = new Promise((r) => server.once('exit', r));
  server.stop = async () => {
    server.kill('SIGTERM');
    await exited;
  };
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${BASE}/api/abp/application-configuration`)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

async function generate(db, tenantId) {
  progress(`generating ${USERS} users`);
  const [{ password_hash: hash }] = (
    await db.query(`select password_hash from users where tenant_id = $1 limit 1`, [tenantId])
  ).rows;
  await db.query(
    `insert into users (tenant_id, id, user_name, normalized_user_name, name, surname, email, normalized_email,
       password_hash, security_stamp, is_active, concurrency_stamp, creation_time)
     select $1, gen_random_uuid(), 'bench-user-' || lpad(i::text, 6, '0'), upper('bench-user-' || lpad(i::text, 6, '0')),
       (array['张','王','李','赵','陈','刘','杨','黄'])[1 + i % 8] || (array['伟','芳','娜','敏','静','强','磊','洋'])[1 + (i / 8) % 8],
       'Bench', 'bench' || i || '@example.com', upper('bench' || i || '@example.com'),
       $2, md5(i::text), i % 10 <> 0, md5(i::text), now() - (i || ' minutes')::interval
     from generate_series(1, $3::int) i`,
    [tenantId, hash, USERS],
  );
  const chunk = 250_000;
  for (let from = 1; from <= AUDIT_ROWS; from += chunk) {
    progress(`generating audit rows ${from}..${Math.min(from + chunk - 1, AUDIT_ROWS)}`);
    await db.query(
      `insert into audit_logs (tenant_id, id, application_name, user_name, tenant_name, execution_time, execution_duration,
         client_ip_address, http_method, url, http_status_code, browser_info, correlation_id, entity_changes, extra_properties)
       select $1, gen_random_uuid(), 'SupplierPortal', 'bench-user-' || lpad((i % 5000)::text, 6, '0'), 'demo',
         now() - (i * interval '3 seconds'), (i * 37) % 3000, '10.0.' || (i % 250) || '.' || (i % 200),
         (array['GET','POST','PUT','DELETE'])[1 + i % 4],
         (array['/api/app/supplier','/api/identity/users','/api/app/delivery','/api/data-dictionary/dictionary'])[1 + i % 4] || '/' || (i % 1000),
         (array[200,200,200,204,400,403,404,500])[1 + i % 8], 'Mozilla/5.0', md5(i::text), '[]', '{}'
       from generate_series($2::int, $3::int) i`,
      [tenantId, from, Math.min(from + chunk - 1, AUDIT_ROWS)],
    );
  }
  // What autovacuum would have done by the time a portal holds this much: statistics and the
  // visibility map (which index-only scans need).
  progress('vacuum analyze');
  await db.query('vacuum analyze users');
  await db.query('vacuum analyze audit_logs');
}

const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

const load = () => os.loadavg()[0].toFixed(2);

async function timeIt(fn) {
  for (let i = 0; i < 10; i++) await fn();
  const times = [];
  for (let i = 0; i < SAMPLES; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

/**
 * The statements the API ran for one request (`LIST_SQL_LOG` lines: `{ tx, sql, params }`), replayed:
 * each of its transactions on its own connection, in the same row-level-security scope as
 * `inScope`, the transactions side by side as the API runs them (the audit log's page and count).
 */
function direct(clients, tenantId, statements) {
  const byTx = new Map();
  for (const s of statements) byTx.set(s.tx, [...(byTx.get(s.tx) ?? []), s]);
  const groups = [...byTx.values()];
  if (groups.length > clients.length)
    throw new Error(`${groups.length} transactions, ${clients.length} clients`);
  return () =>
    Promise.all(
      groups.map(async (group, i) => {
        const c = clients[i];
        // As inScope sends it (db/scope.ts, db/client.ts): the settings with the begin, one message.
        await c.query(
          `begin; select set_config('role', 'supplier_portal_app', true), set_config('app.tenant_id', '${tenantId}', true), set_config('app.supplier_id', '', true)`,
        );
        for (const s of group) await c.query(s.sql, s.params);
        await c.query('commit');
      }),
    );
}

async function signIn(tenantId) {
  const form = 'grant_type=password&username=admin&password=1q2w3E*';
  const tokenRes = await fetch(`${BASE}/connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', __tenant: tenantId },
    body: form,
  });
  const token = (await tokenRes.json()).access_token;
  return (url) => async () => {
    const res = await fetch(BASE + url, {
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
    });
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
  };
}

const scenarios = [
  {
    name: 'users, first page (filter + sort)',
    url: '/api/identity/users?filter=bench7777&sorting=userName%20desc&maxResultCount=20',
    target: 50,
  },
  {
    name: 'users, page 1000',
    url: '/api/identity/users?sorting=userName&skipCount=19980&maxResultCount=20',
    target: 100,
  },
  {
    name: 'audit logs, first page (method filter + time sort)',
    url: '/api/audit-logging/audit-logs?httpMethod=POST&sorting=executionTime%20desc&maxResultCount=20',
    target: 50,
  },
  {
    name: 'audit logs, page 1000',
    url: '/api/audit-logging/audit-logs?sorting=executionTime%20desc&skipCount=19980&maxResultCount=20',
  },
];

async function main() {
  if (!REUSE_DB) await admin(`create database "${dbName}"`);
  const clients = [new Client({ connectionString: dbUrl }), new Client({ connectionString: dbUrl })];
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-bench-admin-sql-'));
  const log = path.join(logDir, 'list-sql.jsonl');
  try {
    progress('starting the server (migrations, demo data), recording the list statements');
    await startServer({ LIST_SQL_LOG: log });
    for (const c of clients) await c.connect();
    const db = clients[0];
    const tenantId = (await db.query(`select id from tenants where normalized_name = 'DEMO'`)).rows[0].id;
    if (!REUSE_DB) await generate(db, tenantId);

    // The statements of one request per scenario, after a warm-up that brings the server to the
    // state the measured requests find (remembered counts included).
    let api = await signIn(tenantId);
    for (const s of scenarios) {
      for (let i = 0; i < 10; i++) await api(s.url)();
      fs.writeFileSync(log, '');
      await api(s.url)();
      s.statements = fs
        .readFileSync(log, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line));
      if (s.statements.length === 0) throw new Error(`${s.name}: no list statement recorded`);
    }
    await server.stop();

    progress('starting the server again to measure (no statement log)');
    await startServer();
    api = await signIn(tenantId);
    const results = [];
    for (const s of scenarios) {
      progress(`measuring ${s.name}`);
      const loadBefore = load();
      const a = await timeIt(api(s.url));
      const d = await timeIt(direct(clients, tenantId, s.statements));
      results.push({
        name: s.name,
        url: s.url,
        api: a,
        direct: d,
        ratio: a.p95 / d.p95,
        target: s.target,
        load: [loadBefore, load()],
        statements: s.statements,
      });
    }
    console.log(
      `\nlist endpoints at scale (PostgreSQL, ${USERS} users, ${AUDIT_ROWS} audit rows, ${SAMPLES} samples each, p95; ` +
        `"direct" replays the statements the API ran; load average 1 min before / after each)`,
    );
    for (const r of results) {
      const ratioOk = r.ratio <= 1.5 ? 'PASS' : 'MISS';
      const target = r.target ? `  target <= ${r.target} ms ${r.api.p95 <= r.target ? 'PASS' : 'MISS'}` : '';
      console.log(
        `  ${r.name.padEnd(50)} API ${r.api.p95.toFixed(1).padStart(6)} ms   direct ${r.direct.p95.toFixed(1).padStart(6)} ms   ` +
          `ratio ${r.ratio.toFixed(2)} (<= 1.5 ${ratioOk})${target}   ${r.statements.length} statements   load ${r.load.join(' / ')}`,
      );
    }
    fs.mkdirSync('bench/results', { recursive: true });
    fs.writeFileSync(
      'bench/results/admin.json',
      JSON.stringify(
        { date: new Date().toISOString(), users: USERS, auditRows: AUDIT_ROWS, samples: SAMPLES, results },
        null,
        2,
      ) + '\n',
    );
  } finally {
    await server?.stop();
    for (const c of clients) await c.end().catch(() => {});
    fs.rmSync(logDir, { recursive: true, force: true });
    if (KEEP_DB) progress(`kept database ${dbName}`);
    else await admin(`drop database if exists "${dbName}" with (force)`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
