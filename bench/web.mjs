/* global window */
// `npm run bench:web`: how much JavaScript /login and /dashboard need (gzip, as a gzip client receives it,
// and brotli, as Chromium receives it) and their largest contentful paint, in Debian's Chromium against the
// built server on a fresh database. Budgets: /login <= 250 KB, /dashboard (signed in) <= 500 KB.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';

const BUDGETS_KB = { '/login': 250, '/dashboard': 500 };
const PORT = Number(process.env.BENCH_WEB_PORT ?? 3330);
const BASE = `http://127.0.0.1:${PORT}`;
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-bench-web-'));
const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    TOKEN_RATE_LIMIT_PER_MINUTE: '0',
    NODE_ENV: 'development',
  },
  stdio: 'ignore',
});
const cleanup = () => {
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
};
process.on('exit', cleanup);

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${BASE}/api/abp/application-configuration`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not start');
}

async function token() {
  const res = await fetch(`${BASE}/connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=password&username=admin&password=1q2w3E*',
  });
  return (await res.json()).access_token;
}

/** The size a client accepting only `encoding` receives for a URL (the server sends pre-compressed files). */
async function encodedSize(url, encoding) {
  const res = await fetch(url, { headers: { 'accept-encoding': encoding } });
  const body = Buffer.from(await res.arrayBuffer());
  return res.headers.get('content-encoding') === encoding
    ? Number(res.headers.get('content-length') ?? body.length)
    : body.length;
}

async function measure(browser, pagePath, cookies) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 800 } });
  if (cookies.length) await context.addCookies(cookies);
  await context.addInitScript(() => {
    window.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const page = await context.newPage();
  const scripts = new Set();
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.add(r.url());
  });
  await page.goto(BASE + pagePath, { waitUntil: 'networkidle' });
  if (!page.url().endsWith(pagePath)) throw new Error(`${pagePath} ended at ${page.url()}`);
  await page.waitForTimeout(500);
  const lcp = await page.evaluate(() => window.__lcp);
  let gzip = 0;
  let brotli = 0;
  for (const url of scripts) {
    gzip += await encodedSize(url, 'gzip');
    brotli += await encodedSize(url, 'br');
  }
  if (process.env.BENCH_WEB_DETAIL) {
    for (const url of scripts)
      console.log(
        `    ${pagePath} ${((await encodedSize(url, 'gzip')) / 1024).toFixed(1)} KB ${url.split('/').pop()}`,
      );
  }
  await context.close();
  return {
    path: pagePath,
    scripts: scripts.size,
    gzipKb: gzip / 1024,
    brotliKb: brotli / 1024,
    lcpMs: lcp,
    budgetKb: BUDGETS_KB[pagePath],
  };
}

await waitForServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ARGS,
});
try {
  const results = [
    await measure(browser, '/login', []),
    await measure(browser, '/dashboard', [{ name: 'Admin-Token', value: await token(), url: BASE }]),
  ];
  console.log('\npage weight and paint (Chromium 1366x800, fresh profile, built app)');
  for (const r of results) {
    const pass = r.gzipKb <= r.budgetKb ? 'PASS' : 'MISS';
    console.log(
      `  ${r.path.padEnd(11)} JS ${r.gzipKb.toFixed(1)} KB gzip (${r.brotliKb.toFixed(1)} KB brotli, ${r.scripts} files)` +
        `  budget <= ${r.budgetKb} KB ${pass}   LCP ${Math.round(r.lcpMs)} ms`,
    );
  }
  fs.mkdirSync('bench/results', { recursive: true });
  fs.writeFileSync(
    'bench/results/web.json',
    JSON.stringify({ date: new Date().toISOString(), results }, null, 2) + '\n',
  );
} finally {
  await browser.close();
}
