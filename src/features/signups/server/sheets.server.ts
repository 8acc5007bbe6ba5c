/**
 * Sign-up sheets in the store (DESIGN section 9, docs/decisions/066): one record per sheet at sheets/{eventId} in
 * the signups store, holding its slots and every sign-up, so that each sign-up, cancellation and officer's change
 * is one conditional write of the record as it was read. Writes that meet on one sheet are tried again on the
 * fresh record, a few times with a short random pause: of 50 at once for 5 places, exactly 5 are confirmed and
 * the rest waitlisted in the order their writes landed.
 */
import { randomUUID } from 'node:crypto';
import { findEvent } from '../../events/index.server';
import { dayOf, wallTimeInstant } from '../../events';
import { HttpError } from '../../../server/http.server';
import { createRecord, keyOf, openStore, readRecord, readWithEtag, replaceRecord, staleEdit } from '../../../server/store.server';
import { LANGS } from '../../../shared/i18n/lang';
import { z } from '../../../shared/zod';
import { SIGNUP_MESSAGES } from '../signup-messages';
import { SIGNUP_STATUSES, type SheetFields, type SheetRecord, type Slot } from '../core/sheet';
import { SignupRefusal, emptySheet, type RefusalCode } from '../core/sheet-rules';
import type { SheetInput } from '../core/signup-schema';

export const signupsStore = () => openStore('signups', { strong: true });
export const sheetKey = (eventId: string) => keyOf('sheets', eventId);

const storedEntry = z.object({
  id: z.string(),
  slot_id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  status: z.enum(SIGNUP_STATUSES),
  created_at: z.string(),
  promoted_at: z.string().optional(),
  promoted_by: z.string().optional(),
  cancelled_at: z.string().optional(),
  lang: z.enum(LANGS).optional(),
});

export const storedSheet = z.object({
  event_id: z.string(),
  slots: z.array(z.object({ id: z.string(), title: z.string(), title_es: z.string().default(''), capacity: z.number() })),
  closes_at: z.string().nullable(),
  notify: z.array(z.string()),
  version: z.number(),
  updated_at: z.string(),
  entries: z.array(storedEntry),
  /** Set on a sheet whose date went on under another id (docs/decisions/094): it is kept, frozen, naming where. */
  moved_to: z.string().optional(),
  /** The save that moved the sheet: away, on a frozen one; here, on its copy. */
  moved_by: z.string().optional(),
  /** When a frozen one was frozen. */
  moved_at: z.string().optional(),
});

/** A sheet as stored: its own date's, or one moved away (`moved_to`). */
export type StoredSheet = z.infer<typeof storedSheet>;

/** A stored sheet that is its date's own; null for one that moved away (docs/decisions/094). */
const ownSheet = (stored: StoredSheet | null): SheetRecord | null => {
  if (!stored || stored.moved_to !== undefined) return null;
  const { moved_to: _moved, moved_at: _at, ...sheet } = stored;
  return sheet;
};

const REFUSAL_STATUS: Record<RefusalCode, number> = {
  'no-slot': 404,
  closed: 409,
  past: 409,
  duplicate: 409,
  capacity: 400,
  'slot-in-use': 400,
  'slot-id': 400,
};

/** A rule's refusal as the API answers it; anything else passes through. */
export function asHttpError(error: unknown): unknown {
  if (!(error instanceof SignupRefusal)) return error;
  return new HttpError(REFUSAL_STATUS[error.code], error.code.toUpperCase().replace('-', '_'), error.message);
}

/** The event a sheet belongs to: a single event or one occurrence of a series, never a whole series. */
export async function sheetEvent(eventId: string) {
  const event = await findEvent(eventId, { strong: true });
  if (!event) throw new HttpError(404, 'NOT_FOUND', SIGNUP_MESSAGES.notAnEvent);
  if (event.rrule && !event.series_id) throw new HttpError(400, 'SERIES_SHEET', SIGNUP_MESSAGES.seriesSheet);
  const start = wallTimeInstant(event.startDt);
  if (!start) throw new Error(`The event '${eventId}' has no valid start.`);
  return { event, start };
}

