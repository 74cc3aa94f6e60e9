import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createServices } from '../src/app.js';
import { openDatabase } from '../src/platform/db/client.js';
import { migrateDatabase } from '../src/platform/db/migrate.js';
import { seedHost } from '../src/seed/seed.js';
import { HOST_ADMIN_PASSWORD, testConfig } from './test-config.js';
import './provided-context.js';

/**
 * One migrated and seeded template per test run, made and dropped here, that every test file copies:
 * copying takes a fraction of the time of migrating and seeding. On PostgreSQL (TEST_DATABASE_URL) a
 * throwaway database (each file's copy, named after it, is dropped after the file,
 * test/file-database.ts; any copy a stopped run left is dropped with it here); on PGlite a data
 * directory.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `sp_test_${process.pid}_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    await prepare(url.toString(), undefined);
    project.provide('postgresTemplate', { adminUrl, name });
    project.provide('pgliteTemplate', null);
    return async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      const copies = await c.query<{ datname: string }>(
        `select datname from pg_database where datname like $1`,
        [`${name}\\_%`],
      );
      for (const db of [...copies.rows.map((r) => r.datname), name])
        await c.query(`drop database if exists "${db}" with (force)`);
      await c.end();
    };
  }
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sp-pglite-template-'));
  await prepare(undefined, dir);
  project.provide('postgresTemplate', null);
  project.provide('pgliteTemplate', dir);
  return async () => {
    await fs.rm(dir, { recursive: true, force: true });
  };
}

async function prepare(url: string | undefined, dataDir: string | undefined) {
  const database = await openDatabase({ url, dataDir });
  await migrateDatabase(database);
  const services = await createServices(testConfig(), database);
  await seedHost(
    { db: database.db, identity: services.identity, tenants: services.tenants },
    HOST_ADMIN_PASSWORD,
  );
  await database.close();
}
