import { defineConfig } from 'vitest/config';

/** Set by `npm run test:pg`: the server's tests again, on PostgreSQL instead of PGlite. */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    // The web app's and the contracts' tests touch no database: the PostgreSQL run leaves them out.
    include: onPostgres
      ? ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts']
      : ['apps/*/src/**/*.test.{ts,tsx}', 'apps/*/test/**/*.test.ts', 'packages/*/src/**/*.test.ts'],
    exclude: ['**/node_modules/**', 'e2e/**', '**/dist/**'],
    globalSetup: ['apps/server/test/global-setup.ts'],
    // On PostgreSQL each file's copy of the template is dropped once the file is done.
    setupFiles: onPostgres ? ['apps/server/test/file-database-cleanup.ts'] : [],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: two workers. Each test file has its own database (a copy of the run's template,
    // on either engine), so files run side by side.
    maxWorkers: 2,
  },
});
