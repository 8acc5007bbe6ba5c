/**
 * Runs the project's maintenance commands as a maintainer would (`npx tsx scripts/...`), on the test
 * server's stores: a second local emulation on the same store folder, while the server keeps running.
 * It starts the project's own tsx as npx does, with node_modules/.bin first on the PATH (so the Node the
 * project installs runs it), without npm's start-up of a second or more for each command.
 */
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import path from 'node:path';
import { storeNamespaceOf, TEST_SLOT } from './slots';

/** The stores this worker's test server keeps its data in (playwright.config.ts starts it with this namespace). */
export const TEST_STORE_NAMESPACE = storeNamespaceOf(TEST_SLOT);

const projectRoot = path.resolve(import.meta.dirname, '../..');
/** Where npx finds the project's commands. */
const binaries = path.join(projectRoot, 'node_modules', '.bin');

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Starts a TypeScript file of the project with its own tsx, as npx would, with `env` over the runner's. */
export function spawnTsx(
  file: string,
  args: readonly string[],
  env: Record<string, string>,
  options: { stdio: StdioOptions; detached?: boolean },
): ChildProcess {
  return spawn(path.join(binaries, 'tsx'), [file, ...args], {
    cwd: projectRoot,
    env: { ...process.env, PATH: [binaries, process.env.PATH].join(path.delimiter), ...env },
    ...options,
  });
}

/**
 * Runs a TypeScript file of the project with no terminal on stdin, and answers what it printed; on this worker's
 * stores unless another namespace is named (a server of a test's own, tests/support/own-server.ts).
 */
export function runTsx(file: string, args: readonly string[] = [], { namespace = TEST_STORE_NAMESPACE } = {}): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawnTsx(file, args, { HSA_STORE_NAMESPACE: namespace }, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
