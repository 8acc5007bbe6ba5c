/**
 * A series' repeat rule (DESIGN section 9, Recurring events; docs/decisions/063): the accepted subset of an
 * RFC 5545 RRULE, read into parts, checked with messages a person understands, written back, and said in
 * words. Pure and small: the Event Editor, the popup and the server share it; expanding a rule into dates is
 * server work (expand.ts), so no recurrence library reaches a public page.
 *
 * Times are wall times of the school's zone, so a rule is applied to wall-clock dates: a 7 p.m. meeting stays
 * at 7 p.m. on both sides of a DST change without any zone arithmetic.
 */
import { addDays, isDay } from '../core/event';

export const FREQUENCIES = ['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

/** Weekdays as RRULE names them, Sunday first like Date.getUTCDay(). */
export const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** 1-4 counts from the month's start, -1 is the last. */
export const ORDINALS = [1, 2, 3, 4, -1] as const;
export type Ordinal = (typeof ORDINALS)[number];

/** One of a list of names, or undefined: a checked narrowing without a type assertion. */
export const oneOf = <T>(names: readonly T[], value: unknown): T | undefined => names.find((name) => name === value);

export interface RuleDay {
  weekday: Weekday;
  ordinal?: Ordinal;
}

export interface RuleParts {
  freq: Frequency;
  interval: number;
  byDay: RuleDay[];
  byMonthDay: number[];
  /** Exactly one of count and until: the number of occurrences, or the last day `yyyy-MM-dd` (included). */
  count?: number;
  until?: string;
}

export const RULE_LIMITS = { interval: 12, count: 200, years: 2, exdates: 200 } as const;

export const RULE_MESSAGES = {
  shape: 'The repeat rule must be written like FREQ=WEEKLY;BYDAY=TU;COUNT=10.',
  unknownPart: (part: string) => `The repeat rule cannot use ${part}: it may use FREQ, INTERVAL, BYDAY, BYMONTHDAY, COUNT and UNTIL.`,
  twice: (part: string) => `The repeat rule names ${part} twice.`,
  freq: 'Choose how often it repeats: daily, weekly, monthly or yearly.',
  interval: `Repeat every 1 to ${RULE_LIMITS.interval} days, weeks, months or years.`,
  byDay: 'Choose the weekdays as MO, TU, WE, TH, FR, SA or SU.',
  ordinal: 'A weekday of the month is its 1st, 2nd, 3rd, 4th or last (1 to 4, or -1), and only in a monthly repeat.',
  byMonthDay: 'A day of the month is a number from 1 to 31, and only in a monthly repeat.',
  dayAndMonthDay: 'Repeat on weekdays or on a day of the month, not both.',
  yearly: 'A yearly repeat falls on the date of the first event; it takes no weekdays or days of the month.',
  end: 'Choose an end: a date or a number of times',
  count: `A series can happen 1 to ${RULE_LIMITS.count} times.`,
  until: 'The end date must be written yyyyMMdd.',
  untilBeforeStart: 'The end date must be on or after the first event.',
  tooLong: 'A series can run at most two years',
  startNotOnRule: 'The first event must fall on a day the repeat gives (for example, a Tuesday for "weekly on Tuesday").',
  exdate: (day: string) => `A skipped date must be a date of the series, written yyyy-MM-dd: '${day}' is not one.`,
  exdates: `At most ${RULE_LIMITS.exdates} skipped dates.`,
  noOccurrence: 'Every date of this series is skipped: keep at least one.',
} as const;

export type RuleResult = { ok: true; parts: RuleParts } | { ok: false; message: string };

const fail = (message: string): RuleResult => ({ ok: false, message });
const WHOLE = /^[1-9]\d*$/;
const BYDAY_ITEM = /^([+-]?\d)?(SU|MO|TU|WE|TH|FR|SA)$/;

function readByDay(value: string): RuleDay[] | string {
  const days: RuleDay[] = [];
  for (const item of value.split(',')) {
    const match = BYDAY_ITEM.exec(item);
    const weekday = oneOf(WEEKDAYS, match?.[2]);
    if (!match || !weekday) return RULE_MESSAGES.byDay;
    const ordinal = oneOf(ORDINALS, match[1] === undefined ? undefined : Number(match[1]));
    if (match[1] !== undefined && ordinal === undefined) return RULE_MESSAGES.ordinal;
    days.push(ordinal === undefined ? { weekday } : { weekday, ordinal });
  }
  return days;
}

/** Reads an RRULE value (no `RRULE:` prefix) of the accepted subset; the message says what is wrong. */
export function parseRule(text: string): RuleResult {
  const seen = new Map<string, string>();
  for (const part of text.trim().toUpperCase().split(';')) {
    const [name, value, extra] = part.split('=');
    if (!name || value === undefined || value === '' || extra !== undefined) return fail(RULE_MESSAGES.shape);
    if (!['FREQ', 'INTERVAL', 'BYDAY', 'BYMONTHDAY', 'COUNT', 'UNTIL'].includes(name)) return fail(RULE_MESSAGES.unknownPart(name));
    if (seen.has(name)) return fail(RULE_MESSAGES.twice(name));
    seen.set(name, value);
  }
  const freq = oneOf(FREQUENCIES, seen.get('FREQ'));
  if (!freq) return fail(RULE_MESSAGES.freq);
  const intervalText = seen.get('INTERVAL') ?? '1';
  const interval = WHOLE.test(intervalText) ? Number(intervalText) : 0;
  if (interval < 1 || interval > RULE_LIMITS.interval) return fail(RULE_MESSAGES.interval);
  const byDay = seen.has('BYDAY') ? readByDay(seen.get('BYDAY') ?? '') : [];
  if (typeof byDay === 'string') return fail(byDay);
  const monthDays = (seen.get('BYMONTHDAY') ?? '').split(',').filter(Boolean);
  if (monthDays.some((day) => !WHOLE.test(day) || Number(day) > 31)) return fail(RULE_MESSAGES.byMonthDay);
  const byMonthDay = [...new Set(monthDays.map(Number))].sort((a, b) => a - b);
  if (freq === 'YEARLY' && (byDay.length > 0 || byMonthDay.length > 0)) return fail(RULE_MESSAGES.yearly);
  if (byDay.length > 0 && byMonthDay.length > 0) return fail(RULE_MESSAGES.dayAndMonthDay);
  if (freq !== 'MONTHLY' && byDay.some((day) => day.ordinal !== undefined)) return fail(RULE_MESSAGES.ordinal);
  if (freq !== 'MONTHLY' && byMonthDay.length > 0) return fail(RULE_MESSAGES.byMonthDay);
  const countText = seen.get('COUNT');
  const untilText = seen.get('UNTIL');
  if ((countText === undefined) === (untilText === undefined)) return fail(RULE_MESSAGES.end);
  const parts: RuleParts = { freq, interval, byDay, byMonthDay };
  if (countText !== undefined) {
    const count = WHOLE.test(countText) ? Number(countText) : 0;
    if (count < 1 || count > RULE_LIMITS.count) return fail(RULE_MESSAGES.count);
    parts.count = count;
  } else {
    const until = /^(\d{4})(\d{2})(\d{2})$/.exec(untilText ?? '');
    const day = until ? `${until[1]}-${until[2]}-${until[3]}` : '';
    if (!isDay(day)) return fail(RULE_MESSAGES.until);
    parts.until = day;
  }
  return { ok: true, parts };
}

/** The parts written as an RRULE value, in one order, so that equal rules are equal text. */
export function formatRule(parts: RuleParts): string {
  const items = [`FREQ=${parts.freq}`];
  if (parts.interval !== 1) items.push(`INTERVAL=${parts.interval}`);
  if (parts.byDay.length > 0) items.push(`BYDAY=${parts.byDay.map((day) => `${day.ordinal ?? ''}${day.weekday}`).join(',')}`);
  if (parts.byMonthDay.length > 0) items.push(`BYMONTHDAY=${parts.byMonthDay.join(',')}`);
  if (parts.count !== undefined) items.push(`COUNT=${parts.count}`);
  if (parts.until !== undefined) items.push(`UNTIL=${parts.until.replaceAll('-', '')}`);
  return items.join(';');
}

/** The last day a series may reach: two years after its first day (Feb 28 for a Feb 29 start). */
export function lastAllowedDay(firstDay: string): string {
  const day = `${String(Number(firstDay.slice(0, 4)) + RULE_LIMITS.years).padStart(4, '0')}${firstDay.slice(4)}`;
  return isDay(day) ? day : `${day.slice(0, 8)}28`;
}

/** The weekday of a day. */
export const weekdayOf = (day: string): Weekday => WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()] ?? 'SU';

