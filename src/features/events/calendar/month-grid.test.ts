import { describe, expect, it } from 'vitest';
import { CALENDAR_PAGE_SIZE, eventsByDay, monthWeeks, neighbourMonths } from './month-grid';
import { pagesFromToday } from '../core/today-pages';

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

describe('the month list pages (5 a page, opening on today: docs/decisions/054)', () => {
  const items = Array.from({ length: 12 }, (_, index) => {
    const day = `2026-11-${String(index + 1).padStart(2, '0')}`;
    return { id: String(index + 1), startDt: `${day}T10:00`, endDt: `${day}T11:00` };
  });
  const numbers = (pages: Array<Array<{ id: string }>>) => pages.map((page) => page.map((item) => Number(item.id)));

  it('cuts a past month into pages of 5 from the start, at least one page, and opens on page 1', () => {
    expect(pagesFromToday([], CALENDAR_PAGE_SIZE, '2026-12-01').pages).toEqual([[]]);
    const past = pagesFromToday(items, CALENDAR_PAGE_SIZE, '2026-12-01');
    expect(numbers(past.pages)).toEqual([
      [1, 2, 3, 4, 5],
      [6, 7, 8, 9, 10],
      [11, 12],
    ]);
    expect(past.opening).toBe(1);
  });

  it("opens this month on the page that starts with today's event", () => {
    const now = pagesFromToday(items, CALENDAR_PAGE_SIZE, '2026-11-08');
    expect(numbers(now.pages)).toEqual([
      [1, 2],
      [3, 4, 5, 6, 7],
      [8, 9, 10, 11, 12],
    ]);
    expect(now.opening).toBe(3);
  });
});
