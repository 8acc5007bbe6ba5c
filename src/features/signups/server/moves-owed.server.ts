/**
 * Whether a sheet's move is still owed (docs/decisions/094): an officer's save that gives dates new ids records
 * the change notices' job naming the sheets, and the job moves them. A sign-up's mail job that finds its sheet
 * where it was, its date gone, waits for the move instead of taking the date for cancelled.
 */
import { listOpenJobs } from '../../../server/jobs.server';
import { z } from '../../../shared/zod';

/**
 * The kind of the change notices' job (change-notices.server.ts), named here too: that file imports the mail job
 * that reads this one. sheet-moves.test.ts fails if the two differ.
 */
const CHANGE_NOTICES_KIND = 'signup-change-notices';

const owing = z.object({ sheets: z.array(z.object({ event_id: z.string() })), moved: z.unknown() });

/** Whether a save that moves dates names the sheet of `eventId` and has not settled yet. */
export async function sheetMoveOwed(eventId: string): Promise<boolean> {
  return (await listOpenJobs()).some((job) => {
    const payload = job.kind === CHANGE_NOTICES_KIND ? owing.safeParse(job.payload).data : undefined;
    return payload?.moved !== undefined && payload.sheets.some((sheet) => sheet.event_id === eventId);
  });
}
