// `npm run bench:master`: master data at scale. Builds nothing itself (the npm script builds first).
//
// 1. A fresh database: embedded PGlite in a temporary DATA_DIR (default), or with BENCH_DATABASE_URL
//    (or DATABASE_URL, or `--pg`: postgres://postgres@127.0.0.1:5432/postgres) a throwaway database on
//    that PostgreSQL server, dropped afterwards. The built server starts on it once (migrations, demo data).
// 2. Generates BENCH_MATERIALS (100,000) materials and BENCH_PO_LINES (1,000,000) purchase-order lines
//    (10 per order) in the demo tenant with generate_series, in the database itself: about a fifth of
//    the lines belong to the demo vendor's supplier V0001, the rest to 100 generated suppliers; a third
//    of the lines fully delivered, some closed. Then VACUUM ANALYZE (what autovacuum would have done).
// 3. p50/p95 over BENCH_SAMPLES (100) calls, after 10 warm-up calls, of the first page (20 rows) of open
//    lines for the demo vendor with a filter, through GET /api/app/purchaseOrder/openLines, beside the
//    same page and count queries run directly on the database in the same row-level-security scope.
//    Targets: API p95 <= 1.5 x direct, and <= 50 ms on PostgreSQL. The server's CPU (from /proc) is
//    shown next to the wall time of each run.
// 4. Sync throughput: BENCH_SYNC_CALLS (3) calls of BENCH_SYNC_ORDERS (1,000) new orders of 10 lines
//    through POST /api/app/purchaseOrder/sync with a client-credentials token, then the same payload again
//    (idempotent: nothing changes); lines per second (best call) and the server's CPU.
// Writes bench/results/master.json. A missed target prints MISS and exits 0; a failure exits 1.
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, login, RESULTS_DIR, round, startServer, stopChild, waitUntilReady } from './lib.mjs';

const require = createRequire(new URL('../apps/server/package.json', import.meta.url));
const PG_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.DATABASE_URL ??
  (process.argv.includes('--pg') ? 'postgres://postgres@127.0.0.1:5432/postgres' : undefined);
const MATERIALS = Number(process.env.BENCH_MATERIALS ?? 100_000);
const LINES = Number(process.env.BENCH_PO_LINES ?? 1_000_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 100);
const SYNC_ORDERS = Number(process.env.BENCH_SYNC_ORDERS ?? 1000);
const SYNC_CALLS = Number(process.env.BENCH_SYNC_CALLS ?? 3);
const LINES_PER_ORDER = 10;
const progress = (m) => console.error(`bench:master: ${m}`);
const engine = PG_URL ? 'PostgreSQL' : 'PGlite';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-bench-master-'));
const dbName = `sp_bench_master_${Date.now().toString(36)}`;
const dbUrl = PG_URL ? Object.assign(new URL(PG_URL), { pathname: `/${dbName}` }).toString() : undefined;

