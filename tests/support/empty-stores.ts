/**
 * For a server of a test's own (tests/support/own-server.ts): empties every store of its namespace, so that it
 * starts on what the test puts there instead of the demo data:
 *   HSA_STORE_NAMESPACE=own-0 npx tsx tests/support/empty-stores.ts
 * Runs only on such a namespace (`own-…`), never on a worker's stores or a maintainer's own.
 */
import { storeNamespace } from '../../src/server/env.server';
import { wipeAll } from '../../scripts/seed/seed';
import { withLocalStore } from '../../scripts/local/netlify-local';
import { OWN_NAMESPACE_PREFIX } from './slots';

if (!storeNamespace().startsWith(OWN_NAMESPACE_PREFIX)) {
  throw new Error(`empty-stores works only on the namespace of a test's own server (HSA_STORE_NAMESPACE=${OWN_NAMESPACE_PREFIX}…).`);
}
await withLocalStore(() => wipeAll());
