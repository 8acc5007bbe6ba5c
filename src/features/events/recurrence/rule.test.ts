import { describe, expect, it } from 'vitest';
import { formatRule, parseRule, readOccurrenceId, occurrenceId, RULE_MESSAGES, type RuleParts } from './rule';
import { describeRule, eventRuleWords, monthlyWeekdayOf } from './rule-words';
import { eventsText } from '../events-text';
import { occurrencesOf, recordMonths, ruleDays } from './expand';
import { seriesProblem } from './series-check';
import { wallTimeInstant } from '../core/event-time';
import type { EventRecord } from '../core/event';

const parts = (rule: string): RuleParts => {
  const result = parseRule(rule);
  if (!result.ok) throw new Error(result.message);
  return result.parts;
};
const problem = (rule: string) => {
  const result = parseRule(rule);
  return result.ok ? null : result.message;
};
const series = (startDt: string, endDt: string, rrule: string, more: Partial<EventRecord> = {}): EventRecord => ({
  id: 'hsa-meeting-ab12',
  name: 'hsa-meeting',
  slug: 'hsa-meeting',
  title: 'HSA Meeting',
  location: 'Library',
  description: '',
  grade_list: [],
  event_links: [],
  images: [],
  version: 1,
  updatedAt: '2026-11-01T00:00:00.000Z',
  startDt,
  endDt,
  rrule,
  ...more,
});
/** The UTC instant of a wall time in New York: a 7 p.m. meeting is 23:00Z in summer and 00:00Z next day in winter. */
const utc = (wall: string) => new Date(wallTimeInstant(wall)?.getTime() ?? Number.NaN).toISOString();

