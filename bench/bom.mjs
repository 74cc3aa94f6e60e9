// BOM structure benchmark: `npm run bench:bom` (no build: the server is built from source through tsx,
// in this process, and listens on BENCH_BOM_PORT (3430, PGlite) and the next port (PostgreSQL)).
//
// For each engine, a fresh database: embedded PGlite in a temporary directory, then a throwaway
// database on PostgreSQL (BENCH_DATABASE_URL, else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres;
// created and dropped here; skipped with a note when the server cannot be reached). In a new tenant with
// one supplier and its vendor user it writes, directly in the database:
//   - a multi-level BOM of 5,000 lines over 5 levels, all Released and default, of the vendor's supplier:
//     the top BOM (1,000 lines, 10 sub-assemblies), 10 level-2 BOMs of 200 lines (2 sub-assemblies each),
//     20 level-3 BOMs of 60 lines, 20 level-4 of 30, 20 level-5 of 10; a common part on the first line
//     of every one of these 71 BOMs, a "deep" part on every level-5 BOM, alternate pairs every 50 lines,
//     the other children from a pool of 3,000 part numbers;
//   - revision B of the top BOM (Submitted): 10 lines added, 10 removed, 20 quantities changed;
//   - a single-level BOM of 5,000 lines (the most a revision may hold) and its revision B, changed alike;
//   - BENCH_BOM_NOISE (300) released BOMs of 200 lines of other suppliers (60,000 lines), then ANALYZE.
// Then BENCH_RUNS (30) calls each, after 3 warm-up calls, over HTTP (keep-alive), p50 / p95 / max ms of:
// the full tree (5,000 nodes) as engineering and as the vendor, where-used of the deep part and of the
// common part (first 100 rows), compare of the top BOM's revisions and of the 5,000-line revisions.
// Each answer is checked once (node count, depth, rows, added / removed / changed), so a figure is
// never that of a wrong answer. Target: p95 <= 200 ms on PostgreSQL (PGlite printed beside it).
// Writes bench/results/bom.json. A missed target prints MISS and exits 0; a failure exits 1.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { BenchError, RESULTS_DIR, round, withThrowawayPostgres } from './lib.mjs';

const RUNS = Number.parseInt(process.env.BENCH_RUNS ?? '', 10) || 30;
const NOISE = Number.parseInt(process.env.BENCH_BOM_NOISE ?? '', 10) || 300;
const PORT = Number.parseInt(process.env.BENCH_BOM_PORT ?? '', 10) || 3430;
const PG_ADMIN_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** `pglite`, `pg` or both (default); BENCH_BOM_KEEP_DB=1 keeps the PostgreSQL database (to EXPLAIN it). */
const ENGINES = (process.env.BENCH_BOM_ENGINES ?? 'pglite,pg').split(',');
const KEEP_DB = process.env.BENCH_BOM_KEEP_DB === '1';
const TARGET_MS = 200;
const WARM_UP = 3;
const PASSWORD = '1q2w3E*';
const progress = (m) => console.error(`bench:bom: ${m}`);

const { buildApp } = await import('../apps/server/src/app.ts');
const { loadConfig } = await import('../apps/server/src/config.ts');
const { openDatabase } = await import('../apps/server/src/platform/db/client.ts');
const { migrateDatabase } = await import('../apps/server/src/platform/db/migrate.ts');
const { inScope, tenantScope, asSystem } = await import('../apps/server/src/platform/db/scope.ts');
const { newId } = await import('../apps/server/src/platform/db/columns.ts');
const { seedHost, createTenantWithAdmin } = await import('../apps/server/src/seed/seed.ts');
const { bomHeaders, bomLines } = await import('../apps/server/src/modules/bom/schema.ts');
const { BomStatus } = await import('@sp/contracts');
const { sql } = await import('drizzle-orm');

// ---------------------------------------------------------------- the data

/** The multi-level structure: [level, count, lines per BOM, sub-assemblies per BOM]. */
const LEVELS = [
  [1, 1, 1000, 10],
  [2, 10, 200, 2],
  [3, 20, 60, 1],
  [4, 20, 30, 1],
  [5, 20, 10, 0],
];
const COMMON = 'BB-COMMON';
const DEEP = 'BB-DEEP';
const pool = (i) => `BB-P-${String(1 + (i % 3000)).padStart(5, '0')}`;
const subName = (level, i) => (level === 1 ? 'BB-TOP' : `BB-S${level}-${String(i + 1).padStart(3, '0')}`);

