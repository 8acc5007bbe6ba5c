/**
 * What the sign-up paths do (DESIGN section 9, docs/decisions/066): an officer's save of a sheet, a parent's
 * sign-up, a volunteer's private link and cancel, and the roster. Each write is one conditional write of the
 * sheet's record (sheets.server.ts) with the mails it owes recorded first as a job (signup-mails.server.ts),
 * so a function stopped after its write still leaves the mails to the sweep.
 */
import { newRecordId } from '../../../server/store.server';
import { withJob, type WithJobOptions } from '../../../server/jobs.server';
import { HttpError } from '../../../server/http.server';
import { SIGNUP_MESSAGES } from '../signup-messages';
import {
  positionOf,
  publicSheet,
  rosterOf,
  type ManageView,
  type PublicSheet,
  type RosterEntry,
  type SheetRecord,
  type SignupAnswer,
  type UpcomingSheetTexts,
} from '../core/sheet';
import { addSignup, cancelMarker, cancelSignup, changeSheet, refusalAt, versionMarker } from '../core/sheet-rules';
import type { SheetInput, SignupInput } from '../core/signup-schema';
import {
  asHttpError,
  changeSheetRecord,
  checkVersion,
  ensureDueMarker,
  frozenBy,
  readMovedSheet,
  readSheet,
  sheetEvent,
  sheetFieldsOf,
  signupsStore,
} from './sheets.server';
import { ensureManageLink, readManageLink } from './manage-links.server';
import { signupMailJob } from './signup-mails.server';
import { findEvent } from '../../events/index.server';
import { dayOf, schoolToday, wallTimeInstant } from '../../events';
import { listKeys } from '../../../server/store.server';

/** A sheet as its officers see it: the fields they edit, its version and every sign-up. */
export interface SheetAnswer {
  event_id: string;
  slots: SheetRecord['slots'];
  closes_at: string | null;
  notify: string[];
  version: number;
  entries: RosterEntry[];
}

export const sheetAnswer = (sheet: SheetRecord): SheetAnswer => ({
  event_id: sheet.event_id,
  slots: sheet.slots,
  closes_at: sheet.closes_at,
  notify: sheet.notify,
  version: sheet.version,
  entries: rosterOf(sheet),
});

/** Creates or changes a sheet (PUT /v1/user_auth/signups/{eventId}); places a larger slot opens are mailed. */
export async function saveSheet(eventId: string, input: SheetInput, options: WithJobOptions = {}): Promise<SheetAnswer> {
  const { event } = await sheetEvent(eventId);
  const fields = sheetFieldsOf(input);
  // The version this save makes is known before it is written: the promotions it makes carry it.
  const next = (input.version ?? 0) + 1;
  const saved = await withJob(
    signupMailJob,
    { event_id: eventId, promoted_by: versionMarker(next) },
    () =>
      changeSheetRecord(
        eventId,
        (sheet, exists) => {
          checkVersion(sheet, exists, input.version);
          const changed = changeSheet(sheet, fields, new Date());
          return { sheet: changed.sheet, value: changed.sheet };
        },
        { create: true },
      ),
    options,
  );
  // Named under its day at once, for the open list and the reminders (the job names it again after a stop).
  await ensureDueMarker(eventId, event.startDt);
  return sheetAnswer(saved);
}

/** The roster (GET /v1/user_auth/signups/{eventId}); 404 when the event has no sheet. */
export async function readRoster(eventId: string): Promise<SheetRecord> {
  const sheet = await readSheet(eventId, { strong: true });
  if (!sheet) throw new HttpError(404, 'NOT_FOUND', SIGNUP_MESSAGES.noSheet);
  return sheet;
}

/**
 * What anyone may see of a sheet; null when the event has no sheet (or is gone). Read strongly: a parent who just
 * signed up sees their own name and the count with it.
 */
export async function readPublicSheet(eventId: string): Promise<PublicSheet | null> {
  const [sheet, event] = await Promise.all([readEventSheet(eventId), findEvent(eventId)]);
  return event ? sheet : null;
}

/** What anyone may see of the sheet of an event its reader has read already (/events/{id}); null when it has none. */
export async function readEventSheet(eventId: string): Promise<PublicSheet | null> {
  const sheet = await readSheet(eventId, { strong: true });
  return sheet && sheet.slots.length > 0 ? publicSheet(sheet) : null;
}

