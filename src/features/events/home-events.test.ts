import { describe, expect, it } from 'vitest';
import { homeEventDate } from './home-events';

describe('the home list items (SPEC, Home)', () => {
  it('show the day, the month abbreviation and the 12-hour time of the start', () => {
    expect(homeEventDate('2044-03-05T18:00')).toEqual({ day: '05', month: 'Mar', time: '6:00 p.m.' });
    expect(homeEventDate('2044-12-25T09:30')).toEqual({ day: '25', month: 'Dec', time: '9:30 a.m.' });
    expect(homeEventDate('2044-13-01T09:30')).toBeNull();
  });
});