function header(o) {
  const revision = o.revision ?? 'A';
  const status = o.status ?? BomStatus.Released;
  return {
    id: o.id,
    bomNo: `BOM-${o.parent}-${revision}`,
    parentPartNo: o.parent,
    parentName: `组件 ${o.parent}`,
    bomType: 'Supplier',
    supplierId: o.supplierId,
    revision,
    baseQty: 1,
    uom: 'PCS',
    effectiveFrom: '2026-01-01',
    status,
    isDefault: status === BomStatus.Released,
    lineCount: o.lines.length,
    releasedTime: status === BomStatus.Released ? new Date() : null,
  };
}

let leafSeq = 0;
/**
 * `count` lines (positions 10, 20 …): the common part, the sub-assemblies, the deep part, then
 * children named by `leaf`, an alternate pair (70 % / 30 %, one position) every 50 lines.
 */
function linesFor(count, subs, deep, leaf = () => pool(leafSeq++)) {
  const lines = [];
  const push = (l) => lines.push({ lineNo: (lines.length + 1) * 10, ...l });
  push({ child: COMMON, qty: 2 });
  for (const s of subs) push({ child: s, qty: 1 + (lines.length % 3) });
  if (deep) push({ child: DEEP, qty: 4 });
  while (lines.length < count) {
    if (lines.length % 50 === 0 && lines.length + 2 <= count) {
      const lineNo = (lines.length + 1) * 10;
      const altGroup = `G${lines.length}`;
      push({ child: leaf(), qty: 1, lineNo, altGroup, usage: 70 });
      push({ child: leaf(), qty: 1, lineNo, altGroup, usage: 30, isAlternate: true });
    } else push({ child: leaf(), qty: 1 + (lines.length % 7) * 0.5 });
  }
  return lines;
}

/** Revision B of `lines`: the last `n` plain lines removed, `2n` plain quantities changed, `n` lines added. */
function revise(lines, n) {
  const plain = lines.flatMap((l, i) => (l.altGroup || i === 0 ? [] : [i]));
  const removed = new Set(plain.slice(-n));
  const rest = plain.slice(0, -n);
  const step = Math.floor(rest.length / (2 * n));
  const changed = new Set(Array.from({ length: 2 * n }, (_, k) => rest[k * step]));
  const kept = lines.flatMap((l, i) =>
    removed.has(i) ? [] : [changed.has(i) ? { ...l, qty: l.qty + 1 } : l],
  );
  const last = lines.at(-1).lineNo;
  const added = Array.from({ length: n }, (_, i) => ({
    child: `BB-NEW-${String(i + 1).padStart(3, '0')}`,
    qty: 1,
    lineNo: last + (i + 1) * 10,
  }));
  return { lines: [...kept, ...added], changed: changed.size };
}

function lineRows(bomId, supplierId, lines) {
  return lines.map((l, i) => ({
    id: newId(),
    bomId,
    supplierId,
    sequence: i + 1,
    lineNo: l.lineNo,
    childPartNo: l.child,
    childName: `物料 ${l.child}`,
    childSpec: '0402 100nF 10% 16V',
    qtyPer: l.qty,
    uom: 'PCS',
    materialSource: 'SupplierPurchased',
    altGroup: l.altGroup ?? null,
    usageProbability: l.usage ?? null,
    isAlternate: l.isAlternate ?? false,
    manufacturer: 'Murata',
    mpn: `GRM155R71C104K${i}`,
  }));
}

async function insertChunks(tx, table, rows, size = 2000) {
  for (let i = 0; i < rows.length; i += size) await tx.insert(table).values(rows.slice(i, i + size));
}

