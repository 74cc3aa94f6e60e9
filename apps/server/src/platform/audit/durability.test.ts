import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { inArray } from 'drizzle-orm';
import { afterAll, expect, inject, it } from 'vitest';
import { testDatabaseUrl } from '../../../test/file-database.js';
import '../../../test/provided-context.js';
import { HOST_ADMIN_PASSWORD } from '../../../test/test-config.js';
import { openDatabase } from '../db/client.js';
import { asSystem } from '../db/scope.js';
import { auditLogs } from './schema.js';

/**
 * Issue 16 #3: kill -9 under write load, then every write the server acknowledged has its audit
 * row, because the row commits in the change's own transaction. The server runs as a real process
 * (`src/main.ts` through tsx, no build needed) on a copy of the test database (PGlite) or on the
 * run's PostgreSQL database.
 */

const SERVER_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const CLIENTS = 24;
const LOAD_MS = 3000;

let child: ChildProcess | undefined;
const dirs: string[] = [];
afterAll(async () => {
  child?.kill('SIGKILL');
  for (const dir of dirs) await fs.rm(dir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

it('every acknowledged write has its audit row after kill -9', async () => {
  const url = await testDatabaseUrl();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sp-kill9-'));
  dirs.push(dataDir);
  if (!url) await fs.cp(inject('pgliteTemplate')!, path.join(dataDir, 'db'), { recursive: true });

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let output = '';
  child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'false',
      TOKEN_RATE_LIMIT_PER_MINUTE: '0',
      WEB_ROOT: path.join(dataDir, 'no-web'),
      ...(url ? { DATABASE_URL: url } : { DATABASE_URL: '' }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (c: Buffer) => (output = (output + c.toString()).slice(-4000)));
  child.stderr!.on('data', (c: Buffer) => (output = (output + c.toString()).slice(-4000)));
  const exited = new Promise((resolve) => child!.once('exit', resolve));

  let token: string | undefined;
  for (let i = 0; i < 240 && !token; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${output}`);
    try {
      const res = await fetch(`${base}/connect/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'password',
          username: 'admin',
          password: HOST_ADMIN_PASSWORD,
        }),
      });
      if (res.ok) token = ((await res.json()) as { access_token: string }).access_token;
    } catch {
      await delay(250);
    }
  }
  expect(token, output).toBeDefined();

  // Write load: each client creates roles one after the other, each request with its own
  // correlation id; a 2xx answer is an acknowledged write.
  const acknowledged: string[] = [];
  let stop = false;
  let killNow = false;
  const run = Math.random().toString(36).slice(2, 8);
  const client = async (n: number) => {
    for (let i = 0; !stop; i++) {
      const id = `k9${run}c${n}i${i}`;
      try {
        const res = await fetch(`${base}/api/identity/roles`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            'x-correlation-id': id,
          },
          body: JSON.stringify({ name: id }),
        });
        if (res.status === 200) {
          acknowledged.push(id);
          // The kill lands the moment an answer arrives: the worst case for a row written after it.
          if (killNow && child!.exitCode === null) child!.kill('SIGKILL');
        } else if (!killNow) throw new Error(`${res.status} for ${id}`);
        // The body of the answer that triggered the kill may be cut short.
        await res.arrayBuffer().catch(() => undefined);
      } catch (err) {
        if (!killNow) throw err;
      }
    }
  };
  const load = Promise.all(Array.from({ length: CLIENTS }, (_, n) => client(n)));
  await delay(LOAD_MS);
  // Killed mid-load: answers already received are acknowledged, whatever was in flight is not.
  killNow = true;
  await exited;
  stop = true;
  await load;
  expect(acknowledged.length, output).toBeGreaterThan(20);

  const database = await openDatabase(url ? { url, poolSize: 2 } : { dataDir: path.join(dataDir, 'db') });
  try {
    const rows = await asSystem(database.db, (tx) =>
      tx
        .select({ correlationId: auditLogs.correlationId })
        .from(auditLogs)
        .where(inArray(auditLogs.correlationId, acknowledged)),
    );
    const audited = new Set(rows.map((r) => r.correlationId));
    const missing = acknowledged.filter((id) => !audited.has(id));
    console.log('DEBUG acked', acknowledged.length, 'audited', audited.size);
    expect(
      missing,
      `${missing.length} of ${acknowledged.length} acknowledged writes lost their audit row`,
    ).toEqual([]);
  } finally {
    await database.close();
  }
}, 120_000);