/** Names a sheet's event under its day, once, for the reminders (reminders.server.ts); a marker left at a day the event moved from is read and passed by. */
export async function ensureDueMarker(eventId: string, startDt: string): Promise<void> {
  await createRecord(signupsStore(), keyOf('due', dayOf(startDt), eventId), { event_id: eventId });
}

/** The sheet of an event; null when it has none (or its sheet went on under another id). */
export const readSheet = async (eventId: string, options: { strong?: boolean } = {}): Promise<SheetRecord | null> =>
  ownSheet(await readRecord(openStore('signups', options), sheetKey(eventId), storedSheet, options));

/** Moves a sheet may have made before a reader came (a date split twice): more would be a loop. */
const MOVES_FOLLOWED = 4;

/**
 * The sheet an event's sheet is now: itself, or where it went when its date went on under another id
 * (docs/decisions/094), for what named the old id before the move (a job under way, a private link); 'moving'
 * while the move has frozen it and not yet made its copy.
 */
export async function readMovedSheet(eventId: string): Promise<SheetRecord | 'moving' | null> {
  let id = eventId;
  for (let hop = 0; hop < MOVES_FOLLOWED; hop += 1) {
    const stored = await readRecord(signupsStore(), sheetKey(id), storedSheet, { strong: true });
    if (hop > 0 && !stored) return 'moving';
    if (stored?.moved_to === undefined) return ownSheet(stored);
    id = stored.moved_to;
  }
  return null;
}

/** The save that froze a sheet to move it (docs/decisions/094); null for a sheet that did not move, or none. */
export async function frozenBy(eventId: string): Promise<string | null> {
  const stored = await readRecord(signupsStore(), sheetKey(eventId), storedSheet, { strong: true });
  return stored?.moved_to === undefined ? null : (stored.moved_by ?? null);
}

/** Writes on one sheet meet often (a class's parents at once): this many tries before a 503 asks to try again. */
const ATTEMPTS = 60;

/** Writes on one sheet met more than `ATTEMPTS` times: the caller is asked to try again. */
const busy = () => new HttpError(503, 'BUSY', SIGNUP_MESSAGES.busy, { 'Retry-After': '2' });

const pause = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(10 + attempt * 5, 100)));

/**
 * Changes a sheet with one conditional write of the record as read (created when there is none and `create`
 * allows it), trying again on a fresh read while other writes land first. `change` decides from the record
 * as read and may refuse; it answers the record to write and what to tell the caller.
 */
export async function changeSheetRecord<T>(
  eventId: string,
  change: (sheet: SheetRecord, exists: boolean) => { sheet: SheetRecord; value: T },
  options: { create?: boolean; now?: Date } = {},
): Promise<T> {
  const store = signupsStore();
  const key = sheetKey(eventId);
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const now = options.now ?? new Date();
    const current = await readWithEtag(store, key, storedSheet);
    // A sheet that moved away takes no change: it is none of this id's any more (docs/decisions/094).
    const own = ownSheet(current?.data ?? null);
    if (!own && !options.create) throw new HttpError(404, 'NOT_FOUND', SIGNUP_MESSAGES.noSheet);
    let decided: { sheet: SheetRecord; value: T };
    try {
      decided = change(own ?? emptySheet(eventId, now), own !== null);
    } catch (error) {
      throw asHttpError(error);
    }
    if (own === decided.sheet) return decided.value;
    const written = current ? await replaceRecord(store, key, current.etag, decided.sheet) : await createRecord(store, key, decided.sheet);
    if (written) return decided.value;
    await pause(attempt);
  }
  throw busy();
}

