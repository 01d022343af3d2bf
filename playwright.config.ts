import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, SYSTEM_CHROMIUM } from './scripts/chromium';

/**
 * End-to-end tests drive a real Chromium against the product started exactly as `npm start`
 * does, on its own ports and a throw-away database directory.
 */
const STOREFRONT_PORT = Number(process.env.E2E_PORT ?? 3100);
const BACKOFFICE_PORT = STOREFRONT_PORT + 1;

export const E2E_URLS = {
  storefront: `http://localhost:${STOREFRONT_PORT}`,
  backoffice: `http://localhost:${BACKOFFICE_PORT}`,
};

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.e2e.ts',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  forbidOnly: true,
  reporter: process.env.E2E_JSON_REPORT
    ? [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT }]]
    : [['list']],
  use: {
    baseURL: E2E_URLS.storefront,
    locale: 'es-UY',
    screenshot: 'only-on-failure',
    trace: 'off',
    // The storefront's service worker answers requests before page.route() sees them; journeys
    // run without it, and e2e/offline-agenda.e2e.ts allows it to test the offline app.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'tsx scripts/start.ts',
    url: `${E2E_URLS.storefront}/health`,
    timeout: 240_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(STOREFRONT_PORT),
      BACKOFFICE_PORT: String(BACKOFFICE_PORT),
      PUBLIC_URL: E2E_URLS.storefront,
      BACKOFFICE_ORIGIN: E2E_URLS.backoffice,
      DATA_DIR: process.env.E2E_DATA_DIR ?? '.data/e2e',
      EMBEDDED_PG_PORT: String(STOREFRONT_PORT + 2),
      SMTP_INBOX_PORT: String(STOREFRONT_PORT + 3),
      LOG_LEVEL: 'warn',
      // Every answer the journeys get is compared with its route's contract.
      CHECK_RESPONSES: 'true',
      // Every test signs up, asks for mail and signs in from 127.0.0.1; the per-address limits
      // have their own integration tests.
      SIGN_IN_LIMIT_PER_ADDRESS: '100000',
      SIGN_UP_LIMIT_PER_ADDRESS: '100000',
      MAIL_LIMIT_PER_ADDRESS: '100000',
      // The demo client books in many journeys of one run; the limit has its integration test.
      JOB_REQUESTS_PER_HOUR: '100000',
    },
  },
});
