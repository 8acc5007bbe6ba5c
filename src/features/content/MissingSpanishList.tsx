import { CONTENT_TEXT } from './content-messages';
import type { MissingSpanish } from './missing-spanish';

/** Puts the cursor in a Spanish field of the tool; the browser scrolls to it. */
function focusField(fieldId: string) {
  document.querySelector<HTMLElement>(`[data-field-id="${CSS.escape(fieldId)}"]`)?.focus();
}

/**
 * The texts the Spanish site still shows in English (docs/decisions/070), as saved: each a button to the
 * field where its Spanish is written, or a line saying every text has one.
 */
export function MissingSpanishList({ missing }: { missing: readonly MissingSpanish[] }) {
  if (missing.length === 0) return <p className="content-section">{CONTENT_TEXT.allInSpanish}</p>;
  return (
    <div className="content-section">
      <p className="content-section__hint">{CONTENT_TEXT.withoutSpanishLead}</p>
      <ul className="missing-spanish">
        {missing.map((text) => (
          <li key={text.fieldId}>
            <button type="button" className="link-button" onClick={() => focusField(text.fieldId)}>
              {text.label}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
