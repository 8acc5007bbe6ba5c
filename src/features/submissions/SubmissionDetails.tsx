import { detailFields, type RowLookup } from './row-display';
import { DASHBOARD_MESSAGES } from './submissions-messages';
import type { Submission } from './submissions';
import { SubmissionInvoice } from './SubmissionInvoice';
import { SubmissionReceipts } from './SubmissionReceipts';
import { MailFailedNote } from '../notifications/ui';
import type { RowWorkflow } from './SubmissionsPanel';

interface SubmissionDetailsProps {
  row: Submission;
  title: string;
  lookup: RowLookup;
  /** Focus for a reimbursement moved out of the list shown. */
  onRowGone: () => void;
  /** What the tab draws after the fields (the Reimbursements tab's workflow). */
  workflow?: RowWorkflow;
}

/**
 * Every field of an opened row with its label: invoice lines as a table, receipts shown or offered for
 * download; a reimbursement's workflow after them, where the officer has read the request before acting.
 */
export function SubmissionDetails({ row, title, lookup, onRowGone, workflow }: SubmissionDetailsProps) {
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
      {workflow?.details(row, onRowGone)}
    </div>
  );
}
