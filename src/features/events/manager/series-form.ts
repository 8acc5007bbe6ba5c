/**
 * The Event Editor's repeat controls (DESIGN section 9; docs/decisions/064): what an officer picks ("Weekly on
 * Tuesday", every 2 weeks, until a date), read from a stored RRULE and written back as one with formatRule.
 * The monthly and yearly choices follow the start date; the weekly weekdays are ticked by hand.
 */
import { sameValues } from '../../../shared/admin/AdminEditor';
import type { FieldProblems } from '../../../shared/admin/problems';
import { dayOf, isDay, isEventWallTime } from '../core/event';
import type { SeriesScope } from '../core/event-schema';
import { formatRule, oneOf, parseRule, RULE_MESSAGES, type RuleParts, type Weekday, weekdayOf, WEEKDAYS } from '../recurrence/rule';
import { DAY_NAMES, describeRule, monthlyWeekdayOf } from '../recurrence/rule-words';
import { seriesProblem } from '../recurrence/series-check';

export const REPEAT_KINDS = ['none', 'daily', 'weekly', 'monthlyWeekday', 'monthlyDay', 'yearly'] as const;
export type RepeatKind = (typeof REPEAT_KINDS)[number];
export const REPEAT_ENDS = ['until', 'count'] as const;
export type RepeatEnd = (typeof REPEAT_ENDS)[number];

export interface RepeatForm {
  kind: RepeatKind;
  /** Every 1 to 12 days, weeks, months or years. */
  interval: number;
  /** Weekly only: the weekdays it falls on (the start's among them). */
  weekdays: Weekday[];
  end: RepeatEnd;
  /** The last day `yyyy-MM-dd` (included), or '' while none is chosen. */
  until: string;
  /** How many times, as typed ('' while none is typed). */
  count: string;
}

export const NO_REPEAT: RepeatForm = { kind: 'none', interval: 1, weekdays: [], end: 'until', until: '', count: '' };

/**
 * The controls a stored rule gives, for a series' date `firstDay` (a weekly rule without weekdays falls on its
 * weekday); a rule they cannot show (BYDAY under DAILY, several month days) reads as its nearest.
 */
export function repeatFormOf(rrule: string | undefined, firstDay = ''): RepeatForm {
  const rule = rrule ? parseRule(rrule) : null;
  if (!rule?.ok) return NO_REPEAT;
  const { parts } = rule;
  const end =
    parts.count !== undefined
      ? { end: 'count' as const, until: '', count: String(parts.count) }
      : { end: 'until' as const, until: parts.until ?? '', count: '' };
  const base = { ...end, interval: parts.interval, weekdays: [] };
  switch (parts.freq) {
    case 'DAILY':
      return { ...base, kind: 'daily' };
    case 'WEEKLY':
      return {
        ...base,
        kind: 'weekly',
        weekdays: parts.byDay.length > 0 || !isDay(firstDay) ? parts.byDay.map((day) => day.weekday) : [weekdayOf(firstDay)],
      };
    case 'MONTHLY':
      return { ...base, kind: parts.byDay.length > 0 ? 'monthlyWeekday' : 'monthlyDay' };
    case 'YEARLY':
      return { ...base, kind: 'yearly' };
  }
}

const FREQ_OF = { daily: 'DAILY', weekly: 'WEEKLY', monthlyWeekday: 'MONTHLY', monthlyDay: 'MONTHLY', yearly: 'YEARLY' } as const;

/** The rule's parts for a first day `yyyy-MM-dd`; null for "Does not repeat". Its end may be missing (the schema says so). */
export function ruleParts(repeat: RepeatForm, firstDay: string): RuleParts | null {
  if (repeat.kind === 'none') return null;
  const parts: RuleParts = { freq: FREQ_OF[repeat.kind], interval: repeat.interval, byDay: [], byMonthDay: [] };
  if (repeat.kind === 'weekly') {
    const chosen = repeat.weekdays.length > 0 ? repeat.weekdays : [weekdayOf(firstDay)];
    parts.byDay = WEEKDAYS.filter((day) => chosen.includes(day)).map((weekday) => ({ weekday }));
  }
  if (repeat.kind === 'monthlyWeekday') parts.byDay = [monthlyWeekdayOf(firstDay)];
  if (repeat.kind === 'monthlyDay') parts.byMonthDay = [Number(firstDay.slice(8, 10))];
  if (repeat.end === 'count' && /^\d+$/.test(repeat.count.trim())) parts.count = Number(repeat.count.trim());
  if (repeat.end === 'until' && isDay(repeat.until)) parts.until = repeat.until;
  return parts;
}

/**
 * The RRULE the editor sends ('' for none). A rule the controls show unchanged is sent as it was stored, so the
 * server sees the same rule (a `following` edit then keeps what remains of a count).
 */
export function ruleText(repeat: RepeatForm, startDt: string, storedRule = ''): string {
  const parts = ruleParts(repeat, dayOf(startDt));
  if (!parts) return '';
  const text = formatRule(parts);
  const stored = storedRule ? parseRule(storedRule) : null;
  return stored?.ok && formatRule(stored.parts) === text ? storedRule : text;
}

