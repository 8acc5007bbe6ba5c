import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { notifyError, notifySuccess } from '../../../shared/notify';
import { useSendFeedback } from '../api/use-send-feedback';
import type { EventView } from '../core/event';
import {
  checkFeedback,
  feedbackCharactersLeft,
  FEEDBACK_RATINGS,
  MAX_FEEDBACK_LENGTH,
  RATING_END_LABELS,
  type FeedbackValues,
} from './feedback-checks';
import { FORM_MESSAGES } from '../../forms';
import { Icon } from '../../../shared/ui/Icon';
import './event-feedback.css';
import { EVENT_POPUP_TOASTS } from '../popup/event-popup-toasts';

interface EventFeedbackProps {
  event: EventView;
  values: FeedbackValues;
  onChange: (values: FeedbackValues) => void;
  onBack: () => void;
  onSubmitted: () => void;
}

const place = { containerId: EVENT_POPUP_TOASTS };

/** The feedback view (SPEC, Event popup; sections 5 and 8): a rating 1 to 10 and up to 500 characters. */
export function EventFeedback({ event, values, onChange, onBack, onSubmitted }: EventFeedbackProps) {
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
