import { defineConfig } from '@playwright/test';
import { findChromium } from './scripts/chromium';
import { TEST_STORE_NAMESPACE } from './tests/support/commands';
import { TEST_SMTP_PORT } from './tests/support/mailbox';

/**
 * API and browser tests against the real build served by Netlify's local emulation, with its real blob
 * store. The test server keeps its data in stores of its own (HSA_STORE_NAMESPACE) and reseeds them on start.
 */
const PORT = Number(process.env.TEST_PORT ?? 8899);
const baseURL = `http://localhost:${PORT}`;

export default defineConfig({
  testDir: 'tests',
  testMatch: ['api/**/*.spec.ts', 'e2e/**/*.spec.ts'],
  fullyParallel: false,
  workers: 1,
  retries: 0,
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
  webServer: {
    command: 'tsx scripts/serve.ts --reset-data',
    url: `${baseURL}/`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      HSA_STORE_NAMESPACE: TEST_STORE_NAMESPACE,
      // Mail goes to the tests' own SMTP server (tests/support/mailbox.ts); while none is open, SMTP is down.
      SMTP_URL: `smtp://127.0.0.1:${TEST_SMTP_PORT}`,
      MAIL_FROM: 'St. Brigid HSA <hsa-website@test.example.org>',
      // A failed mail is due again at once, so a test runs the sweep (tests/support/mailbox.ts runSweep) without waiting.
      MAIL_RETRY_DELAYS_MS: '0',
    },
  },
});