async function generate(db, tenantId, supplierId) {
  const t0 = performance.now();
  const ids = {};
  const headers = [];
  const lines = [];
  const add = (o) => {
    headers.push(header(o));
    lines.push(...lineRows(o.id, o.supplierId, o.lines));
  };
  // The multi-level BOM, from the bottom up, so each level knows its sub-assemblies.
  let below = [];
  for (const [level, count, perBom, subs] of [...LEVELS].reverse()) {
    const made = [];
    for (let i = 0; i < count; i++) {
      const parent = subName(level, i);
      const children = below.slice(i * subs, i * subs + subs).map((b) => b.parent);
      if (children.length < subs) throw new BenchError(`level ${level}: not enough sub-assemblies`);
      const bomLinesOf = linesFor(perBom, children, level === 5);
      const id = newId();
      add({ id, parent, supplierId, lines: bomLinesOf });
      made.push({ parent, id, lines: bomLinesOf });
    }
    // Level 3..5 BOMs: 20 each, used once by the level above (one or two per parent).
    below = made;
  }
  const top = below[0];
  ids.top = top.id;
  const topB = revise(top.lines, 10);
  ids.topB = newId();
  add({
    id: ids.topB,
    parent: 'BB-TOP',
    supplierId,
    revision: 'B',
    status: BomStatus.Submitted,
    lines: topB.lines,
  });
  ids.topChanged = topB.changed;

  let flatSeq = 0;
  const big = linesFor(5000, [], false, () => `BB-F-${String(++flatSeq).padStart(5, '0')}`);
  ids.big = newId();
  add({ id: ids.big, parent: 'BB-FLAT', supplierId, lines: big });
  const bigB = revise(big, 10);
  ids.bigB = newId();
  add({
    id: ids.bigB,
    parent: 'BB-FLAT',
    supplierId,
    revision: 'B',
    status: BomStatus.Submitted,
    lines: bigB.lines,
  });
  ids.bigChanged = bigB.changed;

  // Other suppliers' BOMs: the tenant's other data the queries must pass over.
  for (let i = 0; i < NOISE; i++) {
    const id = newId();
    const noise = Array.from({ length: 200 }, (_, j) => ({
      child: `BN-${String((i * 37 + j) % 20000).padStart(5, '0')}`,
      qty: 1,
      lineNo: (j + 1) * 10,
    }));
    add({ id, parent: `BN-ASSY-${String(i + 1).padStart(4, '0')}`, supplierId: newId(), lines: noise });
  }
  await inScope(db, tenantScope(tenantId), async (tx) => {
    await insertChunks(tx, bomHeaders, headers, 500);
    await insertChunks(tx, bomLines, lines);
  });
  await asSystem(db, (tx) => tx.execute(sql`analyze bom_headers, bom_lines`));
  return { ids, headers: headers.length, lines: lines.length, seconds: (performance.now() - t0) / 1000 };
}

// ---------------------------------------------------------------- the calls

const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

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

async function get(base, tokenValue, url) {
  const res = await fetch(base + url, {
    headers: { authorization: `Bearer ${tokenValue}`, 'accept-language': 'en' },
  });
  const text = await res.text();
  if (res.status !== 200) throw new BenchError(`GET ${url}: ${res.status} ${text.slice(0, 500)}`);
  return text;
}

async function measure(base, tokenValue, url, check) {
  const first = JSON.parse(await get(base, tokenValue, url));
  const detail = check(first);
  for (let i = 1; i < WARM_UP; i++) await get(base, tokenValue, url);
  const times = [];
  let bytes = 0;
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    bytes = (await get(base, tokenValue, url)).length;
    times.push(performance.now() - t);
  }
  return {
    p50: round(percentile(times, 50), 1),
    p95: round(percentile(times, 95), 1),
    max: round(Math.max(...times), 1),
    kb: round(bytes / 1024, 0),
    detail,
  };
}

function expectEq(what, actual, expected) {
  if (actual !== expected) throw new BenchError(`${what}: ${actual}, expected ${expected}`);
}

