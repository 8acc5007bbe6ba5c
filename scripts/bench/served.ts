/**
 * API reads over HTTP on Netlify's local emulation with ten years of history in its blob store: latency
 * of sequential requests and throughput under a loopback load (autocannon), each next to a static JSON
 * file of the same size served by the same server, so that the emulation's own cost shows.
 */
import autocannon from 'autocannon';
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { monthRange } from '../../src/features/events/core/event';
import { schoolToday } from '../../src/features/events/core/event-time';
import { demoToken } from '../demo/users';
import { assertBuilt, projectRoot } from '../local/local-env';
import { ms, quantile, type Table } from './figures';

const WARM_UP = 10;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
// Each series stops after this long, so that a slow server still ends in minutes.
const SERIES_LIMIT_MS = 20_000;
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const LOAD_CONNECTIONS = 50;
const STATIC_DIR = path.join(projectRoot, 'dist', 'bench-static');
export const BAR_RATIO = 10;
/**
 * DESIGN section 7 and docs/decisions/039: a month, a grade's month and the home list answer within 3x of a static
 * file.
 */
export const EVENT_READ_RATIO = 3;
export const EVENT_READS = ['month of events', "grade's month", 'home list'];

export interface ReadPath {
  name: string;
  path: string;
  /** Sent with the treasurer's token (the form-data reads). */
  auth?: boolean;
  /** Reads the whole history by design (the CSV export): measured, but outside the ratio bar. */
  wholeHistory?: boolean;
}

export function readPaths(now: Date, eventId: string): ReadPath[] {
  const month = monthRange(schoolToday(now).slice(0, 7));
  return [
    { name: 'month of events', path: `/v2/api/event?per_page=50&start_dt=${month.start}&end_dt=${month.end}` },
    {
      name: "grade's month",
      path: `/v2/api/event?start_dt=${month.start}&end_dt=${month.end}&grade_level=kindergarten&include_fields=id,images,title,slug,startDt&per_page=30`,
    },
    { name: 'home list', path: `/v2/api/event?per_page=11&start_dt=${schoolToday(now)}&include_fields=id,title,startDt,endDt` },
    { name: 'one event', path: `/v2/api/event/${eventId}` },
    { name: 'grade list', path: '/v2/api/formation/grade?include_fields=title,slug,icon,colorCode,image' },
    { name: 'committee list', path: '/v2/api/formation/committee?include_fields=title,slug,leadership,links' },
    { name: 'page of submissions', path: '/v1/user_auth/form-data/volunteer_request?page=3&page_size=10', auth: true },
    { name: 'CSV export', path: '/v1/user_auth/form-data/volunteer_request/download', auth: true, wholeHistory: true },
  ];
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('No free port found.');
  return address.port;
}

