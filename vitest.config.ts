import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['apps/*/src/**/*.test.{ts,tsx}', 'apps/*/test/**/*.test.ts', 'packages/*/src/**/*.test.ts'],
    exclude: ['**/node_modules/**', 'e2e/**', '**/dist/**'],
    globalSetup: ['apps/server/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: two workers, each with its own database copy.
    maxWorkers: 2,
    // On PostgreSQL the files share one database, and host-wide settings (upload limits, lockout) are
    // shared state some files change: one file at a time there. PGlite gives each file its own copy.
    fileParallelism: !process.env.TEST_DATABASE_URL,
  },
});
