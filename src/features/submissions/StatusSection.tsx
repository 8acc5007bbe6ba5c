import { useCallback, useId, type ReactNode } from 'react';
import { Icon } from '../../shared/ui/Icon';
import { MailFailedNote } from '../notifications/ui';
import {
  detailFields,
  invoiceLines,
  invoiceRow,
  receiptNames,
  statusAction,
  type RowLookup,
  type SectionTitle,
  type SummaryColumn,
} from './dashboard-model';
import { saveFile } from '../../shared/save-file';
import { useReceipt } from './form-data-api';
import type { Submission } from './submissions';
import { DASHBOARD_MESSAGES } from './submissions-messages';
import './submissions.css';

interface StatusSectionProps extends RowActions {
  title: SectionTitle;
  /** With the title, names the table for assistive technology, e.g. 'Unread Volunteer Requests'. */
  tabLabel: string;
  rows: Submission[];
  columns: SummaryColumn[];
  expanded: boolean;
  onToggleSection: (title: SectionTitle) => void;
}

/**
 * The collapsible 'Unread' or 'Read' part of a tab (SPEC section 2): a disclosure button over its rows, each
 * with its status marker and the few columns that tell rows apart, opening its details below it. Fixed
 * column widths (one colgroup per tab) keep the Unread and Read tables' columns in line.
 */
export function StatusSection({ title, tabLabel, rows, columns, expanded, onToggleSection, ...row }: StatusSectionProps) {
  const contentId = useId();
  return (
    <section className={`submission-section submission-section--${title.toLowerCase()}`}>
      <h3 className="submission-section__heading">
        <button
          type="button"
          className="submission-section__toggle"
          aria-expanded={expanded}
          aria-controls={contentId}
          onClick={() => onToggleSection(title)}
        >
          <Icon name="keyboard_arrow_down" className="submission-section__chevron" />
          {title}
          <span className="submission-section__count">{rows.length}</span>
        </button>
      </h3>
      <div id={contentId} hidden={!expanded}>
        {rows.length === 0 ? (
          <p className="submission-section__empty">{DASHBOARD_MESSAGES.emptySection(title)}</p>
        ) : (
          <div className="submission-table__box">
            <table className="submission-table" aria-label={`${title} ${tabLabel}`}>
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
        )}
      </div>
    </section>
  );
}

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
function SubmissionRow({ row, columns, lookup, opened, onToggleRow, onToggleStatus, claimFocus, onRowGone, workflow }: SubmissionRowProps) {
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

interface StatusMarkerProps {
  row: Submission;
  onToggle: (row: Submission) => void;
  /** True when focus belongs on this marker as it is drawn: its row was just moved here by a press. */
  claimFocus: (row: Submission) => boolean;
}

/** The row's status marker (SPEC section 4): a button named by what it does, Mark as read or Mark as unread. */
function StatusMarker({ row, onToggle, claimFocus }: StatusMarkerProps) {
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
      <span className="status-marker__label">{statusAction(row.status).label}</span>
    </button>
  );
}

const COLUMNS = DASHBOARD_MESSAGES.invoiceColumns;

/** A reimbursement's invoice lines: qty, item, price and the line's total, amounts with a '$'. */
function SubmissionInvoice({ row }: { row: Submission }) {
  const lines = invoiceLines(row).map(invoiceRow);
  if (lines.length === 0) return <span className="submission-details__none">{DASHBOARD_MESSAGES.notGiven}</span>;
  return (
    <table className="submission-invoice" aria-label={DASHBOARD_MESSAGES.invoiceLines}>
      <thead>
        <tr>
          <th scope="col">{COLUMNS.qty}</th>
          <th scope="col">{COLUMNS.item}</th>
          <th scope="col">{COLUMNS.price}</th>
          <th scope="col">{COLUMNS.lineTotal}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => (
          <tr key={index}>
            <td>{line.qty}</td>
            <td>{line.item}</td>
            <td>{line.price}</td>
            <td>{line.lineTotal}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A reimbursement's receipts, each read when the row opens. */
function SubmissionReceipts({ row }: { row: Submission }) {
  const receipts = receiptNames(row);
  if (receipts.length === 0) return <span className="submission-details__none">{DASHBOARD_MESSAGES.notGiven}</span>;
  return (
    <ul className="submission-receipts">
      {receipts.map((receipt) => (
        <li key={receipt.index}>
          <Receipt rowId={row._id} index={receipt.index} name={receipt.name} />
        </li>
      ))}
    </ul>
  );
}

/**
 * An image receipt is shown in place; any receipt (a PDF cannot be shown: the page's CSP blocks the PDF
 * viewer) can be saved from the bytes already read.
 */
function Receipt({ rowId, index, name }: { rowId: string; index: number; name: string }) {
  const { data: blob, isError } = useReceipt(rowId, index);
  // The object URL lives as long as the image element: made when it mounts, revoked when it goes.
  const showImage = useCallback(
    (image: HTMLImageElement | null) => {
      if (!image || !blob) return;
      const url = URL.createObjectURL(blob);
      image.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [blob],
  );
  if (isError) return <p className="submission-receipt__failed">{DASHBOARD_MESSAGES.receiptFailed}</p>;
  if (!blob)
    return (
      <p className="submission-receipt__loading" role="status">
        <span className="spinner submission-receipt__spinner" aria-hidden="true" />
        {DASHBOARD_MESSAGES.loadingReceipt(name)}…
      </p>
    );
  const download = (
    <button type="button" className="submission-receipt__download" onClick={() => saveFile(blob, name)}>
      <Icon name="description" size={18} />
      {DASHBOARD_MESSAGES.download(name)}
    </button>
  );
  return blob.type.startsWith('image/') ? (
    <figure className="submission-receipt">
      <img ref={showImage} alt={DASHBOARD_MESSAGES.receiptImage(name)} className="submission-receipt__image" />
      <figcaption>{download}</figcaption>
    </figure>
  ) : (
    download
  );
}
