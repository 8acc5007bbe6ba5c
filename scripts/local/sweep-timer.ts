/**
 * `npm start`'s stand-in for Netlify's scheduler (docs/decisions/034, 049): Netlify runs the scheduled
 * function `sweep` every 5 minutes, but the local emulation never runs a schedule. This timer runs the same
 * function on the cron the function itself declares; the machine's own scripts may ask for a run too, with
 * the token local serving makes at start (localRunToken), and nobody else can (scripts/local/serve.ts).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LOCAL_GRACE_HEADER, LOCAL_NOW_HEADER, LOCAL_RESTART_HEADER, LOCAL_RUN_HEADER } from '../../src/server/env.server';
import { projectRoot } from './local-env';

const SWEEP_FUNCTION = 'sweep';
export const SWEEP_PATH = `/.netlify/functions/${SWEEP_FUNCTION}`;
const FUNCTION_FILE = path.join(projectRoot, 'netlify', 'functions', `${SWEEP_FUNCTION}.ts`);

/** Where a running local server keeps the token of its local runs (one per store namespace; ignored by git). */
const tokenFile = (namespace: string) => path.join(projectRoot, '.netlify', `hsa-local-run-${namespace || 'local'}`);

/**
 * Makes the token a local server accepts for runs of its scheduled function, readable by this machine's user
 * only, and sets it where the functions read it (HSA_LOCAL_RUN_TOKEN). Called before the emulation starts.
 */
export function makeLocalRunToken(namespace: string): string {
  const token = randomBytes(32).toString('base64url');
  mkdirSync(path.dirname(tokenFile(namespace)), { recursive: true });
  writeFileSync(tokenFile(namespace), token, { mode: 0o600 });
  process.env.HSA_LOCAL_RUN_TOKEN = token;
  return token;
}

export interface LocalRun {
  /** Settle jobs this old or older (0: every job). */
  graceMs?: number;
  /** The time the server started: claims made before it are a stopped server's. */
  restartedAt?: number;
  /** Tests only: the time the volunteers' reminders are sent as of. */
  remindersNow?: number;
}

/** The headers of a local run of the sweep, from the token of the server running on `namespace`'s stores. */
export function localRunHeaders(namespace: string, run: LocalRun = {}): Record<string, string> {
  const token = readFileSync(tokenFile(namespace), 'utf8').trim();
  return {
    [LOCAL_RUN_HEADER]: token,
    ...(run.graceMs === undefined ? {} : { [LOCAL_GRACE_HEADER]: String(run.graceMs) }),
    ...(run.restartedAt === undefined ? {} : { [LOCAL_RESTART_HEADER]: String(run.restartedAt) }),
    ...(run.remindersNow === undefined ? {} : { [LOCAL_NOW_HEADER]: String(run.remindersNow) }),
  };
}

/** The cron in the function's `config` (read from its source: the function is built for the emulation, not imported here). */
export function sweepSchedule(source = readFileSync(FUNCTION_FILE, 'utf8')): string {
  const cron = /schedule:\s*'([^']+)'/.exec(source)?.[1];
  if (!cron) throw new Error(`No schedule found in ${FUNCTION_FILE}.`);
  return cron;
}

/** Minutes between runs for the one cron shape used here, `*\/N * * * *`. */
export function everyMinutes(cron: string): number {
  const minutes = /^\*\/(\d{1,2}) \* \* \* \*$/.exec(cron.trim())?.[1];
  if (!minutes || Number(minutes) < 1 || 60 % Number(minutes) !== 0) {
    throw new Error(`The local timer understands only "*/N * * * *" with N dividing 60, not "${cron}".`);
  }
  return Number(minutes);
}

/** Milliseconds from `now` to the next run: the next whole multiple of N minutes past the hour (UTC), as cron counts. */
export function msUntilNextRun(now: Date, minutes: number): number {
  const period = minutes * 60 * 1000;
  return period - (now.getTime() % period);
}

/**
 * Calls `run` at every run time of the cron; a run still going when the next is due is not doubled.
 * Answers a function that stops the timer.
 */
export function startScheduleTimer(cron: string, run: () => Promise<void>): () => void {
  const minutes = everyMinutes(cron);
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  const schedule = () => {
    timer = setTimeout(
      () => {
        if (!running) {
          running = true;
          void run()
            .catch((error: unknown) => console.error('[sweep timer]', error))
            .finally(() => (running = false));
        }
        schedule();
      },
      msUntilNextRun(new Date(), minutes),
    );
    timer.unref();
  };
  schedule();
  return () => clearTimeout(timer);
}
