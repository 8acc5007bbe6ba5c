import { invoiceLines, invoiceRow } from './dashboard-model';
import { DASHBOARD_MESSAGES } from './submissions-messages';
import type { Submission } from './submissions';

const COLUMNS = DASHBOARD_MESSAGES.invoiceColumns;

/** A reimbursement's invoice lines: qty, item, price and the line's total, amounts with a '$'. */
export function SubmissionInvoice({ row }: { row: Submission }) {
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
