import { useId } from 'react';
import { GuardedLink } from '../../shared/admin/GuardedLink';
import { CONTENT_TEXT } from './content-messages';
import { groupMissingSpanish, type MissingSpanish } from './missing-spanish';

/** Puts the cursor in a Spanish field of the tool; the browser scrolls to it. */
function focusField(fieldId: string) {
  document.querySelector<HTMLElement>(`[data-field-id="${CSS.escape(fieldId)}"]`)?.focus();
}

function Entry({ entry }: { entry: MissingSpanish }) {
  if ('href' in entry.place) {
    return (
      <GuardedLink href={entry.place.href} className="link-button">
        {entry.label}
      </GuardedLink>
    );
  }
  const { fieldId } = entry.place;
  return (
    <button type="button" className="link-button" onClick={() => focusField(fieldId)}>
      {entry.label}
    </button>
  );
}

interface Props {
  missing: readonly MissingSpanish[];
  /** The events', committees', grades' and slots' texts are still being read. */
  checking: boolean;
  /** They could not be read: the list holds only the site texts and the board. */
  failed: boolean;
}

/**
 * The texts the Spanish site still shows in English (docs/decisions/070, 071), as saved, by kind: each a button
 * to the field of this tool where its Spanish is written, or a link to the tool that edits it; a long group
 * shows its first entries and how many more. A line says when every text has one.
 */
export function MissingSpanishList({ missing, checking, failed }: Props) {
  const id = useId();
  const groups = groupMissingSpanish(missing);
  const status = checking ? CONTENT_TEXT.checkingOthers : failed ? CONTENT_TEXT.othersFailed : null;
  if (groups.length === 0 && !status) return <p className="content-section">{CONTENT_TEXT.allInSpanish}</p>;
  return (
    <div className="content-section">
      {groups.length > 0 && <p className="content-section__hint">{CONTENT_TEXT.withoutSpanishLead}</p>}
      {groups.map((group) => (
        <div key={group.kind} className="missing-spanish" role="group" aria-labelledby={`${id}-${group.kind}`}>
          <h3 id={`${id}-${group.kind}`} className="missing-spanish__heading">
            {CONTENT_TEXT.spanishKinds[group.kind]}
          </h3>
          <ul className="missing-spanish__list">
            {group.shown.map((entry, index) => (
              // Two items may share a name (two events of one title); the list is drawn anew from each read.
              <li key={index}>
                <Entry entry={entry} />
              </li>
            ))}
          </ul>
          {group.more > 0 && <p className="missing-spanish__more">{CONTENT_TEXT.moreWithoutSpanish(group.more)}</p>}
        </div>
      ))}
      {status && (
        <p className="content-section__hint" role={failed && !checking ? 'alert' : 'status'}>
          {status}
        </p>
      )}
    </div>
  );
}
