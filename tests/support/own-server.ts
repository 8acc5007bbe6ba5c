/**
 * A server of a test's own, for a test whose subject needs a store unlike the demo's (one where every officers'
 * text has its Spanish, say): the build served by Netlify's local emulation as the worker's server is
 * (playwright.config.ts), on a port and store namespace of its own (tests/support/slots.ts). The stores are
 * emptied first and given an administrator, so the server seeds no demo data (a store with data and no seed's
 * mark is left alone, scripts/seed/seed.ts); the test puts in the rest through the API, and stops it at the end.
 */
import { expect } from '@playwright/test';
import { runTsx, spawnTsx, type CommandResult } from './commands';
import type { Credentials } from './sign-in';
import { ownNamespaceOf, ownServerPortOf, smtpPortOf, TEST_SERVER_SCRIPT, TEST_SLOT, testServerEnv } from './slots';

export interface OwnServer {
  baseURL: string;
  /** The store's one account, an administrator of every scope. */
  admin: Credentials;
  stop(): Promise<void>;
}

const ADMIN: Credentials = { userId: 'own-admin', password: 'own-server-password-1' };

const expectDone = (what: string, result: CommandResult) => expect(result.code, `${what}: ${result.stderr}`).toBe(0);

/** Starts the server on an empty store with one administrator, and answers once it serves its home page. */
export async function startOwnServer(): Promise<OwnServer> {
  const namespace = ownNamespaceOf(TEST_SLOT);
  const port = ownServerPortOf(TEST_SLOT);
  expectDone('emptying the stores', await runTsx('tests/support/empty-stores.ts', [], { namespace }));
  const addAdmin = ['add', ADMIN.userId, '--name', 'Own Admin', '--scopes', 'events,formations,forms', '--admin'];
  expectDone(
    'adding the administrator',
    await runTsx('scripts/users/users.ts', [...addAdmin, '--password', ADMIN.password], { namespace }),
  );

  // A group of its own, so that stopping it stops the emulation's workers too.
  const server = spawnTsx(TEST_SERVER_SCRIPT, [], testServerEnv(port, namespace, smtpPortOf(TEST_SLOT)), {
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  server.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString('utf8')));
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  let running = true;
  void exited.then(() => (running = false));
  const stop = async () => {
    if (running && server.pid) process.kill(-server.pid, 'SIGTERM');
    await exited;
  };

  const baseURL = `http://localhost:${port}`;
  const homeStatus = async () => {
    if (!running) throw new Error(`The test's own server stopped: ${errors}`);
    return fetch(`${baseURL}/`).then(
      (response) => response.status,
      () => 0,
    );
  };
  try {
    // Serving the build takes its emulation tens of seconds to start on a busy machine.
    await expect.poll(homeStatus, { timeout: 180_000, intervals: [500] }).toBe(200);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, admin: ADMIN, stop };
}
