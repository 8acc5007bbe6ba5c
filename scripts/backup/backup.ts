/**
 * npm run backup -- <file>: every store but the throttle's (users, committees and grades, events, photos,
 * submissions with their receipts, site content, notification addresses and the mail outbox), bytes and
 * metadata, in one file (docs/decisions/021). Blobs whose key the site never makes are left out and named
 * (docs/decisions/047).
 * Works on the local store, whether or not `npm start` is running, or with --site-id and --token on
 * production. `npm run restore -- <file>` puts it back.
 */
import { parseArgs } from 'node:util';
import { backupFileArg } from './backup-file';
import { backUpStores, describeTally } from './backup-stores';
import { onStore, runCommand, STORE_TARGET_OPTIONS, STORE_TARGET_USAGE } from '../stores/store-target';

const USAGE = `Usage: npm run backup -- <file>     (for example hsa-backup-2026-11-20.ndjson.gz)
${STORE_TARGET_USAGE}`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { ...STORE_TARGET_OPTIONS, help: { type: 'boolean', short: 'h' } },
});

await runCommand(async () => {
  if (values.help) return console.log(USAGE);
  const file = backupFileArg(positionals, USAGE);
  await onStore(values, async (where) => {
    console.log(`Backing up ${where} to ${file}...`);
    const tally = await backUpStores(file, where);
    console.log(describeTally(tally).join('\n'));
    if (Object.values(tally).some((store) => store.skipped.length)) {
      console.log('They are not in the backup; `npm run check-data -- --repair` removes them from the store.');
    }
    console.log(`Done. Restore it with: npm run restore -- ${file}`);
  });
});
