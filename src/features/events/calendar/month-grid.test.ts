import { describe, expect, it } from 'vitest';
import { eventsByDay, monthWeeks, neighbourMonths, pageCount, pageItems } from './month-grid';

const event = (id: string, startDt: string, endDt: string) => ({ id, startDt, endDt });

describe('the month grid', () => {
  it('starts each week on Sunday and pads the first and last weeks', () => {
    // March 2025 starts on a Saturday and has 31 days: six weeks.
    const weeks = monthWeeks('2025-03');
    expect(weeks).toHaveLength(6);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, 1]);
    expect(weeks[5]).toEqual([30, 31, null, null, null, null, null]);
    // February 2026 starts on a Sunday and fills exactly four weeks.
    expect(monthWeeks('2026-02')).toEqual([
      [1, 2, 3, 4, 5, 6, 7],
      [8, 9, 10, 11, 12, 13, 14],
      [15, 16, 17, 18, 19, 20, 21],
      [22, 23, 24, 25, 26, 27, 28],
    ]);
    // A leap year's February.
    expect(monthWeeks('2024-02').flat().filter(Boolean)).toHaveLength(29);
  });

  it('puts a multi-day event on every day it covers, in both months across a month end', () => {
    const across = event('a', '2025-03-30T18:00', '2025-04-02T09:00');
    const single = event('b', '2025-03-30T08:00', '2025-03-30T09:00');
    const march = eventsByDay([across, single], '2025-03');
    expect([...march.keys()].sort((x, y) => x - y)).toEqual([30, 31]);
    expect(march.get(30)!.map((item) => item.id)).toEqual(['b', 'a']);
    expect(march.get(31)!.map((item) => item.id)).toEqual(['a']);
    const april = eventsByDay([across], '2025-04');
    expect([...april.keys()]).toEqual([1, 2]);
    expect(eventsByDay([across], '2025-05').size).toBe(0);
  });

  it('covers a year end too', () => {
    const newYear = event('n', '2025-12-31T20:00', '2026-01-01T01:00');
    expect([...eventsByDay([newYear], '2025-12').keys()]).toEqual([31]);
    expect([...eventsByDay([newYear], '2026-01').keys()]).toEqual([1]);
  });

  it('names the neighbouring months across a year end', () => {
    expect(neighbourMonths('2026-01')).toEqual({ previous: '2025-12', next: '2026-02' });
    expect(neighbourMonths('2026-12')).toEqual({ previous: '2026-11', next: '2027-01' });
  });
});

describe('the month list pages (5 a page)', () => {
  const items = Array.from({ length: 12 }, (_, index) => index + 1);

  it('counts pages, at least one', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(5)).toBe(1);
    expect(pageCount(6)).toBe(2);
    expect(pageCount(12)).toBe(3);
  });

  it('answers the items of a page, clamped to the pages there are', () => {
    expect(pageItems(items, 1)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(items, 3)).toEqual([11, 12]);
    expect(pageItems(items, 9)).toEqual([11, 12]);
    expect(pageItems(items, 0)).toEqual([1, 2, 3, 4, 5]);
  });
});
