/**
 * The event popup's feedback view (SPEC, Event popup; sections 3, 5, 8 and 9): a rating 1 to 10 and up to
 * 500 characters, checked with the submit-form function's own event_feedback schema, so the browser and the
 * server agree, and sent as the form 'event_feedback'. Loaded when first wanted (lazy-feedback.ts). It explains
 * itself as the volunteer forms do (docs/decisions/055, 062), with the forms feature's own error summary and
 * confirmation panel.
 */
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { notifyError, notifySuccess, type ToastPlace } from '../../../shared/notify';
import { Icon } from '../../../shared/ui/Icon';
import {
  eventFeedbackSchema,
  FIELD_MESSAGES,
  FORM_MESSAGES,
  HONEYPOT_FIELD,
  MAX_FEEDBACK_LENGTH,
  submitForm,
  type EventFeedback as EventFeedbackPayload,
} from '../../forms';
import { ErrorSummary, FormConfirmation, receivedFeedback, type ReceivedForm, type SummaryProblem } from '../../forms/ui';
import { formatText } from '../../../shared/i18n/catalogue';
import { useLang } from '../../../shared/i18n/text-context';
import { langAttributeOf } from '../../../shared/i18n/officer-text';
import { eventTitleIn } from '../core/event-texts';
import type { EventRecord, EventView } from '../core/event';
import type { EventsText } from '../events-text';
import { useEventsText } from '../events-text-context';
import type { FeedbackValues } from './lazy-feedback';
import './event-feedback.css';

/** Ratings 1 to 10; the ends carry the spec's words (the catalogue's `poor` and `outstanding`). */
export const FEEDBACK_RATINGS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

/** The live counter under the text: characters left of the 500. */
export function feedbackCharactersLeft(feedback: string): number {
  return Math.max(0, MAX_FEEDBACK_LENGTH - feedback.length);
}

/** The feedback's two fields, as the error summary names them. */
export type FeedbackField = 'rating' | 'feedback';

/** Each field's problem, under it and in the summary's link (the generic messages of the volunteer forms), in the page's language. */
const fieldProblems = (t: EventsText['feedback']): Readonly<Record<FeedbackField, SummaryProblem>> => ({
  rating: { name: 'rating', label: t.ratingLabel, message: t.chooseOption },
  feedback: { name: 'feedback', label: t.label, message: t.required },
});

/**
 * A message of the form's rules (the submit-form function's, in English) as the page's language says it;
 * a refusal no text here names reads as the rule wrote it in English, and as a general one in Spanish.
 */
