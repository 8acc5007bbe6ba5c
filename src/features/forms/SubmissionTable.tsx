import { LONG_TEXT_KEYS } from './dashboard-model';
import { SubmissionCell } from './SubmissionCell';
import type { SubmissionListProps } from './SubmissionSection';
import { StatusMarker } from './StatusMarker';

/** Wide screens: one table, in a focusable region that scrolls sideways when the columns do not fit. */
export function SubmissionTable({ label, rows, columns, onToggleStatus, onOpenReceipt, claimFocus }: SubmissionListProps) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls sideways must be reachable by keyboard to scroll it (WCAG 2.1.1; axe's scrollable-region-focusable)
    <div className="submission-table__scroll" role="region" aria-label={label} tabIndex={0}>
      <table className="submission-table">
        <thead>
          <tr>
            <th scope="col">Status</th>
            {columns.map((column) => (
              <th key={column.key} scope="col">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row._id}>
              <td>
                <StatusMarker row={row} onToggle={onToggleStatus} claimFocus={claimFocus} />
              </td>
              {columns.map((column) => (
                <td
                  key={column.key}
                  data-column={column.key}
                  className={LONG_TEXT_KEYS.has(column.key) ? 'submission-table__long' : undefined}
                >
                  <SubmissionCell column={column} row={row} onOpenReceipt={onOpenReceipt} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
