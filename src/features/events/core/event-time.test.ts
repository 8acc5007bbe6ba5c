import { afterEach, describe, expect, it } from 'vitest';
import { EVENT_DATE_FORMATS as F, formatEventDate, formatEventWhen, formatMonth } from './event-format';
import {
  canGiveFeedback,
  gradeEventTag,
  instantsOf,
  isPastOnCalendar,
  rememberInstants,
  schoolToday,
  schoolWallTime,
  wallTimeFields,
  wallTimeInstant,
  wallTimeMoment,
} from './event-time';

describe('wall times in America/New_York', () => {
  it('are instants with the zone offset of their date (EST in winter, EDT in summer)', () => {
    expect(wallTimeInstant('2025-01-15T09:00')?.getTime()).toBe(Date.parse('2025-01-15T14:00:00Z'));
    expect(wallTimeInstant('2025-07-15T09:00')?.getTime()).toBe(Date.parse('2025-07-15T13:00:00Z'));
    expect(wallTimeInstant('2025-03-10')?.getTime()).toBe(Date.parse('2025-03-10T04:00:00Z'));
  });

  it('are null when not valid', () => {
    for (const bad of ['', '2025-02-30T09:00', '2025-01-15T24:00', '2025-01-15 09:00', 'tomorrow', undefined]) {
      expect(wallTimeInstant(bad)).toBeNull();
    }
  });

  it("give today's date at the school, whatever the machine's zone", () => {
    // 03:00 UTC on New Year's Day is still New Year's Eve in Maryland.
    expect(schoolToday(new Date('2026-01-01T03:00:00Z'))).toBe('2025-12-31');
    expect(schoolToday(new Date('2026-01-01T06:00:00Z'))).toBe('2026-01-01');
    expect(schoolWallTime(new Date('2025-07-04T16:30:00Z'))).toBe('2025-07-04T12:30');
  });
});

describe('wall times on screen, without the zone (docs/decisions/083)', () => {
  const machineZone = process.env.TZ;
  const fields = (date: Date | null) =>
    date && [date.getFullYear(), date.getMonth() + 1, date.getDate(), date.getHours(), date.getMinutes()];

  afterEach(() => {
    process.env.TZ = machineZone;
  });

  it.each(['UTC', 'America/New_York', 'Asia/Kolkata', 'Pacific/Auckland'])('keep their own fields in a device set to %s', (zone) => {
    process.env.TZ = zone;
    expect(fields(wallTimeFields('2026-11-26T19:00'))).toEqual([2026, 11, 26, 19, 0]);
    expect(fields(wallTimeFields('2026-07-04'))).toEqual([2026, 7, 4, 0, 0]);
    expect(formatEventDate('2026-11-26T19:00', F.time)).toBe('7:00 p.m.');
  });

  it("keep a time the device's clocks skip, and one the school's skip, as entered", () => {
    process.env.TZ = 'America/New_York';
    expect(fields(wallTimeFields('2026-03-08T02:30'))).toEqual([2026, 3, 8, 2, 30]);
    expect(formatEventDate('2026-03-08T02:30', F.dateTime)).toBe('08 Mar 2026 2:30 a.m.');
    process.env.TZ = 'Europe/Paris';
    expect(formatEventDate('2026-03-29T02:15', F.time)).toBe('2:15 a.m.');
  });

  it('are null when not valid', () => {
    expect(wallTimeFields('2025-02-30T09:00')).toBeNull();
    expect(wallTimeFields(undefined)).toBeNull();
  });
});

