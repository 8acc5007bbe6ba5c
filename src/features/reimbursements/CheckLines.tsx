import { useEffect, useRef, type RefObject } from 'react';
import type { FieldProblems } from '../../shared/admin/problems';
import { Field } from '../../shared/ui/Field';
import { Icon } from '../../shared/ui/Icon';
import { schoolToday } from './workflow';
import { draftsTotal, emptyCheck, formatDollars, type CheckDraft } from './move-drafts';
import { REIMBURSEMENT_MESSAGES as TEXT } from './reimbursements-messages';

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
export function CheckLines({ checks, problems, total, onChange, firstField }: CheckLinesProps) {
  const list = useRef<HTMLOListElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const focusAfter = useRef<'new check' | 'add button' | null>(null);
  const sum = draftsTotal(checks);

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
          <div>
            <dt>{TEXT.left}</dt>
            <dd>{formatDollars(Math.max(0, total - sum))}</dd>
          </div>
        </dl>
      </div>
    </div>
  );
}