describe('the accepted RRULE subset (DESIGN section 9)', () => {
  it('reads each accepted part and writes it back in one order', () => {
    expect(parts('FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20270601')).toEqual({
      freq: 'WEEKLY',
      interval: 1,
      byDay: [{ weekday: 'TU' }, { weekday: 'TH' }],
      byMonthDay: [],
      until: '2027-06-01',
    });
    expect(parts('freq=monthly;byday=-1fr;count=10').byDay).toEqual([{ weekday: 'FR', ordinal: -1 }]);
    expect(parts('FREQ=MONTHLY;BYDAY=2TU;COUNT=10').byDay).toEqual([{ weekday: 'TU', ordinal: 2 }]);
    expect(formatRule(parts('COUNT=10;BYMONTHDAY=14;INTERVAL=2;FREQ=MONTHLY'))).toBe('FREQ=MONTHLY;INTERVAL=2;BYMONTHDAY=14;COUNT=10');
    expect(formatRule(parts('FREQ=DAILY;INTERVAL=1;UNTIL=20261231'))).toBe('FREQ=DAILY;UNTIL=20261231');
  });

  it('says what is wrong with anything else', () => {
    expect(problem('FREQ=WEEKLY;BYDAY=TU')).toBe('Choose an end: a date or a number of times');
    expect(problem('FREQ=WEEKLY;COUNT=3;UNTIL=20270101')).toBe(RULE_MESSAGES.end);
    expect(problem('FREQ=HOURLY;COUNT=3')).toBe(RULE_MESSAGES.freq);
    expect(problem('FREQ=WEEKLY;BYHOUR=9;COUNT=3')).toBe(RULE_MESSAGES.unknownPart('BYHOUR'));
    expect(problem('FREQ=WEEKLY;INTERVAL=13;COUNT=3')).toBe(RULE_MESSAGES.interval);
    expect(problem('FREQ=WEEKLY;INTERVAL=0;COUNT=3')).toBe(RULE_MESSAGES.interval);
    expect(problem('FREQ=WEEKLY;COUNT=201')).toBe(RULE_MESSAGES.count);
    expect(problem('FREQ=WEEKLY;COUNT=0')).toBe(RULE_MESSAGES.count);
    expect(problem('FREQ=WEEKLY;BYDAY=2TU;COUNT=3')).toBe(RULE_MESSAGES.ordinal);
    expect(problem('FREQ=MONTHLY;BYDAY=5TU;COUNT=3')).toBe(RULE_MESSAGES.ordinal);
    expect(problem('FREQ=MONTHLY;BYDAY=XX;COUNT=3')).toBe(RULE_MESSAGES.byDay);
    expect(problem('FREQ=MONTHLY;BYMONTHDAY=32;COUNT=3')).toBe(RULE_MESSAGES.byMonthDay);
    expect(problem('FREQ=WEEKLY;BYMONTHDAY=3;COUNT=3')).toBe(RULE_MESSAGES.byMonthDay);
    expect(problem('FREQ=MONTHLY;BYDAY=TU;BYMONTHDAY=3;COUNT=3')).toBe(RULE_MESSAGES.dayAndMonthDay);
    expect(problem('FREQ=YEARLY;BYDAY=TU;COUNT=3')).toBe(RULE_MESSAGES.yearly);
    expect(problem('FREQ=WEEKLY;UNTIL=2027-01-01')).toBe(RULE_MESSAGES.until);
    expect(problem('FREQ=WEEKLY;UNTIL=20270230')).toBe(RULE_MESSAGES.until);
    expect(problem('FREQ=WEEKLY;FREQ=DAILY;COUNT=2')).toBe(RULE_MESSAGES.twice('FREQ'));
    expect(problem('RRULE:FREQ=WEEKLY;COUNT=2')).toBe(RULE_MESSAGES.unknownPart('RRULE:FREQ'));
    expect(problem('')).toBe(RULE_MESSAGES.shape);
  });

  it('holds a series to two years, a first date the rule gives, and skipped dates of the series', () => {
    expect(seriesProblem('2026-11-03T19:00', 'FREQ=WEEKLY;BYDAY=TU;UNTIL=20281103')).toBeNull();
    expect(seriesProblem('2026-11-03T19:00', 'FREQ=WEEKLY;BYDAY=TU;UNTIL=20281104')?.message).toBe('A series can run at most two years');
    expect(seriesProblem('2026-11-03T19:00', 'FREQ=WEEKLY;BYDAY=TU;COUNT=200')?.message).toBe(RULE_MESSAGES.tooLong);
    expect(seriesProblem('2026-11-03T19:00', 'FREQ=DAILY;COUNT=200')).toBeNull();
    expect(seriesProblem('2026-11-03T19:00', 'FREQ=WEEKLY;BYDAY=TU;UNTIL=20261102')?.message).toBe(RULE_MESSAGES.untilBeforeStart);
    expect(seriesProblem('2026-11-04T19:00', 'FREQ=WEEKLY;BYDAY=TU;COUNT=3')?.message).toBe(RULE_MESSAGES.startNotOnRule);
    expect(seriesProblem('2026-11-03T19:00', 'FREQ=WEEKLY;BYDAY=TU;COUNT=3', ['2026-11-10'])).toBeNull();
    expect(seriesProblem('2026-11-03T19:00', 'FREQ=WEEKLY;BYDAY=TU;COUNT=3', ['2026-11-11'])).toEqual({
      field: 'exdates',
      message: RULE_MESSAGES.exdate('2026-11-11'),
    });
    expect(seriesProblem('2026-11-03T19:00', 'FREQ=WEEKLY;COUNT=2', ['2026-11-03', '2026-11-10'])?.message).toBe(
      RULE_MESSAGES.noOccurrence,
    );
  });
});