describe('instants a page was sent (docs/decisions/083)', () => {
  it('are worked out for the valid wall times only', () => {
    expect(instantsOf(['2025-01-15T09:00', 'not a time', '2025-07-15'])).toEqual({
      '2025-01-15T09:00': Date.parse('2025-01-15T14:00:00Z'),
      '2025-07-15': Date.parse('2025-07-15T04:00:00Z'),
    });
  });

  it('are the ones the clock is compared with once remembered; any other is worked out', () => {
    // A made-up instant, one day late, shows which one the rules read.
    const sent = Date.parse('2031-05-02T14:00:00Z');
    rememberInstants({ '2031-05-01T10:00': sent });
    expect(wallTimeMoment('2031-05-01T10:00')?.getTime()).toBe(sent);
    expect(canGiveFeedback({ endDt: '2031-05-01T10:00' }, new Date('2031-05-01T20:00:00Z'))).toBe(false);
    expect(wallTimeMoment('2031-05-03T10:00')?.getTime()).toBe(Date.parse('2031-05-03T14:00:00Z'));
    expect(wallTimeMoment('2031-02-30T10:00')).toBeNull();
  });
});

describe('past and upcoming (SPEC section 4)', () => {
  const now = new Date('2025-03-10T14:00:00Z'); // 10:00 in New York (EDT)

  it('makes a calendar event past once its start is before now', () => {
    expect(isPastOnCalendar({ startDt: '2025-03-10T09:59' }, now)).toBe(true);
    expect(isPastOnCalendar({ startDt: '2025-03-10T10:00' }, now)).toBe(false);
    expect(isPastOnCalendar({ startDt: '2025-03-10T10:01' }, now)).toBe(false);
  });

  it("tags a grade page's event 'Previous Event' when it starts before now plus one unit, else 'Upcoming Event'", () => {
    expect(gradeEventTag({ startDt: '2025-03-09T18:00' }, now)).toBe('Previous Event');
    // Starting this very minute: before now plus one millisecond.
    expect(gradeEventTag({ startDt: '2025-03-10T10:00' }, now)).toBe('Previous Event');
    expect(gradeEventTag({ startDt: '2025-03-10T10:01' }, now)).toBe('Upcoming Event');
  });

  it('offers feedback only after the end', () => {
    expect(canGiveFeedback({ endDt: '2025-03-10T09:30' }, now)).toBe(true);
    expect(canGiveFeedback({ endDt: '2025-03-10T10:30' }, now)).toBe(false);
    expect(canGiveFeedback({ endDt: 'not a date' }, now)).toBe(false);
  });
});

describe('date formats of SPEC section 9', () => {
  it('formats wall times as written, in the school zone', () => {
    expect(formatEventDate('2025-03-05T14:05', F.date)).toBe('Mar 05, 2025');
    expect(formatEventDate('2025-03-05T14:05', F.dayMonth)).toBe('Mar 05');
    expect(formatEventDate('2025-03-05T14:05', F.time)).toBe('2:05 p.m.');
    expect(formatEventDate('2025-03-05T09:30', F.dateTime)).toBe('05 Mar 2025 9:30 a.m.');
    expect(formatEventDate('2025-03-05', F.api)).toBe('2025-03-05');
    expect(formatMonth('2025-03', F.calendarHeader)).toBe('March 2025');
    expect(formatMonth('2025-03', F.monthLabel)).toBe('Mar. 2025');
  });

  it('renders invalid dates empty', () => {
    expect(formatEventDate('', F.date)).toBe('');
    expect(formatEventDate(undefined, F.time)).toBe('');
    expect(formatEventDate('2025-02-30T09:00', F.date)).toBe('');
    expect(formatMonth('2025-13', F.monthLabel)).toBe('');
  });

  it('shows one date with a time range on one day, else a date range', () => {
    expect(formatEventWhen({ startDt: '2025-03-05T09:00', endDt: '2025-03-05T14:30' })).toBe('Mar 05, 2025 9:00 a.m. - 2:30 p.m.');
    expect(formatEventWhen({ startDt: '2025-12-30T09:00', endDt: '2026-01-02T14:30' })).toBe('Dec 30, 2025 - Jan 02, 2026');
    expect(formatEventWhen({ startDt: '', endDt: '2026-01-02T14:30' })).toBe('');
  });
});