/**
 * A parent's sign-up (POST /v1/api/signups/{eventId}): confirmed while the slot has a place, else last on its
 * waitlist, decided by one conditional write of the sheet. Its confirmation mail is owed before the write.
 */
export async function signUp(eventId: string, input: SignupInput, options: WithJobOptions = {}): Promise<SignupAnswer> {
  const [{ start }, exists] = await Promise.all([sheetEvent(eventId), readSheet(eventId, { strong: true })]);
  if (!exists) throw new HttpError(404, 'NOT_FOUND', SIGNUP_MESSAGES.noSheet);
  const id = newRecordId();
  const answer = await withJob(
    signupMailJob,
    { event_id: eventId, signup_id: id },
    () =>
      changeSheetRecord(eventId, (sheet) => {
        const now = new Date();
        const refusal = refusalAt(sheet, start, now);
        if (refusal) throw refusal;
        const added = addSignup(
          sheet,
          {
            id,
            slot_id: input.slot_id,
            name: input.name,
            email: input.email,
            phone: input.phone ?? '',
            ...(input.lang ? { lang: input.lang } : {}),
          },
          now,
        );
        return { sheet: added.sheet, value: added.answer };
      }),
    options,
  );
  return answer;
}

/** A volunteer's sign-up by the token of their private link; null for a token that names none. */
async function signupOfToken(token: string) {
  const link = await readManageLink(token);
  if (!link) return null;
  // A link made before its date went on under another id finds the sheet where it went (docs/decisions/094).
  const moved = await readMovedSheet(link.event_id);
  const sheet = moved === 'moving' ? null : moved;
  const entry = sheet?.entries.find((candidate) => candidate.id === link.signup_id);
  return sheet && entry ? { sheet, entry } : null;
}

const notFound = () => new HttpError(404, 'NOT_FOUND', SIGNUP_MESSAGES.manageNotFound);

async function manageView(sheet: SheetRecord, signupId: string): Promise<ManageView> {
  const entry = sheet.entries.find((candidate) => candidate.id === signupId);
  const event = await findEvent(sheet.event_id, { strong: true });
  if (!entry || !event) throw notFound();
  const slot = sheet.slots.find((candidate) => candidate.id === entry.slot_id);
  return {
    event_id: sheet.event_id,
    event_title: event.title,
    event_title_es: event.title_es ?? '',
    startDt: event.startDt,
    endDt: event.endDt,
    location: event.location,
    slot_title: slot?.title ?? '',
    slot_title_es: slot?.title_es ?? '',
    status: entry.status,
    position: positionOf(sheet, entry),
  };
}

/** What a private link shows (GET /v1/api/signups/manage/{token}); reading it changes nothing. */
export async function readManage(token: string): Promise<ManageView> {
  const view = await findManage(token);
  if (!view) throw notFound();
  return view;
}

/** The sign-up of a private link as its manage page draws it (docs/decisions/090); null for a link that names none. */
export async function findManage(token: string): Promise<ManageView | null> {
  const found = await signupOfToken(token);
  if (!found) return null;
  return manageView(found.sheet, found.entry.id).catch((error: unknown) => {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  });
}

/**
 * Cancels the sign-up of a private link (POST with `{ action: 'cancel' }`): its place goes to the first on the
 * slot's waitlist, who is mailed, and the sheet's addresses are told. A second cancel changes nothing.
 */
export async function cancelByToken(token: string, options: WithJobOptions = {}, retried = false): Promise<ManageView> {
  const found = await signupOfToken(token);
  if (!found) throw notFound();
  return cancelFound(found, options).catch(async (error: unknown) => {
    // Its date went on under another id between the read and the write (docs/decisions/094): once more, where it went.
    const moved = error instanceof HttpError && error.status === 404 && (await frozenBy(found.sheet.event_id)) !== null;
    if (moved && !retried) return cancelByToken(token, options, true);
    throw error;
  });
}

