/**
 * The sheet editor's values and their way to and from the API (DESIGN section 9): capacities typed as text,
 * the closing time as the datetime-local field's school wall time (America/New_York), the addresses one a
 * line. Checked with the function's own schema (sheetInputSchema); pure and unit tested.
 */
import { problemsOf, type FieldProblems } from '../../../shared/admin/problems';
import { schoolWallTime, wallTimeInstant } from '../../events';
import type { SheetFields } from '../core/sheet';
import { sheetInputSchema, type SheetInput } from '../core/signup-schema';
import { SIGNUP_MESSAGES } from '../signup-messages';

export interface SlotRow {
  /** Absent for a slot not saved yet: the server names it. */
  id?: string;
  title: string;
  /** The title in Spanish (docs/decisions/070); '' for none. */
  titleEs: string;
  capacity: string;
}

export interface SheetForm {
  slots: SlotRow[];
  /** `yyyy-MM-dd'T'HH:mm` in the school's zone, '' for no closing time. */
  closesAt: string;
  /** Addresses told of cancellations, one a line. */
  notify: string;
}

export const NEW_SLOT: SlotRow = { title: '', titleEs: '', capacity: '1' };

/** The form of a saved sheet, or of a new one with one empty slot. */
export function sheetFormOf(sheet: SheetFields | null): SheetForm {
  if (!sheet) return { slots: [NEW_SLOT], closesAt: '', notify: '' };
  return {
    slots: sheet.slots.map(({ id, title, title_es, capacity }) => ({ id, title, titleEs: title_es ?? '', capacity: String(capacity) })),
    closesAt: sheet.closes_at ? schoolWallTime(new Date(sheet.closes_at)) : '',
    notify: sheet.notify.join('\n'),
  };
}

/** A capacity as typed: a whole number, else NaN, which the schema refuses with its own message. */
const capacityOf = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** The body of PUT /v1/user_auth/signups/{eventId}: the closing time with its offset, such as `2026-05-01T17:00:00.000-04:00`. */
export function sheetInputOf(form: SheetForm, version: number): SheetInput {
  const closesAt = form.closesAt === '' ? null : (wallTimeInstant(form.closesAt)?.toISOString() ?? form.closesAt);
  return {
    slots: form.slots.map(({ id, title, titleEs, capacity }) => ({
      ...(id ? { id } : {}),
      title: title.trim(),
      title_es: titleEs.trim(),
      capacity: capacityOf(capacity),
    })),
    closes_at: closesAt,
    notify: form.notify.split(/[\s,;]+/).filter(Boolean),
    version,
  };
}

/** Each field's problem, by the form's paths: 'slots.0.title', 'slots.0.title_es', 'slots.1.capacity', 'closes_at', 'notify'. */
export function sheetProblems(form: SheetForm): FieldProblems {
  const problems = Object.entries(problemsOf(sheetInputSchema, sheetInputOf(form, 0)));
  // One message for the list of addresses, whichever of them is wrong: the list's own.
  const own = problems.filter(([path]) => !path.startsWith('notify.'));
  return Object.fromEntries(own.length < problems.length ? [...own, ['notify', SIGNUP_MESSAGES.notify]] : own);
}
