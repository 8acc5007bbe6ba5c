/**
 * A series' rule in words for the popup and the Events Manager (DESIGN section 9): "Every Tuesday until
 * Jun 1, 2027", "First Monday of each month, 10 times"; on a Spanish page "Cada martes hasta el 1 de junio de 2027",
 * "El primer lunes de cada mes, 10 veces". Dates read as every event date does (event-format.ts).
 */
import { formatText, type Translation } from '../../../shared/i18n/catalogue';
import type { Lang } from '../../../shared/i18n/lang';
import { EVENT_DATE_FORMATS, formatEventDate } from '../core/event-format';
import { oneOf, ORDINALS, type Ordinal, parseRule, type RuleParts, type Weekday, weekdayOf, weekOfMonth, WEEKDAYS } from './rule';

/** The rule's words in English; the events catalogue carries them with their Spanish (events-text.ts). */
export const RULE_WORDS = {
  and: ' and ',
  everyDay: 'Every day',
  everyDays: 'Every {n} days',
  everyWeekday: 'Every weekday',
  onDays: '{every} on {days}',
  everyWeekdays: 'Every {days}',
  everyWeeks: 'Every {n} weeks on {days}',
  ordinalWeekday: '{ordinal} {weekday} {ofEach}',
  weekdaysOfMonth: 'Every {days} {ofEach}',
  monthDay: 'Day {days} {ofEach}',
  monthDays: 'Days {days} {ofEach}',
  ofEachMonth: 'of each month',
  ofEveryMonths: 'of every {n} months',
  everyYear: 'Every year on {date}',
  everyYears: 'Every {n} years on {date}',
  until: '{pattern} until {date}',
  oneTime: '{pattern}, 1 time',
  manyTimes: '{pattern}, {count} times',
  ordinals: { first: 'First', second: 'Second', third: 'Third', fourth: 'Fourth', last: 'Last' },
  days: { SU: 'Sunday', MO: 'Monday', TU: 'Tuesday', WE: 'Wednesday', TH: 'Thursday', FR: 'Friday', SA: 'Saturday' },
} as const;

/** The words a rule is written with, in one language (the events catalogue's `rule`). */
export type RuleWords = Translation<typeof RULE_WORDS>;

export const DAY_NAMES: Readonly<Record<Weekday, string>> = RULE_WORDS.days;
const ORDINAL_KEYS = { '1': 'first', '2': 'second', '3': 'third', '4': 'fourth', '-1': 'last' } as const;
const WORKDAYS = WEEKDAYS.slice(1, 6);

/** Jun 1, 2027 (1 de junio de 2027) */
export const shortDate = (day: string, lang: Lang = 'en'): string => formatEventDate(day, EVENT_DATE_FORMATS.ruleDay, lang);

/** "Tuesday", "Tuesday and Thursday", "Monday, Wednesday and Friday". */
function listed(names: readonly string[], words: RuleWords): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')}${words.and}${names.at(-1)}`;
}

function pattern(parts: RuleParts, firstDay: string, words: RuleWords, lang: Lang): string {
  const weekdays = parts.byDay.map((day) => day.weekday);
  const n = parts.interval;
  const dayNames = (days: readonly Weekday[]) =>
    listed(
      days.map((day) => words.days[day]),
      words,
    );
  const ofEach = n === 1 ? words.ofEachMonth : formatText(words.ofEveryMonths, { n });
  switch (parts.freq) {
    case 'DAILY': {
      if (weekdays.length === 5 && WORKDAYS.every((day) => weekdays.includes(day)) && n === 1) return words.everyWeekday;
      const every = n === 1 ? words.everyDay : formatText(words.everyDays, { n });
      return weekdays.length > 0 ? formatText(words.onDays, { every, days: dayNames(weekdays) }) : every;
    }
    case 'WEEKLY': {
      const days = dayNames(weekdays.length > 0 ? weekdays : [weekdayOf(firstDay)]);
      return n === 1 ? formatText(words.everyWeekdays, { days }) : formatText(words.everyWeeks, { n, days });
    }
    case 'MONTHLY': {
      const [first] = parts.byDay;
      if (first?.ordinal !== undefined) {
        const ordinal = words.ordinals[ORDINAL_KEYS[`${first.ordinal}`]];
        return formatText(words.ordinalWeekday, { ordinal, weekday: words.days[first.weekday], ofEach });
      }
      if (first) return formatText(words.weekdaysOfMonth, { days: dayNames(weekdays), ofEach });
      const days = parts.byMonthDay.length > 0 ? parts.byMonthDay : [Number(firstDay.slice(8, 10))];
      return formatText(days.length > 1 ? words.monthDays : words.monthDay, { days: listed(days.map(String), words), ofEach });
    }
    case 'YEARLY': {
      const date = formatEventDate(firstDay, EVENT_DATE_FORMATS.ruleMonthDay, lang);
      return n === 1 ? formatText(words.everyYear, { date }) : formatText(words.everyYears, { n, date });
    }
  }
}

/** The whole rule in words, its end included, in the words (and dates) of one language. */
export function describeRule(parts: RuleParts, firstDay: string, words: RuleWords = RULE_WORDS, lang: Lang = 'en'): string {
  const shown = pattern(parts, firstDay, words, lang);
  if (parts.count === undefined) return formatText(words.until, { pattern: shown, date: shortDate(parts.until ?? firstDay, lang) });
  return parts.count === 1
    ? formatText(words.oneTime, { pattern: shown })
    : formatText(words.manyTimes, { pattern: shown, count: parts.count });
}

/** The monthly choice the editor offers for a first day: its weekday of the month ("2TU", "-1FR" in a fifth week). */
export function monthlyWeekdayOf(day: string): { weekday: Weekday; ordinal: Ordinal } {
  return { weekday: weekdayOf(day), ordinal: oneOf(ORDINALS, weekOfMonth(day)) ?? -1 };
}

/**
 * An occurrence's or a series' rule in words, counted from its own day (the occurrence's, else its start):
 * a rule's pattern reads the same from any of its dates. Null for a single event or a rule that does not read.
 */
export function eventRuleWords(
  event: { rrule?: string; occurrence?: string; startDt: string },
  words: RuleWords = RULE_WORDS,
  lang: Lang = 'en',
): string | null {
  const rule = event.rrule ? parseRule(event.rrule) : null;
  return rule?.ok ? describeRule(rule.parts, event.occurrence ?? event.startDt.slice(0, 10), words, lang) : null;
}
