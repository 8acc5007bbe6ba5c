import { SubmissionCell } from './SubmissionCell';
import type { SubmissionListProps } from './SubmissionSection';
import { StatusMarker } from './StatusMarker';

/** Narrow screens: one card per submission, each column a term and its value, so nothing scrolls sideways. */
export function SubmissionCards({ label, rows, columns, onToggleStatus, onOpenReceipt, claimFocus }: SubmissionListProps) {
  return (
    <ul className="submission-cards" aria-label={label}>
      {rows.map((row) => (
        <li key={row._id} className="submission-card">
          <dl className="submission-card__fields">
            {columns.map((column) => (
              <div key={column.key} className="submission-card__field">
                <dt>{column.label}</dt>
                <dd>
                  <SubmissionCell column={column} row={row} onOpenReceipt={onOpenReceipt} />
                </dd>
              </div>
            ))}
          </dl>
          <StatusMarker row={row} onToggle={onToggleStatus} claimFocus={claimFocus} />
        </li>
      ))}
    </ul>
  );
}
