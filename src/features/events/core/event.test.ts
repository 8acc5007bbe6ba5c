import { describe, expect, it } from 'vitest';
import { addDays, addMonths, byStart, daysCoveredInMonth, isDay, monthRange, monthsSpanned, overlapsRange } from './event';

const span = (startDt: string, endDt: string) => ({ startDt, endDt });

describe('months and days as text', () => {
  it('moves months across year ends both ways', () => {
    expect(addMonths('2024-12', 1)).toBe('2025-01');
    expect(addMonths('2025-01', -1)).toBe('2024-12');
    expect(addMonths('2025-03', 13)).toBe('2026-04');
    expect(addMonths('2025-03', -27)).toBe('2022-12');
  });

  it('gives a month as its first day up to the first day of the next (end excluded)', () => {
    expect(monthRange('2025-02')).toEqual({ start: '2025-02-01', end: '2025-03-01' });
    expect(monthRange('2025-12')).toEqual({ start: '2025-12-01', end: '2026-01-01' });
  });

  it('knows real days: leap years yes, February 30th no', () => {
    expect(isDay('2024-02-29')).toBe(true);
    expect(isDay('2025-02-29')).toBe(false);
    expect(isDay('2025-13-01')).toBe(false);
    expect(isDay('2025-1-01')).toBe(false);
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
  });

  it('lists every month an event touches, across a year end', () => {
    expect(monthsSpanned(span('2025-03-10T09:00', '2025-03-10T10:00'))).toEqual(['2025-03']);
    expect(monthsSpanned(span('2025-12-30T09:00', '2026-01-02T15:00'))).toEqual(['2025-12', '2026-01']);
    expect(monthsSpanned(span('2025-11-30T09:00', '2026-02-01T09:00'))).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });
});

describe('an event in a range (it overlaps it)', () => {
  const march = monthRange('2025-03');

  it('takes events on the first and last day of the month, and not the first day of the next', () => {
    expect(overlapsRange(span('2025-03-01T00:00', '2025-03-01T01:00'), march)).toBe(true);
    expect(overlapsRange(span('2025-03-31T23:00', '2025-03-31T23:59'), march)).toBe(true);
    expect(overlapsRange(span('2025-04-01T00:00', '2025-04-01T08:00'), march)).toBe(false);
    expect(overlapsRange(span('2025-02-28T08:00', '2025-02-28T23:59'), march)).toBe(false);
  });

  it('shows a multi-day event in every month it covers, across a month end and a year end', () => {
    const acrossMonthEnd = span('2025-02-27T08:00', '2025-03-02T15:00');
    expect(overlapsRange(acrossMonthEnd, monthRange('2025-02'))).toBe(true);
    expect(overlapsRange(acrossMonthEnd, march)).toBe(true);
    const acrossYearEnd = span('2025-12-30T08:00', '2026-01-03T12:00');
    expect(overlapsRange(acrossYearEnd, monthRange('2025-12'))).toBe(true);
    expect(overlapsRange(acrossYearEnd, monthRange('2026-01'))).toBe(true);
    expect(overlapsRange(acrossYearEnd, monthRange('2026-02'))).toBe(false);
    // An event covering a whole month and more is in it too.
    expect(overlapsRange(span('2025-02-15T08:00', '2025-04-15T08:00'), march)).toBe(true);
  });

  it('keeps an upcoming list (no end) to events that end today or later', () => {
    expect(overlapsRange(span('2025-03-09T08:00', '2025-03-10T08:00'), { start: '2025-03-10' })).toBe(true);
    expect(overlapsRange(span('2025-03-09T08:00', '2025-03-09T23:59'), { start: '2025-03-10' })).toBe(false);
    expect(overlapsRange(span('2035-03-09T08:00', '2035-03-09T23:59'), { start: '2025-03-10' })).toBe(true);
  });
});

describe('the days of a month that show an event dot', () => {
  it('are every day from start to end inside the month', () => {
    expect(daysCoveredInMonth(span('2025-03-05T09:00', '2025-03-07T09:00'), '2025-03')).toEqual([5, 6, 7]);
    expect(daysCoveredInMonth(span('2025-03-05T09:00', '2025-03-05T10:00'), '2025-03')).toEqual([5]);
  });

  it('are cut at the month edges for an event across a month end or a year end', () => {
    const acrossMonthEnd = span('2025-02-27T08:00', '2025-03-02T15:00');
    expect(daysCoveredInMonth(acrossMonthEnd, '2025-02')).toEqual([27, 28]);
    expect(daysCoveredInMonth(acrossMonthEnd, '2025-03')).toEqual([1, 2]);
    const acrossYearEnd = span('2025-12-30T08:00', '2026-01-01T12:00');
    expect(daysCoveredInMonth(acrossYearEnd, '2025-12')).toEqual([30, 31]);
    expect(daysCoveredInMonth(acrossYearEnd, '2026-01')).toEqual([1]);
    expect(daysCoveredInMonth(span('2024-02-28T08:00', '2024-03-01T08:00'), '2024-02')).toEqual([28, 29]);
  });

  it('are none in a month the event does not touch', () => {
    expect(daysCoveredInMonth(span('2025-03-05T09:00', '2025-03-07T09:00'), '2025-04')).toEqual([]);
  });
});

it('sorts events by start, then end, then id', () => {
  const events = [
    { id: 'c', ...span('2025-03-02T09:00', '2025-03-02T10:00') },
    { id: 'b', ...span('2025-03-01T09:00', '2025-03-03T10:00') },
    { id: 'a', ...span('2025-03-01T09:00', '2025-03-01T10:00') },
    { id: 'd', ...span('2025-03-01T09:00', '2025-03-01T10:00') },
  ];
  expect([...events].sort(byStart).map((event) => event.id)).toEqual(['a', 'd', 'b', 'c']);
});