const countNodes = (nodes) => nodes.reduce((n, x) => n + 1 + countNodes(x.children ?? []), 0);

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
    const tenantName = `bom-bench-${Date.now().toString(36)}`;
    const tenantId = await createTenantWithAdmin(deps, tenantName, {
      email: `admin@${tenantName}.test`,
      password: PASSWORD,
    });
    await app.listen({ port, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${port}`;
    const admin = await token(base, tenantName, 'admin');
    const res = await fetch(`${base}/api/app/supplier`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        vendorCode: 'V9001',
        name: '深圳基准电子',
        contacts: [{ name: '王工', email: 'v9001@vendor.example' }],
      }),
    });
    const supplier = await res.json();
    if (!supplier.id) throw new BenchError(`supplier: ${res.status} ${JSON.stringify(supplier)}`);
    const prepared = await services.identity.preparePassword(tenantId, PASSWORD);
    await inScope(database.db, tenantScope(tenantId), (tx) =>
      services.identity.createUser(tx, null, {
        tenantId,
        userName: 'vendor',
        email: 'vendor@v9001.example',
        password: prepared,
        roleNames: ['vendor'],
        supplierId: supplier.id,
      }),
    );
    const vendor = await token(base, tenantName, 'vendor');

    progress(`${engine}: generating`);
    const made = await generate(database.db, tenantId, supplier.id);
    progress(
      `${engine}: ${made.headers} BOMs, ${made.lines} lines in ${round(made.seconds, 1)} s; measuring`,
    );
    const { ids } = made;
    const tree = (body) => {
      expectEq('tree lineCount', body.lineCount, 5000);
      expectEq('tree nodes', countNodes(body.nodes), 5000);
      expectEq('tree depth', body.depth, 5);
      return '5,000 nodes, 5 levels';
    };
    const compare = (changed) => (body) => {
      expectEq('compare added', body.added.length, 10);
      expectEq('compare removed', body.removed.length, 10);
      expectEq('compare changed', body.changed.length, changed);
      return `10 added, 10 removed, ${changed} changed, ${body.unchanged} unchanged`;
    };
    const rows = (min) => (body) => {
      if (body.items.length < Math.min(min, 100))
        throw new BenchError(`where-used: ${body.items.length} rows`);
      return `${body.totalCount} rows (levels ${Math.min(...body.items.map((r) => r.level))}..${Math.max(...body.items.map((r) => r.level))} on the page)`;
    };
    const figures = {
      treeBuyer: await measure(base, admin, `/api/app/bom/${ids.top}/tree`, tree),
      treeVendor: await measure(base, vendor, `/api/app/bom/${ids.top}/tree`, tree),
      whereUsedDeep: await measure(
        base,
        admin,
        `/api/app/bom/where-used?partNo=${DEEP}&maxResultCount=100`,
        rows(71),
      ),
      whereUsedCommon: await measure(
        base,
        vendor,
        `/api/app/bom/where-used?partNo=${COMMON}&maxResultCount=100`,
        rows(100),
      ),
      compareTop: await measure(
        base,
        admin,
        `/api/app/bom/compare?from=${ids.top}&to=${ids.topB}`,
        compare(ids.topChanged),
      ),
      compare5000: await measure(
        base,
        vendor,
        `/api/app/bom/compare?from=${ids.big}&to=${ids.bigB}`,
        compare(ids.bigChanged),
      ),
    };
    return {
      engine,
      boms: made.headers,
      lines: made.lines,
      generateSeconds: round(made.seconds, 1),
      figures,
    };
  } finally {
    await app.close();
  }
}

const LABELS = {
  treeBuyer: 'tree, engineering       ',
  treeVendor: 'tree, vendor (RLS)      ',
  whereUsedDeep: 'where-used, level-5 part',
  whereUsedCommon: 'where-used, common part ',
  compareTop: 'compare, top revisions  ',
  compare5000: 'compare, 5,000 lines    ',
};

function print(result) {
  console.log(
    `${result.engine}: ${result.boms} BOMs, ${result.lines} lines in the tenant (made in ${result.generateSeconds} s)`,
  );
  for (const [key, f] of Object.entries(result.figures)) {
    const verdict = f.p95 <= TARGET_MS ? 'PASS' : 'MISS';
    console.log(
      `  ${LABELS[key]}  p50 ${String(f.p50).padStart(6)}  p95 ${String(f.p95).padStart(6)}  max ${String(f.max).padStart(6)} ms  ` +
        `${String(f.kb).padStart(5)} KB  (target p95 <= ${TARGET_MS} ms) ${verdict}  ${f.detail}`,
    );
  }
}

async function pglite() {
  const dir = mkdtempSync(path.join(tmpdir(), 'sp-bench-bom-'));
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
  return withThrowawayPostgres(
    PG_ADMIN_URL,
    'sp_bench_bom',
    async (url, dir) => {
      const database = await openDatabase({ url, poolSize: 4 });
      try {
        return await scenario('PostgreSQL', PORT + 1, database, dir);
      } finally {
        await database.close();
      }
    },
    { keep: KEEP_DB },
  );
}

async function main() {
  console.log(
    `machine    load average ${loadavg()
      .map((l) => round(l, 1))
      .join(' / ')} (1 / 5 / 15 min); ${RUNS} runs each`,
  );
  const results = [];
  const lite = ENGINES.includes('pglite') ? await pglite() : null;
  if (lite) {
    print(lite);
    results.push(lite);
  }
  const pg = ENGINES.includes('pg') ? await postgres() : null;
  if (pg) {
    print(pg);
    results.push(pg);
  }
  const gate = pg ?? lite;
  if (!gate) throw new BenchError(`BENCH_BOM_ENGINES names no engine: ${ENGINES.join(',')}`);
  const pass = Object.values(gate.figures).every((f) => f.p95 <= TARGET_MS);
  console.log(`target     p95 <= ${TARGET_MS} ms on ${gate.engine}: ${pass ? 'PASS' : 'MISS'}`);
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(
    path.join(RESULTS_DIR, 'bom.json'),
    JSON.stringify({ runs: RUNS, targetMs: TARGET_MS, loadAverage: loadavg()[0], results, pass }, null, 2) +
      '\n',
  );
  process.exit(0);
}

main().catch((err) => {
  console.error('bench:bom failed:', err instanceof BenchError ? err.message : err);
  process.exit(1);
});
