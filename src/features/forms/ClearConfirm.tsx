import { useId } from 'react';
import { Modal } from '../../shared/ui/Modal';
import { FORM_MESSAGES } from './forms-messages';

interface ClearConfirmProps {
  open: boolean;
  onCancel: () => void;
  onClear: () => void;
}

/** Clear asks first (docs/decisions/055): what was typed goes only when the person says so; Escape keeps it. */
export function ClearConfirm({ open, onCancel, onClear }: ClearConfirmProps) {
  const headingId = useId();
  return (
    <Modal open={open} onClose={onCancel} labelledBy={headingId} className="clear-confirm">
      <div className="clear-confirm__panel">
        <h2 id={headingId}>{FORM_MESSAGES.clearHeading}</h2>
        <p>{FORM_MESSAGES.clearExplained}</p>
        <div className="clear-confirm__actions">
          {/* First in the dialog, so the focus starts on the choice that loses nothing. */}
          <button type="button" className="button button--ghost" onClick={onCancel}>
            {FORM_MESSAGES.clearKeep}
          </button>
          <button type="button" className="button button--danger" onClick={onClear}>
            {FORM_MESSAGES.clearConfirm}
          </button>
        </div>
      </div>
    </Modal>
  );
}
