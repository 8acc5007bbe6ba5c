/**
 * Change notices (DESIGN section 9, docs/decisions/066): when an event with sign-ups changes date, time or place,
 * or is deleted (one occurrence or the series), everyone on its sheets gets one mail saying what changed, old and
 * new. An officer's save names the sheets it may touch before it writes (the event's own, or every date of its
 * series), with each one's time and place as they were, in a job; the job compares them with the events as they
 * are once the save is done, and mails under an outbox id of that save, so nobody gets two for one save.
 */
import { randomBytes } from 'node:crypto';
import { formatEventWhen } from '../../events';
import { continuedId, findEvent, finishSplits, seriesIdOf, type DatesMoved } from '../../events/index.server';
import { currentMailSettings, deliverMail, queueOutgoing } from '../../notifications/index.server';
import { defineJob, withJob, type JobOutcome, type WithJobOptions } from '../../../server/jobs.server';
import { HttpError } from '../../../server/http.server';
import { listKeys } from '../../../server/store.server';
import { z } from '../../../shared/zod';
import { isActive, type SheetRecord } from '../core/sheet';
import { changeMail, eventWhenIn, type EventChange } from './signup-mail-content.server';
import { ensureDueMarker, frozenBy, readSheet, signupsStore } from './sheets.server';
import { keepSheet, moveSheet } from './sheet-moves.server';
import { entryLang, mailSetting, signupMailJob, volunteerMailOf } from './signup-mails.server';
import type { Lang } from '../../../shared/i18n/lang';

/**
 * A sheet's event as it was before the save; `title_es` names a deleted date to a Spanish family (absent in a job
 * recorded before it was kept: no Spanish).
 */
const before = z.object({
  event_id: z.string(),
  title: z.string(),
  title_es: z.string().optional(),
  startDt: z.string(),
  endDt: z.string(),
  location: z.string(),
});
type Before = z.infer<typeof before>;

/** The sheets an event's save may touch: the event's own, and for a series every date of it that has one. */
async function sheetsOf(eventId: string): Promise<string[]> {
  const seriesId = seriesIdOf(eventId);
  const keys = await listKeys(signupsStore(), `sheets/${seriesId}`);
  return keys.map((key) => key.slice('sheets/'.length)).filter((id) => id === eventId || id === seriesId || id.startsWith(`${seriesId}_`));
}

/**
 * What changed between an event as it was and as it is (null: gone); null when nothing a volunteer cares about
 * did. The times are written in `lang`, the volunteer's language.
 */
export function changeOf(was: Before, now: Pick<Before, 'startDt' | 'endDt' | 'location'> | null, lang: Lang = 'en'): EventChange | null {
  if (!now) return { cancelled: true };
  const change: EventChange = {};
  if (formatEventWhen(was) !== formatEventWhen(now)) change.when = { old: eventWhenIn(lang, was), new: eventWhenIn(lang, now) };
  if (was.location.trim() !== now.location.trim()) change.location = { old: was.location, new: now.location };
  return change.when || change.location ? change : null;
}

const datesMoved = z.object({ series: z.string(), from: z.string(), to: z.string(), shift: z.number().int() });

/** Where a save took the dates, as the store now has it: a "This and following" edit of a series' first date edited it all. */
async function datesAsSaved(moved: DatesMoved): Promise<DatesMoved> {
  if (moved.to === moved.series || (await findEvent(moved.to, { strong: true }))) return moved;
  return { ...moved, to: moved.series };
}

/**
 * A sheet and its event once the save `save` is done. A date the save gave a new id (docs/decisions/094) has its
 * sheet moved there and is compared with its new self; a date the series no longer has is gone. A move the save
 * began is finished whatever became of the new date since, so no sheet is left half-way.
 */
async function sheetAfterSave(was: Before, moved: DatesMoved | undefined, save: string) {
  const [sheet, event] = await Promise.all([readSheet(was.event_id, { strong: true }), findEvent(was.event_id, { strong: true })]);
  const to = moved && continuedId(moved, was.event_id);
  if (!to) return { sheet, event };
  // A date back under its id before a move this save began there was finished (a stop, then a save that moved
  // it back) keeps its sheet.
  if (event) return { sheet: sheet ?? ((await frozenBy(was.event_id)) === save ? await keepSheet(was.event_id, save) : null), event };
  const continued = await findEvent(to, { strong: true });
  const begun = !continued && (await frozenBy(was.event_id)) === save;
  const result = continued || begun ? await moveSheet(was.event_id, to, save, continued?.startDt) : null;
  if (!result) return { sheet, event: null };
  return { sheet: result.sheet, event: result.moved ? continued : null };
}

/** Sign-ups this long before a save began may have landed in its moment: their confirmations are made sure of. */
const LATE_MS = 60_000;

