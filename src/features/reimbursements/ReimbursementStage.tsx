import { useId, useRef } from 'react';
import { checksTotal, formatDollars } from './move-drafts';
import type { Submission } from '../submissions';
import { REIMBURSEMENT_MESSAGES as TEXT } from './reimbursements-messages';
import { requestTotal, stageOf } from './workflow';
import { StageActions } from './StageActions';
import { StageBadge } from './StageBadge';
import { PaidChecks, StageHistory } from './StageHistory';

interface ReimbursementStageProps {
  row: Submission;
  /** Where focus goes when a move takes the row out of the list shown (a stage filter). */
  onRowGone: () => void;
}

/**
 * A reimbursement's place in the treasurer's workflow (docs/decisions/036), in its details: the stage, the request's
 * total and what was paid, the history, the checks once paid, and the moves the stage allows.
 */
export function ReimbursementStage({ row, onRowGone }: ReimbursementStageProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const stage = stageOf(row);

  // After a move the heading says the new stage, and takes focus; a row the filter no longer shows cannot.
  function moved() {
    if (heading.current?.isConnected) heading.current.focus();
    else onRowGone();
  }

  return (
    <section className="stage-panel" aria-labelledby={headingId}>
      <div className="stage-panel__summary">
        <h4 id={headingId} ref={heading} tabIndex={-1} className="stage-panel__heading">
          {TEXT.stageColumn} <StageBadge stage={stage} />
        </h4>
        <dl className="stage-panel__sums">
          <div>
            <dt>{TEXT.requestTotal}</dt>
            <dd>{formatDollars(requestTotal(row.form_data))}</dd>
          </div>
          {row.checks && row.checks.length > 0 && (
            <div>
              <dt>{TEXT.paidTotal}</dt>
              <dd>{formatDollars(checksTotal(row.checks))}</dd>
            </div>
          )}
        </dl>
      </div>
      <div className="stage-panel__record">
        <StageHistory row={row} />
        {row.checks && row.checks.length > 0 && <PaidChecks checks={row.checks} />}
      </div>
      <StageActions row={row} onMoved={moved} />
    </section>
  );
}