/** The live summary under the controls: the rule in words, once it has an end and a start. */
export function repeatSummary(repeat: RepeatForm, startDt: string): string | null {
  const firstDay = dayOf(startDt);
  if (!isDay(firstDay)) return null;
  const parts = ruleParts(repeat, firstDay);
  return parts && (parts.count !== undefined || parts.until !== undefined) ? describeRule(parts, firstDay) : null;
}

/** A weekly repeat that fell on the old start's weekday alone moves to the new start's weekday. */
export function followStart(repeat: RepeatForm, oldStartDt: string, newStartDt: string): RepeatForm {
  const [oldDay, newDay] = [dayOf(oldStartDt), dayOf(newStartDt)];
  if (repeat.kind !== 'weekly' || !isDay(oldDay) || !isDay(newDay)) return repeat;
  const only = repeat.weekdays.length === 1 && repeat.weekdays[0] === weekdayOf(oldDay);
  return only ? { ...repeat, weekdays: [weekdayOf(newDay)] } : repeat;
}

/** The controls for another kind: a weekly repeat starts on the start's weekday. */
export function withKind(repeat: RepeatForm, kind: RepeatKind, startDt: string): RepeatForm {
  const day = dayOf(startDt);
  const weekdays = kind === 'weekly' && repeat.weekdays.length === 0 && isDay(day) ? [weekdayOf(day)] : repeat.weekdays;
  return { ...repeat, kind, weekdays };
}

/** Reads a select's value as a kind (none for anything else). */
export const repeatKindOf = (value: string): RepeatKind => oneOf(REPEAT_KINDS, value) ?? 'none';

const END_MESSAGES: readonly string[] = [
  RULE_MESSAGES.end,
  RULE_MESSAGES.count,
  RULE_MESSAGES.until,
  RULE_MESSAGES.untilBeforeStart,
  RULE_MESSAGES.tooLong,
];

/** Which control a rule's message is shown at: the end's, or the pattern's. */
export const isEndProblem = (message: string): boolean => END_MESSAGES.includes(message);

// The series fields of the editor's form, as sent and as checked.

/** The series as loaded: a stored series, or one of its occurrences (`occurrence`, its own day). */
export interface LoadedSeries {
  rrule: string;
  /** The controls as loaded: while they are unchanged, the rule is. */
  repeat: RepeatForm;
  exdates: string[];
  occurrence?: string;
}

export interface SeriesFields {
  startDt: string;
  repeat: RepeatForm;
  /** Skipped days `yyyy-MM-dd`, sorted. */
  exdates: string[];
  loadedSeries?: LoadedSeries;
}

/**
 * Whether the repeat controls or the skipped dates differ from those loaded (a new event: whether it repeats at
 * all). A moved date alone changes no control: "Monthly on the 2nd Tuesday" stays the series' rule.
 */
export function repeatChanged({ repeat, exdates, loadedSeries }: SeriesFields): boolean {
  if (!loadedSeries) return repeat.kind !== 'none';
  return !sameValues(repeat, loadedSeries.repeat) || (repeat.kind !== 'none' && !sameValues(exdates, loadedSeries.exdates));
}

/**
 * The rule, skipped dates and scope sent. A `following` edit starts a new series at this date, so only the
 * skipped dates from it on go with it (the server keeps the earlier ones in the old series).
 */
export function seriesValues(form: SeriesFields, scope?: SeriesScope): { rrule: string; exdates?: string[]; scope?: SeriesScope } {
  const { loadedSeries } = form;
  // "This event" keeps the series' rule whatever the controls say (the dialog offers it only while unchanged).
  const rrule = scope === 'this' && loadedSeries ? loadedSeries.rrule : ruleText(form.repeat, form.startDt, loadedSeries?.rrule);
  const firstDay = dayOf(form.startDt);
  const exdates = scope === 'following' ? form.exdates.filter((day) => day >= firstDay) : form.exdates;
  return { rrule, exdates: rrule ? exdates : undefined, ...(scope && { scope }) };
}

/**
 * The series' problems shown at the repeat controls while the officer edits (the schema's messages on 'rrule'
 * and 'exdates'). A new series is checked whole. An occurrence's series is checked only once its repeat
 * changed, from this date on, as a `following` edit would start it: the server checks `all` against the
 * series' own first date.
 */
export function repeatProblems(form: SeriesFields): FieldProblems {
  if (form.repeat.kind === 'none' || !isEventWallTime(form.startDt)) return {};
  const occurrence = form.loadedSeries?.occurrence !== undefined;
  if (occurrence && !repeatChanged(form)) return {};
  const { rrule, exdates } = seriesValues(form, occurrence ? 'following' : undefined);
  const problem = seriesProblem(form.startDt, rrule, exdates);
  return problem ? { [problem.field]: problem.message } : {};
}

const ORDINAL_WORDS = { '1': '1st', '2': '2nd', '3': '3rd', '4': '4th', '-1': 'last' } as const;

/** "2nd Tuesday", "last Friday": the monthly weekday choice for a start day. */
export function monthlyWeekdayWords(day: string): string {
  const { weekday, ordinal } = monthlyWeekdayOf(day);
  return `${ORDINAL_WORDS[`${ordinal}`]} ${DAY_NAMES[weekday]}`;
}