describe('occurrences keep their wall-clock time in America/New_York', () => {
  it('puts a weekly 7 p.m. meeting at 7 p.m. the week before and after the March change', () => {
    const meeting = series('2026-03-03T19:00', '2026-03-03T20:30', 'FREQ=WEEKLY;BYDAY=TU;COUNT=3');
    const [before, after, later] = occurrencesOf(meeting);
    expect([before, after, later].map((item) => [item?.startDt, item?.endDt])).toEqual([
      ['2026-03-03T19:00', '2026-03-03T20:30'],
      ['2026-03-10T19:00', '2026-03-10T20:30'],
      ['2026-03-17T19:00', '2026-03-17T20:30'],
    ]);
    // EST before 8 March, EDT after: the same wall time is an hour apart in UTC.
    expect(utc(before!.startDt)).toBe('2026-03-04T00:00:00.000Z');
    expect(utc(after!.startDt)).toBe('2026-03-10T23:00:00.000Z');
  });

  it('puts it at 7 p.m. on both sides of the November change, and a night across it keeps its length', () => {
    const meeting = series('2026-10-27T19:00', '2026-10-27T21:00', 'FREQ=WEEKLY;BYDAY=TU;UNTIL=20261110');
    expect(occurrencesOf(meeting).map((item) => item.startDt)).toEqual(['2026-10-27T19:00', '2026-11-03T19:00', '2026-11-10T19:00']);
    expect(utc('2026-10-27T19:00')).toBe('2026-10-27T23:00:00.000Z');
    expect(utc('2026-11-03T19:00')).toBe('2026-11-04T00:00:00.000Z');
    const overnight = series('2026-10-31T22:00', '2026-11-01T06:00', 'FREQ=DAILY;COUNT=2');
    expect(occurrencesOf(overnight).map((item) => [item.startDt, item.endDt])).toEqual([
      ['2026-10-31T22:00', '2026-11-01T06:00'],
      ['2026-11-01T22:00', '2026-11-02T06:00'],
    ]);
  });

  it('gives the last Friday and the second Tuesday of each month', () => {
    expect(ruleDays({ startDt: '2026-10-30T19:00', rrule: 'FREQ=MONTHLY;BYDAY=-1FR;COUNT=5' })).toEqual([
      '2026-10-30',
      '2026-11-27',
      '2026-12-25',
      '2027-01-29',
      '2027-02-26',
    ]);
    expect(ruleDays({ startDt: '2026-11-10T18:30', rrule: 'FREQ=MONTHLY;BYDAY=2TU;UNTIL=20270310' })).toEqual([
      '2026-11-10',
      '2026-12-08',
      '2027-01-12',
      '2027-02-09',
      '2027-03-09',
    ]);
    expect(ruleDays({ startDt: '2026-11-14T10:00', rrule: 'FREQ=MONTHLY;INTERVAL=2;BYMONTHDAY=14;COUNT=3' })).toEqual([
      '2026-11-14',
      '2027-01-14',
      '2027-03-14',
    ]);
  });

  it('includes the UNTIL day itself, skips excluded days, and gives occurrence ids and months', () => {
    const mass = series('2026-11-06T08:15', '2026-11-06T09:00', 'FREQ=WEEKLY;BYDAY=FR;UNTIL=20261204', { exdates: ['2026-11-27'] });
    const all = occurrencesOf(mass);
    expect(all.map((item) => item.id)).toEqual([
      'hsa-meeting-ab12_20261106',
      'hsa-meeting-ab12_20261113',
      'hsa-meeting-ab12_20261120',
      'hsa-meeting-ab12_20261204',
    ]);
    expect(all[0]).toMatchObject({ series_id: 'hsa-meeting-ab12', occurrence: '2026-11-06', rrule: mass.rrule });
    expect(recordMonths(mass)).toEqual(['2026-11', '2026-12']);
    expect(readOccurrenceId('hsa-meeting-ab12_20261106')).toEqual({ seriesId: 'hsa-meeting-ab12', day: '2026-11-06' });
    expect(readOccurrenceId('hsa-meeting-ab12')).toBeNull();
    expect(readOccurrenceId('hsa-meeting-ab12_20260231')).toBeNull();
    expect(occurrenceId('fun-run-k3f9', '2027-01-05')).toBe('fun-run-k3f9_20270105');
  });
});

