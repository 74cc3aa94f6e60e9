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
 * One database per test run, made and dropped here. On PostgreSQL (TEST_DATABASE_URL) the run gets
 * its own throwaway database; on PGlite a migrated and seeded data directory that every test file
 * copies, since opening a copy takes a tenth of the time of creating one.
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
    project.provide('databaseUrl', url.toString());
    project.provide('pgliteTemplate', null);
    return async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    };
  }
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sp-pglite-template-'));
  await prepare(undefined, dir);
  project.provide('databaseUrl', null);
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
