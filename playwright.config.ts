import { defineConfig } from '@playwright/test';
import { findChromium } from './scripts/test/chromium';
import { serverPortOf, smtpPortOf, storeNamespaceOf, TEST_SLOT, TEST_WORKERS } from './tests/support/slots';

/**
 * API and browser tests against the real build served by Netlify's local emulation, with its real blob
 * store. Each worker has a test server of its own (tests/support/slots.ts, docs/decisions/051-tests-in-parallel.md),
 * which keeps its data in stores of its own (HSA_STORE_NAMESPACE) and reseeds them on start. This file is read
 * again in each worker, where baseURL is the worker's own server.
 */
const baseURL = `http://localhost:${serverPortOf(TEST_SLOT)}`;

/** The server of one worker slot. */
const serverOf = (slot: number) => ({
  command: 'tsx scripts/local/serve.ts --reset-data',
  url: `http://localhost:${serverPortOf(slot)}/`,
  timeout: 180_000,
  reuseExistingServer: false,
  stdout: 'pipe' as const,
  env: {
    PORT: String(serverPortOf(slot)),
    HSA_STORE_NAMESPACE: storeNamespaceOf(slot),
    // Mail goes to the tests' own SMTP server (tests/support/mailbox.ts); while none is open, SMTP is down.
    SMTP_URL: `smtp://127.0.0.1:${smtpPortOf(slot)}`,
    MAIL_FROM: 'St. Brigid HSA <hsa-website@test.example.org>',
    // A failed mail is due again at once, so a test runs the sweep (tests/support/mailbox.ts runSweep) without waiting.
    MAIL_RETRY_DELAYS_MS: '0',
  },
});

export default defineConfig({
  testDir: 'tests',
  testMatch: ['api/**/*.spec.ts', 'e2e/**/*.spec.ts'],
  fullyParallel: false,
  workers: TEST_WORKERS,
  // One retry: a test that passes only on its second try is reported as flaky in the list, not hidden
  // (docs/decisions/069-one-retry.md).
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: findChromium(),
      args: [
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
    { name: 'api', testMatch: 'api/**/*.spec.ts' },
    { name: 'e2e', testMatch: 'e2e/**/*.spec.ts' },
  ],
  webServer: Array.from({ length: TEST_WORKERS }, (_, slot) => serverOf(slot)),
});
