import { detailFields, type RowLookup } from './dashboard-columns';
import { DASHBOARD_MESSAGES } from './dashboard-messages';
import type { Submission } from './forms';
import { SubmissionInvoice } from './SubmissionInvoice';
import { SubmissionReceipts } from './SubmissionReceipts';
import { MailFailedNote } from '../notifications/ui';

/** Every field of an opened row with its label: invoice lines as a table, receipts shown or offered for download. */
export function SubmissionDetails({ row, title, lookup }: { row: Submission; title: string; lookup: RowLookup }) {
  return (
    <div className="submission-details" role="region" aria-label={DASHBOARD_MESSAGES.detailsOf(title)}>
      <MailFailedNote submission={row} />
      <dl className="submission-details__fields">
        {detailFields(row, lookup).map((field) => (
          <div key={field.key} className={`submission-details__field submission-details__field--${field.kind}`} data-field={field.key}>
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
    </div>
  );
}
