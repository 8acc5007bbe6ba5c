import { describe, expect, it } from 'vitest';
import { eventTitle, feedbackMonths, type KnownEvent } from './feedback-events';
import type { Submission } from './submissions';

const feedback = (form_data: Record<string, unknown>): Submission => ({
  _id: 'f1',
  form_type: 'event_feedback',
  status: 'INCOMPLETE',
  submission_date: '2026-11-03T14:15:00.000Z',
  form_data,
});
const event = (id: string, slug: string, title: string, startDt: string): KnownEvent => ({ id, name: slug, slug, title, startDt });

describe("a feedback row's event", () => {
  const row = feedback({ event_name: 'book-fair', event_title: 'Book Fair', event_date: '2026-11-10T08:00' });

  it('shows the title the event has now, the one that starts at the stored time among namesakes', () => {
    const events = [
      event('e1', 'book-fair', 'Spring Book Fair', '2026-11-03T08:00'),
      event('e2', 'book-fair', 'Fall Book Fair', '2026-11-10T08:00'),
    ];
    expect(eventTitle(row, events)).toBe('Fall Book Fair');
    expect(eventTitle(feedback({ event_name: 'e1' }), events)).toBe('Spring Book Fair');
  });

  it('falls back to the stored title, then the name, while the month is unread or when the event is gone', () => {
    expect(eventTitle(row, undefined)).toBe('Book Fair');
    expect(eventTitle(row, [event('e3', 'gala', 'Gala', '2026-11-10T08:00')])).toBe('Book Fair');
    expect(eventTitle(feedback({ event_name: 'book-fair' }), [])).toBe('book-fair');
    expect(eventTitle(feedback({}), [event('e3', '', 'Untitled', '2026-11-10T08:00')])).toBe('');
  });

  it('reads each month once, skipping rows without a valid date', () => {
    const rows = [
      feedback({ event_date: '2026-11-10T08:00' }),
      feedback({ event_date: '2026-10-28T10:00' }),
      feedback({ event_date: '2026-11-22T19:00' }),
      feedback({ event_date: 'soon' }),
    ];
    expect(feedbackMonths(rows)).toEqual(['2026-11', '2026-10']);
  });
});
