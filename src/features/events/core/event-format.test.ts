import { describe, expect, it } from 'vitest';
import { EVENT_DATE_FORMATS, formatEventDate, formatEventWhen, formatMonth } from './event-format';

describe('event dates in each language', () => {
  it('reads in English as the spec writes them, with or without the language named', () => {
    expect(formatEventDate('2026-11-26T19:00', EVENT_DATE_FORMATS.date)).toBe('Nov 26, 2026');
    expect(formatEventDate('2026-11-26T19:00', EVENT_DATE_FORMATS.date, 'en')).toBe('Nov 26, 2026');
    expect(formatMonth('2026-11', EVENT_DATE_FORMATS.calendarHeader)).toBe('November 2026');
    expect(formatEventWhen({ startDt: '2026-11-26T19:00', endDt: '2026-11-26T21:00' })).toBe('Nov 26, 2026 7:00 p.m. - 9:00 p.m.');
    expect(formatEventWhen({ startDt: '2026-11-26T19:00', endDt: '2026-11-27T21:00' })).toBe('Nov 26, 2026 - Nov 27, 2026');
  });

  it('reads in Spanish as a Spanish reader expects, months and weekdays in lower case', () => {
    expect(formatEventDate('2026-11-26T19:00', EVENT_DATE_FORMATS.date, 'es')).toBe('jueves, 26 de noviembre de 2026');
    expect(formatEventDate('2026-11-26T19:00', EVENT_DATE_FORMATS.time, 'es')).toBe('7:00\u00a0p.\u00a0m.');
    expect(formatEventDate('2026-11-26T09:30', EVENT_DATE_FORMATS.dayMonth, 'es')).toBe('26 nov');
    expect(formatEventDate('2026-11-26', EVENT_DATE_FORMATS.dayName, 'es')).toBe('jueves, 26 de noviembre');
    expect(formatMonth('2026-11', EVENT_DATE_FORMATS.calendarHeader, 'es')).toBe('noviembre de 2026');
    expect(formatMonth('2026-12', EVENT_DATE_FORMATS.monthLabel, 'es')).toBe('dic 2026');
    expect(formatEventWhen({ startDt: '2026-11-26T19:00', endDt: '2026-11-26T21:00' }, 'es')).toBe(
      'jueves, 26 de noviembre de 2026, 7:00\u00a0p.\u00a0m. - 9:00\u00a0p.\u00a0m.',
    );
    expect(formatEventDate('2026-02-30T19:00', EVENT_DATE_FORMATS.date, 'es')).toBe('');
  });
});
