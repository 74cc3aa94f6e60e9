// Notices benchmark: `npm run bench:notices` (no build: the server is built from source through tsx,
// in this process, and listens on BENCH_NOTICES_PORT (3440, PGlite) and the next port (PostgreSQL)).
//
// For each engine, a fresh database: embedded PGlite in a temporary directory, then, when
// BENCH_DATABASE_URL or DATABASE_URL is set, a throwaway database on that PostgreSQL server (created
// and dropped here). In a new tenant it writes BENCH_NOTICE_SUPPLIERS (2,000) active suppliers with a
// contact each, in bulk, directly in the database; then, over HTTP as the tenant's admin, BENCH_RUNS
// (3) times: a draft notice to all suppliers (acknowledgement by a week from now) is created, and its
// `POST /api/app/supplierNotice/{id}/publish` is timed: the recipient rows (one INSERT … SELECT) and
// the "published" mails queued (one per supplier contact: one INSERT … SELECT into the outbox), in
// one transaction.
// Each answer is checked (recipients, mails queued, the rows in the database), so a figure is never
// that of a wrong answer. Prints the publish ms of each run and their median; target: the median
// <= 2,000 ms on every engine. Writes bench/results/notices.json. A missed target prints MISS and
// exits 0; a failure exits 1.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { BenchError, RESULTS_DIR, round, withThrowawayPostgres } from './lib.mjs';

const SUPPLIERS = Number.parseInt(process.env.BENCH_NOTICE_SUPPLIERS ?? '', 10) || 2000;
const RUNS = Number.parseInt(process.env.BENCH_RUNS ?? '', 10) || 3;
const PORT = Number.parseInt(process.env.BENCH_NOTICES_PORT ?? '', 10) || 3440;
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
const TARGET_MS = 2000;
const PASSWORD = '1q2w3E*';
const progress = (m) => console.error(`bench:notices: ${m}`);

const { buildApp } = await import('../apps/server/src/app.ts');
const { loadConfig } = await import('../apps/server/src/config.ts');
const { openDatabase } = await import('../apps/server/src/platform/db/client.ts');
const { migrateDatabase } = await import('../apps/server/src/platform/db/migrate.ts');
const { inScope, tenantScope } = await import('../apps/server/src/platform/db/scope.ts');
const { newId } = await import('../apps/server/src/platform/db/columns.ts');
const { seedHost, createTenantWithAdmin } = await import('../apps/server/src/seed/seed.ts');
const { suppliers } = await import('../apps/server/src/modules/suppliers/schema.ts');
const { supplierNoticeRecipients } = await import('../apps/server/src/modules/notices/schema.ts');
const { mailOutbox } = await import('../apps/server/src/platform/mail/schema.ts');
const { count, eq } = await import('drizzle-orm');

const CONTENT =
  '<p>自2027年1月1日起，所有外箱标签须增加 GS1-128 条码（批号、生产日期、数量）。From 1 January 2027 every ' +
  'carton label carries a GS1-128 barcode with the lot, the production date and the quantity.</p>' +
  '<ul><li>新标签模板见附件 / the new template is attached</li><li>请于回签期限前确认 / acknowledge by the deadline</li></ul>';

async function seedSuppliers(db, tenantId) {
  const t0 = performance.now();
  const rows = Array.from({ length: SUPPLIERS }, (_, i) => {
    const code = `N${String(i + 1).padStart(5, '0')}`;
    return {
      id: newId(),
      vendorCode: code,
      normalizedVendorCode: code,
      name: `基准供应商 ${code}`,
      contacts: [{ name: '联系人', email: `${code.toLowerCase()}@vendor.example` }],
    };
  });
  await inScope(db, tenantScope(tenantId), async (tx) => {
    for (let i = 0; i < rows.length; i += 500) await tx.insert(suppliers).values(rows.slice(i, i + 500));
  });
  return (performance.now() - t0) / 1000;
}

async function token(base, tenant, username) {
  const res = await fetch(`${base}/connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', __tenant: tenant },
    body: new URLSearchParams({
      grant_type: 'password',
      username,
      password: PASSWORD,
      client_id: 'SupplierPortal_App',
      client_secret: '1q2w3e*',
      scope: 'offline_access openid profile roles email phone SupplierPortal',
    }),
  });
  const body = await res.json();
  if (!body.access_token)
    throw new BenchError(`login of ${username} failed (${res.status}): ${JSON.stringify(body)}`);
  return body.access_token;
}

async function post(base, tokenValue, url, body) {
  const res = await fetch(base + url, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${tokenValue}`,
      'accept-language': 'en',
      'content-type': 'application/json',
    },
    body: JSON.stringify(body ?? {}),
  });
  const text = await res.text();
  if (res.status !== 200) throw new BenchError(`POST ${url}: ${res.status} ${text.slice(0, 500)}`);
  return JSON.parse(text);
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

