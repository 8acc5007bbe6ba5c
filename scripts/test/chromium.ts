/**
 * Finds a Chromium for the browser tests and, on a fresh machine, provisions one (DESIGN section 8):
 * Debian's package when running as root on Debian, otherwise Playwright's own build.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

export function findChromium(): string | undefined {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return CANDIDATES.find((path) => existsSync(path));
}

function run(command: string, args: string[]): boolean {
  console.log(`$ ${command} ${args.join(' ')}`);
  return spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0;
}

function canUseApt(): boolean {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return process.platform === 'linux' && isRoot && existsSync('/usr/bin/apt-get');
}

export function ensureChromium(): string | undefined {
  const found = findChromium();
  if (found) return found;
  console.log('No Chromium found for the browser tests; installing one.');
  if (canUseApt() && run('apt-get', ['update', '-qq']) && run('apt-get', ['install', '-y', '-qq', 'chromium'])) {
    const installed = findChromium();
    if (installed) return installed;
  }
  if (run('npx', ['--no-install', 'playwright', 'install', 'chromium'])) return undefined;
  throw new Error(
    'Could not provide a Chromium for the browser tests. Install Chromium (Debian: apt-get install chromium) ' +
      'or set CHROME_PATH to a Chromium or Chrome binary, then run npm test again.',
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const path = ensureChromium();
    const version = path ? execFileSync(path, ['--version'], { encoding: 'utf8' }).trim() : "Playwright's Chromium";
    console.log(`Browser tests use ${version}${path ? ` (${path})` : ''}.`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
