/**
 * The test servers, one per Playwright worker (docs/decisions/051-tests-in-parallel.md): each worker slot has a
 * server of its own, with its own port, store namespace and SMTP port, so tests in two workers never share
 * state. Playwright names a worker's slot in TEST_PARALLEL_INDEX (0 .. workers - 1, kept by the worker that
 * replaces a failed one); the config is read again in each worker, so its baseURL is the slot's server.
 */
import { availableParallelism } from 'node:os';

/**
 * How many workers (and servers): TEST_WORKERS, else one for every two cores. A worker keeps a browser and a
 * server busy, about two cores' worth: on a 2-core machine two workers ran no faster and near their timeouts.
 */
export const TEST_WORKERS = Math.max(1, Number(process.env.TEST_WORKERS ?? Math.floor(availableParallelism() / 2)) || 1);

/** This process's slot: a worker's own, 0 in the runner. */
export const TEST_SLOT = Number(process.env.TEST_PARALLEL_INDEX ?? 0);

/** TEST_PORT and TEST_SMTP_PORT move the first slot's ports when several test runs share a machine. */
const FIRST_PORT = Number(process.env.TEST_PORT ?? 8899);
const FIRST_SMTP_PORT = Number(process.env.TEST_SMTP_PORT ?? 2526);

export const serverPortOf = (slot: number): number => FIRST_PORT + slot;
/** The port a slot's server sends mail to (tests/support/mailbox.ts listens there while a test needs mail). */
export const smtpPortOf = (slot: number): number => FIRST_SMTP_PORT + slot;
/** The stores a slot's server keeps its data in (HSA_STORE_NAMESPACE). */
export const storeNamespaceOf = (slot: number): string => (slot === 0 ? 'test' : `test-${slot}`);

/**
 * The port of a server a test starts for itself (tests/support/own-server.ts), clear of every slot's: a test
 * whose subject needs a store unlike the demo's.
 */
export const ownServerPortOf = (slot: number): number => FIRST_PORT + 50 + slot;
/** The stores of a slot's server of a test's own; tests/support/empty-stores.ts empties only such a namespace. */
export const OWN_NAMESPACE_PREFIX = 'own-';
export const ownNamespaceOf = (slot: number): string => `${OWN_NAMESPACE_PREFIX}${slot}`;

/** The command that serves the build for the tests, after `tsx` (`--reset-data` reseeds a slot's stores on start). */
export const TEST_SERVER_SCRIPT = 'scripts/local/serve.ts';

/** The environment of a test server on this port and stores, sending its mail to this SMTP port. */
export const testServerEnv = (port: number, namespace: string, smtpPort: number): Record<string, string> => ({
  PORT: String(port),
  HSA_STORE_NAMESPACE: namespace,
  // Mail goes to the tests' own SMTP server (tests/support/mailbox.ts); while none is open, SMTP is down.
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  MAIL_FROM: 'St. Brigid HSA <hsa-website@test.example.org>',
  // A failed mail is due again at once, so a test runs the sweep (tests/support/mailbox.ts runSweep) without waiting.
  MAIL_RETRY_DELAYS_MS: '0',
});
