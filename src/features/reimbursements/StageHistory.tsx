import { useId } from 'react';
import { checksTotal, formatDollars } from './move-drafts';
import { submittedAt, wallDay, type Submission } from '../submissions';
import { REIMBURSEMENT_MESSAGES as TEXT } from './reimbursements-messages';
import { STAGE_LABELS, type Check } from './workflow';

/** Who moved the request and when (New York time, as the dashboard writes dates), with their note; the submission first. */
export function StageHistory({ row }: { row: Submission }) {
  const sender = typeof row.form_data.name === 'string' ? row.form_data.name.trim() : '';
  return (
    <div className="stage-panel__part">
      <h5 className="stage-panel__subheading">{TEXT.history}</h5>
      <ol className="stage-history">
        <li className="stage-history__entry">
          <span className="stage-history__what">{TEXT.submittedBy(sender)}</span>
          <time dateTime={row.submission_date}>{submittedAt(row.submission_date)}</time>
        </li>
        {(row.stage_history ?? []).map((entry) => (
          <li key={`${entry.stage}-${entry.at}`} className={`stage-history__entry stage-history__entry--${entry.stage}`}>
            <span className="stage-history__what">{TEXT.movedBy(STAGE_LABELS[entry.stage], entry.by)}</span>
            <time dateTime={entry.at}>{submittedAt(entry.at)}</time>
            {entry.note && <p className="stage-history__note">{entry.note}</p>}
          </li>
        ))}
      </ol>
    </div>
  );
}

/** The checks that paid the request, with what they add up to. */
export function PaidChecks({ checks }: { checks: readonly Check[] }) {
  const columns = TEXT.checkColumns;
  const headingId = useId();
  return (
    <div className="stage-panel__part">
      <h5 id={headingId} className="stage-panel__subheading">
        {TEXT.checks}
      </h5>
      <table className="paid-checks" aria-labelledby={headingId}>
        <thead>
          <tr>
            <th scope="col">{columns.number}</th>
            <th scope="col">{columns.amount}</th>
            <th scope="col">{columns.date}</th>
          </tr>
        </thead>
        <tbody>
          {checks.map((check, index) => (
            <tr key={`${index}-${check.number}`}>
              <td>{check.number}</td>
              <td>{formatDollars(check.amount)}</td>
              <td>{wallDay(check.date)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{TEXT.checksSum}</th>
            <td>{formatDollars(checksTotal(checks))}</td>
            <td />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