function feedbackMessageIn(t: EventsText['feedback'], message: string): string {
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

export type FeedbackCheck = { ok: true; payload: EventFeedbackPayload } | { ok: false; message: string; missing: FeedbackField[] };

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
 * Sends a visitor's feedback on an event (SPEC, Event popup) as the form 'event_feedback', with the page's
 * language (docs/decisions/068).
 */
const useSendFeedback = () => {
  const lang = useLang();
  return useMutation({
    mutationFn: (feedback: EventFeedbackPayload) => submitForm('event_feedback', feedback, [], lang),
  });
};

interface EventFeedbackProps {
  event: EventView;
  values: FeedbackValues;
  onChange: (values: FeedbackValues) => void;
  onBack: () => void;
  /**
   * The feedback was received, with what its confirmation shows: the popup empties what it keeps, so the form
   * starts empty next time, and returns to the gallery (SPEC, Event popup) with the confirmation above it.
   */
  onSubmitted: (received: ReceivedForm) => void;
  /** Where its toasts show: the popup's own Toaster. */
  place: ToastPlace;
}

/**
 * The feedback view: the rating, the text with its counter, and Submit, which stays enabled (docs/decisions/062):
 * a press with something missing shows the error summary, with the spec's warning, and the problem under each
 * field; once received, the popup returns to the gallery, which shows the confirmation (`FeedbackReceived`).
 */
export function EventFeedback({ event, values, onChange, onBack, onSubmitted, place }: EventFeedbackProps) {
  const t = useEventsText().feedback;
  const lang = useLang();
  const title = eventTitleIn(event, lang);
  const problems = fieldProblems(t);
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  // Whether Submit was pressed with a field missing: the summary then follows the fields until both are filled.
  const [pressed, setPressed] = useState(false);
  // What the schema refused that no field mends (a title it would refuse), shown alone in the summary.
  const [refusal, setRefusal] = useState('');
  const [summaryShown, setSummaryShown] = useState(0);
  const send = useSendFeedback();
  const sending = send.isPending;
  const left = feedbackCharactersLeft(values.feedback);
  const missing = pressed ? missingFeedback(values) : [];
  const summaryText = missing.length > 0 ? t.incomplete : refusal;
  const anchorOf = (name: string) => `${id}-${name}`;
  const problemOf = (field: FeedbackField) => (missing.includes(field) ? problems[field].message : undefined);
  const ratingProblem = problemOf('rating');
  const textProblem = problemOf('feedback');

  // The view slid in: focus its heading, so a screen reader starts reading at the top of it.
  useEffect(() => heading.current?.focus(), []);
  // Each press with problems brings the focus to the summary, so it is read first (GOV.UK's pattern).
  useEffect(() => {
    if (summaryShown === 0) return;
    summary.current?.focus({ preventScroll: true });
    summary.current?.scrollIntoView({ block: 'start' });
  }, [summaryShown]);

  const submit = (formEvent: SubmitEvent<HTMLFormElement>) => {
    formEvent.preventDefault();
    if (sending) return;
    const checked = checkFeedback(event, values);
    if (!checked.ok) {
      setPressed(true);
      setRefusal(checked.missing.length > 0 ? '' : feedbackMessageIn(t, checked.message));
      setSummaryShown((count) => count + 1);
      return;
    }
    setPressed(false);
    setRefusal('');
    const sent = { eventTitle: event.title, eventTitle_es: event.title_es, rating: values.rating };
    send.mutate(checked.payload, {
      onSuccess: (receipt) => {
        notifySuccess(t.submitted, place);
        onSubmitted(receivedFeedback(sent, new Date(), receipt.reference));
      },
      onError: (error) => notifyError(t.failed, error, place),
    });
  };

  return (
    <div className="event-feedback">
      <button type="button" className="button button--ghost event-feedback__back" onClick={onBack}>
        <Icon name="arrow_back" size={20} />
        {t.back}
      </button>
      <p className="event-feedback__eyebrow">{t.eyebrow}</p>
      <h2 id="event-popup-title" ref={heading} tabIndex={-1} lang={langAttributeOf(lang, title)}>
        {title.text}
      </h2>
      <form className="event-feedback__form" onSubmit={submit} noValidate aria-busy={sending}>
        {summaryText && (
          <ErrorSummary ref={summary} problems={missing.map((field) => problems[field])} anchorOf={anchorOf} description={summaryText} />
        )}
        <fieldset
          id={anchorOf('rating')}
          className="rating"
          role="radiogroup"
          aria-invalid={ratingProblem ? true : undefined}
          aria-describedby={ratingProblem ? `${id}-rating-problem` : undefined}
        >
          <legend>{t.rating}</legend>
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
                {rating === 1 && <span className="visually-hidden"> {t.poor}</span>}
                {rating === FEEDBACK_RATINGS.length && <span className="visually-hidden"> {t.outstanding}</span>}
              </label>
            ))}
          </div>
          <div className="rating__ends" aria-hidden="true">
            <span>{t.poor}</span>
            <span>{t.outstanding}</span>
          </div>
          {ratingProblem && (
            <p id={`${id}-rating-problem`} className="event-feedback__problem">
              {ratingProblem}
            </p>
          )}
        </fieldset>
        {/* A box-less anchor the summary's link leads to, the form's column left as it is. */}
        <div id={anchorOf('feedback')} className="event-feedback__slot">
          <label className="event-feedback__label" htmlFor={`${id}-text`}>
            {t.label}
          </label>
          <textarea
            id={`${id}-text`}
            className="event-feedback__text"
            rows={6}
            maxLength={MAX_FEEDBACK_LENGTH}
            value={values.feedback}
            aria-invalid={textProblem ? true : undefined}
            aria-describedby={textProblem ? `${id}-text-problem ${id}-left` : `${id}-left`}
            onChange={(change) => onChange({ ...values, feedback: change.target.value })}
          />
          {textProblem && (
            <p id={`${id}-text-problem`} className="event-feedback__problem">
              {textProblem}
            </p>
          )}
          <p id={`${id}-left`} className="event-feedback__left" aria-live="polite">
            {formatText(t.left, { left })}
          </p>
        </div>
        <button type="submit" className="button" disabled={sending}>
          {sending ? t.sending : t.submit}
        </button>
      </form>
    </div>
  );
}

/**
 * The confirmation of a feedback just received (docs/decisions/062), which the gallery shows above the event
 * once the popup is back there: the reference, what happens next and what was sent. It lives in this view's
 * code, which is loaded by then, so the popup's first load does not carry it.
 */
export function FeedbackReceived({ received }: { received: ReceivedForm }) {
  return <FormConfirmation received={received} />;
}
