// `npm run bench:admin`: list endpoints at scale, on PostgreSQL. Generates 100,000 users and 1,000,000 audit
// rows in the demo tenant of a throwaway database, then measures the p95 latency of GET /api/identity/users and
// GET /api/audit-logging/audit-logs (first page with a filter and a sort, and page 1000) against the same
// queries run directly on the database. Targets: API p95 <= 1.5 x direct, first page p95 <= 50 ms.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';

const require = createRequire(new URL('../apps/server/package.json', import.meta.url));
const { Client } = require('pg');

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const AUDIT_ROWS = Number(process.env.BENCH_AUDIT_ROWS ?? 1_000_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 100);
const PORT = Number(process.env.BENCH_ADMIN_PORT ?? 3350);
const BASE = `http://127.0.0.1:${PORT}`;
const progress = (m) => console.error(`bench:admin: ${m}`);

const dbName = `sp_bench_admin_${Date.now().toString(36)}`;
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

async function startServer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-bench-admin-'));
  server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    env: {
      ...process.env,
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

/** The page and count queries the service issues, run directly inside the same row-level-security scope. */
function direct(db, tenantId, sqlPage, sqlCount, params) {
  return async () => {
    await db.query('begin');
    await db.query(
      `select set_config('role', 'supplier_portal_app', true), set_config('app.tenant_id', $1, true), set_config('app.supplier_id', '', true)`,
      [tenantId],
    );
    await db.query(sqlPage, params);
    await db.query(sqlCount, params);
    await db.query('commit');
  };
}

async function main() {
  await admin(`create database "${dbName}"`);
  const db = new Client({ connectionString: dbUrl });
  try {
    progress('starting the server (migrations, demo data)');
    await startServer();
    await db.connect();
    const tenantId = (await db.query(`select id from tenants where normalized_name = 'DEMO'`)).rows[0].id;
    await generate(db, tenantId);

    const form = 'grant_type=password&username=admin&password=1q2w3E*';
    const tokenRes = await fetch(`${BASE}/connect/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', __tenant: tenantId },
      body: form,
    });
    const token = (await tokenRes.json()).access_token;
    const api = (url) => async () => {
      const res = await fetch(BASE + url, {
        headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
      });
      if (res.status !== 200) throw new Error(`${url}: ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
    };

    const userCols =
      'tenant_id, id, user_name, name, surname, email, email_confirmed, phone_number, phone_number_confirmed, is_active, lockout_enabled, lockout_end, access_failed_count, concurrency_stamp, creation_time, creator_id, last_modification_time, last_modifier_id, is_deleted, deleter_id, deletion_time, extra_properties, supplier_id';
    const userFilter = `tenant_id = $1 and not is_deleted and search_text like $2`;
    const auditCols =
      'tenant_id, id, application_name, user_id, user_name, tenant_name, execution_time, execution_duration, client_ip_address, client_id, correlation_id, browser_info, http_method, url, http_status_code, exceptions, extra_properties';
    const scenarios = [
      {
        name: 'users, first page (filter + sort)',
        api: api('/api/identity/users?filter=bench7777&sorting=userName%20desc&maxResultCount=20'),
        db: direct(
          db,
          tenantId,
          `select ${userCols} from users where ${userFilter} order by user_name desc, id limit 20`,
          `select count(*) from users where ${userFilter}`,
          [tenantId, '%bench7777%'],
        ),
        firstPage: true,
      },
      {
        name: 'users, page 1000',
        api: api('/api/identity/users?sorting=userName&skipCount=19980&maxResultCount=20'),
        db: direct(
          db,
          tenantId,
          `select ${userCols} from users where tenant_id = $1 and not is_deleted order by user_name, id limit 20 offset 19980`,
          `select count(*) from users where tenant_id = $1 and not is_deleted`,
          [tenantId],
        ),
      },
      {
        name: 'audit logs, first page (method filter + time sort)',
        api: api(
          '/api/audit-logging/audit-logs?httpMethod=POST&sorting=executionTime%20desc&maxResultCount=20',
        ),
        db: direct(
          db,
          tenantId,
          `select ${auditCols} from audit_logs where tenant_id = $1 and http_method = 'POST' order by execution_time desc, id limit 20`,
          `select count(*) from audit_logs where tenant_id = $1 and http_method = 'POST'`,
          [tenantId],
        ),
        firstPage: true,
      },
      {
        name: 'audit logs, page 1000',
        api: api(
          '/api/audit-logging/audit-logs?sorting=executionTime%20desc&skipCount=19980&maxResultCount=20',
        ),
        db: direct(
          db,
          tenantId,
          `select ${auditCols} from audit_logs where tenant_id = $1 order by execution_time desc, id limit 20 offset 19980`,
          `select count(*) from audit_logs where tenant_id = $1`,
          [tenantId],
        ),
      },
    ];
    const results = [];
    for (const s of scenarios) {
      progress(`measuring ${s.name}`);
      const a = await timeIt(s.api);
      const d = await timeIt(s.db);
      results.push({ name: s.name, api: a, direct: d, ratio: a.p95 / d.p95, firstPage: !!s.firstPage });
    }
    console.log(
      `\nlist endpoints at scale (PostgreSQL, ${USERS} users, ${AUDIT_ROWS} audit rows, ${SAMPLES} samples each, p95)`,
    );
    for (const r of results) {
      const ratioOk = r.ratio <= 1.5 ? 'PASS' : 'MISS';
      const firstOk = r.firstPage ? `  first page <= 50 ms ${r.api.p95 <= 50 ? 'PASS' : 'MISS'}` : '';
      console.log(
        `  ${r.name.padEnd(48)} API ${r.api.p95.toFixed(1).padStart(6)} ms   direct ${r.direct.p95.toFixed(1).padStart(6)} ms   ratio ${r.ratio.toFixed(2)} (<= 1.5 ${ratioOk})${firstOk}`,
      );
    }
    fs.mkdirSync('bench/results', { recursive: true });
    fs.writeFileSync(
      'bench/results/admin.json',
      JSON.stringify(
        { date: new Date().toISOString(), users: USERS, auditRows: AUDIT_ROWS, results },
        null,
        2,
      ) + '\n',
    );
  } finally {
    server?.kill('SIGTERM');
    await db.end().catch(() => {});
    await new Promise((r) => setTimeout(r, 500));
    await admin(`drop database if exists "${dbName}" with (force)`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
