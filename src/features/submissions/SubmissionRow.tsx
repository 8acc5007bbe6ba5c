import { useId, type ReactNode } from 'react';
import { Icon } from '../../shared/ui/Icon';
import { MailFailedNote } from '../notifications/ui';
import { detailFields, type RowLookup, type SummaryColumn } from './row-display';
import { StatusMarker } from './StatusMarker';
import { SubmissionInvoice } from './SubmissionInvoice';
import { SubmissionReceipts } from './SubmissionReceipts';
import type { Submission } from './submissions';
import { DASHBOARD_MESSAGES } from './submissions-messages';

/** What the Reimbursements tab draws into the rows of its list (docs/decisions/036); the list knows no stages. */
export interface RowWorkflow {
  /** The cell of the `stage` column. */
  stageCell: (row: Submission) => ReactNode;
  /** After the row's fields in its details; `onRowGone` takes focus when a change takes the row out of the list shown. */
  details: (row: Submission, onRowGone: () => void) => ReactNode;
}

/** What every row of a tab shows and does beyond its own data, handed down by the panel. */
export interface RowActions {
  lookup: RowLookup;
  /** The rows whose details are open. */
  opened: ReadonlySet<string>;
  onToggleRow: (row: Submission) => void;
  onToggleStatus: (row: Submission) => void;
  /** Asked as each status marker is drawn: true when focus belongs on it (the row it was pressed on moved here). */
  claimFocus: (row: Submission) => boolean;
  /** Focus for a row a change took out of the list shown (a reimbursement moved out of a stage filter). */
  onRowGone: () => void;
  /** What the tab draws into its rows (the Reimbursements tab's stages). */
  workflow?: RowWorkflow;
}

interface SubmissionRowProps extends RowActions {
  row: Submission;
  columns: SummaryColumn[];
}

/**
 * One submission: its status marker and summary cells; the cell that names it (the sender, or the event) is
 * a disclosure button that opens, in the row below, every field with its label: invoice lines as a table,
 * receipts shown or offered for download, and what the tab draws after them (a reimbursement's workflow,
 * where the officer has read the request before acting).
 */
export function SubmissionRow({
  row,
  columns,
  lookup,
  opened,
  onToggleRow,
  onToggleStatus,
  claimFocus,
  onRowGone,
  workflow,
}: SubmissionRowProps) {
  const detailsId = useId();
  const open = opened.has(row._id);
  const naming = columns.find((column) => column.names);
  const title = naming?.value(row) || DASHBOARD_MESSAGES.untitled;
  return (
    <>
      <tr className={open ? 'submission-row submission-row--open' : 'submission-row'}>
        <td>
          <StatusMarker row={row} onToggle={onToggleStatus} claimFocus={claimFocus} />
        </td>
        {columns.map((column) =>
          column === naming ? (
            <th key={column.key} scope="row" data-column={column.key}>
              <button
                type="button"
                className="submission-row__opener"
                aria-expanded={open}
                aria-controls={detailsId}
                onClick={() => onToggleRow(row)}
              >
                <Icon name="chevron_right" size={20} className="submission-row__chevron" />
                <span>
                  <span className="visually-hidden">{DASHBOARD_MESSAGES.detailsPrefix}</span>
                  {title}
                </span>
              </button>
            </th>
          ) : (
            <td key={column.key} data-column={column.key} data-size={column.size}>
              {workflow && column.key === 'stage' ? workflow.stageCell(row) : column.value(row)}
            </td>
          ),
        )}
      </tr>
      <tr id={detailsId} className="submission-row__details" hidden={!open}>
        <td colSpan={columns.length + 1}>
          {open && (
            <div className="submission-details" role="region" aria-label={DASHBOARD_MESSAGES.detailsOf(title)}>
              <MailFailedNote submission={row} />
              <dl className="submission-details__fields">
                {detailFields(row, lookup).map((field) => (
                  <div
                    key={field.key}
                    className={`submission-details__field submission-details__field--${field.kind}`}
                    data-field={field.key}
                  >
                    <dt>{field.label}</dt>
                    <dd>
                      {field.kind === 'invoices' ? (
                        <SubmissionInvoice row={row} />
                      ) : field.kind === 'receipts' ? (
                        <SubmissionReceipts row={row} />
                      ) : (
                        field.value || <span className="submission-details__none">{DASHBOARD_MESSAGES.notGiven}</span>
                      )}
                    </dd>
                  </div>
                ))}
              </dl>
              {workflow?.details(row, onRowGone)}
            </div>
          )}
        </td>
      </tr>
    </>
  );
}
