import { loadConfig, type AppConfig } from '../src/config.js';

/** The configuration every test server runs with; tests override what they examine. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO_DATA: 'false' }),
    tokenRateLimitPerMinute: 0,
    ...overrides,
  };
}

export const HOST_ADMIN_PASSWORD = '1q2w3E*';
