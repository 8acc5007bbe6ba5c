/**
 * The outbox's retry (issue 18; docs/decisions/034): every 5 minutes Netlify runs this scheduled
 * function, which sends each pending mail that is due (backoff 5, 10, 20, 40, 80, 160 minutes, then
 * every 4 hours, given up after 24 hours). `npm start` runs it on the same schedule (scripts/serve.ts
 * reads the cron below), by a POST to /.netlify/functions/mail-retry, as the tests do by hand. Two runs
 * at once send each mail at most once (outbox.server.ts).
 */
import type { Config } from '@netlify/functions';
import { runMailRetry } from '../../src/features/notifications/index.server';

export default async (): Promise<Response> => {
  const tally = await runMailRetry();
  if (tally.pending > 0) console.log('[mail-retry]', JSON.stringify(tally));
  return Response.json({ results: tally }, { headers: { 'Cache-Control': 'no-store' } });
};

export const config: Config = { schedule: '*/5 * * * *' };
