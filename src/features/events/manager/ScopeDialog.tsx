import { useId } from 'react';
import { Modal } from '../../../shared/ui/Modal';
import { SERIES_SCOPES, type SeriesScope } from '../core/event-schema';
import { SERIES_TEXT } from '../event-messages';

interface ScopeDialogProps {
  /** The question open: a save or a delete of one occurrence; null while closed. */
  action: 'save' | 'delete' | null;
  /** The repeat or skipped dates were changed: "This event" cannot apply them, so it is not offered. */
  repeatChanged: boolean;
  onChoose: (scope: SeriesScope) => void;
  onCancel: () => void;
}

/**
 * Which events a save or delete of one occurrence means (DESIGN section 9; docs/decisions/064): "This event",
 * "This and following events" or "All events", each with a line saying what it does, or Cancel (Escape too),
 * which returns to the editor with focus on the button that asked.
 */
export function ScopeDialog({ action, repeatChanged, onChoose, onCancel }: ScopeDialogProps) {
  const headingId = useId();
  const questionId = useId();
  const text = SERIES_TEXT.dialog;
  const thisBlocked = action === 'save' && repeatChanged;
  return (
    <Modal open={action !== null} onClose={onCancel} labelledBy={headingId} className="scope-dialog">
      {action && (
        <div className="scope-dialog__panel">
          <h2 id={headingId}>{action === 'save' ? text.saveHeading : text.deleteHeading}</h2>
          <p id={questionId}>{action === 'save' ? text.saveQuestion : text.deleteQuestion}</p>
          <ul className="scope-dialog__choices" aria-labelledby={questionId}>
            {SERIES_SCOPES.map((scope) => {
              const explanationId = `${headingId}-${scope}`;
              const blocked = scope === 'this' && thisBlocked;
              return (
                <li key={scope}>
                  <button
                    type="button"
                    className={action === 'delete' ? 'button button--danger' : 'button'}
                    disabled={blocked}
                    aria-describedby={explanationId}
                    onClick={() => onChoose(scope)}
                  >
                    {text[scope]}
                  </button>
                  <p id={explanationId} className="scope-dialog__explained">
                    {blocked ? text.thisNotWithRepeat : text.explained[action][scope]}
                  </p>
                </li>
              );
            })}
          </ul>
          <div className="scope-dialog__actions">
            <button type="button" className="button button--ghost" onClick={onCancel}>
              {text.cancel}
            </button>
          </div>
        </div>
      )}
    </Modal>
  );
}
