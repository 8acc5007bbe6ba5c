import { describe, expect, it } from 'vitest';
import { EVENT_DATE_FORMATS, formatEventDate } from '../core/event-format';
import { homeEventDate } from './home-event-date';
import { eventsText } from '../events-text';
import { schoolToday } from '../core/school-today';
import { format } from 'date-fns';
import { tz } from '@date-fns/tz';

describe('the home list items (SPEC, Home)', () => {
  it('show the day, the month abbreviation and the 12-hour time of the start', () => {
    expect(homeEventDate('2044-03-05T18:00')).toEqual({ day: '05', month: 'Mar', time: '6:00 p.m.' });
    expect(homeEventDate('2044-12-25T09:30')).toEqual({ day: '25', month: 'Dec', time: '9:30 a.m.' });
    expect(homeEventDate('2044-13-01T09:30')).toBeNull();
  });

  it('read as the spec formats do through date-fns, every month and hour', () => {
    for (let month = 1; month <= 12; month += 1)
      for (let hour = 0; hour < 24; hour += 1) {
        const startDt = `2044-${String(month).padStart(2, '0')}-0${(hour % 9) + 1}T${String(hour).padStart(2, '0')}:0${hour % 10}`;
        const [monthName, day] = formatEventDate(startDt, EVENT_DATE_FORMATS.dayMonth).split(' ');
        expect(homeEventDate(startDt)).toEqual({ day, month: monthName, time: formatEventDate(startDt, EVENT_DATE_FORMATS.time) });
      }
  });

  it("read in Spanish with the catalogue's months and date-fns's Spanish times", () => {
    const months = eventsText.es.home.months;
    expect(homeEventDate('2026-11-26T19:00', months, 'es')).toEqual({ day: '26', month: 'nov', time: '7:00\u00a0p.\u00a0m.' });
    for (let hour = 0; hour < 24; hour += 1) {
      const startDt = `2044-09-0${(hour % 9) + 1}T${String(hour).padStart(2, '0')}:15`;
      expect(homeEventDate(startDt, months, 'es')?.time).toBe(formatEventDate(startDt, EVENT_DATE_FORMATS.time, 'es'));
      expect(homeEventDate(startDt, months, 'es')?.month).toBe('sept');
    }
  });
});

describe("today in the school's zone", () => {
  it('is the date in New York whatever the instant, as date-fns reads it', () => {
    for (const instant of [
      '2044-03-05T04:59:00Z',
      '2044-03-05T05:00:00Z',
      '2044-07-01T03:30:00Z',
      '2044-12-31T23:59:00Z',
      '2045-01-01T05:00:00Z',
    ]) {
      const now = new Date(instant);
      expect(schoolToday(now)).toBe(format(now, 'yyyy-MM-dd', { in: tz('America/New_York') }));
    }
    expect(schoolToday(new Date('2044-03-05T04:59:00Z'))).toBe('2044-03-04');
  });
});
