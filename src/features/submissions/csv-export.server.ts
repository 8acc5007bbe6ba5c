/**
 * The CSV download of one form's submissions (SPEC section 7, DESIGN section 6). Columns and cell text
 * come from the domain (the dashboard shows the same); here every cell is made safe for spreadsheets.
 */
import { stringify } from 'csv-stringify/sync';
import { submissionColumns, WORKFLOW_COLUMNS, type ActivityNames } from './record-columns';
import type { FormType } from '../forms';
import type { Submission } from './submissions';

/**
 * A cell starting with = + - @, tab or CR is a formula to Excel, LibreOffice and Google Sheets
 * (CSV injection); a leading single quote makes them show it as text.
 */
export function neutraliseCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** Header row of labels, then one row per submission (a reimbursement's with its workflow columns); fields with quotes, commas or line breaks are quoted. */
export function submissionsCsv(formType: FormType, rows: readonly Submission[], names?: ActivityNames): string {
  const columns = [...submissionColumns(formType, names), ...(formType === 'reimbursement_request' ? WORKFLOW_COLUMNS : [])];
  const records = rows.map((row) => columns.map((column) => neutraliseCell(column.cell(row))));
  return stringify(records, {
    header: true,
    columns: columns.map((column, index) => ({ key: String(index), header: neutraliseCell(column.label) })),
    // RFC 4180 line ends; a lone LF or CR inside a cell must still be quoted, which this delimiter alone does not do.
    record_delimiter: 'windows',
    quoted_match: /[\r\n]/,
  });
}
