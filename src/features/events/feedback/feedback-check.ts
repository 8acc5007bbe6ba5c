/**
 * The event feedback's rules (SPEC, Event popup; sections 3, 5 and 9), shared by its view in the popup and the
 * event page's own POST when scripts have not run (docs/decisions/075): the same warning, the same schema as the
 * submit-form function's event_feedback, and the messages in the page's language.
 */
import { eventFeedbackSchema, FIELD_MESSAGES, FORM_MESSAGES, HONEYPOT_FIELD, MAX_FEEDBACK_LENGTH, type EventFeedback } from '../../forms';
import { postedText } from '../../../shared/posted-text';
import type { EventRecord } from '../core/event';
import type { EventsText } from '../events-text';
import type { FeedbackValues } from './posted-feedback';

/** The feedback's two fields, as the error summary names them, and as a form sent without scripts names its parts. */
export type FeedbackField = 'rating' | 'feedback';

/** Ratings 1 to 10; the ends carry the spec's words (the catalogue's `poor` and `outstanding`). */
export const FEEDBACK_RATINGS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

/** The live counter under the text: characters left of the 500. */
export function feedbackCharactersLeft(feedback: string): number {
  return Math.max(0, MAX_FEEDBACK_LENGTH - feedback.length);
}

/**
 * A message of the form's rules (the submit-form function's, in English) as the page's language says it;
 * a refusal no text here names reads as the rule wrote it in English, and as a general one in Spanish.
 */
export function feedbackMessageIn(t: EventsText['feedback'], message: string): string {
  const known: Readonly<Record<string, string>> = {
    [FORM_MESSAGES.feedbackIncomplete]: t.incomplete,
    [FIELD_MESSAGES.tooLong(MAX_FEEDBACK_LENGTH)]: t.tooLong,
  };
  return known[message] ?? (t.refused || message);
}

/** The fields still to fill in: a rating chosen, and some text. */
export function missingFeedback(values: FeedbackValues): FeedbackField[] {
  const missing: FeedbackField[] = [];
  if (!(values.rating > 0)) missing.push('rating');
  if (values.feedback.trim() === '') missing.push('feedback');
  return missing;
}

export type FeedbackCheck = { ok: true; payload: EventFeedback } | { ok: false; message: string; missing: FeedbackField[] };

/**
 * The payload for form_type 'event_feedback', or the message to show and the fields to fill in. A missing
 * rating or empty text is the spec's one warning; the schema's own messages cover the rest (too long, a
 * title it would refuse), which no field of the form can mend.
 */
export function checkFeedback(event: Pick<EventRecord, 'name' | 'title' | 'startDt'>, values: FeedbackValues): FeedbackCheck {
  const missing = missingFeedback(values);
  if (missing.length > 0) return { ok: false, message: FORM_MESSAGES.feedbackIncomplete, missing };
  const parsed = eventFeedbackSchema.safeParse({
    rating: values.rating,
    feedback: values.feedback,
    event_name: event.name,
    event_title: event.title,
    // The start wall time: the day a reader of the Event Feedback tab needs, in the API's own format.
    event_date: event.startDt,
  });
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? FORM_MESSAGES.feedbackIncomplete, missing: [] };
  const { [HONEYPOT_FIELD]: _honeypot, ...payload } = parsed.data;
  return { ok: true, payload };
}

/**
 * The feedback as a plain HTML form sends it (`rating` and `feedback`): a rating that is not a whole number
 * reads as none chosen, which the warning then names; the text's line breaks as typed.
 */
export function postedFeedbackValues(fields: Readonly<Record<string, string>>): FeedbackValues {
  const rating = Number(fields.rating ?? '');
  return { rating: Number.isInteger(rating) ? rating : 0, feedback: postedText(fields.feedback ?? '') };
}
