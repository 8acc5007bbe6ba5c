import type { Submission } from './submissions';
import { statusAction } from './dashboard-model';

interface StatusMarkerProps {
  row: Submission;
  onToggle: (row: Submission) => void;
  /** True when focus belongs on this marker as it is drawn: its row was just moved here by a press. */
  claimFocus: (row: Submission) => boolean;
}

/** The row's status marker (SPEC section 4): a button named by what it does, Mark as read or Mark as unread. */
export function StatusMarker({ row, onToggle, claimFocus }: StatusMarkerProps) {
  return (
    <button
      ref={(marker) => {
        if (marker && claimFocus(row)) marker.focus();
      }}
      type="button"
      className="status-marker"
      data-row-id={row._id}
      onClick={() => onToggle(row)}
    >
      <span className="status-marker__dot" aria-hidden="true" />
      {/* On a phone only the dot shows; the words still name the button. */}
      <span className="status-marker__label">{statusAction(row.status).label}</span>
    </button>
  );
}
