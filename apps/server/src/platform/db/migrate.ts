import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Database } from './client.js';
import { applyRowSecurity } from './row-security.js';

/**
 * The committed SQL migrations. The server runs from `src/` (tests, dev) and from the bundle in
 * `dist/`; both sit one level below the app folder that holds `migrations/`.
 */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const appRoot = here.includes(`${path.sep}src${path.sep}`)
    ? here.slice(0, here.lastIndexOf(`${path.sep}src${path.sep}`))
    : path.dirname(here);
  return path.join(appRoot, 'migrations');
}

/** Brings the schema up to date and re-applies row security. Safe to run on every start. */
export async function migrateDatabase(database: Database, folder = migrationsFolder()): Promise<void> {
  await database.withConnection(async (db) => {
    // Several instances may start together: one migrates, the others wait for it.
    await db.execute(sql`select pg_advisory_lock(7336017)`);
    try {
      if (database.kind === 'pglite') {
        await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder: folder });
      } else {
        await migratePg(db as unknown as NodePgDatabase, { migrationsFolder: folder });
      }
      await db.transaction((tx) => applyRowSecurity(tx));
    } finally {
      await db.execute(sql`select pg_advisory_unlock(7336017)`);
    }
  });
}
