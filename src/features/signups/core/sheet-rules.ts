/**
 * The decisions a sheet's one record takes (docs/decisions/066): a sign-up confirmed or waitlisted, a
 * cancellation that gives its place to the first on the waitlist, an officer's change that never takes a place
 * from a confirmed volunteer. Each takes the record as read and answers the record to write, so the server
 * writes it in one conditional write; pure and unit tested.
 */
import type { Lang } from '../../../shared/i18n/lang';
import { SIGNUP_MESSAGES } from '../signup-messages';
import {
  confirmedCount,
  isActive,
  positionOf,
  sameEmail,
  type SheetFields,
  type SheetRecord,
  type SignupAnswer,
  type SignupEntry,
} from './sheet';

export type RefusalCode = 'no-slot' | 'closed' | 'past' | 'duplicate' | 'capacity' | 'slot-in-use' | 'slot-id';

/** A rule said no: the server answers it with the status of its code (404, 409 or 400). */
export class SignupRefusal extends Error {
  constructor(
    readonly code: RefusalCode,
    message: string,
  ) {
    super(message);
    this.name = 'SignupRefusal';
  }
}

export interface NewSignup {
  id: string;
  slot_id: string;
  name: string;
  email: string;
  phone: string;
  lang?: Lang;
}

/** Whether sign-ups are still taken at `now`: before the close the officer set and before the event starts. */
export function refusalAt(sheet: Pick<SheetRecord, 'closes_at'>, eventStart: Date, now: Date): SignupRefusal | null {
  if (eventStart.getTime() <= now.getTime()) return new SignupRefusal('past', SIGNUP_MESSAGES.past);
  if (sheet.closes_at && Date.parse(sheet.closes_at) <= now.getTime()) return new SignupRefusal('closed', SIGNUP_MESSAGES.closed);
  return null;
}

/** Adds a sign-up: confirmed while its slot has a place, else last on the slot's waitlist. */
export function addSignup(sheet: SheetRecord, signup: NewSignup, now: Date): { sheet: SheetRecord; answer: SignupAnswer } {
  const slot = sheet.slots.find((candidate) => candidate.id === signup.slot_id);
  if (!slot) throw new SignupRefusal('no-slot', SIGNUP_MESSAGES.noSlot);
  if (sheet.entries.some((entry) => entry.slot_id === slot.id && isActive(entry) && sameEmail(entry.email, signup.email))) {
    throw new SignupRefusal('duplicate', SIGNUP_MESSAGES.duplicate);
  }
  const status = confirmedCount(sheet, slot.id) < slot.capacity ? 'confirmed' : 'waitlisted';
  const entry: SignupEntry = { ...signup, status, created_at: now.toISOString() };
  const next = { ...sheet, entries: [...sheet.entries, entry] };
  return { sheet: next, answer: { status, position: positionOf(next, entry) } };
}

/** Fills a slot's free places from the front of its waitlist; answers the ids given a place. */
function fillPlaces(sheet: SheetRecord, slotId: string, now: Date, by: string): { sheet: SheetRecord; promoted: string[] } {
  const capacity = sheet.slots.find((slot) => slot.id === slotId)?.capacity ?? 0;
  let free = capacity - confirmedCount(sheet, slotId);
  const promoted: string[] = [];
  const entries = sheet.entries.map((entry) => {
    if (free <= 0 || entry.slot_id !== slotId || entry.status !== 'waitlisted') return entry;
    free -= 1;
    promoted.push(entry.id);
    return { ...entry, status: 'confirmed' as const, promoted_at: now.toISOString(), promoted_by: by };
  });
  return { sheet: promoted.length > 0 ? { ...sheet, entries } : sheet, promoted };
}

/**
 * Cancels a sign-up; a confirmed volunteer's place goes to the first on the slot's waitlist. Cancelling one
 * already cancelled changes nothing (a second press, a reload).
 */
export function cancelSignup(sheet: SheetRecord, entryId: string, now: Date): { sheet: SheetRecord; promoted: string[] } {
  const entry = sheet.entries.find((candidate) => candidate.id === entryId);
  if (!entry || entry.status === 'cancelled') return { sheet, promoted: [] };
  const cancelled: SheetRecord = {
    ...sheet,
    entries: sheet.entries.map((other) =>
      other.id === entryId ? { ...other, status: 'cancelled' as const, cancelled_at: now.toISOString() } : other,
    ),
  };
  return fillPlaces(cancelled, entry.slot_id, now, cancelMarker(entryId));
}

/**
 * An officer's change of the slots, the close and the addresses: a slot's capacity never below its confirmed
 * count, a slot with volunteers never removed; a larger slot gives its new places to its waitlist.
 */
export function changeSheet(sheet: SheetRecord, fields: SheetFields, now: Date): { sheet: SheetRecord; promoted: string[] } {
  if (new Set(fields.slots.map((slot) => slot.id)).size !== fields.slots.length) {
    throw new SignupRefusal('slot-id', SIGNUP_MESSAGES.duplicateSlotId);
  }
  for (const slot of fields.slots) {
    const confirmed = confirmedCount(sheet, slot.id);
    if (slot.capacity < confirmed) throw new SignupRefusal('capacity', SIGNUP_MESSAGES.capacityBelowConfirmed(slot.title, confirmed));
  }
  const kept = new Set(fields.slots.map((slot) => slot.id));
  const removed = sheet.slots.find(
    (slot) => !kept.has(slot.id) && sheet.entries.some((entry) => entry.slot_id === slot.id && isActive(entry)),
  );
  if (removed) throw new SignupRefusal('slot-in-use', SIGNUP_MESSAGES.slotInUse(removed.title));

  let next: SheetRecord = {
    ...sheet,
    ...fields,
    // Cancelled sign-ups of a removed slot go with it.
    entries: sheet.entries.filter((entry) => kept.has(entry.slot_id)),
    version: sheet.version + 1,
    updated_at: now.toISOString(),
  };
  const promoted: string[] = [];
  for (const slot of fields.slots) {
    const filled = fillPlaces(next, slot.id, now, versionMarker(next.version));
    next = filled.sheet;
    promoted.push(...filled.promoted);
  }
  return { sheet: next, promoted };
}

/** What gave a waitlisted volunteer a place: a cancellation, or the sheet's change to a version. */
export const cancelMarker = (signupId: string) => `cancel-${signupId}`;
export const versionMarker = (version: number) => `v${version}`;

/** A new, empty sheet for an event. */
export const emptySheet = (eventId: string, now: Date): SheetRecord => ({
  event_id: eventId,
  slots: [],
  closes_at: null,
  notify: [],
  version: 0,
  updated_at: now.toISOString(),
  entries: [],
});
