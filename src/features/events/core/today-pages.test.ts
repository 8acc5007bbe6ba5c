import { describe, expect, it } from 'vitest';
import { firstFromToday, pageHolding, pagesFromToday } from './today-pages';
import { schoolToday } from './school-today';

/** Events of one month, one a day at 10:00, `ids` their days of November 2026. */
const november = (...days: number[]) =>
  days.map((day) => {
    const date = `2026-11-${String(day).padStart(2, '0')}`;
    return { id: `e${day}`, startDt: `${date}T10:00`, endDt: `${date}T11:00` };
  });
const ids = (pages: Array<Array<{ id: string }>>) => pages.map((page) => page.map((event) => event.id));

describe('lists open on today (docs/decisions/054)', () => {
  it('open on the page that starts with the next event, the earlier ones on the pages before', () => {
    // Seven events, five before the 26th: with 5 a page the list opens on page 2, starting with the 26th.
    const { pages, opening } = pagesFromToday(november(2, 5, 9, 14, 20, 26, 28), 5, '2026-11-26');
    expect(ids(pages)).toEqual([
      ['e2', 'e5', 'e9', 'e14', 'e20'],
      ['e26', 'e28'],
    ]);
    expect(opening).toBe(2);
  });

  it('cut the earlier events so that the opening page starts with the next one (the first page may hold fewer)', () => {
    // The grade page's pages of 3: two past events, then the Science Fair tomorrow.
    const { pages, opening } = pagesFromToday(november(20, 24, 27, 28, 29), 3, '2026-11-26');
    expect(ids(pages)).toEqual([
      ['e20', 'e24'],
      ['e27', 'e28', 'e29'],
    ]);
    expect(opening).toBe(2);
    const many = pagesFromToday(november(1, 2, 3, 4, 5, 6, 7, 26, 27), 3, '2026-11-26');
    expect(ids(many.pages)).toEqual([['e1'], ['e2', 'e3', 'e4'], ['e5', 'e6', 'e7'], ['e26', 'e27']]);
    expect(many.opening).toBe(4);
  });

  it("count today's events, even one that is over, and a fair that began before today and ends later, as from today", () => {
    const events = [
      { id: 'fair', startDt: '2026-11-23T08:00', endDt: '2026-11-27T15:00' },
      { id: 'breakfast', startDt: '2026-11-26T07:00', endDt: '2026-11-26T08:00' },
    ];
    expect(firstFromToday(events, '2026-11-26')).toBe(0);
    expect(firstFromToday(events.slice(1), '2026-11-26')).toBe(0);
    expect(firstFromToday(events.slice(1), '2026-11-27')).toBe(-1);
  });

  it('keep a past month and a future month in their natural order, opening on page 1', () => {
    const past = pagesFromToday(november(2, 5, 9, 14, 20, 26, 28), 5, '2026-12-03');
    expect(ids(past.pages)).toEqual([
      ['e2', 'e5', 'e9', 'e14', 'e20'],
      ['e26', 'e28'],
    ]);
    expect(past.opening).toBe(1);
    const future = pagesFromToday(november(2, 5, 9, 14, 20, 26, 28), 5, '2026-10-30');
    expect(future).toEqual(past);
  });

  it('give an empty month one empty page', () => {
    expect(pagesFromToday([], 5, '2026-11-26')).toEqual({ pages: [[]], opening: 1 });
  });

  it('find the page that holds an item (the event an officer just saved)', () => {
    const { pages } = pagesFromToday(november(1, 2, 3, 4, 5, 6, 7, 26, 27), 3, '2026-11-26');
    expect([0, 1, 3, 4, 7, 8].map((index) => pageHolding(pages, index))).toEqual([1, 2, 2, 3, 4, 4]);
    expect(pageHolding(pages, 42)).toBe(1);
  });

  it("turn at midnight in New York, not in UTC or the visitor's zone, on both days the clocks change", () => {
    const events = november(1, 2);
    // 23:30 on 1 November 2026 in New York (EST after the change at 2:00) is 04:30 UTC on the 2nd.
    expect(firstFromToday(events, schoolToday(new Date('2026-11-02T04:30:00Z')))).toBe(0);
    expect(firstFromToday(events, schoolToday(new Date('2026-11-02T05:30:00Z')))).toBe(1);
    // 8 March 2026 (EDT from 2:00): 23:30 is 03:30 UTC on the 9th; 00:30 on the 9th is 04:30 UTC.
    const march = [
      { id: 'a', startDt: '2026-03-08T19:00', endDt: '2026-03-08T20:00' },
      { id: 'b', startDt: '2026-03-09T19:00', endDt: '2026-03-09T20:00' },
    ];
    expect(firstFromToday(march, schoolToday(new Date('2026-03-09T03:30:00Z')))).toBe(0);
    expect(firstFromToday(march, schoolToday(new Date('2026-03-09T04:30:00Z')))).toBe(1);
  });
});