/** A database session of the bench itself: pg on PostgreSQL, the PGlite directory (server stopped) otherwise. */
async function openDirect() {
  if (dbUrl) {
    const { Client } = require('pg');
    const c = new Client({ connectionString: dbUrl });
    await c.connect();
    return { query: (sql, params) => c.query(sql, params), close: () => c.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = await PGlite.create(path.join(dataDir, 'db'), {
    postgresqlconf: ['shared_buffers = 16MB', 'work_mem = 4MB'],
    extensions: { pg_trgm },
  });
  return { query: (sql, params) => db.query(sql, params), close: () => db.close() };
}

async function adminQuery(sql) {
  const { Client } = require('pg');
  const c = new Client({ connectionString: PG_URL });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

async function generate(db, tenantId) {
  const t0 = performance.now();
  progress(`generating ${MATERIALS} materials`);
  await db.query(
    `insert into materials (tenant_id, id, part_no, name, spec, unit, category, concurrency_stamp)
     select $1, gen_random_uuid(), 'BM-' || lpad(i::text, 6, '0'),
       (array['贴片电容','贴片电阻','集成电路','塑胶外壳','印制电路板','纸箱'])[1 + i % 6] || ' ' || i,
       '0402 ' || (i % 97) || 'nF', 'PCS', 'ELECTRONIC', md5(i::text)
     from generate_series(1, $2::int) i`,
    [tenantId, MATERIALS],
  );
  progress('generating 100 suppliers');
  await db.query(
    `insert into suppliers (tenant_id, id, vendor_code, normalized_vendor_code, name, concurrency_stamp)
     select $1, gen_random_uuid(), 'BS' || lpad(i::text, 4, '0'), 'BS' || lpad(i::text, 4, '0'),
       '基准供应商 ' || i, md5(i::text)
     from generate_series(1, 100) i`,
    [tenantId],
  );
  const orders = Math.ceil(LINES / LINES_PER_ORDER);
  progress(`generating ${orders} orders`);
  // Order i: every fifth one is the demo vendor's supplier (V0001), the others spread over the 100 generated.
  await db.query(
    `create temporary table bench_supplier as
       select row_number() over (order by vendor_code) - 1 as n, id from suppliers
        where tenant_id = $1 and vendor_code like 'BS%'`,
    [tenantId],
  );
  const v0001 = (
    await db.query(`select id from suppliers where tenant_id = $1 and vendor_code = 'V0001'`, [tenantId])
  ).rows[0].id;
  await db.query(
    `insert into purchase_orders (tenant_id, id, po_no, supplier_id, order_date, buyer, currency, plant, status,
       ack_status, content_hash, concurrency_stamp, creation_time)
     select $1, gen_random_uuid(), 'BPO' || lpad(i::text, 7, '0'),
       case when i % 5 = 0 then $2::uuid else (select id from bench_supplier where n = i % 100) end,
       current_date - 120 + (i % 120), '王磊', 'CNY', 'SZ01', case when i % 20 = 0 then 1 else 0 end,
       i % 3, md5(i::text), md5(i::text), now()
     from generate_series(1, $3::int) i`,
    [tenantId, v0001, orders],
  );
  const chunk = 200_000;
  for (let from = 1; from <= LINES; from += chunk) {
    const to = Math.min(from + chunk - 1, LINES);
    progress(`generating lines ${from}..${to}`);
    // Line i belongs to order (i-1)/10+1; a third fully delivered, a fifth partly; a closed order closes its lines.
    await db.query(
      `insert into purchase_order_lines (tenant_id, id, supplier_id, po_id, po_no, line_no, part_no, ordered_qty, unit,
         need_date, delivered_qty, tolerance_pct, status)
       select $1, gen_random_uuid(), o.supplier_id, o.id, o.po_no, 10 * (1 + (i - 1) % 10),
         'BM-' || lpad((1 + (i::bigint * 7919) % $4::int)::text, 6, '0'), q, 'PCS',
         current_date - 60 + (i * 13) % 180,
         case when i % 3 = 0 then q when i % 5 = 0 then q / 2 else 0 end,
         case when i % 4 = 0 then 5 else 0 end, o.status
       from generate_series($2::int, $3::int) i
       cross join lateral (select 1000 * (1 + i % 20) as q) qty
       join purchase_orders o on o.tenant_id = $1 and o.po_no = 'BPO' || lpad(((i - 1) / 10 + 1)::text, 7, '0')`,
      [tenantId, from, to, MATERIALS],
    );
  }
  progress('vacuum analyze');
  for (const t of ['materials', 'suppliers', 'purchase_orders', 'purchase_order_lines'])
    await db.query(`vacuum analyze ${t}`);
  return { seconds: (performance.now() - t0) / 1000, v0001 };
}

const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

/** The server's CPU time in ms (user + system) from /proc/<pid>/stat. */
function cpuMs(pid) {
  if (!pid) return 0;
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

async function timeIt(fn, pid) {
  for (let i = 0; i < 10; i++) await fn();
  const cpu0 = cpuMs(pid);
  const wall0 = performance.now();
  const times = [];
  for (let i = 0; i < SAMPLES; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  return {
    p50: round(percentile(times, 50), 2),
    p95: round(percentile(times, 95), 2),
    wallMs: round(performance.now() - wall0, 0),
    serverCpuMs: pid ? round(cpuMs(pid) - cpu0, 0) : null,
  };
}

/**
 * On PostgreSQL the API call and the direct queries alternate, sample by sample (which goes first
 * alternates too): on a shared machine both then see the same background load. Server CPU is
 * counted around the API calls only.
 */
async function timePair(apiFn, directFn, pid) {
  for (let i = 0; i < 10; i++) {
    await apiFn();
    await directFn();
  }
  const api = [];
  const direct = [];
  let cpu = 0;
  let apiWall = 0;
  const measure = async (fn, into, server) => {
    const c0 = server ? cpuMs(pid) : 0;
    const t = performance.now();
    await fn();
    const ms = performance.now() - t;
    into.push(ms);
    if (server) {
      cpu += cpuMs(pid) - c0;
      apiWall += ms;
    }
  };
  for (let i = 0; i < SAMPLES; i++) {
    if (i % 2 === 0) {
      await measure(apiFn, api, true);
      await measure(directFn, direct, false);
    } else {
      await measure(directFn, direct, false);
      await measure(apiFn, api, true);
    }
  }
  const stats = (xs) => ({ p50: round(percentile(xs, 50), 2), p95: round(percentile(xs, 95), 2) });
  return {
    api: { ...stats(api), wallMs: round(apiWall, 0), serverCpuMs: round(cpu, 0) },
    direct: stats(direct),
  };
}

const LINE_COLS =
  'tenant_id, id, supplier_id, po_id, po_no, line_no, part_no, ordered_qty, unit, need_date, delivered_qty, received_qty, tolerance_pct, status, creation_time, last_modification_time';

/** The page and count queries listOpenLines issues, in the vendor's row-level-security scope. */
function directOpenLines(db, tenantId, supplierId, extra, params) {
  const where = `tenant_id = $1 and supplier_id = $2 and status = 0 and ordered_qty > delivered_qty ${extra}`;
  return async () => {
    await db.query('begin');
    await db.query(
      `select set_config('role', 'supplier_portal_app', true), set_config('app.tenant_id', $1, true), set_config('app.supplier_id', $2, true)`,
      [tenantId, supplierId],
    );
    await db.query(
      `select ${LINE_COLS} from purchase_order_lines where ${where} order by need_date asc, id asc limit 20`,
      [tenantId, supplierId, ...params],
    );
    await db.query(`select count(*) from purchase_order_lines where ${where}`, [
      tenantId,
      supplierId,
      ...params,
    ]);
    await db.query('commit');
  };
}

const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const scenarios = [
  {
    name: 'open lines, part number filter',
    // Set once the data exists: the part number the vendor has the most open lines of.
    url: '',
    extra: 'and part_no = $3',
    params: [],
  },
  {
    name: 'open lines, need date range',
    url: `needDateFrom=${day(0)}&needDateTo=${day(30)}`,
    extra: 'and need_date >= $3 and need_date <= $4',
    params: [day(0), day(30)],
  },
];

async function apiGet(base, token, url) {
  const res = await fetch(base + url, {
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

async function tenantLogin(base, userName) {
  const res = await fetch(`${base}/connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', __tenant: 'demo' },
    body: new URLSearchParams({ grant_type: 'password', username: userName, password: '1q2w3E*' }),
  });
  const body = await res.json();
  if (!body.access_token) throw new Error(`login ${userName}: ${JSON.stringify(body)}`);
  return body.access_token;
}

/** An integration client of the demo tenant allowed to sync purchase orders; its token. */
async function syncToken(base, tenantId) {
  const host = await login(base);
  const secret = 'bench-master-client-secret';
  const res = await fetch(`${base}/api/openiddict/applications`, {
    method: 'POST',
    headers: { authorization: `Bearer ${host}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      clientId: 'bench-erp',
      displayName: 'Bench ERP',
      clientType: 'confidential',
      clientSecret: secret,
      grantTypes: ['client_credentials'],
      scopes: ['SupplierPortal'],
      tenantId,
      permissions: ['MasterData.PurchaseOrders', 'MasterData.PurchaseOrders.Sync'],
    }),
  });
  if (res.status !== 200) throw new Error(`client: ${res.status} ${await res.text()}`);
  const token = await fetch(`${base}/connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: 'bench-erp',
      client_secret: secret,
    }),
  });
  return (await token.json()).access_token;
}

function syncPayload(call) {
  const orders = [];
  for (let o = 0; o < SYNC_ORDERS; o++) {
    const n = call * SYNC_ORDERS + o;
    orders.push({
      poNo: `SYNC${String(n).padStart(7, '0')}`,
      supplierCode: n % 5 === 0 ? 'V0001' : `BS${String(1 + (n % 100)).padStart(4, '0')}`,
      orderDate: day(-1),
      buyer: '王磊',
      currency: 'CNY',
      plant: 'SZ01',
      lines: Array.from({ length: LINES_PER_ORDER }, (_, l) => ({
        lineNo: 10 * (l + 1),
        partNo: `BM-${String(1 + ((n * 31 + l * 7) % MATERIALS)).padStart(6, '0')}`,
        orderedQty: 1000 * (1 + (l % 5)),
        needDate: day(10 + l),
      })),
    });
  }
  return orders;
}

async function measureSync(base, token, pid) {
  const runs = [];
  const timedSync = async (orders, label) => {
    const cpu0 = cpuMs(pid);
    const t0 = performance.now();
    const res = await fetch(`${base}/api/app/purchaseOrder/sync`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ orders }),
    });
    const body = await res.json();
    const wallMs = performance.now() - t0;
    if (res.status !== 200) throw new Error(`sync: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
    const lines = orders.length * LINES_PER_ORDER;
    const run = {
      label,
      created: body.created,
      unchanged: body.unchanged,
      refused: body.refused,
      lines,
      wallMs: round(wallMs, 0),
      serverCpuMs: round(cpuMs(pid) - cpu0, 0),
      linesPerSecond: round((lines / wallMs) * 1000, 0),
    };
    progress(
      `sync ${label}: ${run.linesPerSecond} lines/s (${run.wallMs} ms, server CPU ${run.serverCpuMs} ms)`,
    );
    runs.push(run);
    return body;
  };
  let last;
  for (let call = 0; call < SYNC_CALLS; call++) {
    last = syncPayload(call);
    const body = await timedSync(last, `new #${call + 1}`);
    if (body.created !== SYNC_ORDERS) throw new Error(`sync created ${body.created} of ${SYNC_ORDERS}`);
  }
  const again = await timedSync(last, 'same payload again');
  if (again.unchanged !== SYNC_ORDERS)
    throw new Error(`idempotent sync changed ${SYNC_ORDERS - again.unchanged}`);
  return runs;
}

async function main() {
  if (dbUrl) await adminQuery(`create database "${dbName}"`);
  let server;
  let direct;
  const port = Number(process.env.BENCH_MASTER_PORT ?? (await freePort()));
  try {
    progress(`starting the server on ${engine} (migrations, demo data)`);
    server = startServer(port, dataDir, { databaseUrl: dbUrl });
    await waitUntilReady(server);
    // PGlite: one process owns the directory, so the bench generates and measures directly with the server stopped.
    if (!dbUrl) await stopChild(server.child);
    direct = await openDirect();
    const tenantId = (await direct.query(`select id from tenants where normalized_name = 'DEMO'`)).rows[0].id;
    const generated = await generate(direct, tenantId);
    const vendorSupplier = generated.v0001;
    const [{ n: openForVendor }] = (
      await direct.query(
        `select count(*)::int as n from purchase_order_lines where tenant_id = $1 and supplier_id = $2 and status = 0 and ordered_qty > delivered_qty`,
        [tenantId, vendorSupplier],
      )
    ).rows;
    progress(`generated in ${round(generated.seconds, 1)} s; the vendor's open lines: ${openForVendor}`);
    const [{ part_no: part }] = (
      await direct.query(
        `select part_no from purchase_order_lines where tenant_id = $1 and supplier_id = $2 and status = 0
            and ordered_qty > delivered_qty group by part_no order by count(*) desc, part_no limit 1`,
        [tenantId, vendorSupplier],
      )
    ).rows;
    scenarios[0].url = `partNo=${part}`;
    scenarios[0].params = [part];

    const results = [];
    // PGlite: the directory is the bench's now; measure directly before the server takes it back.
    if (!dbUrl)
      for (const s of scenarios) {
        progress(`measuring ${s.name} directly`);
        s.direct = await timeIt(directOpenLines(direct, tenantId, vendorSupplier, s.extra, s.params), null);
      }
    if (!dbUrl) {
      await direct.close();
      direct = null;
      server = startServer(port, dataDir, {});
      await waitUntilReady(server);
    }
    const base = server.url;
    const vendor = await tenantLogin(base, 'vendor');
    for (const s of scenarios) {
      const url = `/api/app/purchaseOrder/openLines?${s.url}&maxResultCount=20`;
      const sample = await apiGet(base, vendor, url);
      if (!sample.items.length) throw new Error(`${s.name}: no rows`);
      if (sample.items.some((l) => l.supplierId !== vendorSupplier))
        throw new Error(`${s.name}: another supplier's row`);
      progress(`measuring ${s.name} through the API (${sample.totalCount} matching lines)`);
      const callApi = () => apiGet(base, vendor, url);
      const measured = dbUrl
        ? await timePair(
            callApi,
            directOpenLines(direct, tenantId, vendorSupplier, s.extra, s.params),
            server.child.pid,
          )
        : { api: await timeIt(callApi, server.child.pid), direct: s.direct };
      const ratio = round(measured.api.p95 / measured.direct.p95, 2);
      results.push({ name: s.name, matching: sample.totalCount, ...measured, ratio });
    }
    progress('measuring sync throughput');
    const sync = await measureSync(base, await syncToken(base, tenantId), server.child.pid);

    const ratioTarget = 1.5;
    const msTarget = 50;
    console.log(
      `\nmaster data at scale (${engine}, ${MATERIALS} materials, ${LINES} PO lines, ${openForVendor} open for the vendor; ${SAMPLES} samples, first page of 20)`,
    );
    for (const r of results) {
      const ratioOk = r.ratio <= ratioTarget ? 'PASS' : 'MISS';
      const msOk = dbUrl
        ? `  <= ${msTarget} ms ${r.api.p95 <= msTarget ? 'PASS' : 'MISS'}`
        : '  (50 ms target: PostgreSQL)';
      console.log(
        `  ${r.name.padEnd(34)} API p95 ${String(r.api.p95).padStart(6)} ms (p50 ${r.api.p50})  direct p95 ${String(r.direct.p95).padStart(6)} ms (p50 ${r.direct.p50})  ratio ${r.ratio} (<= ${ratioTarget} ${ratioOk})${msOk}`,
      );
      console.log(
        `  ${''.padEnd(34)} ${SAMPLES} API calls: ${r.api.wallMs} ms wall, server CPU ${r.api.serverCpuMs} ms; ${r.matching} matching lines`,
      );
    }
    const best = sync.filter((r) => r.created > 0).sort((a, b) => b.linesPerSecond - a.linesPerSecond)[0];
    for (const r of sync)
      console.log(
        `  sync ${r.label.padEnd(20)} ${String(r.lines).padStart(6)} lines  ${String(r.wallMs).padStart(6)} ms wall  server CPU ${String(r.serverCpuMs).padStart(6)} ms  ${r.linesPerSecond} lines/s`,
      );
    console.log(
      `  sync throughput (best new call): ${best.linesPerSecond} lines/s; generation took ${round(generated.seconds, 1)} s`,
    );
    fs.mkdirSync(RESULTS_DIR, { recursive: true });
    fs.writeFileSync(
      path.join(RESULTS_DIR, 'master.json'),
      JSON.stringify(
        {
          date: new Date().toISOString(),
          engine,
          materials: MATERIALS,
          lines: LINES,
          openForVendor,
          results,
          sync,
        },
        null,
        2,
      ) + '\n',
    );
  } finally {
    await direct?.close().catch(() => {});
    if (server) await stopChild(server.child);
    if (dbUrl) await adminQuery(`drop database if exists "${dbName}" with (force)`).catch(() => {});
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
