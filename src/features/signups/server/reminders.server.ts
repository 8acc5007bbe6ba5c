/**
 * Reminders (DESIGN section 9, docs/decisions/066): each confirmed volunteer gets one mail two days before the
 * event, at the same wall-clock time in New York (a 9 a.m. event is reminded at 9 a.m. two days before, on either
 * side of a DST change). The sweep (netlify/functions/sweep.ts) runs this every 5 minutes; it reads only the
 * sheets of events in the next few days, found by a marker `due/{yyyy-MM-dd}/{eventId}` that every sign-up
 * write's job keeps for the event's day. Each reminder has a deterministic outbox id, so overlapping runs
 * and a run that dies send it once.
 */
import { addDays, dayOf, schoolToday, wallTimeInstant } from '../../events';
import { findEvent } from '../../events/index.server';
import { currentMailSettings, deliverMail, queueOutgoing, type MailState } from '../../notifications/index.server';
import { listKeys } from '../../../server/store.server';
import type { SheetRecord, SignupEntry } from '../core/sheet';
import { readSheet, signupsStore } from './sheets.server';
import { mailSetting, volunteerMailOf } from './signup-mails.server';
import { reminderMail } from './signup-mail-content.server';

/** When an event's reminders are due: its start's wall time two days earlier, in New York. */
export function reminderDueAt(startDt: string): Date | null {
  return wallTimeInstant(`${addDays(dayOf(startDt), -2)}T${startDt.slice(11)}`);
}

/**
 * Who is reminded once the time has come: the confirmed volunteers, except those confirmed after the reminder
 * was due (their confirmation, minutes old, already says it all).
 */
export function remindedOf(sheet: SheetRecord, dueAt: Date): SignupEntry[] {
  return sheet.entries.filter(
    (entry) => entry.status === 'confirmed' && Date.parse(entry.promoted_at ?? entry.created_at) < dueAt.getTime(),
  );
}

/** Days ahead whose events may be due: two days, and one more for a start early in the day and the zone. */
const DAYS_AHEAD = 3;

export interface ReminderTally {
  sheets: number;
  mails: number;
  pending: number;
}

/** Sends every reminder due at `now`, until `deadline`. */
export async function sendDueReminders(now: Date = new Date(), deadline = Infinity): Promise<ReminderTally> {
  const tally: ReminderTally = { sheets: 0, mails: 0, pending: 0 };
  const settings = currentMailSettings();
  if (!settings) return tally;
  const today = schoolToday(now);
  const days = Array.from({ length: DAYS_AHEAD + 1 }, (_, offset) => addDays(today, offset));
  const keys = (await Promise.all(days.map((day) => listKeys(signupsStore(), `due/${day}/`)))).flat();
  for (const key of keys) {
    if (Date.now() >= deadline) break;
    const eventId = key.split('/')[2] ?? '';
    const [sheet, event] = await Promise.all([readSheet(eventId, { strong: true }), findEvent(eventId, { strong: true })]);
    const dueAt = event ? reminderDueAt(event.startDt) : null;
    const start = event ? wallTimeInstant(event.startDt) : null;
    // Passed by: no sheet, an event gone or moved to another day, not due yet, or started already.
    if (!sheet || !event || !dueAt || !start || dayOf(event.startDt) !== key.split('/')[1]) continue;
    if (now.getTime() < dueAt.getTime() || now.getTime() >= start.getTime()) continue;
    tally.sheets += 1;
    const setting = await mailSetting(sheet, event, event);
    // One after another: a try never goes on unawaited after another failed.
    const states: MailState[] = [];
    for (const entry of remindedOf(sheet, dueAt)) {
      const id = `${entry.id}-signup-reminder`;
      await queueOutgoing(id, await volunteerMailOf('signup-reminder', entry, setting, reminderMail, true));
      states.push(await deliverMail(id, settings));
    }
    tally.mails += states.filter((state) => state === 'sent').length;
    tally.pending += states.filter((state) => state === 'pending').length;
  }
  return tally;
}
