import { describe, expect, it } from 'vitest';
import { wallTimeInstant } from '../../src/features/events/core/event-time';
import { demoEvents } from './events';
import { demoSubmissions } from './submissions';

const DAY = 24 * 60 * 60 * 1000;

describe('demo submissions that could be true (docs/decisions/055)', () => {
  // Whatever day the demo is seeded on, around the year and the clock changes.
  for (const day of ['2026-11-26T15:00:00Z', '2026-03-08T12:00:00Z', '2027-01-01T04:00:00Z']) {
    const now = new Date(day);
    const events = demoEvents(now).map(({ event }) => event);
    const feedback = demoSubmissions(now).filter((demo) => demo.formType === 'event_feedback');

    it(`every feedback is sent after its event started, and names that event as the popup does (seeded ${day})`, () => {
      expect(feedback.length).toBeGreaterThan(0);
      for (const demo of feedback) {
        const event = events.find((candidate) => candidate.name === demo.formData.event_name);
        expect(event, String(demo.formData.event_name)).toBeDefined();
        expect(demo.formData).toMatchObject({ event_title: event!.title, event_date: event!.startDt });
        const sent = now.getTime() - demo.daysAgo * DAY;
        expect(sent, `${event!.title}: sent ${new Date(sent).toISOString()}, starts ${event!.startDt}`).toBeGreaterThan(
          wallTimeInstant(event!.startDt)!.getTime(),
        );
        // Feedback is offered only once the event has ended (SPEC, Event popup).
        expect(sent, `${event!.title} ends ${event!.endDt}`).toBeGreaterThan(wallTimeInstant(event!.endDt)!.getTime());
      }
    });
  }
});
