import { spawn } from 'node:child_process';
import { existsSync, writeSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config.js';
import type { DemoLogin } from './seed.js';

/**
 * The first start on the embedded database seeds the demo in a child process (issue 17 #6).
 * Seeding grows PGlite's WebAssembly memory by about 120 MB, and a WebAssembly memory never
 * shrinks: seeded in the server's own process, the portal would idle at 360-390 MB instead of the
 * 230-250 MB a restarted server holds. The child opens the same data directory, migrates, seeds,
 * hands the demo logins back as JSON on file descriptor 3 (its stdout and stderr are the server's
 * own, for its log) and exits before the server opens the database.
 */

/** The environment variable that makes `main.ts` seed and exit. */
export const SEED_ONLY_ENV = 'SUPPLIER_PORTAL_SEED_ONLY';

/** Whether this start should seed in a child: PGlite, demo data wanted, and no database yet. */
export function seedsInChild(config: AppConfig): boolean {
  return (
    config.seedDemoData &&
    !config.databaseUrl &&
    process.env[SEED_ONLY_ENV] !== '1' &&
    !existsSync(path.join(config.dataDir, 'db'))
  );
}

/** Runs this same entry point in seed-only mode; answers the demo logins it printed. */
export function seedInChild(): Promise<DemoLogin[] | null> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
      env: { ...process.env, [SEED_ONLY_ENV]: '1' },
      stdio: ['ignore', 'inherit', 'inherit', 'pipe'],
    });
    let out = '';
    child.stdio[3]!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`seeding the demo data failed (exit code ${code})`));
      resolve(JSON.parse(out || 'null') as DemoLogin[] | null);
    });
  });
}

/** The child's answer to its parent: the logins, on file descriptor 3. */
export function sendSeedResult(demo: DemoLogin[] | null): void {
  writeSync(3, JSON.stringify(demo));
}
