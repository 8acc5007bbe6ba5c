/**
 * npm run restore -- <file> [--yes]: makes every store in the backup exactly as it was when the backup was
 * made (docs/decisions/021); blobs the backup does not hold are deleted. The whole file is checked before
 * anything changes, and a person confirms unless --yes is given. A blob of the file whose key the site never
 * makes is skipped and named, never written (docs/decisions/047). Works on the local store, whether or not
 * `npm start` is running, or with --site-id and --token on production.
 */
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { backupFileArg } from './backup-file';
import { checkBackup, describeTally, restoreStores } from './backup-stores';
import { onStore, runCommand, STORE_TARGET_OPTIONS, STORE_TARGET_USAGE } from '../stores/store-target';

const USAGE = `Usage: npm run restore -- <file> [--yes]
${STORE_TARGET_USAGE}`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { yes: { type: 'boolean', default: false }, ...STORE_TARGET_OPTIONS, help: { type: 'boolean', short: 'h' } },
});

async function confirmed(question: string): Promise<boolean> {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return /^y(es)?$/i.test((await rl.question(question)).trim());
  } finally {
    rl.close();
  }
}

await runCommand(async () => {
  if (values.help) return console.log(USAGE);
  const checked = await checkBackup(backupFileArg(positionals, USAGE));
  const { file, header, tally } = checked;
  if (!values.yes && !process.stdin.isTTY) {
    throw new Error(
      'Restore replaces the data in every store of the backup, and there is no terminal to confirm it on: run it again with --yes. Nothing was restored.',
    );
  }
  return onStore(values, async (where) => {
    console.log(`${file}: a backup of ${header.source}, made ${header.createdAt}:`);
    console.log(describeTally(tally).join('\n'));
    const question = `This makes ${header.stores.join(', ')} of ${where} exactly as in the backup; whatever is not in it is deleted. Restore? (yes/no) `;
    if (!values.yes && !(await confirmed(question))) {
      console.log('Nothing was restored.');
      return 1;
    }
    const restored = await restoreStores(checked);
    for (const [name, { written, deleted }] of Object.entries(restored))
      console.log(`  ${name.padEnd(12)} ${String(written).padStart(7)} written ${String(deleted).padStart(7)} deleted`);
    console.log(`Restored ${where} from ${file}.`);
    console.log(
      "Now run `npm run check-data`: the events' month summaries came back as backed up, and `-- --repair` rebuilds any that disagree with the events (a backup made before month summaries holds none).",
    );
  });
});