/**
 * The confirmations of the sign-ups that landed on a sheet while the save moved it (`since`, when the save began):
 * their own mail jobs found the date gone and wait for the sweep, so they are sent where the sheet went now. A
 * confirmation already sent is not sent again (its outbox id is the sign-up's).
 */
async function confirmLateSignups(sheet: SheetRecord, since: string): Promise<void> {
  const after = Date.parse(since) - LATE_MS;
  for (const entry of sheet.entries.filter((candidate) => isActive(candidate) && Date.parse(candidate.created_at) >= after)) {
    await signupMailJob.settle({ event_id: sheet.event_id, signup_id: entry.id });
  }
}

/** Every sheet of a save once it is done, its moves made (`sheetAfterSave`). */
async function sheetsAfterSave({ sheets, moved, save, at }: NoticePayload) {
  const dates = moved && (await datesAsSaved(moved));
  return Promise.allSettled(
    sheets.map(async (was) => {
      const after = await sheetAfterSave(was, dates, save);
      if (at && after.sheet && after.event && after.sheet.event_id !== was.event_id) await confirmLateSignups(after.sheet, at);
      return { was, ...after };
    }),
  );
}

/** A save's notices: its sheets as they were, where it moves dates, and when it began (absent in a job from before). */
const noticePayload = z.object({
  save: z.string().regex(/^[0-9a-f]{8}$/),
  sheets: z.array(before),
  moved: datesMoved.optional(),
  at: z.string().optional(),
});
type NoticePayload = z.infer<typeof noticePayload>;

export const changeNoticeJob = defineJob({
  kind: 'signup-change-notices',
  payload: noticePayload,
  settle: async (payload): Promise<JobOutcome> => {
    const { save, moved } = payload;
    const settings = currentMailSettings();
    let pending = false;
    // A split a stop left owing its new series is finished first: the dates it moved are then there to compare.
    if (moved) await finishSplits(moved.series);
    for (const outcome of await sheetsAfterSave(payload)) {
      if (outcome.status === 'rejected') throw outcome.reason;
      const { was, sheet, event } = outcome.value;
      if (!sheet) continue;
      if (event) await ensureDueMarker(sheet.event_id, event.startDt);
      const change = changeOf(was, event);
      if (!change || !settings) continue;
      // A deleted date's mail still names it as it was.
      const setting = await mailSetting(sheet, event ?? was, event);
      for (const entry of sheet.entries.filter(isActive)) {
        // Outbox ids are at most 64 characters: the sign-up's id (46) and a short id of the save.
        const id = `${entry.id}-chg-${save}`;
        const told = changeOf(was, event, entryLang(entry)) ?? change;
        await queueOutgoing(id, await volunteerMailOf('signup-change', entry, setting, (input) => changeMail(input, told), false));
        pending = (await deliverMail(id, settings)) === 'pending' || pending;
      }
    }
    return pending ? 'later' : 'done';
  },
});

/**
 * An officer's save or delete of an event (`write`) with its sheets' notices owed first. An event without
 * sheets costs one listing and owes nothing. An edit that gives dates of a series new ids names where they go
 * (`moved`): their sheets go with them (docs/decisions/094).
 */
export async function withChangeNotices<T>(
  eventId: string,
  write: () => Promise<T>,
  { moved, ...options }: WithJobOptions & { moved?: DatesMoved | undefined } = {},
): Promise<T> {
  const ids = await sheetsOf(eventId);
  const found = await Promise.all(ids.map(async (id) => ({ id, event: await findEvent(id, { strong: true }) })));
  const sheets: Before[] = found.flatMap(({ id, event }) =>
    event
      ? [
          {
            event_id: id,
            title: event.title,
            title_es: event.title_es ?? '',
            startDt: event.startDt,
            endDt: event.endDt,
            location: event.location,
          },
        ]
      : [],
  );
  if (sheets.length === 0) return write();
  const payload: NoticePayload = {
    save: randomBytes(4).toString('hex'),
    sheets,
    ...(moved ? { moved, at: new Date().toISOString() } : {}),
  };
  return withJob(
    changeNoticeJob,
    payload,
    async () => {
      const saved = await write();
      // Sheets move before the answer, so the editor reading the saved date finds its sheet; the mails may wait.
      // The job finds them moved, and finishes what failed here.
      const outcomes = moved ? await sheetsAfterSave(payload).catch((error: unknown) => [{ status: 'rejected', reason: error }]) : [];
      for (const outcome of outcomes)
        if (outcome.status === 'rejected') console.error('[signups] a sheet is left for its job to move:', outcome.reason);
      return saved;
    },
    // A save refused (a stale version, a date the series does not have) changed nothing and owes nobody a mail,
    // though the dates it named may be gone by another officer's save, whose own job tells of it.
    { ...options, wroteNothing: (error) => error instanceof HttpError && error.status < 500 },
  );
}
