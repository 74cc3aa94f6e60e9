// What the benches share: the built server as a child process on a fresh data directory, its
// readiness and login, child-process and /proc helpers, and number formatting.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { serverNodeFlags } from '../apps/server/node-flags.mjs';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const SERVER_ENTRY = path.join(ROOT, 'apps/server/dist/main.js');
/** The Node/V8 flags `npm start` runs the server with (apps/server/node-flags.mjs): benches measure that process. */
export const SERVER_NODE_FLAGS = serverNodeFlags();
export const RESULTS_DIR = path.join(ROOT, 'bench/results');
export const READY_TIMEOUT_MS = 60_000;
export const CONFIG_PATH = '/api/abp/application-configuration';
export const CLOSE = { connection: 'close' };
export const FORM_HEADERS = { 'content-type': 'application/x-www-form-urlencoded' };
/** The demo host administrator's token request, as the web app sends it. */
export const LOGIN_FORM = new URLSearchParams({
  grant_type: 'password',
  username: 'admin',
  password: '1q2w3E*',
  client_id: 'SupplierPortal_App',
  client_secret: '1q2w3e*',
  scope: 'offline_access openid profile roles email phone SupplierPortal',
}).toString();

/** A failure the bench explains itself (printed without a stack). */
export class BenchError extends Error {}

/**
 * The built server on `dataDir` (embedded PGlite) or on `databaseUrl`; never on a database from the
 * caller's own environment. Node runs it with the product's start flags, then `nodeArgs`. Its output is kept (the tail) for error messages.
 */
export function startServer(port, dataDir, { databaseUrl, nodeArgs = [], env: extra = {} } = {}) {
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    TOKEN_RATE_LIMIT_PER_MINUTE: '0',
    NODE_ENV: 'development',
    SEED_DEMO_DATA: 'true',
    ...extra,
  };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...nodeArgs, SERVER_ENTRY], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server = { child, url: `http://127.0.0.1:${port}`, output: '' };
  const keep = (chunk) => (server.output = (server.output + chunk).slice(-8000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return server;
}

export async function waitUntilReady(server) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    assertAlive(server);
    try {
      const res = await fetch(server.url + CONFIG_PATH, {
        headers: CLOSE,
        signal: AbortSignal.timeout(2000),
      });
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await delay(250);
  }
  throw new BenchError(`the server was not ready within ${READY_TIMEOUT_MS / 1000} s${tail(server.output)}`);
}

export function assertAlive(server) {
  const { exitCode, signalCode } = server.child;
  if (exitCode !== null || signalCode !== null)
    throw new BenchError(`the server exited (${signalCode ?? `code ${exitCode}`})${tail(server.output)}`);
}

/** The demo host administrator's access token. */
export async function login(url) {
  const res = await fetch(url + '/connect/token', {
    method: 'POST',
    headers: { ...FORM_HEADERS, ...CLOSE },
    body: LOGIN_FORM,
  });
  const text = await res.text();
  if (res.status !== 200) throw new BenchError(`login as admin failed (${res.status}): ${text}`);
  const token = JSON.parse(text).access_token;
  if (!token) throw new BenchError(`login answered without an access_token: ${text}`);
  return token;
}

export function exitOf(child) {
  return new Promise((resolve) => child.once('exit', resolve));
}

/** SIGTERM (the server then closes its database cleanly), SIGKILL after 5 s. */
export async function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = exitOf(child);
  child.kill('SIGTERM');
  if ((await Promise.race([exited.then(() => true), delay(5000).then(() => false)])) === false) {
    child.kill('SIGKILL');
    await exited;
  }
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** A `kB` field of /proc/<pid>/status (VmRSS, VmHWM), or undefined once the process is gone. */
export function readStatusKb(pid, field) {
  try {
    const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(
      new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'),
    );
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

export function tail(output) {
  return output.trim() ? `\n--- server output (tail) ---\n${output.trim().slice(-2000)}` : '';
}

export function round(value, digits) {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/**
 * Runs `work(url, dir)` on a throwaway database of the PostgreSQL server at `adminUrl` (created here,
 * dropped after unless `keep`), with a temporary directory; null, with a note, when the server
 * cannot be reached.
 */
export async function withThrowawayPostgres(adminUrl, prefix, work, { keep = false } = {}) {
  const { Client } = createRequire(path.join(ROOT, 'apps/server/package.json'))('pg');
  const admin = new Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch (err) {
    console.log(`PostgreSQL: ${adminUrl} not reachable (${err.message}); skipped`);
    return null;
  }
  const name = `${prefix}_${Date.now().toString(36)}`;
  await admin.query(`create database "${name}"`);
  const dir = mkdtempSync(path.join(tmpdir(), `${prefix.replace(/_/g, '-')}-pg-`));
  try {
    return await work(Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString(), dir);
  } finally {
    if (keep) console.log(`PostgreSQL database kept: ${name}`);
    else await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
    rmSync(dir, { recursive: true, force: true });
  }
}
