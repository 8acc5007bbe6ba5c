/**
 * Where a maintenance command (users, backup, restore, check-data) works: the local store, through
 * Netlify's local emulation (whether or not `npm start` is running: both use the files under
 * .netlify/blobs-serve), or, with --site-id and --token (or NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN), the
 * production stores of that Netlify site. Store names still come from openStore, HSA_STORE_NAMESPACE included.
 */
import { getStore } from '@netlify/blobs';
import type { ParseArgsOptionsConfig } from 'node:util';
import { storeNamespace } from '../../src/server/env.server';
import { setStoreFactory } from '../../src/server/store.server';
import { withLocalStore } from '../local/netlify-local';

/** The options every such command takes, for its parseArgs. */
export const STORE_TARGET_OPTIONS = {
  'site-id': { type: 'string' },
  token: { type: 'string' },
} as const satisfies ParseArgsOptionsConfig;

export const STORE_TARGET_USAGE = `Add --site-id <id> --token <token> (or set NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN) to work on a deployed Netlify site's store.`;

export interface StoreTargetArgs {
  'site-id'?: string;
  token?: string;
}

/** Which store a task runs on: the local one has files of its own to look at (check-data's temporary files). */
export type StoreTarget = 'local' | 'production';

/**
 * Runs the task against the chosen store; it is told which, in words for its messages and as a target.
 * Half a production target is refused rather than quietly taken for the local store.
 */
export async function onStore<T>(args: StoreTargetArgs, task: (where: string, target: StoreTarget) => Promise<T>): Promise<T> {
  const siteID = args['site-id'] ?? process.env.NETLIFY_SITE_ID;
  const token = args.token ?? process.env.NETLIFY_AUTH_TOKEN;
  if (Boolean(siteID) !== Boolean(token)) {
    throw new Error('To work on a deployed site, give both --site-id and --token (or NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN).');
  }
  const namespace = storeNamespace();
  const stores = namespace ? ` (stores of namespace '${namespace}')` : '';
  if (siteID && token) {
    setStoreFactory((name) => getStore({ name, siteID, token }));
    return task(`the production store of site ${siteID}${stores}`, 'production');
  }
  return withLocalStore(() => task(`the local store${stores}`, 'local'));
}

/**
 * Runs a command's main: a failure prints its message (the commands' errors are written for people) and
 * exits with 1; main may answer another exit code (check-data's 1 for drift).
 */
export async function runCommand(main: () => Promise<unknown>): Promise<void> {
  try {
    const code = await main();
    process.exitCode = typeof code === 'number' ? code : 0;
  } catch (error) {
    // A network failure says only 'fetch failed'; its cause says which host and why.
    const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
    console.error(error instanceof Error ? `${error.message}${cause}` : error);
    process.exitCode = 1;
  }
}
