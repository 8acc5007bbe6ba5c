import { defineConfig } from '@playwright/test';
import { findChromium } from './scripts/test/chromium';
import {
  serverPortOf,
  smtpPortOf,
  storeNamespaceOf,
  TEST_SERVER_SCRIPT,
  TEST_SLOT,
  TEST_WORKERS,
  testServerEnv,
} from './tests/support/slots';

/**
 * API and browser tests against the real build served by Netlify's local emulation, with its real blob
 * store. Each worker has a test server of its own (tests/support/slots.ts, docs/decisions/051-tests-in-parallel.md),
 * which keeps its data in stores of its own (HSA_STORE_NAMESPACE) and reseeds them on start. This file is read
 * again in each worker, where baseURL is the worker's own server.
 */
const baseURL = `http://localhost:${serverPortOf(TEST_SLOT)}`;

/** The server of one worker slot. */
const serverOf = (slot: number) => ({
  command: `tsx ${TEST_SERVER_SCRIPT} --reset-data`,
  url: `http://localhost:${serverPortOf(slot)}/`,
  timeout: 180_000,
  reuseExistingServer: false,
  stdout: 'pipe' as const,
  env: testServerEnv(serverPortOf(slot), storeNamespaceOf(slot), smtpPortOf(slot)),
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
