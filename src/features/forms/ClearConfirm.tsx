import { useId } from 'react';
import { Modal } from '../../shared/ui/Modal';
import { useFormsText } from './forms-text-context';

interface ClearConfirmProps {
  open: boolean;
  onCancel: () => void;
  onClear: () => void;
}

/** Clear asks first (docs/decisions/055): what was typed goes only when the person says so; Escape keeps it. */
export function ClearConfirm({ open, onCancel, onClear }: ClearConfirmProps) {
  const headingId = useId();
  const text = useFormsText().clearConfirm;
  return (
    <Modal open={open} onClose={onCancel} labelledBy={headingId} className="clear-confirm">
      <div className="clear-confirm__panel">
        <h2 id={headingId}>{text.heading}</h2>
        <p>{text.explained}</p>
        <div className="clear-confirm__actions">
          {/* First in the dialog, so the focus starts on the choice that loses nothing. */}
          <button type="button" className="button button--ghost" onClick={onCancel}>
            {text.keep}
          </button>
          <button type="button" className="button button--danger" onClick={onClear}>
            {text.confirm}
          </button>
        </div>
      </div>
    </Modal>
  );
}
