/**
 * The event popup's feedback view (SPEC, Event popup; sections 3, 5, 8 and 9): a rating 1 to 10 and up to
 * 500 characters, checked with the submit-form function's own event_feedback schema, so the browser and the
 * server agree, and sent as the form 'event_feedback'. Loaded when first wanted (lazy-feedback.ts).
 */
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { notifyError, notifySuccess, type ToastPlace } from '../../../shared/notify';
import { Icon } from '../../../shared/ui/Icon';
import {
  eventFeedbackSchema,
  FORM_MESSAGES,
  HONEYPOT_FIELD,
  MAX_FEEDBACK_LENGTH,
  submitForm,
  type EventFeedback as EventFeedbackPayload,
} from '../../forms';
import type { EventRecord, EventView } from '../core/event';
import type { FeedbackValues } from './lazy-feedback';
import './event-feedback.css';

/** Ratings 1 to 10; the ends carry the spec's words. */
export const FEEDBACK_RATINGS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
export const RATING_END_LABELS = { low: 'Poor', high: 'Outstanding' } as const;

/** The live counter under the text: characters left of the 500. */
export function feedbackCharactersLeft(feedback: string): number {
  return Math.max(0, MAX_FEEDBACK_LENGTH - feedback.length);
}

export type FeedbackCheck = { ok: true; payload: EventFeedbackPayload } | { ok: false; message: string };

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

/** Sends a visitor's feedback on an event (SPEC, Event popup) as the form 'event_feedback'. */
const useSendFeedback = () =>
  useMutation({
    mutationFn: (feedback: EventFeedbackPayload) => submitForm('event_feedback', feedback),
  });

interface EventFeedbackProps {
  event: EventView;
  values: FeedbackValues;
  onChange: (values: FeedbackValues) => void;
  onBack: () => void;
  onSubmitted: () => void;
  /** Where its toasts show: the popup's own Toaster. */
  place: ToastPlace;
}

/** The feedback view: the rating, the text with its counter, and Submit. */
export function EventFeedback({ event, values, onChange, onBack, onSubmitted, place }: EventFeedbackProps) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [warning, setWarning] = useState('');
  const send = useSendFeedback();
  const sending = send.isPending;
  const left = feedbackCharactersLeft(values.feedback);

  // The view slid in: focus its heading, so a screen reader starts reading at the top of it.
  useEffect(() => heading.current?.focus(), []);

  const submit = (formEvent: SubmitEvent<HTMLFormElement>) => {
    formEvent.preventDefault();
    if (sending) return;
    const checked = checkFeedback(event, values);
    if (!checked.ok) {
      setWarning(checked.message);
      return;
    }
    setWarning('');
    send.mutate(checked.payload, {
      onSuccess: () => {
        notifySuccess(FORM_MESSAGES.feedbackSubmitted, place);
        onSubmitted();
      },
      onError: (error) => notifyError(FORM_MESSAGES.feedbackFailed, error, place),
    });
  };

  return (
    <div className="event-feedback">
      <button type="button" className="button button--ghost event-feedback__back" onClick={onBack}>
        <Icon name="arrow_back" size={20} />
        Back To Event
      </button>
      <p className="event-feedback__eyebrow">Event Feedback</p>
      <h2 id="event-popup-title" ref={heading} tabIndex={-1}>
        {event.title}
      </h2>
      <form className="event-feedback__form" onSubmit={submit} noValidate aria-busy={sending}>
        <fieldset className="rating" role="radiogroup">
          <legend>How would you rate this event?</legend>
          <div className="rating__choices">
            {FEEDBACK_RATINGS.map((rating) => (
              <label key={rating} className="rating__choice">
                <input
                  type="radio"
                  name={`${id}-rating`}
                  value={rating}
                  checked={values.rating === rating}
                  onChange={() => onChange({ ...values, rating })}
                />
                <span className="rating__number">{rating}</span>
                {rating === 1 && <span className="visually-hidden"> {RATING_END_LABELS.low}</span>}
                {rating === FEEDBACK_RATINGS.length && <span className="visually-hidden"> {RATING_END_LABELS.high}</span>}
              </label>
            ))}
          </div>
          <div className="rating__ends" aria-hidden="true">
            <span>{RATING_END_LABELS.low}</span>
            <span>{RATING_END_LABELS.high}</span>
          </div>
        </fieldset>
        <label className="event-feedback__label" htmlFor={`${id}-text`}>
          Feedback
        </label>
        <textarea
          id={`${id}-text`}
          className="event-feedback__text"
          rows={6}
          maxLength={MAX_FEEDBACK_LENGTH}
          value={values.feedback}
          aria-describedby={`${id}-left`}
          onChange={(change) => onChange({ ...values, feedback: change.target.value })}
        />
        <p id={`${id}-left`} className="event-feedback__left" aria-live="polite">
          {left} characters left
        </p>
        {warning && (
          <p className="event-feedback__warning problem-note" role="alert">
            {warning}
          </p>
        )}
        <button type="submit" className="button" disabled={sending}>
          {sending ? 'Sending…' : 'Submit'}
        </button>
      </form>
    </div>
  );
}
