/**
 * Checks that the indexes say what the records say (DESIGN section 5; docs/decisions/021 and 039):
 *   npm run check-data               reports drift; exits 1 when there is any
 *   npm run check-data -- --repair   rebuilds what drifted, checks again, exits 0 when clean
 * The events' month summaries against the events (and any other key of the events store, such as the
 * month and grade index keys summaries replaced, as stray); the submission month folders and their stored
 * counts against the rows; in every store, blobs whose key the site never makes (on the local store also the
 * temporary files of writes cut short, which it does not list), which --repair deletes (docs/decisions/047); work
 * a write still owes that the sweep has not finished, and rows owed mail with nothing sending it, which --repair
 * owes again and settles now; mails given up lately are told, not repaired (docs/decisions/049).
 * Works on the local store, or with --site-id and --token on production.
 */
import { parseArgs } from 'node:util';
import { findDrift, findNotes, repairDrift, type FindOptions } from './checks';
import { describeDrift, type Drift } from './drift';
import { temporaryBlobKeys } from './temporary-files';
import { onStore, runCommand, STORE_TARGET_OPTIONS, STORE_TARGET_USAGE, type StoreTarget } from '../stores/store-target';

const USAGE = `Usage: npm run check-data [-- --repair]
${STORE_TARGET_USAGE}`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { repair: { type: 'boolean', default: false }, ...STORE_TARGET_OPTIONS, help: { type: 'boolean', short: 'h' } },
});

function report(drift: readonly Drift[]): void {
  for (const item of drift) console.log(`  ${describeDrift(item)}`);
}

async function check(where: string, target: StoreTarget): Promise<number> {
  console.log(`Checking the indexes of ${where}...`);
  const options: FindOptions = target === 'local' ? { unlistedKeys: (store) => temporaryBlobKeys(store) } : {};
  const drift = await findDrift(options);
  const notes = await findNotes();
  if (notes.length) console.log(`To know (${notes.length}):\n${notes.map((note) => `  ${note}`).join('\n')}`);
  if (!drift.length) {
    console.log('Clean: every index matches the records.');
    return 0;
  }
  console.log(`Drift found (${drift.length}):`);
  report(drift);
  if (!values.repair) {
    console.log('Run `npm run check-data -- --repair` to rebuild what drifted.');
    return 1;
  }
  await repairDrift(drift);
  const left = await findDrift(options);
  if (left.length) {
    console.log(`Repaired, but ${left.length} still drift (the data changed meanwhile?); run it again:`);
    report(left);
    return 1;
  }
  console.log(`Repaired ${drift.length}; checked again: clean.`);
  return 0;
}

await runCommand(async () => {
  if (values.help) return console.log(USAGE);
  if (positionals.length) throw new Error(USAGE);
  return onStore(values, check);
});
