import { useStore } from '@nanostores/react';
import { useCallback, useId, useRef, useState } from 'react';
import { errorText } from '../../shared/admin/report';
import { $sessionUser, signedInUserId } from '../../shared/session-store';
import { formatDollars } from '../forms';
import { submittedAt, wallDay, type Submission } from '../submissions';
import { MoveForm, type MoveStage } from './MoveForm';
import { REIMBURSEMENT_MESSAGES as TEXT } from './reimbursements-messages';
import { useMoveReimbursement } from './workflow-api';
import {
  approvedByOfficer,
  checksTotal,
  NEXT_STAGES,
  requestTotal,
  STAGE_LABELS,
  stageOf,
  type Check,
  type Stage,
  type StageMove,
} from './workflow';

/** A reimbursement's stage as a badge: its word, with a colour that only repeats it. */
export function StageBadge({ stage }: { stage: Stage }) {
  return <span className={`stage-badge stage-badge--${stage}`}>{STAGE_LABELS[stage]}</span>;
}

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

/** Who moved the request and when (New York time, as the dashboard writes dates), with their note; the submission first. */
function StageHistory({ row }: { row: Submission }) {
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
function PaidChecks({ checks }: { checks: readonly Check[] }) {
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

interface StageActionsProps {
  row: Submission;
  /** After a move the server accepted, once the rows and totals are read again. */
  onMoved: () => void;
}

const isMove = (stage: string): stage is MoveStage => stage !== 'submitted';

/**
 * The moves a row's stage allows (NEXT_STAGES), each a button opening its form in place. The officer who
 * approved the request reads why recording its payment is another officer's to do (the two-officer rule,
 * told apart by account as the server does, docs/decisions/049). A refusal shows the server's text here.
 */
function StageActions({ row, onMoved }: StageActionsProps) {
  const user = useStore($sessionUser);
  // The server knows when the account was made; the form checks what the token tells (account and name).
  const officer = user ? { id: signedInUserId() ?? '', name: user.name, createdAt: '' } : undefined;
  const [open, setOpen] = useState<MoveStage | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const move = useMoveReimbursement();
  const formId = useId();
  const noteId = useId();
  const ruleId = useId();
  const buttons = useRef<Partial<Record<MoveStage, HTMLButtonElement | null>>>({});
  const stage = stageOf(row);
  const next = NEXT_STAGES[stage].filter(isMove);
  const secondOfficer = approvedByOfficer(row, officer);
  // A form whose move the row no longer allows (another officer moved it) is closed.
  const shown = open && next.includes(open) && !(open === 'paid' && secondOfficer) ? open : null;

  // A refusal is read out by its role; focus goes to it too, as the form it was sent from may have closed,
  // and again wherever it is drawn next: when the row's new stage arrives (another officer moved it), the
  // actions around it change and the refusal is drawn anew in their place.
  const focusRefusal = useCallback((refusalNote: HTMLParagraphElement | null) => refusalNote?.focus(), []);

  function toggle(action: MoveStage) {
    setRefusal(null);
    setOpen((current) => (current === action ? null : action));
  }

  /** The form closed unsent: focus back on the button that opened it. */
  function cancel(action: MoveStage) {
    setOpen(null);
    buttons.current[action]?.focus();
  }

  /** Sends the move; true when the server took it. */
  async function send(stageMove: StageMove): Promise<boolean> {
    if (move.isPending) return false;
    setRefusal(null);
    try {
      await move.mutateAsync({ row, move: stageMove });
      setOpen(null);
      onMoved();
      return true;
    } catch (error) {
      setRefusal(errorText(error));
      return false;
    }
  }

  const refused = refusal && (
    <p ref={focusRefusal} tabIndex={-1} role="alert" className="stage-actions__refusal problem-note">
      <strong>{TEXT.refused}:</strong> {refusal}
    </p>
  );

  if (next.length === 0) {
    return (
      <div className="stage-actions">
        {refused}
        <p className="stage-actions__final">{TEXT.final(STAGE_LABELS[stage])}</p>
      </div>
    );
  }
  return (
    <div className="stage-actions">
      <div className="stage-actions__buttons" role="group" aria-label={TEXT.actions}>
        {next.map((action) => {
          const blocked = action === 'paid' && secondOfficer;
          return (
            <button
              key={action}
              ref={(button) => {
                buttons.current[action] = button;
              }}
              type="button"
              className={`button stage-actions__button stage-actions__button--${action}`}
              aria-expanded={shown === action}
              aria-controls={formId}
              disabled={blocked}
              aria-describedby={blocked ? noteId : action === 'approved' ? ruleId : undefined}
              onClick={() => toggle(action)}
            >
              {TEXT.action[action]}
            </button>
          );
        })}
      </div>
      {next.includes('approved') && (
        <p id={ruleId} className="stage-actions__note">
          {TEXT.twoOfficers}
        </p>
      )}
      {secondOfficer && next.includes('paid') && (
        <p id={noteId} className="stage-actions__note">
          {TEXT.secondOfficer}
        </p>
      )}
      {refused}
      <div id={formId}>
        {shown && officer !== undefined && (
          <MoveForm
            key={shown}
            row={row}
            stage={shown}
            officer={officer}
            busy={move.isPending}
            onSend={send}
            onCancel={() => cancel(shown)}
          />
        )}
      </div>
    </div>
  );
}
