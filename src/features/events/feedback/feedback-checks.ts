/**
 * The event popup's feedback form (SPEC, Event popup; sections 3, 5 and 9). What it sends is checked with
 * the submit-form function's own event_feedback schema, so the browser and the server agree.
 */
import type { EventRecord } from '../core/event';
import type { FeedbackValues } from './feedback-draft';
import { MAX_FEEDBACK_LENGTH } from '../../forms';
import { FORM_MESSAGES } from '../../forms';
import { eventFeedbackSchema, HONEYPOT_FIELD, type EventFeedback } from '../../forms';

export { MAX_FEEDBACK_LENGTH };

/** Ratings 1 to 10; the ends carry the spec's words. */
export const FEEDBACK_RATINGS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
export const RATING_END_LABELS = { low: 'Poor', high: 'Outstanding' } as const;

export { EMPTY_FEEDBACK, type FeedbackValues } from './feedback-draft';

/** The live counter under the text: characters left of the 500. */
export function feedbackCharactersLeft(feedback: string): number {
  return Math.max(0, MAX_FEEDBACK_LENGTH - feedback.length);
}

export type FeedbackCheck = { ok: true; payload: EventFeedback } | { ok: false; message: string };

/**
 * The payload for form_type 'event_feedback', or the message to show. A missing rating or empty text is
 * the spec's one warning; the schema's own messages cover the rest (too long, a title it would refuse).
 */
export function checkFeedback(event: Pick<EventRecord, 'name' | 'title' | 'startDt'>, values: FeedbackValues): FeedbackCheck {
  if (!(values.rating > 0) || values.feedback.trim() === '') return { ok: false, message: FORM_MESSAGES.feedbackIncomplete };
  const parsed = eventFeedbackSchema.safeParse({
    rating: values.rating,
    feedback: values.feedback,
    event_name: event.name,
    event_title: event.title,
    // The start wall time: the day a reader of the Event Feedback tab needs, in the API's own format.
    event_date: event.startDt,
  });
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? FORM_MESSAGES.feedbackIncomplete };
  const { [HONEYPOT_FIELD]: _honeypot, ...payload } = parsed.data;
  return { ok: true, payload };
}
