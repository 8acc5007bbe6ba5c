import { describe, expect, it } from 'vitest';
import { listPageOf, openingDayOf } from './list-page';

describe("the list's page in the address", () => {
  it('reads a whole number from 1', () => {
    expect(listPageOf('1')).toBe(1);
    expect(listPageOf('2')).toBe(2);
    expect(listPageOf('12')).toBe(12);
  });

  it('reads anything else as no page', () => {
    for (const value of [null, '', '0', '-1', '1.5', '01', 'two', '2x', '99999']) expect(listPageOf(value), String(value)).toBeNull();
  });
});

describe('the day in the address, whose list a page draws open', () => {
  it('reads a real day', () => {
    expect(openingDayOf('2026-12-01')).toBe('2026-12-01');
    expect(openingDayOf('2028-02-29')).toBe('2028-02-29');
  });

  it('reads anything else as no day', () => {
    for (const value of [null, '', '2026-12', '2026-13-01', '2027-02-29', '2026-12-1', '2026-12-01T10:00', 'today']) {
      expect(openingDayOf(value), String(value)).toBeNull();
    }
  });
});
