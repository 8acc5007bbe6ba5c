import type { SubmissionColumn } from './form-columns';
import type { Submission } from './forms';
import { Icon } from '../../shared/ui/Icon';
import { invoiceLines, invoiceLineText, receiptNames } from './dashboard-model';
import { DASHBOARD_MESSAGES } from './dashboard-messages';

export interface ReceiptRef {
  index: number;
  name: string;
}

interface SubmissionCellProps {
  column: SubmissionColumn;
  row: Submission;
  onOpenReceipt: (row: Submission, receipt: ReceiptRef) => void;
}

/** One cell: the column's text, except invoices (one line each, with '$') and receipts (buttons that open them). */
export function SubmissionCell({ column, row, onOpenReceipt }: SubmissionCellProps) {
  if (column.key === 'invoices') {
    const lines = invoiceLines(row);
    return lines.length === 0 ? null : (
      <ul className="submission-cell__list">
        {lines.map((line, index) => (
          <li key={index}>{invoiceLineText(line)}</li>
        ))}
      </ul>
    );
  }
  if (column.key === 'receipts') {
    const receipts = receiptNames(row);
    return receipts.length === 0 ? null : (
      <ul className="submission-cell__list">
        {receipts.map((receipt) => (
          <li key={receipt.index}>
            <button type="button" className="receipt-button" onClick={() => onOpenReceipt(row, receipt)}>
              <Icon name="open_in_new" size={18} />
              <span className="visually-hidden">{DASHBOARD_MESSAGES.openReceipt}</span>
              {receipt.name}
            </button>
          </li>
        ))}
      </ul>
    );
  }
  return <>{column.cell(row)}</>;
}
