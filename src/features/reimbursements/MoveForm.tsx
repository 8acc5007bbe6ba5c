import { useEffect, useId, useRef, useState, type RefObject, type SubmitEvent } from 'react';
import type { FieldProblems } from '../../shared/admin/problems';
import { Field } from '../../shared/ui/Field';
import { Icon } from '../../shared/ui/Icon';
import { formatDollars } from '../forms';
import { wallDay, type Submission } from '../submissions';
import { REIMBURSEMENT_MESSAGES as TEXT } from './reimbursements-messages';
import {
  checkedMove,
  checkedPayment,
  checksTotal,
  draftsTotal,
  leftToPay,
  emptyCheck,
  MOVE_PROBLEM,
  requestTotal,
  schoolToday,
  type CheckDraft,
  type Officer,
  type Stage,
  type StageMove,
} from './workflow';

export type MoveStage = Exclude<Stage, 'submitted'>;

interface MoveFormProps {
  row: Submission;
  stage: MoveStage;
  officer: Officer;
  busy: boolean;
  /** Sends the move; true when the server took it. */
  onSend: (move: StageMove) => Promise<boolean>;
  onCancel: () => void;
}

/** What the officer is asked before the move goes out. */
function question(row: Submission, move: StageMove): string {
  if (move.stage === 'approved') return TEXT.confirmQuestion.approved(formatDollars(requestTotal(row.form_data)));
  if (move.stage === 'declined') return TEXT.confirmQuestion.declined();
  return TEXT.confirmQuestion.paid(move.checks.length, formatDollars(checksTotal(move.checks)));
}

/**
 * One move's form, in two steps: the fields (a note, a reason, or the checks), checked with the server's own
 * schema and stage rules; then the question with what will be sent, and the move goes out only on Yes.
 */
export function MoveForm({ row, stage, officer, busy, onSend, onCancel }: MoveFormProps) {
  const headingId = useId();
  const [note, setNote] = useState('');
  const [checks, setChecks] = useState<CheckDraft[]>(() => [emptyCheck(schoolToday())]);
  const [tried, setTried] = useState(false);
  const [confirming, setConfirming] = useState<StageMove | null>(null);
  const questionRef = useRef<HTMLParagraphElement>(null);
  const firstField = useRef<HTMLElement | null>(null);
  const form = useRef<HTMLFormElement>(null);
  // Where focus goes once the step drawn next is in place: the question, back to the fields, or the first problem.
  const focusNext = useRef<'question' | 'field' | 'problem' | null>(null);
  const [attempts, setAttempts] = useState(0);

  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === 'question') questionRef.current?.focus();
    if (target === 'field') firstField.current?.focus();
    if (target === 'problem') form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [confirming, attempts]);

  const candidate = () =>
    stage === 'paid'
      ? checkedPayment(row, checks, officer)
      : checkedMove(row, stage === 'approved' && !note.trim() ? { stage } : { stage, note }, officer);
  // Problems show once the officer first tried to go on, then follow every change.
  const problems: FieldProblems = tried ? (candidate().problems ?? {}) : {};
  const whole = problems[MOVE_PROBLEM] ?? problems.checks;

  function review(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setTried(true);
    const checked = candidate();
    focusNext.current = checked.move ? 'question' : 'problem';
    setAttempts((count) => count + 1);
    if (checked.move) setConfirming(checked.move);
  }

  async function confirm() {
    if (!confirming || busy) return;
    // Refused: back to the fields, while the refusal (StageActions) takes focus.
    if (!(await onSend(confirming))) setConfirming(null);
  }

  function back() {
    focusNext.current = 'field';
    setConfirming(null);
  }

  return (
    <form ref={form} className="move-form" onSubmit={review} noValidate aria-labelledby={headingId} aria-busy={busy}>
      <h5 id={headingId} className="move-form__heading">
        {TEXT.formHeading[stage]}
      </h5>
      {confirming ? (
        <div className="move-form__confirm">
          <p ref={questionRef} tabIndex={-1} className="move-form__question">
            {question(row, confirming)}
          </p>
          {confirming.stage !== 'paid' && confirming.note && <p className="move-form__summary">{confirming.note}</p>}
          {confirming.stage === 'paid' && (
            <ul className="move-form__summary">
              {confirming.checks.map((check, index) => (
                <li key={index}>
                  {TEXT.checkLine(index + 1)}: #{check.number}, {formatDollars(check.amount)}, {wallDay(check.date)}
                </li>
              ))}
            </ul>
          )}
          <div className="move-form__buttons">
            <button
              type="button"
              className={`button move-form__send move-form__send--${stage}`}
              aria-disabled={busy || undefined}
              onClick={() => void confirm()}
            >
              {busy ? TEXT.busy[stage] : TEXT.confirm[stage]}
            </button>
            <button type="button" className="button button--ghost" onClick={back} disabled={busy}>
              {TEXT.edit}
            </button>
          </div>
        </div>
      ) : (
        <>
          {stage === 'paid' ? (
            <CheckLines
              checks={checks}
              problems={problems}
              total={requestTotal(row.form_data)}
              onChange={setChecks}
              firstField={firstField}
            />
          ) : (
            <Field
              label={stage === 'approved' ? TEXT.approveNote : TEXT.declineReason}
              required={stage === 'declined'}
              error={problems.note}
            >
              {(control) => (
                <textarea
                  {...control}
                  ref={(element) => {
                    firstField.current = element;
                  }}
                  rows={3}
                  maxLength={500}
                  value={note}
                  onChange={(event) => setNote(event.target.value)}
                />
              )}
            </Field>
          )}
          {whole && (
            <p className="move-form__problem problem-note" role="alert">
              {whole}
            </p>
          )}
          <div className="move-form__buttons">
            <button type="submit" className="button">
              {TEXT.review[stage]}
            </button>
            <button type="button" className="button button--ghost" onClick={onCancel}>
              {TEXT.cancel}
            </button>
          </div>
        </>
      )}
    </form>
  );
}

