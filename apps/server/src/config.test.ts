import { describe, expect, it } from 'vitest';
import { ConfigError, DEV_SECRET, loadConfig } from './config.js';

describe('configuration', () => {
  it('has working defaults for a laptop', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 3000, seedDemoData: true, production: false, databaseUrl: undefined });
    expect(c.dataDir.endsWith('data')).toBe(true);
    // A transaction waits at most 10 s for its turn before the request is a 503 (issue 16 #4).
    expect(c.databaseQueueTimeoutMs).toBe(10_000);
    expect(loadConfig({ DATABASE_QUEUE_TIMEOUT_MS: '2500' }).databaseQueueTimeoutMs).toBe(2500);
    expect(() => loadConfig({ DATABASE_QUEUE_TIMEOUT_MS: '5' })).toThrow(/DATABASE_QUEUE_TIMEOUT_MS/);
  });

  it('stops with a message naming a bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL must be a postgres/);
  });

  it('refuses production with the default secret or demo data', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', SECRET_KEY: DEV_SECRET })).toThrow(/SECRET_KEY/);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', SECRET_KEY: 's'.repeat(40), SEED_DEMO_DATA: 'true' }),
    ).toThrow(/SEED_DEMO_DATA/);
    expect(loadConfig({ NODE_ENV: 'production', SECRET_KEY: 's'.repeat(40) }).seedDemoData).toBe(false);
  });
});