/** The slots an officer sent, each new one given an id of its own. */
export function namedSlots(input: SheetInput): Slot[] {
  return input.slots.map((slot) => ({
    id: slot.id ?? `slot-${randomUUID().slice(0, 8)}`,
    title: slot.title,
    title_es: slot.title_es,
    capacity: slot.capacity,
  }));
}

/** The fields of an officer's save. */
export const sheetFieldsOf = (input: SheetInput): SheetFields => ({
  slots: namedSlots(input),
  closes_at: input.closes_at ?? null,
  notify: input.notify ?? [],
});

/** An officer's save made on `version` (0 or absent for a new sheet): a stale one is a 409. */
export function checkVersion(sheet: SheetRecord, exists: boolean, version: number | undefined): void {
  if ((exists ? sheet.version : 0) !== (version ?? 0)) throw staleEdit();
}

/** A sheet frozen to move, and when it was. */
export interface FrozenSheet {
  sheet: SheetRecord;
  at: string;
}

/**
 * Freezes a sheet as moved to `to` by `save`, with one conditional write (docs/decisions/094): from then on it
 * takes no change, so a copy made of it is whole. Answers the sheet as frozen (also when a run of the same save
 * froze it before); null when there is none or another save moved it.
 */
export async function freezeSheet(from: string, to: string, save: string): Promise<FrozenSheet | null> {
  const store = signupsStore();
  const key = sheetKey(from);
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const current = await readWithEtag(store, key, storedSheet);
    if (!current) return null;
    const { moved_to: movedTo, moved_at: movedAt, ...sheet } = current.data;
    if (movedTo !== undefined) return movedTo === to && sheet.moved_by === save && movedAt ? { sheet, at: movedAt } : null;
    const at = new Date().toISOString();
    if (await replaceRecord(store, key, current.etag, { ...current.data, moved_to: to, moved_by: save, moved_at: at }))
      return { sheet, at };
    await pause(attempt);
  }
  throw busy();
}

/**
 * Puts a frozen sheet's copy at `to`, made by `save`: where there is none, or over a sheet frozen there before
 * this one was (it moved away: a date moved back). 'taken' when `to` has a sheet of its own, which is never
 * overwritten; 'superseded' when the sheet there moved on after this one was frozen (a later save moved the
 * date again: this move is done and over).
 */
export async function placeCopy(to: string, frozen: FrozenSheet, save: string): Promise<'placed' | 'taken' | 'superseded'> {
  const store = signupsStore();
  const key = sheetKey(to);
  const copy = { ...frozen.sheet, event_id: to, moved_by: save };
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const current = await readWithEtag(store, key, storedSheet);
    if (!current) {
      if (await createRecord(store, key, copy)) return 'placed';
    } else if (current.data.moved_to === undefined) {
      // A copy this save made before a stop (perhaps with sign-ups since), or a sheet of its own.
      return current.data.moved_by === save ? 'placed' : 'taken';
    } else if ((current.data.moved_at ?? '') >= frozen.at) {
      return 'superseded';
    } else if (await replaceRecord(store, key, current.etag, copy)) return 'placed';
    await pause(attempt);
  }
  throw busy();
}

/**
 * Takes back a freeze `save` made and a stop left without its copy, once the date is back under its id (a later
 * save moved it back): the sheet is its date's own again. Answers it; null when `save` froze nothing there.
 */
export async function thawSheet(eventId: string, save: string): Promise<SheetRecord | null> {
  const store = signupsStore();
  const key = sheetKey(eventId);
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const current = await readWithEtag(store, key, storedSheet);
    if (current?.data.moved_to === undefined || current.data.moved_by !== save) return ownSheet(current?.data ?? null);
    const { moved_to: _to, moved_by: _by, moved_at: _at, ...sheet } = current.data;
    if (await replaceRecord(store, key, current.etag, sheet)) return sheet;
    await pause(attempt);
  }
  throw busy();
}