/** Serves the build (dist/) with the data already in the store namespace; nothing is reseeded. */
export async function startSite(namespace: string): Promise<{ base: string; child: ChildProcess }> {
  assertBuilt();
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/local/serve.ts'], {
    cwd: projectRoot,
    env: { ...process.env, PORT: String(port), HSA_STORE_NAMESPACE: namespace },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (data) => (log += data));
  child.stderr?.on('data', (data) => (log += data));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The site stopped while starting:\n${log}`);
    if (
      await fetch(`${base}/`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return { base, child };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill('SIGTERM');
  throw new Error(`The site did not start within three minutes:\n${log}`);
}

async function timeOnce(url: string, headers: Record<string, string>): Promise<{ ms: number; size: number; status: number }> {
  const start = performance.now();
  const response = await fetch(url, { headers });
  const size = (await response.arrayBuffer()).byteLength;
  return { ms: performance.now() - start, size, status: response.status };
}

interface Series {
  p50: number;
  p95: number;
  count: number;
}

const summary = (times: number[]): Series => ({ p50: quantile(times, 0.5), p95: quantile(times, 0.95), count: times.length });

/**
 * p50 and p95 of an API read and of its static twin over sequential requests after a warm-up, the two
 * alternating request by request so that a busy moment of a shared machine slows both alike (two series
 * one after the other measured whatever else the machine was doing at each time). Every answer must be a 200.
 */
async function pairedSeries(url: string, headers: Record<string, string>, twin: string): Promise<{ api: Series; file: Series }> {
  for (let i = 0; i < WARM_UP; i++) {
    await timeOnce(url, headers);
    await timeOnce(twin, {});
  }
  const api: number[] = [];
  const file: number[] = [];
  const stopAt = performance.now() + SERIES_LIMIT_MS;
  while (api.length < SAMPLES && performance.now() < stopAt) {
    for (const [target, times, sent] of [
      [url, api, headers],
      [twin, file, {}],
    ] as const) {
      const { ms: time, status } = await timeOnce(target, sent);
      if (status !== 200) throw new Error(`${target} answered ${status}.`);
      times.push(time);
    }
  }
  return { api: summary(api), file: summary(file) };
}

async function load(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: LOAD_CONNECTIONS, duration: LOAD_SECONDS, headers });
  return {
    rps: result.requests.average,
    errors: result.errors + result.timeouts + result.non2xx,
    p50: result.latency.p50,
    p97: result.latency.p97_5,
  };
}

/** A JSON file of exactly `size` bytes, so the static twin moves the same payload. */
const jsonOfSize = (size: number) => `{"pad":"${'x'.repeat(Math.max(0, size - '{"pad":""}'.length))}"}`;

export async function measureServed(
  base: string,
  paths: readonly ReadPath[],
): Promise<{ latency: Table; throughput: Table; worst: { name: string; ratio: number }; ratios: Map<string, number> }> {
  const token = await demoToken(base, 'treasurer');
  const latency: Table = {
    title: 'Sequential requests over HTTP (local emulation)',
    head: ['read', 'bytes', 'API p50 / p95', 'static p50 / p95', 'p50 ratio', 'n'],
    rows: [],
  };
  const throughput: Table = {
    title: `Loopback load: ${LOAD_CONNECTIONS} connections, ${LOAD_SECONDS} s each`,
    head: ['read', 'API req/s', 'errors', 'API p50 / p97.5', 'static req/s', 'static errors', 'req/s ratio'],
    rows: [],
  };
  let worst = { name: '', ratio: 0 };
  const ratios = new Map<string, number>();
  await mkdir(STATIC_DIR, { recursive: true });
  try {
    for (const [index, read] of paths.entries()) {
      const headers: Record<string, string> = read.auth ? { Authorization: `Bearer ${token}` } : {};
      const probe = await timeOnce(base + read.path, headers);
      if (probe.status !== 200) throw new Error(`${read.path} answered ${probe.status}.`);
      const twin = `${base}/bench-static/twin-${index}.json`;
      await writeFile(path.join(STATIC_DIR, `twin-${index}.json`), jsonOfSize(probe.size));
      const { api, file } = await pairedSeries(base + read.path, headers, twin);
      const ratio = api.p50 / file.p50;
      ratios.set(read.name, ratio);
      if (!read.wholeHistory && ratio > worst.ratio) worst = { name: read.name, ratio };
      latency.rows.push([
        read.name,
        String(probe.size),
        `${ms(api.p50)} / ${ms(api.p95)}`,
        `${ms(file.p50)} / ${ms(file.p95)}`,
        `${ratio.toFixed(1)}x`,
        `${api.count}/${file.count}`,
      ]);
      const apiLoad = await load(base + read.path, headers);
      const fileLoad = await load(twin);
      throughput.rows.push([
        read.name,
        apiLoad.rps.toFixed(0),
        String(apiLoad.errors),
        `${apiLoad.p50} / ${apiLoad.p97} ms`,
        fileLoad.rps.toFixed(0),
        String(fileLoad.errors),
        `${(fileLoad.rps / Math.max(apiLoad.rps, 1)).toFixed(1)}x`,
      ]);
      console.log(`  measured ${read.name}`);
    }
  } finally {
    await rm(STATIC_DIR, { recursive: true, force: true });
  }
  return { latency, throughput, worst, ratios };
}
