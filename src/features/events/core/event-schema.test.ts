import { describe, expect, it } from 'vitest';
import { demoEvents } from '../../../../scripts/demo/events';
import { demoGrades } from '../../../../scripts/demo/grades';
import { EVENT_MESSAGES } from '../event-messages';
import { EVENT_LIMITS, eventInputSchema, keepValidLinks } from './event-schema';

const valid = { title: ' Fun Run ', startDt: '2025-03-05T09:00', endDt: '2025-03-05T12:00' };
const firstMessage = (body: unknown) => {
  const result = eventInputSchema.safeParse(body);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('the event save body (SPEC section 5, Event editor)', () => {
  it('accepts title and dates, trims the title and fills the optional fields', () => {
    expect(eventInputSchema.parse(valid)).toEqual({
      ...valid,
      title: 'Fun Run',
      title_es: '',
      location: '',
      description: '',
      description_es: '',
      event_links: [],
      grade_list: [],
    });
  });

  it("says 'Missing Date Information For Event' when a date is missing or empty", () => {
    expect(firstMessage({ ...valid, startDt: undefined })).toBe(EVENT_MESSAGES.missingDate);
    expect(firstMessage({ ...valid, endDt: '' })).toBe(EVENT_MESSAGES.missingDate);
    expect(firstMessage({ ...valid, endDt: null })).toBe(EVENT_MESSAGES.missingDate);
  });

  it("says 'Please ensure start date falls before end date' when the start is after the end; equal is fine", () => {
    expect(firstMessage({ ...valid, startDt: '2025-03-05T12:01' })).toBe(EVENT_MESSAGES.startAfterEnd);
    expect(firstMessage({ ...valid, endDt: '2025-03-04T23:00' })).toBe(EVENT_MESSAGES.startAfterEnd);
    expect(eventInputSchema.safeParse({ ...valid, endDt: valid.startDt }).success).toBe(true);
  });

  it.each([
    ['a missing title', { title: '   ' }, /title/],
    ['a date in another shape', { startDt: '03/05/2025 9:00' }, /yyyy-MM-ddTHH:mm/],
    ['a date that does not exist', { startDt: '2025-02-30T09:00' }, /yyyy-MM-ddTHH:mm/],
    ['a year far away', { startDt: '1999-12-31T09:00' }, /between the years/],
    ['an event longer than a year', { endDt: '2026-03-07T09:00' }, /at most 366 days/],
    ['a title too long', { title: 'x'.repeat(EVENT_LIMITS.title + 1) }, /under 120/],
    ['a description too long', { description: 'x'.repeat(EVENT_LIMITS.description + 1) }, /under 5000/],
    ['a location too long', { location: 'x'.repeat(EVENT_LIMITS.location + 1) }, /under 200/],
    ['a grade slug with a path', { grade_list: ['../users'] }, /one of the grades/],
    ['too many grades', { grade_list: Array.from({ length: 31 }, (_, i) => `g${i}`) }, /At most 30 grades/],
    ['a javascript: link', { event_links: [{ key: 'Go', value: 'javascript:alert(1)' }] }, /not a web or email address/],
    ['a one-letter link label', { event_links: [{ key: 'G', value: 'example.org' }] }, /at least 2 characters/],
    ['too many links', { event_links: Array.from({ length: 21 }, () => ({ key: 'Go', value: 'example.org' })) }, /At most 20 links/],
  ])('refuses %s with a readable message', (_what, change, message) => {
    expect(firstMessage({ ...valid, ...change })).toMatch(message);
  });

  it('takes an optional Spanish title and description, trimmed, as long as the English may be (docs/decisions/070)', () => {
    const parsed = eventInputSchema.parse({ ...valid, title_es: ' Carrera divertida ', description_es: ' Traiga agua. ' });
    expect(parsed).toMatchObject({ title_es: 'Carrera divertida', description_es: 'Traiga agua.' });
    expect(eventInputSchema.parse({ ...valid, title_es: 'x'.repeat(EVENT_LIMITS.title) }).title_es).toHaveLength(EVENT_LIMITS.title);
    expect(firstMessage({ ...valid, title_es: 'x'.repeat(EVENT_LIMITS.title + 1) })).toBe(
      'The Spanish title can be at most 120 characters.',
    );
    expect(firstMessage({ ...valid, description_es: 'x'.repeat(EVENT_LIMITS.description + 1) })).toBe(
      'The Spanish description can be at most 5000 characters.',
    );
    expect(firstMessage({ ...valid, title_es: 42 })).toBe('The Spanish title must be text.');
  });

  it('stores links normalised and grades once each', () => {
    const parsed = eventInputSchema.parse({
      ...valid,
      event_links: [{ key: ' Sign Up ', value: 'signup.example.org/run' }],
      grade_list: ['kindergarten', 'kindergarten', '1st-grade'],
    });
    expect(parsed.event_links).toEqual([{ key: 'Sign Up', value: 'https://signup.example.org/run' }]);
    expect(parsed.grade_list).toEqual(['kindergarten', '1st-grade']);
  });

  it('lets the editor drop link pills that fail the pill check before it submits', () => {
    const pills = [
      { key: 'Go', value: 'example.org' },
      { key: 'G', value: 'example.org' },
      { key: 'Go', value: 'ab' },
    ];
    expect(keepValidLinks(pills)).toEqual([{ key: 'Go', value: 'example.org' }]);
  });
});

describe('the demo events (scripts/demo/events.ts)', () => {
  const now = new Date('2025-12-20T15:00:00Z');

  it('pass the save schema and name only demo grades', () => {
    const gradeSlugs = new Set(demoGrades(now).map((grade) => grade.slug));
    for (const { event } of demoEvents(now)) {
      expect(eventInputSchema.safeParse(event).success, event.title).toBe(true);
      for (const slug of event.grade_list) expect(gradeSlugs.has(slug), `${event.title}: ${slug}`).toBe(true);
    }
  });

  it('fall around the current month, before and after today', () => {
    const events = demoEvents(now).map(({ event }) => event);
    expect(events.some((event) => event.startDt < '2025-12-20' && event.startDt >= '2025-11-01')).toBe(true);
    expect(events.some((event) => event.startDt > '2025-12-20' && event.startDt < '2026-01-01')).toBe(true);
  });
});
