import { forwardRef, useId } from 'react';
import { useFormPanelText } from './form-panel-text';
import { formatText } from '../../shared/i18n/catalogue';
import './error-summary.css';

export interface SummaryProblem {
  name: string;
  label: string;
  message: string;
}

interface ErrorSummaryProps {
  problems: readonly SummaryProblem[];
  /** The id of a field's anchor in the form (its control is focused when its link is followed). */
  anchorOf: (name: string) => string;
  /**
   * The id of a field's first control, where the form gives its controls known ids: the link leads there, so
   * that without scripts the browser focuses it too (a page's answer to a form sent without them, decision 082).
   */
  controlOf?: (name: string) => string;
  /** A sentence under the heading, before the links: the event feedback's one warning (SPEC section 5). */
  description?: string;
}

/** Moves focus to a field's first control and brings its label into view, below the locked header. */
export function focusField(anchorId: string): void {
  const anchor = document.getElementById(anchorId);
  const control = anchor?.querySelector<HTMLElement>('input:not([type="hidden"]):not([tabindex="-1"]), select, textarea, button');
  if (!control) return;
  control.focus({ preventScroll: true });
  (control.closest('.field') ?? control).scrollIntoView({ block: 'center' });
}

/**
 * GOV.UK's error summary (docs/decisions/055): shown at the top of a form when Submit is pressed with
 * problems, "There is a problem" and one link per field, which moves focus to that field. The form focuses
 * it as it appears, so a screen reader reads the list and the keyboard starts from it. The volunteer forms and
 * the event feedback (docs/decisions/062) and the sign-up form share it; its words follow the island's language
 * (form-panel-text.ts).
 */
export const ErrorSummary = forwardRef<HTMLDivElement, ErrorSummaryProps>(function ErrorSummary(
  { problems, anchorOf, controlOf = anchorOf, description },
  ref,
) {
  const headingId = useId();
  const text = useFormPanelText();
  return (
    <div ref={ref} className="error-summary" tabIndex={-1} role="alert" aria-labelledby={headingId}>
      <h2 id={headingId} className="error-summary__title">
        {text.problemHeading}
      </h2>
      {description && <p className="error-summary__description">{description}</p>}
      <ul className="error-summary__list">
        {problems.map((problem) => (
          <li key={problem.name}>
            <a
              href={`#${controlOf(problem.name)}`}
              onClick={(event) => {
                event.preventDefault();
                focusField(anchorOf(problem.name));
              }}
            >
              {formatText(text.problemLink, { label: problem.label, message: problem.message })}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
});
