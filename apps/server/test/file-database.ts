import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import './provided-context.js';

/** This test file's copy: its name and address, once made. */
let copy: Promise<{ name: string; url: string }> | undefined;

async function adminQuery(adminUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * On PostgreSQL, the address of this test file's own copy of the run's template (`create database
 * … template`, made on first use, dropped after the file by `file-database-cleanup.ts`); null on
 * PGlite. A file's servers share its copy, as they share nothing with other files, which run beside
 * it. Light on purpose (no app code): the cleanup hook loads it into every server test file.
 */
export function testDatabaseUrl(): Promise<string | null> {
  const template = inject('postgresTemplate');
  if (!template) return Promise.resolve(null);
  copy ??= (async () => {
    const name = `${template.name}_${randomUUID().slice(-12)}`;
    await adminQuery(template.adminUrl, `create database "${name}" template "${template.name}"`);
    const url = new URL(template.adminUrl);
    url.pathname = `/${name}`;
    return { name, url: url.toString() };
  })();
  return copy.then((c) => c.url);
}

/** Drops this file's copy, if it made one (a server left open is disconnected). */
export async function dropTestDatabase(): Promise<void> {
  const template = inject('postgresTemplate');
  if (!template || !copy) return;
  const { name } = await copy;
  copy = undefined;
  await adminQuery(template.adminUrl, `drop database if exists "${name}" with (force)`);
}
