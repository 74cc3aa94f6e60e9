// Runs the server's tests against PostgreSQL: the suite creates its own throwaway databases (a
// template and a copy per test file) on the server named by TEST_DATABASE_URL (default: the local one
// CI provides) and drops them afterwards.
import { spawnSync } from 'node:child_process';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const result = spawnSync('npx', ['vitest', 'run', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(result.status ?? 1);