async function cancelFound(found: NonNullable<Awaited<ReturnType<typeof signupOfToken>>>, options: WithJobOptions): Promise<ManageView> {
  const { entry } = found;
  if (entry.status === 'cancelled') return manageView(found.sheet, entry.id);
  const { start } = await sheetEvent(found.sheet.event_id).catch((error: unknown) => {
    throw asHttpError(error);
  });
  if (start.getTime() <= Date.now()) throw new HttpError(409, 'PAST', SIGNUP_MESSAGES.cancelPast);
  const sheet = await withJob(
    signupMailJob,
    { event_id: found.sheet.event_id, cancelled: entry.id, promoted_by: cancelMarker(entry.id) },
    () =>
      changeSheetRecord(found.sheet.event_id, (current) => {
        const cancelled = cancelSignup(current, entry.id, new Date());
        return { sheet: cancelled.sheet, value: cancelled.sheet };
      }),
    options,
  );
  return manageView(sheet, entry.id);
}

/** The private link of a sign-up, its hash stored (again, harmlessly, when it was before). */
export const manageLinkOf = (eventId: string, signupId: string) => ensureManageLink(eventId, signupId);

/** An event to come whose sheet still takes volunteers: how many slots and places are open. */
export interface OpenSheet {
  event_id: string;
  open_slots: number;
  open_places: number;
}

/**
 * Every sheet of an event to come (from the school's `today`), with its event, found by the reminders' day
 * markers from today on (within `months`, `yyyy-MM`, when given), so past sheets cost nothing but their keys
 * in a listing. A marker left at a day its event moved from is passed by.
 */
async function sheetsToCome(today: string, months?: readonly string[]) {
  const prefixes = months ? [...new Set(months)].map((month) => `due/${month}-`) : ['due/'];
  const marked = (await Promise.all(prefixes.map((prefix) => listKeys(signupsStore(), prefix))))
    .flat()
    .map((key) => key.split('/'))
    .flatMap(([, day = '', eventId = '']) => (day >= today ? [{ day, eventId }] : []));
  const found = await Promise.all(
    marked.map(async ({ day, eventId }) => {
      const [sheet, event] = await Promise.all([readSheet(eventId), findEvent(eventId)]);
      return sheet && event && dayOf(event.startDt) === day ? [{ eventId, sheet, event }] : [];
    }),
  );
  return found.flat();
}

/**
 * Every sheet of an event to come that still has an open place and has not closed (GET /v1/api/signups): what
 * the admin landing counts, and, within the months a page shows (`months`, `yyyy-MM`), what the calendar, a
 * grade page and Home mark. A page reads only the sheets of its own months.
 */
export async function listOpenSheets(now: Date = new Date(), months?: readonly string[]): Promise<OpenSheet[]> {
  const found = (await sheetsToCome(schoolToday(now), months)).flatMap(({ eventId, sheet, event }) => {
    if (refusalAt(sheet, wallTimeInstant(event.startDt) ?? now, now)) return [];
    const open = publicSheet(sheet).slots.filter((slot) => slot.confirmed < slot.capacity);
    if (open.length === 0) return [];
    return [
      {
        event_id: eventId,
        open_slots: open.length,
        open_places: open.reduce((sum, slot) => sum + slot.capacity - slot.confirmed, 0),
      },
    ];
  });
  return found.sort((a, b) => a.event_id.localeCompare(b.event_id));
}

/**
 * The slots' titles of every sheet of an event to come (docs/decisions/071), whether it still takes volunteers
 * or not: what the Site Content tool checks for their Spanish versions. Sorted by the event's start.
 */
export async function listUpcomingSheetTexts(today: string): Promise<UpcomingSheetTexts[]> {
  return (await sheetsToCome(today))
    .map(({ eventId, sheet, event }) => ({
      event_id: eventId,
      title: event.title,
      startDt: event.startDt,
      endDt: event.endDt,
      slots: sheet.slots.map((slot) => ({ id: slot.id, title: slot.title, title_es: slot.title_es ?? '' })),
    }))
    .sort((a, b) => a.startDt.localeCompare(b.startDt) || a.event_id.localeCompare(b.event_id));
}

/** The ids of the events to come in `months` whose sheets still take volunteers: what a page drawn on request marks. */
export const openEventIds = async (months: readonly string[], now: Date = new Date()): Promise<string[]> =>
  (await listOpenSheets(now, months)).map((sheet) => sheet.event_id);
