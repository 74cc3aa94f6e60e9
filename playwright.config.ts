import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests: the real server (built bundle, fresh embedded database with demo data) and
 * Debian's Chromium. Each project is a viewport; languages are chosen per test through the
 * `language` cookie, as a user's choice would be.
 */
const port = Number(process.env.E2E_PORT ?? 3310);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: '.ci-results/e2e.json' }]] : 'list',
  use: {
    baseURL,
    // antd then opens dialogs without its zoom-in, so a click never meets a button still growing.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1366, height: 800 } } },
    { name: 'mobile', use: { viewport: { width: 390, height: 844 }, hasTouch: true } },
  ],
  webServer: {
    command: `node e2e/support/start-server.mjs`,
    url: `${baseURL}/api/abp/application-configuration`,
    env: { PORT: String(port) },
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
