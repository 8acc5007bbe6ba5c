import { useEffect, useId, useRef } from 'react';
import { confirmationContent, type ReceivedForm } from './confirmation-panel';
import { useFormPanelText } from './form-panel-text';
import { formatText } from '../../shared/i18n/catalogue';
import { useLang } from '../../shared/i18n/text-context';
import { isTyping } from '../../shared/ui/is-typing';
import './form-confirmation.css';

interface FormConfirmationProps {
  received: ReceivedForm;
  /**
   * The panel's button, 'Send another', which brings back an empty volunteer form; the feedback's has none. Before
   * the island runs, or without scripts, it asks the page for that form again (`query`).
   */
  done?: { label: string; onClick: () => void; query: Record<string, string> };
}

/**
 * Stands in the form's place once it was received (docs/decisions/028, 055): its reference, where the copy
 * was mailed, what happens next, and what was sent and when, so the sender can tell it arrived after the
 * toast has gone. Its heading takes the focus when it appears, so a screen reader reads it and the keyboard
 * starts from there. The volunteer forms and the event feedback (docs/decisions/062) share it; its words follow the
 * island's language (form-panel-text.ts).
 */
export function FormConfirmation({ received, done }: FormConfirmationProps) {
  const lang = useLang();
  const text = useFormPanelText();
  const content = confirmationContent(received, text, lang);
  // On a Spanish page an officers' text without its Spanish (an event's title, an activity's name) is English, and marked so.
  const englishData = lang === 'en' ? undefined : 'en';
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // A page that answered the form itself hydrates later: someone already typing elsewhere keeps their place.
    if (isTyping()) return;
    // Scrolled into view by the page's scroll padding, so the heading never sits under the locked header.
    heading.current?.focus({ preventScroll: true });
    // Its top, not its nearest edge: the panel is taller than a phone's screen and starts with what matters.
    heading.current?.closest('section')?.scrollIntoView({ block: 'start' });
  }, []);

  return (
    <section className="form-confirmation" aria-labelledby={headingId}>
      <svg className="form-confirmation__mark" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" />
      </svg>
      <h2 id={headingId} ref={heading} tabIndex={-1} className="form-confirmation__heading">
        {content.heading}
      </h2>
      {received.reference && (
        <div className="form-confirmation__reference">
          <p>{text.referenceLabel}</p>
          <p className="form-confirmation__reference-value">{received.reference}</p>
          <p className="form-confirmation__reference-hint">{text.referenceHint}</p>
        </div>
      )}
      {received.formType !== 'event_feedback' && received.email && (
        <p className="form-confirmation__emailed">{formatText(text.emailedCopy, { address: received.email })}</p>
      )}
      <h3 className="form-confirmation__next-heading">{text.nextHeading}</h3>
      <ul className="form-confirmation__next">
        {content.nextSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ul>
      {received.formType !== 'event_feedback' && received.statusPage && (
        <p className="form-confirmation__status">
          <a href={received.statusPage}>{text.statusLink}</a>
          <br />
          <span className="form-confirmation__reference-hint">{text.statusLinkHint}</span>
        </p>
      )}
      <dl className="form-confirmation__details">
        <div>
          <dt>{text.form}</dt>
          <dd>{content.formName}</dd>
        </div>
        <div>
          <dt>{text.sent}</dt>
          <dd>{content.sentAt}</dd>
        </div>
        {content.details.map(({ label, value, english }) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd lang={english ? englishData : undefined}>{value}</dd>
          </div>
        ))}
      </dl>
      {done && (
        // Asks the page itself, without the address's #fragment: a GET to the same address and a fragment would only scroll.
        <form method="get" action="?" className="form-confirmation__actions">
          {Object.entries(done.query).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <button
            type="submit"
            className="button"
            onClick={(event) => {
              event.preventDefault();
              done.onClick();
            }}
          >
            {done.label}
          </button>
        </form>
      )}
    </section>
  );
}