describe('the rule in words', () => {
  it('says the examples of the issue', () => {
    expect(describeRule(parts('FREQ=WEEKLY;BYDAY=TU;UNTIL=20270601'), '2026-11-03')).toBe('Every Tuesday until Jun 1, 2027');
    expect(describeRule(parts('FREQ=MONTHLY;BYDAY=1MO;COUNT=10'), '2026-12-07')).toBe('First Monday of each month, 10 times');
  });

  it('says the other patterns', () => {
    expect(describeRule(parts('FREQ=DAILY;COUNT=5'), '2026-11-02')).toBe('Every day, 5 times');
    expect(describeRule(parts('FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR;COUNT=5'), '2026-11-02')).toBe('Every weekday, 5 times');
    expect(describeRule(parts('FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE,FR;COUNT=1'), '2026-11-02')).toBe(
      'Every 2 weeks on Monday, Wednesday and Friday, 1 time',
    );
    expect(describeRule(parts('FREQ=MONTHLY;BYDAY=-1FR;UNTIL=20270326'), '2026-11-27')).toBe(
      'Last Friday of each month until Mar 26, 2027',
    );
    expect(describeRule(parts('FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=14;COUNT=4'), '2026-11-14')).toBe('Day 14 of every 3 months, 4 times');
    expect(describeRule(parts('FREQ=YEARLY;COUNT=2'), '2026-11-27')).toBe('Every year on Nov 27, 2 times');
  });

  it('says the examples of the issue in Spanish, with Spanish dates', () => {
    const spanish = (rule: string, firstDay: string) => describeRule(parts(rule), firstDay, eventsText.es.rule, 'es');
    expect(spanish('FREQ=WEEKLY;BYDAY=TU;UNTIL=20270601', '2026-11-03')).toBe('Cada martes hasta el 1 de junio de 2027');
    expect(spanish('FREQ=MONTHLY;BYDAY=1MO;COUNT=10', '2026-12-07')).toBe('El primer lunes de cada mes, 10 veces');
  });

  it('says the other patterns in Spanish', () => {
    const spanish = (rule: string, firstDay: string) => describeRule(parts(rule), firstDay, eventsText.es.rule, 'es');
    expect(spanish('FREQ=DAILY;COUNT=5', '2026-11-02')).toBe('Todos los días, 5 veces');
    expect(spanish('FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR;COUNT=5', '2026-11-02')).toBe('De lunes a viernes, 5 veces');
    expect(spanish('FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE,FR;COUNT=1', '2026-11-02')).toBe(
      'Cada 2 semanas: lunes, miércoles y viernes, 1 vez',
    );
    expect(spanish('FREQ=MONTHLY;BYDAY=-1FR;UNTIL=20270326', '2026-11-27')).toBe(
      'El último viernes de cada mes hasta el 26 de marzo de 2027',
    );
    expect(spanish('FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=14;COUNT=4', '2026-11-14')).toBe('El día 14 de cada 3 meses, 4 veces');
    expect(spanish('FREQ=YEARLY;COUNT=2', '2026-11-27')).toBe('Cada año, el 27 de noviembre, 2 veces');
  });

  it("reads an occurrence's rule in the catalogue's words, English as before", () => {
    const event = { rrule: 'FREQ=WEEKLY;BYDAY=TU;UNTIL=20270601', occurrence: '2026-11-10', startDt: '2026-11-03T19:00' };
    expect(eventRuleWords(event)).toBe('Every Tuesday until Jun 1, 2027');
    expect(eventRuleWords(event, eventsText.en.rule, 'en')).toBe('Every Tuesday until Jun 1, 2027');
    expect(eventRuleWords(event, eventsText.es.rule, 'es')).toBe('Cada martes hasta el 1 de junio de 2027');
  });

  it('offers the weekday of the month a first day is, the last in a fifth week', () => {
    expect(monthlyWeekdayOf('2026-11-10')).toEqual({ weekday: 'TU', ordinal: 2 });
    expect(monthlyWeekdayOf('2026-10-30')).toEqual({ weekday: 'FR', ordinal: -1 });
  });
});