/** Which of its weekday in its month a day is: 1-4, or 5 for a fifth. */
export const weekOfMonth = (day: string) => Math.ceil(Number(day.slice(8, 10)) / 7);

/** Whether a day is the last of its weekday in its month. */
export const isLastWeekdayOfMonth = (day: string) => addDays(day, 7).slice(5, 7) !== day.slice(5, 7);

/** Whether a day is one the rule's pattern gives (ignoring its interval and end): a series starts on one. */
export function dayFitsRule(parts: RuleParts, day: string): boolean {
  if (parts.byMonthDay.length > 0) return parts.byMonthDay.includes(Number(day.slice(8, 10)));
  if (parts.byDay.length === 0) return true;
  const weekday = weekdayOf(day);
  return parts.byDay.some(
    (rule) =>
      rule.weekday === weekday &&
      (rule.ordinal === undefined || (rule.ordinal === -1 ? isLastWeekdayOfMonth(day) : rule.ordinal === weekOfMonth(day))),
  );
}

// Occurrence ids (DESIGN section 9): `{seriesId}_{yyyyMMdd}`, the occurrence's own start day.

export const occurrenceId = (seriesId: string, day: string) => `${seriesId}_${day.replaceAll('-', '')}`;

/** The record an event id names: a series for one of its occurrences, else the id itself (photos, decision 063). */
export const seriesIdOf = (id: string) => readOccurrenceId(id)?.seriesId ?? id;

/** The series and day an occurrence id names; null for any other id (event ids never hold '_'). */
export function readOccurrenceId(id: string): { seriesId: string; day: string } | null {
  const match = /^(.+)_(\d{4})(\d{2})(\d{2})$/.exec(id);
  if (!match) return null;
  const day = `${match[2]}-${match[3]}-${match[4]}`;
  return isDay(day) && match[1] ? { seriesId: match[1], day } : null;
}