async function scenario(engine, port, database, dataDir) {
  const config = {
    ...loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'warn', SEED_DEMO_DATA: 'false', DATA_DIR: dataDir }),
    tokenRateLimitPerMinute: 0,
    port,
    host: '127.0.0.1',
  };
  progress(`${engine}: migrating`);
  await migrateDatabase(database);
  const { app, services } = await buildApp(config, database);
  try {
    const deps = { db: database.db, identity: services.identity, tenants: services.tenants };
    await seedHost(deps, PASSWORD);
    const tenantName = `notice-bench-${Date.now().toString(36)}`;
    const tenantId = await createTenantWithAdmin(deps, tenantName, {
      email: `admin@${tenantName}.test`,
      password: PASSWORD,
    });
    const seeded = await seedSuppliers(database.db, tenantId);
    progress(`${engine}: ${SUPPLIERS} suppliers in ${round(seeded, 1)} s; publishing`);
    await app.listen({ port, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${port}`;
    const admin = await token(base, tenantName, 'admin');

    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const draft = await post(base, admin, '/api/app/supplierNotice', {
        title: `包装标签新规 ${i + 1} / Packaging label rules`,
        category: 'PACKAGING',
        content: CONTENT,
        priority: 'High',
        targetScope: 'AllVendors',
        requireAck: true,
        ackDeadline: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      });
      const t = performance.now();
      const published = await post(base, admin, `/api/app/supplierNotice/${draft.id}/publish`, {
        concurrencyStamp: draft.concurrencyStamp,
      });
      const ms = performance.now() - t;
      if (published.recipients !== SUPPLIERS)
        throw new BenchError(`recipients: ${published.recipients}, expected ${SUPPLIERS}`);
      if (published.mailsQueued !== SUPPLIERS)
        throw new BenchError(`mails queued: ${published.mailsQueued}, expected ${SUPPLIERS}`);
      const [rows, mails] = await inScope(database.db, tenantScope(tenantId), async (tx) => [
        (
          await tx
            .select({ n: count() })
            .from(supplierNoticeRecipients)
            .where(eq(supplierNoticeRecipients.noticeId, draft.id))
        )[0].n,
        (await tx.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.relatedEntityId, draft.id)))[0]
          .n,
      ]);
      if (rows !== SUPPLIERS || mails !== SUPPLIERS)
        throw new BenchError(`in the database: ${rows} recipient rows, ${mails} mails`);
      runs.push(round(ms, 0));
      progress(`${engine}: run ${i + 1}: ${round(ms, 0)} ms`);
    }
    return {
      engine,
      suppliers: SUPPLIERS,
      recipients: SUPPLIERS,
      mailsQueued: SUPPLIERS,
      runsMs: runs,
      medianMs: median(runs),
      maxMs: Math.max(...runs),
    };
  } finally {
    await app.close();
  }
}

async function pglite() {
  const dir = mkdtempSync(path.join(tmpdir(), 'sp-bench-notices-'));
  try {
    const database = await openDatabase({ dataDir: path.join(dir, 'db') });
    try {
      return await scenario('PGlite', PORT, database, dir);
    } finally {
      await database.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function postgres() {
  if (!PG_URL) return null;
  return withThrowawayPostgres(
    PG_URL,
    'sp_bench_notices',
    async (url, dir) => {
      const database = await openDatabase({ url, poolSize: 4 });
      try {
        return await scenario('PostgreSQL', PORT + 1, database, dir);
      } finally {
        await database.close();
      }
    },
    { keep: false },
  );
}

function print(r) {
  console.log(
    `${r.engine.padEnd(10)} publish to ${r.suppliers} suppliers (${r.recipients} recipient rows, ${r.mailsQueued} mails queued): ` +
      `median ${r.medianMs} ms, max ${r.maxMs} ms (runs ${r.runsMs.join(', ')} ms)`,
  );
}

async function main() {
  console.log(
    `machine    load average ${loadavg()
      .map((l) => round(l, 1))
      .join(' / ')} (1 / 5 / 15 min); ${RUNS} runs each`,
  );
  const results = [];
  const lite = await pglite();
  print(lite);
  results.push(lite);
  const pg = await postgres();
  if (pg) {
    print(pg);
    results.push(pg);
  } else if (!PG_URL) console.log('PostgreSQL: BENCH_DATABASE_URL / DATABASE_URL not set; skipped');
  const pass = results.every((r) => r.medianMs <= TARGET_MS);
  console.log(
    `target     publish median <= ${TARGET_MS} ms on ${results.map((r) => r.engine).join(' and ')}: ${pass ? 'PASS' : 'MISS'}`,
  );
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(
    path.join(RESULTS_DIR, 'notices.json'),
    JSON.stringify(
      { suppliers: SUPPLIERS, runs: RUNS, targetMs: TARGET_MS, loadAverage: loadavg()[0], results, pass },
      null,
      2,
    ) + '\n',
  );
  process.exit(0);
}

main().catch((err) => {
  console.error('bench:notices failed:', err instanceof BenchError ? err.message : err);
  process.exit(1);
});
