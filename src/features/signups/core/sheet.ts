import type { Lang } from '../../../shared/i18n/lang';
import { showsEnglishOn } from '../../../shared/i18n/officer-text';
/**
 * Volunteer sign-up sheets (DESIGN section 9, docs/decisions/066): an event's (or one occurrence's) slots, who
 * signed up for each, and the rules that decide a sign-up, a cancellation and an officer's change. One record
 * holds a sheet and its sign-ups, so that a sign-up, a cancellation and a change of capacity are each one
 * conditional write and never overbook. Pure rules, unit tested beside; no zod and no date library here, so
 * the public islands import it.
 */

export interface Slot {
  id: string;
  title: string;
  /** The title in Spanish (docs/decisions/070); '' or absent (a sheet saved before) when there is none. */
  title_es?: string;
  capacity: number;
}

/** What an officer sets: the slots, when sign-ups close (ISO 8601, null for never) and who is told of cancellations. */
export interface SheetFields {
  slots: Slot[];
  closes_at: string | null;
  notify: string[];
}

export const SIGNUP_STATUSES = ['confirmed', 'waitlisted', 'cancelled'] as const;
export type SignupStatus = (typeof SIGNUP_STATUSES)[number];

export interface SignupEntry {
  id: string;
  slot_id: string;
  name: string;
  email: string;
  phone: string;
  status: SignupStatus;
  created_at: string;
  /** When a waitlisted volunteer got a place (a cancellation or a larger slot); mailed once. */
  promoted_at?: string;
  /** What gave the place: `cancel-{signupId}` or `v{sheet version}`; the mails of that write find it by this. */
  promoted_by?: string;
  cancelled_at?: string;
  /** The language of the page the sign-up came from: its mails are in it. */
  lang?: Lang;
}

export interface SheetRecord extends SheetFields {
  event_id: string;
  /** Raised by an officer's change only: sign-ups do not make an officer's open editor stale. */
  version: number;
  updated_at: string;
  entries: SignupEntry[];
}

/** A slot as anyone may see it: counts and the first names and initials of those confirmed. */
export interface PublicSlot extends Slot {
  confirmed: number;
  waitlisted: number;
  names: string[];
}

export interface PublicSheet {
  event_id: string;
  closes_at: string | null;
  slots: PublicSlot[];
}

export interface SignupAnswer {
  status: 'confirmed' | 'waitlisted';
  /** 1-based place on the slot's waitlist; 0 when confirmed. */
  position: number;
}

/** What a volunteer's private link shows (GET /v1/api/signups/manage/{token}). */
export interface ManageView {
  event_id: string;
  event_title: string;
  /** The event's title in Spanish (docs/decisions/070); '' when there is none. */
  event_title_es: string;
  startDt: string;
  endDt: string;
  location: string;
  slot_title: string;
  /** The slot's title in Spanish; '' when there is none. */
  slot_title_es: string;
  status: SignupStatus;
  position: number;
}

/** Whether a manage page in `lang` shows the event's or the slot's title in English (docs/decisions/070). */
export const manageShowsEnglish = (lang: Lang, view: ManageView): boolean =>
  showsEnglishOn(lang, view.event_title, view.event_title_es) || showsEnglishOn(lang, view.slot_title, view.slot_title_es);

/**
 * A sheet of an event to come as the Site Content tool checks it for Spanish (docs/decisions/071): its event's
 * id, title and dates, and its slots' titles.
 */
export interface UpcomingSheetTexts {
  event_id: string;
  title: string;
  startDt: string;
  endDt: string;
  slots: Array<{ id: string; title: string; title_es: string }>;
}

/** One line of an officer's roster (GET /v1/user_auth/signups/{eventId}). */
export interface RosterEntry {
  id: string;
  name: string;
  email: string;
  phone: string;
  slot_id: string;
  slot_title: string;
  status: SignupStatus;
  position: number;
  created_at: string;
  /** The language of the page the volunteer signed up from (English for sign-ups stored before it was kept). */
  lang: Lang;
}

export const isActive = (entry: SignupEntry) => entry.status !== 'cancelled';

/** One mailbox however it is written: letter case and spaces do not make another volunteer. */
export const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

const entriesOf = (sheet: Pick<SheetRecord, 'entries'>, slotId: string, status: SignupStatus) =>
  sheet.entries.filter((entry) => entry.slot_id === slotId && entry.status === status);

export const confirmedCount = (sheet: Pick<SheetRecord, 'entries'>, slotId: string) => entriesOf(sheet, slotId, 'confirmed').length;

/** Where an entry stands: 0 when confirmed (or cancelled), else its 1-based place on its slot's waitlist. */
export function positionOf(sheet: Pick<SheetRecord, 'entries'>, entry: SignupEntry): number {
  if (entry.status !== 'waitlisted') return 0;
  return entriesOf(sheet, entry.slot_id, 'waitlisted').findIndex((other) => other.id === entry.id) + 1;
}

/** "Maria Garcia Lopez" as "Maria L.", "Maria" as "Maria": what the public sheet shows of a volunteer. */
export function publicName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const [first = ''] = words;
  const last = words.length > 1 ? words.at(-1) : undefined;
  const initial = last ? [...last][0]?.toLocaleUpperCase('en-US') : undefined;
  return initial ? `${first} ${initial}.` : first;
}

export function publicSheet(sheet: SheetRecord): PublicSheet {
  return {
    event_id: sheet.event_id,
    closes_at: sheet.closes_at,
    slots: sheet.slots.map((slot) => {
      const confirmed = entriesOf(sheet, slot.id, 'confirmed');
      return {
        ...slot,
        confirmed: confirmed.length,
        waitlisted: entriesOf(sheet, slot.id, 'waitlisted').length,
        names: confirmed.map((entry) => publicName(entry.name)),
      };
    }),
  };
}

/** Whether any slot still has a place: the calendar, grade pages and Home mark the event. */
export const hasOpenSlot = (sheet: Pick<PublicSheet, 'slots'>) => sheet.slots.some((slot) => slot.confirmed < slot.capacity);

export function rosterOf(sheet: SheetRecord): RosterEntry[] {
  const titles = new Map(sheet.slots.map((slot) => [slot.id, slot.title]));
  const order = new Map(sheet.slots.map((slot, index) => [slot.id, index]));
  const rank: Record<SignupStatus, number> = { confirmed: 0, waitlisted: 1, cancelled: 2 };
  return sheet.entries
    .map((entry) => ({
      id: entry.id,
      name: entry.name,
      email: entry.email,
      phone: entry.phone,
      slot_id: entry.slot_id,
      slot_title: titles.get(entry.slot_id) ?? '',
      status: entry.status,
      position: positionOf(sheet, entry),
      created_at: entry.created_at,
      lang: entry.lang ?? 'en',
    }))
    .sort(
      (a, b) =>
        (order.get(a.slot_id) ?? Infinity) - (order.get(b.slot_id) ?? Infinity) ||
        rank[a.status] - rank[b.status] ||
        a.position - b.position ||
        a.created_at.localeCompare(b.created_at),
    );
}
