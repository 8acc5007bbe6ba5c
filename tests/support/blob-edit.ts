/**
 * For the API tests only: changes one blob of the test server's stores behind the API's back, as a save cut
 * short or a bug would, so that `npm run check-data` has drift to find:
 *   npx tsx tests/support/blob-edit.ts <store> delete <key>
 *   npx tsx tests/support/blob-edit.ts <store> put <key> <json>
 * Runs only with HSA_STORE_NAMESPACE set, so it never touches a maintainer's own local data.
 */
import { storeNamespace } from '../../src/server/env.server';
import { openStore, STORE_NAMES, type StoreName } from '../../src/server/store.server';
import { withLocalStore } from '../../scripts/local/netlify-local';

const [store, action, key, json] = process.argv.slice(2);
if (!storeNamespace()) throw new Error('blob-edit works only on a store namespace of the tests (HSA_STORE_NAMESPACE).');
if (!STORE_NAMES.includes(store as StoreName) || !key || !(action === 'delete' || (action === 'put' && json))) {
  throw new Error('Usage: blob-edit.ts <store> delete <key> | <store> put <key> <json>');
}

await withLocalStore(async () => {
  const blobs = openStore(store as StoreName);
  if (action === 'delete') await blobs.delete(key);
  else await blobs.setJSON(key, JSON.parse(json!));
});
