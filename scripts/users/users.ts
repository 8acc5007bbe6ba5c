/**
 * Manage sign-in accounts (DESIGN section 6), with the rules of the admin area's Users tool (the last
 * administrator is never removed or demoted):
 *   npm run users -- add <userId> --name "<name>" --scopes events,formations,forms [--admin] [--password <pw>]
 *   npm run users -- list | set-password <userId> [--password <pw>] | remove <userId>
 * Works on the local store; with --site-id and --token (or NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN)
 * it works on the production store of that Netlify site instead.
 */
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { listUsers, removeUser, saveUser, setPassword } from '../../src/features/users/users.server';
import { onStore, runCommand, STORE_TARGET_OPTIONS, STORE_TARGET_USAGE } from '../stores/store-target';

const USAGE = `Usage:
  npm run users -- add <userId> --name "<name>" --scopes events,formations,forms [--admin] [--password <pw>]
  npm run users -- list
  npm run users -- set-password <userId> [--password <pw>]
  npm run users -- remove <userId>
${STORE_TARGET_USAGE}`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    name: { type: 'string' },
    scopes: { type: 'string' },
    admin: { type: 'boolean', default: false },
    password: { type: 'string' },
    ...STORE_TARGET_OPTIONS,
    help: { type: 'boolean', short: 'h' },
  },
});

/** Asks for a password without echoing it; reads a plain line when input is piped. */
function askPassword(prompt: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY });
  if (process.stdin.isTTY) {
    const output = rl as unknown as { _writeToOutput: (text: string) => void };
    output._writeToOutput = (text) => process.stdout.write(text.startsWith(prompt) ? prompt : '');
  }
  return new Promise((resolve) =>
    rl.question(prompt, (answer) => {
      rl.close();
      if (process.stdin.isTTY) process.stdout.write('\n');
      resolve(answer);
    }),
  );
}

async function run(command: string | undefined, userId: string | undefined): Promise<void> {
  switch (command) {
    case 'list': {
      const users = await listUsers();
      if (!users.length) console.log('No users yet.');
      for (const user of users) {
        console.log(`${user.userId.padEnd(16)} ${user.name.padEnd(24)} ${user.scopes.join(',') || '-'}${user.is_admin ? ' (admin)' : ''}`);
      }
      return;
    }
    case 'add': {
      if (!userId || !values.name || values.scopes === undefined) throw new Error(USAGE);
      // The same schema as the Users tool checks the id, name, scopes and password (src/features/users/user-schema.ts).
      const scopes = values.scopes
        .split(',')
        .map((scope) => scope.trim())
        .filter(Boolean);
      const password = values.password ?? (await askPassword(`Password for ${userId}: `));
      const user = await saveUser({ userId, name: values.name, scopes, is_admin: values.admin, password });
      console.log(`Saved ${user.userId} (${user.name}) with scopes ${user.scopes.join(',') || 'none'}${user.is_admin ? ', admin' : ''}.`);
      return;
    }
    case 'set-password': {
      if (!userId) throw new Error(USAGE);
      await setPassword(userId, values.password ?? (await askPassword(`New password for ${userId}: `)));
      console.log(`Password changed for ${userId}; their earlier sign-ins have ended.`);
      return;
    }
    case 'remove': {
      if (!userId) throw new Error(USAGE);
      console.log((await removeUser(userId)) ? `Removed ${userId}.` : `No user '${userId}'.`);
      return;
    }
    default:
      throw new Error(USAGE);
  }
}

const [command, userId] = positionals;
await runCommand(async () => {
  if (values.help) return console.log(USAGE);
  await onStore(values, () => run(command, userId));
});
