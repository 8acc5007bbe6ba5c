import { DASHBOARD_MESSAGES } from './submissions-messages';
import type { SubmissionListProps } from './SubmissionSection';
import { SubmissionRow } from './SubmissionRow';

/**
 * A section's rows: the status marker and the few columns that tell rows apart, each row opening its details
 * below it. Fixed column widths (one colgroup per tab) keep the Unread and Read tables' columns in line.
 */
export function SubmissionTable({ label, rows, columns, ...row }: SubmissionListProps) {
  return (
    <div className="submission-table__box">
      <table className="submission-table" aria-label={label}>
        <colgroup>
          <col className="submission-table__col--status" />
          {columns.map((column) => (
            <col key={column.key} className={`submission-table__col--${column.size}`} data-column={column.key} />
          ))}
        </colgroup>
        <thead>
          <tr>
            <th scope="col">
              <span className="submission-table__status-heading">{DASHBOARD_MESSAGES.status}</span>
            </th>
            {columns.map((column) => (
              <th key={column.key} scope="col" data-column={column.key} data-size={column.size}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((submission) => (
            <SubmissionRow key={submission._id} row={submission} columns={columns} {...row} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
