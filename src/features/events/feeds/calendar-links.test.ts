import { describe, expect, it } from 'vitest';
import { eventIcsPath, GOOGLE_DETAILS_MAX, googleCalendarUrl, gradeFeedPath } from './calendar-links';

const event = {
  title: 'Fall Festival & Bake Sale',
  startDt: '2044-10-28T10:00',
  endDt: '2044-10-28T16:30',
  description: 'Games and hayrides.',
  location: 'School Grounds',
};

describe('calendar links (docs/decisions/015)', () => {
  it('point at the calendar-feed function', () => {
    expect(eventIcsPath('evt-fall-festival')).toBe('/v2/api/calendar/event/evt-fall-festival.ics');
    expect(gradeFeedPath('1st-grade')).toBe('/v2/api/calendar/1st-grade.ics');
    expect(eventIcsPath('a/b?c')).toBe('/v2/api/calendar/event/a%2Fb%3Fc.ics');
  });

  it('fill in a Google Calendar template with the wall times in the school zone', () => {
    const url = new URL(googleCalendarUrl(event, 'https://hsa.example.org/events/evt-1')!);
    expect(`${url.origin}${url.pathname}`).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe('Fall Festival & Bake Sale');
    expect(url.searchParams.get('dates')).toBe('20441028T100000/20441028T163000');
    expect(url.searchParams.get('ctz')).toBe('America/New_York');
    expect(url.searchParams.get('details')).toBe('Games and hayrides.\n\nhttps://hsa.example.org/events/evt-1');
    expect(url.searchParams.get('location')).toBe('School Grounds');
  });

  it('asked from a Spanish page, gives the Spanish title and description where written (docs/decisions/070)', () => {
    const spanish = { ...event, title_es: 'Festival de otoño', description_es: 'Juegos y paseos.' };
    const url = new URL(googleCalendarUrl(spanish, 'https://hsa.example.org/es/events/evt-1', 'es')!);
    expect(url.searchParams.get('text')).toBe('Festival de otoño');
    expect(url.searchParams.get('details')).toBe('Juegos y paseos.\n\nhttps://hsa.example.org/es/events/evt-1');
    expect(new URL(googleCalendarUrl(spanish, undefined, 'en')!).searchParams.get('text')).toBe('Fall Festival & Bake Sale');
    const untranslated = new URL(googleCalendarUrl({ ...event, title_es: '' }, undefined, 'es')!);
    expect(untranslated.searchParams.get('text')).toBe('Fall Festival & Bake Sale');
    expect(untranslated.searchParams.get('details')).toBe('Games and hayrides.');
  });

  it('leaves out empty details and location', () => {
    const url = new URL(googleCalendarUrl({ ...event, description: ' ', location: '' })!);
    expect(url.searchParams.has('details')).toBe(false);
    expect(url.searchParams.has('location')).toBe(false);
  });

  it('cuts a very long description', () => {
    const details = new URL(googleCalendarUrl({ ...event, description: 'x'.repeat(5000) })!).searchParams.get('details')!;
    expect(details).toHaveLength(GOOGLE_DETAILS_MAX);
    expect(details.endsWith('…')).toBe(true);
  });

  it('gives nothing for an event without valid times', () => {
    expect(googleCalendarUrl({ ...event, startDt: '2044-02-30T10:00' })).toBeNull();
    expect(googleCalendarUrl({ ...event, endDt: '' })).toBeNull();
  });
});
