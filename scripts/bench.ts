/**
 * `npm run bench`: latency of the public API reads on the local emulation, each next to a static file of
 * the same size served by the same server, so that the emulation's own cost shows (DESIGN section 7).
 * Starts the built site (dist/) on a free loopback port with demo data in a store namespace of its own,
 * or measures BENCH_URL when given (a server of this checkout, since the static twin is written into dist/).
 * Prints figures; it is not a test.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { projectRoot } from './local-env';

const API_READS = [
  '/v2/api/formation/grade?include_fields=title,slug,icon,colorCode,image',
  '/v2/api/formation/grade/kindergarten',
  '/v2/api/formation/committee?include_fields=title,slug,leadership,links',
  '/v1/api/page/home',
  '/v1/api/datasource/volunteer-activities',
];
const WARM_UP = 10;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
// Each series stops after this long, so that a slow server (hooks not applied) still ends in minutes.
const SERIES_LIMIT_MS = 20_000;
const STATIC_DIR = path.join(projectRoot, 'dist', 'bench-static');
const BAR_RATIO = 10;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('No free port found.');
  return address.port;
}

async function startSite(): Promise<{ base: string; child: ChildProcess }> {
  if (!existsSync(path.join(projectRoot, 'dist', 'index.html'))) throw new Error('No build in dist/: run `npm run build` first.');
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts', '--reset-data'], {
    cwd: projectRoot,
    env: { ...process.env, PORT: String(port), HSA_STORE_NAMESPACE: 'bench' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (data) => (log += data));
  child.stderr?.on('data', (data) => (log += data));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The site stopped while starting:\n${log}`);
    const up = await fetch(`${base}/`).then((response) => response.ok, () => false);
    if (up) return { base, child };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill('SIGTERM');
  throw new Error(`The site did not start within three minutes:\n${log}`);
}

async function timeOnce(url: string): Promise<{ ms: number; bytes: Uint8Array; status: number }> {
  const start = performance.now();
  const response = await fetch(url);
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { ms: performance.now() - start, bytes, status: response.status };
}

/** p50 and p95 over sequential requests after a warm-up; every answer must be a 200. */
async function series(url: string): Promise<{ p50: number; p95: number; count: number }> {
  for (let i = 0; i < WARM_UP; i++) await timeOnce(url);
  const times: number[] = [];
  const stopAt = performance.now() + SERIES_LIMIT_MS;
  while (times.length < SAMPLES && performance.now() < stopAt) {
    const { ms, status } = await timeOnce(url);
    if (status !== 200) throw new Error(`${url} answered ${status}.`);
    times.push(ms);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? NaN;
  return { p50: at(0.5), p95: at(0.95), count: times.length };
}

/** A JSON file of exactly `size` bytes, so the static twin moves the same payload. */
function jsonOfSize(size: number): string {
  const frame = '{"pad":""}';
  return `{"pad":"${'x'.repeat(Math.max(0, size - frame.length))}"}`;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

async function main(): Promise<void> {
  const site = process.env.BENCH_URL ? { base: process.env.BENCH_URL.replace(/\/$/, ''), child: undefined } : await startSite();
  const rows: string[][] = [['path', 'bytes', 'API p50 / p95', 'static p50 / p95', 'p50 ratio', 'n']];
  let worst = 0;
  try {
    await mkdir(STATIC_DIR, { recursive: true });
    for (const [index, apiPath] of API_READS.entries()) {
      const probe = await timeOnce(site.base + apiPath);
      if (probe.status !== 200) throw new Error(`${apiPath} answered ${probe.status}.`);
      const twin = `twin-${index}.json`;
      await writeFile(path.join(STATIC_DIR, twin), jsonOfSize(probe.bytes.byteLength));
      const api = await series(site.base + apiPath);
      const file = await series(`${site.base}/bench-static/${twin}`);
      const ratio = api.p50 / file.p50;
      worst = Math.max(worst, ratio);
      rows.push([apiPath, String(probe.bytes.byteLength), `${ms(api.p50)} / ${ms(api.p95)}`, `${ms(file.p50)} / ${ms(file.p95)}`, `${ratio.toFixed(1)}x`, `${api.count}/${file.count}`]);
    }
  } finally {
    await rm(STATIC_DIR, { recursive: true, force: true });
    site.child?.kill('SIGTERM');
  }
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const row of rows) console.log(row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  '));
  console.log(`\nBar: an API read's p50 within ${BAR_RATIO}x of a static file of its size. Worst ratio ${worst.toFixed(1)}x: ${worst <= BAR_RATIO ? 'met' : 'NOT met'}.`);
}

await main();
