/**
 * The sweep (docs/decisions/049): Netlify runs this scheduled function every 5 minutes. It settles every job
 * a write left behind (the work a write owes: its months' summaries, its photos, the administrators' roster,
 * its mails, mail retries included) once the job is older than a function can run, tries the mails of a
 * store from before jobs, and sends the volunteers' reminders that are due. Not reachable from outside: Netlify runs it on its schedule; `npm start` runs the
 * same function on the same schedule, and on start (scripts/local/sweep-timer.ts).
 */
import type { Config } from '@netlify/functions';
import { gradeEventsJob, monthsJob, splitJob } from '../../src/features/events/index.server';
import { currentMailSettings, retryLegacyMails, stageMailJob, submissionJob } from '../../src/features/notifications/index.server';
import { datePhotosJob, itemPhotosJob, seriesPhotosJob } from '../../src/features/photos/index.server';
import { changeNoticeJob, sendDueReminders, signupMailJob } from '../../src/features/signups/index.server';
import { rosterJob } from '../../src/features/users/index.server';
import { localSweepOptions } from '../../src/server/env.server';
import { runDueJobs, type SweptJobType } from '../../src/server/jobs.server';

/** Every kind of job a write records: a kind missing here would never be settled (a unit test checks). */
export const SWEEP_JOBS: readonly SweptJobType[] = [
  monthsJob,
  splitJob,
  gradeEventsJob,
  itemPhotosJob,
  datePhotosJob,
  seriesPhotosJob,
  rosterJob,
  submissionJob,
  stageMailJob,
  signupMailJob,
  changeNoticeJob,
];

/** A scheduled function has 30 s: the run starts no new job after this. */
const RUN_BUDGET_MS = 20_000;

export default async (req: Request): Promise<Response> => {
  const deadline = Date.now() + RUN_BUDGET_MS;
  const { remindersNow, ...local } = localSweepOptions(req.headers);
  const tally = await runDueJobs(SWEEP_JOBS, { deadline, ...local });
  const settings = currentMailSettings();
  const legacyMails = settings ? await retryLegacyMails(settings, deadline) : 0;
  // Volunteers' reminders two days ahead (docs/decisions/066): each sent once, whatever runs overlap.
  const reminders = await sendDueReminders(new Date(remindersNow ?? Date.now()), deadline);
  if (tally.due > 0 || legacyMails > 0 || reminders.sheets > 0)
    console.log('[sweep]', JSON.stringify({ ...tally, legacyMails, reminders }));
  return Response.json({ results: { ...tally, legacyMails, reminders } }, { headers: { 'Cache-Control': 'no-store' } });
};

export const config: Config = { schedule: '*/5 * * * *' };
