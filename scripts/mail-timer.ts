/**
 * `npm start`'s stand-in for Netlify's scheduler (issue 18): Netlify runs the scheduled function
 * mail-retry every 5 minutes, but the local emulation never runs a schedule. This timer runs the same
 * function, by the same POST a test makes, on the cron the function itself declares.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from './local-env';

export const MAIL_RETRY_FUNCTION = 'mail-retry';
const FUNCTION_FILE = path.join(projectRoot, 'netlify', 'functions', `${MAIL_RETRY_FUNCTION}.ts`);

/** The cron in the function's `config` (read from its source: the function is built for the emulation, not imported here). */
export function retrySchedule(source = readFileSync(FUNCTION_FILE, 'utf8')): string {
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
            .catch((error: unknown) => console.error('[mail-retry timer]', error))
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