interface CheckLinesProps {
  checks: CheckDraft[];
  problems: FieldProblems;
  /** The request's total, which the checks may not go over. */
  total: number;
  onChange: (checks: CheckDraft[]) => void;
  /** The first check's number field, where focus goes back from the confirmation. */
  firstField: RefObject<HTMLElement | null>;
}

/**
 * The checks of a payment: number, amount and date each, added and removed; beside them the request's total,
 * what the checks add up to and what is left, as the officer types.
 */
function CheckLines({ checks, problems, total, onChange, firstField }: CheckLinesProps) {
  const list = useRef<HTMLOListElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const focusAfter = useRef<'new check' | 'add button' | null>(null);
  const sum = draftsTotal(checks);
  // Checks over the total are refused (DESIGN section 9): said while they are typed, not as 'Left to pay $0.00'.
  const left = leftToPay(total, sum);

  // Keyboard users keep their place: a new check's number takes focus, a removed check hands it to Add check.
  useEffect(() => {
    if (focusAfter.current === 'new check') list.current?.querySelector<HTMLInputElement>(':scope > li:last-child input')?.focus();
    if (focusAfter.current === 'add button') addButton.current?.focus();
    focusAfter.current = null;
  }, [checks.length]);

  const edit = (index: number, change: Partial<CheckDraft>) =>
    onChange(checks.map((check, at) => (at === index ? { ...check, ...change } : check)));

  function add() {
    focusAfter.current = 'new check';
    onChange([...checks, emptyCheck(schoolToday())]);
  }

  function remove(index: number) {
    focusAfter.current = 'add button';
    onChange(checks.filter((_check, at) => at !== index));
  }

  return (
    <div className="check-lines">
      <ol ref={list} className="check-lines__list">
        {checks.map((check, index) => (
          // Lines have no identity of their own; a removal re-renders the rest, which is harmless here.
          <li key={index}>
            <fieldset className="check-line">
              <legend className="check-line__legend">{TEXT.checkLine(index + 1)}</legend>
              <Field label={TEXT.checkNumber} required error={problems[`checks.${index}.number`]} className="check-line__field">
                {(control) => (
                  <input
                    {...control}
                    ref={(element) => {
                      if (index === 0) firstField.current = element;
                    }}
                    maxLength={20}
                    autoComplete="off"
                    value={check.number}
                    onChange={(event) => edit(index, { number: event.target.value })}
                  />
                )}
              </Field>
              <Field label={TEXT.checkAmount} required error={problems[`checks.${index}.amount`]} className="check-line__field">
                {(control) => (
                  <input
                    {...control}
                    inputMode="decimal"
                    autoComplete="off"
                    value={check.amount}
                    onChange={(event) => edit(index, { amount: event.target.value })}
                  />
                )}
              </Field>
              <Field label={TEXT.checkDate} required error={problems[`checks.${index}.date`]} className="check-line__field">
                {(control) => (
                  <input {...control} type="date" value={check.date} onChange={(event) => edit(index, { date: event.target.value })} />
                )}
              </Field>
              {checks.length > 1 && (
                <button type="button" className="icon-button check-line__remove" onClick={() => remove(index)}>
                  <Icon name="delete" />
                  <span className="visually-hidden">{TEXT.removeCheck(index + 1)}</span>
                </button>
              )}
            </fieldset>
          </li>
        ))}
      </ol>
      <div className="check-lines__footer">
        <button ref={addButton} type="button" className="button button--ghost" onClick={add} disabled={checks.length >= 10}>
          <Icon name="add" size={20} /> {TEXT.addCheck}
        </button>
        <dl className="check-lines__sums">
          <div>
            <dt>{TEXT.requestTotal}</dt>
            <dd>{formatDollars(total)}</dd>
          </div>
          <div>
            <dt>{TEXT.checksSoFar}</dt>
            <dd>
              <output>{formatDollars(sum)}</output>
            </dd>
          </div>
          <div className={left.over ? 'check-lines__over' : undefined}>
            <dt>{left.over ? TEXT.over : TEXT.left}</dt>
            <dd>{formatDollars(left.amount)}</dd>
          </div>
        </dl>
      </div>
    </div>
  );
}
