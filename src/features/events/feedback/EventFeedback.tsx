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
import { HONEYPOT_FIELD, MAX_FEEDBACK_LENGTH, submitForm, type EventFeedback as EventFeedbackPayload } from '../../forms';
import { ErrorSummary, FormConfirmation, Honeypot, receivedFeedback, type ReceivedForm, type SummaryProblem } from '../../forms/ui';
import { formatText } from '../../../shared/i18n/catalogue';
import { isTyping } from '../../../shared/ui/is-typing';
import { textEntries } from '../../../shared/posted-text';
import { useLang } from '../../../shared/i18n/text-context';
import { langAttributeOf } from '../../../shared/i18n/officer-text';
import { eventTitleIn } from '../core/event-texts';
import type { EventView } from '../core/event';
import type { EventsText } from '../events-text';
import { useEventsText } from '../events-text-context';
import {
  checkFeedback,
  FEEDBACK_RATINGS,
  feedbackCharactersLeft,
  feedbackMessageIn,
  missingFeedback,
  postedFeedbackValues,
  type FeedbackField,
} from './feedback-check';
import { FEEDBACK_VIEW, GALLERY_VIEW, VIEW_QUERY, type FeedbackValues } from './posted-feedback';
import './event-feedback.css';

/** Each field's problem, under it and in the summary's link (the generic messages of the volunteer forms), in the page's language. */
const fieldProblems = (t: EventsText['feedback']): Readonly<Record<FeedbackField, SummaryProblem>> => ({
  rating: { name: 'rating', label: t.ratingLabel, message: t.chooseOption },
  feedback: { name: 'feedback', label: t.label, message: t.required },
});

/**
 * Sends a visitor's feedback on an event (SPEC, Event popup) as the form 'event_feedback', with the page's
 * language (docs/decisions/068).
 */
const useSendFeedback = () => {
  const lang = useLang();
  return useMutation({
    mutationFn: (feedback: EventFeedbackPayload & Partial<Record<typeof HONEYPOT_FIELD, string>>) =>
      submitForm('event_feedback', feedback, [], lang),
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
  /**
   * The view as its page drew it (docs/decisions/075): an address that names it, or the answer to this form sent
   * without scripts, with its problems shown at once. It is in place: it does not slide in.
   */
  posted?: { pressed: boolean; refusal: string };
}

/**
 * The feedback view: the rating, the text with its counter, and Submit, which stays enabled (docs/decisions/062):
 * a press with something missing shows the error summary, with the spec's warning, and the problem under each
 * field; once received, the popup returns to the gallery, which shows the confirmation (`FeedbackReceived`).
 */
export function EventFeedback({ event, values, onChange, onBack, onSubmitted, place, posted }: EventFeedbackProps) {
  const t = useEventsText().feedback;
  const lang = useLang();
  const title = eventTitleIn(event, lang);
  const problems = fieldProblems(t);
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  // Whether Submit was pressed with a field missing: the summary then follows the fields until both are filled.
  const [pressed, setPressed] = useState(posted?.pressed ?? false);
  // What the schema refused that no field mends (a title it would refuse), shown alone in the summary.
  const [refusal, setRefusal] = useState(posted?.refusal ?? '');
  // A page drawn with problems shows its summary first, as a press would.
  const [summaryShown, setSummaryShown] = useState(posted && (posted.pressed || posted.refusal) ? 1 : 0);
  const [honeypot, setHoneypot] = useState('');
  const send = useSendFeedback();
  const sending = send.isPending;
  const left = feedbackCharactersLeft(values.feedback);
  const missing = pressed ? missingFeedback(values) : [];
  const summaryText = missing.length > 0 ? t.incomplete : refusal;
  const anchorOf = (name: string) => `${id}-${name}`;
  const problemOf = (field: FeedbackField) => (missing.includes(field) ? problems[field].message : undefined);
  const ratingProblem = problemOf('rating');
  const textProblem = problemOf('feedback');

  // The view slid in: focus its heading, so a screen reader starts reading at the top of it. A view its page
  // drew (docs/decisions/075) may have been typed in before its island ran: the island takes over what the
  // form holds, and leaves the focus where the visitor is typing.
  useEffect(() => {
    if (posted && form.current) {
      const fields = Object.fromEntries(textEntries(new FormData(form.current)));
      const typed = postedFeedbackValues(fields);
      if (typed.rating !== values.rating || typed.feedback !== values.feedback) onChange(typed);
      if (fields[HONEYPOT_FIELD]) setHoneypot(fields[HONEYPOT_FIELD]);
      if (isTyping()) return;
    }
    heading.current?.focus();
    // Once, as the view appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // Each press with problems brings the focus to the summary, so it is read first (GOV.UK's pattern).
  // The summary a page drew leaves the focus where the visitor is typing, as the heading does.
  const drawnSummary = useRef(summaryShown);
  useEffect(() => {
    if (summaryShown === 0 || (summaryShown === drawnSummary.current && isTyping())) return;
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
    // A filled honeypot goes with it: the server answers it as received and keeps nothing.
    send.mutate(honeypot ? { ...checked.payload, [HONEYPOT_FIELD]: honeypot } : checked.payload, {
      onSuccess: (receipt) => {
        notifySuccess(t.submitted, place);
        onSubmitted(receivedFeedback(sent, new Date(), receipt.reference));
      },
      onError: (error) => notifyError(t.failed, error, place),
    });
  };

  return (
    <div className={posted ? 'event-feedback' : 'event-feedback event-feedback--slide'}>
      {/* Without scripts (docs/decisions/075) it asks the event's page for its gallery. */}
      <form method="get">
        <button
          type="submit"
          name={VIEW_QUERY}
          value={GALLERY_VIEW}
          className="button button--ghost event-feedback__back"
          onClick={(click) => {
            click.preventDefault();
            onBack();
          }}
        >
          <Icon name="arrow_back" size={20} />
          {t.back}
        </button>
      </form>
      <p className="event-feedback__eyebrow">{t.eyebrow}</p>
      <h2 id="event-popup-title" ref={heading} tabIndex={-1} lang={langAttributeOf(lang, title)}>
        {title.text}
      </h2>
      <form
        ref={form}
        className="event-feedback__form"
        onSubmit={submit}
        noValidate
        aria-busy={sending}
        // Sent to the event's page itself when the popup's scripts have not run (docs/decisions/075).
        method="post"
        action={`?${VIEW_QUERY}=${FEEDBACK_VIEW}`}
      >
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
          {/* The ends' words by 1 and by 10, whether the numbers run in one row or, on a phone, in two. */}
          <div className="rating__scale">
            <div className="rating__choices">
              {FEEDBACK_RATINGS.map((rating) => (
                <label key={rating} className="rating__choice">
                  <input
                    type="radio"
                    name="rating"
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
            <span className="rating__end rating__end--low" aria-hidden="true">
              {t.poor}
            </span>
            <span className="rating__end rating__end--high" aria-hidden="true">
              {t.outstanding}
            </span>
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
            name="feedback"
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
        <Honeypot value={honeypot} onChange={setHoneypot} />
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
