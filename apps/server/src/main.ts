import path from 'node:path';
import { buildApp } from './app.js';
import { ConfigError, DEMO_APP_CLIENT_SECRET, loadConfig, type AppConfig } from './config.js';
import { APP_CLIENT_ID } from './modules/oauth-clients/model.js';
import { openDatabase } from './platform/db/client.js';
import { migrateDatabase } from './platform/db/migrate.js';
import { sendSeedResult, seedInChild, seedsInChild, SEED_ONLY_ENV } from './seed/seed-process.js';
import { hostAdminUsesDemoPassword, seedDemo, seedHost, type DemoLogin } from './seed/seed.js';

/** Process entry: config -> database -> migrate -> seed -> listen. */
async function main() {
  const config = loadConfig();
  // A first start on PGlite seeds in a child process, so the server idles lean (seed-process.ts).
  const seededDemo = seedsInChild(config) ? await seedInChild() : undefined;
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'db'),
    queueTimeoutMs: config.databaseQueueTimeoutMs,
  });
  await migrateDatabase(database);
  const { app, services } = await buildApp(config, database);
  const deps = { db: database.db, identity: services.identity, tenants: services.tenants, services };

  let demo: DemoLogin[] | null = seededDemo ?? null;
  if (config.seedDemoData && seededDemo === undefined) {
    demo = await seedDemo(deps);
    if (process.env[SEED_ONLY_ENV] === '1') {
      await app.close();
      await database.close();
      sendSeedResult(demo);
      process.exit(0);
    }
  } else if (config.adminPassword) {
    await seedHost(deps, config.adminPassword);
  }
  if (config.production && (await hostAdminUsesDemoPassword(database.db))) {
    throw new ConfigError('Refusing to start in production: the host admin still has the demo password.');
  }
  if (config.production && (await services.clients.usesSecret(APP_CLIENT_ID, DEMO_APP_CLIENT_SECRET))) {
    throw new ConfigError(
      'Refusing to start in production: SupplierPortal_App still has the demo secret (set APP_CLIENT_SECRET to a new one).',
    );
  }

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void app
        .close()
        .then(() => database.close())
        .then(() => process.exit(0));
    });
  }
  await app.listen({ port: config.port, host: config.host });
  services.jobs.start();
  printWelcome(config, database.kind, demo);
}

function printWelcome(config: AppConfig, kind: string, demo: DemoLogin[] | null) {
  const url = `http://localhost:${config.port}`;
  const lines = [
    '',
    `Supplier Portal is running at ${url}`,
    `  API documentation: ${url}/swagger`,
    `  Database: ${kind === 'pglite' ? `embedded PGlite in ${path.join(config.dataDir, 'db')}` : 'PostgreSQL'}`,
  ];
  if (demo) {
    lines.push('  Demo logins (password for all: 1q2w3E*):');
    for (const d of demo)
      lines.push(`    ${d.userName.padEnd(8)} tenant: ${d.tenant ?? '(host)'}  roles: ${d.roles.join(', ')}`);
  } else if (config.seedDemoData) {
    lines.push('  Demo logins: admin / 1q2w3E* (host); admin and vendor / 1q2w3E* in tenant "demo"');
  }
  console.log(lines.join('\n'));
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
