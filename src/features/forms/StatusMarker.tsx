import type { Submission } from './forms';
import { statusAction } from './dashboard-model';

/** The row's status marker (SPEC section 4): a button named by what it does, Mark as read or Mark as unread. */
export function StatusMarker({ row, onToggle }: { row: Submission; onToggle: (row: Submission) => void }) {
  return (
    <button type="button" className="status-marker" data-row-id={row._id} onClick={() => onToggle(row)}>
      <span className="status-marker__dot" aria-hidden="true" />
      {statusAction(row.status).label}
    </button>
  );
}
