import { useStore } from '@nanostores/react';
import { useCallback, useId, useRef, useState } from 'react';
import { errorText } from '../../shared/admin/report';
import { $sessionUser, signedInUserId } from '../../shared/session-store';
import { useMoveReimbursement } from './api/use-move-reimbursement';
import { approvedByOfficer } from './move-drafts';
import type { Submission } from '../submissions';
import { MoveForm, type MoveStage } from './MoveForm';
import { REIMBURSEMENT_MESSAGES as TEXT } from './reimbursements-messages';
import { NEXT_STAGES, STAGE_LABELS, stageOf, type StageMove } from './workflow';

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
export function StageActions({ row, onMoved }: StageActionsProps) {
  const user = useStore($sessionUser);
  // The server knows when the account was made; the form checks what the token tells (account and name).
  const officer = user ? { id: signedInUserId() ?? '', name: user.name, createdAt: '' } : undefined;
  const [open, setOpen] = useState<MoveStage | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const move = useMoveReimbursement();
  const formId = useId();
  const noteId = useId();
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
              aria-describedby={blocked ? noteId : undefined}
              onClick={() => toggle(action)}
            >
              {TEXT.action[action]}
            </button>
          );
        })}
      </div>
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
