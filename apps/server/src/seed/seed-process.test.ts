import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../config.js';
import { SEED_ONLY_ENV, seedsInChild } from './seed-process.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

/** A data directory, with or without an embedded database in it. */
function dataDir(withDatabase: boolean): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-seed-child-'));
  dirs.push(dir);
  if (withDatabase) fs.mkdirSync(path.join(dir, 'db'));
  return dir;
}

const config = (over: Partial<AppConfig>) =>
  ({ seedDemoData: true, databaseUrl: undefined, dataDir: dataDir(false), ...over }) as AppConfig;

describe('the demo is seeded in a child process (issue 17 #6)', () => {
  it('on the first start on PGlite with demo data', () => {
    expect(seedsInChild(config({}))).toBe(true);
  });

  it('not on a later start, on PostgreSQL, without demo data, or in the child itself', () => {
    expect(seedsInChild(config({ dataDir: dataDir(true) }))).toBe(false);
    expect(seedsInChild(config({ databaseUrl: 'postgres://127.0.0.1/x' }))).toBe(false);
    expect(seedsInChild(config({ seedDemoData: false }))).toBe(false);
    process.env[SEED_ONLY_ENV] = '1';
    try {
      expect(seedsInChild(config({}))).toBe(false);
    } finally {
      delete process.env[SEED_ONLY_ENV];
    }
  });
});
