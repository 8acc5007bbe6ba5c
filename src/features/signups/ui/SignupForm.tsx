import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { formatText } from '../../../shared/i18n/catalogue';
import { useLang } from '../../../shared/i18n/text-context';
import { Field } from '../../../shared/ui/Field';
import { ErrorSummary, type SummaryProblem } from '../../forms/ui';
import type { PublicSlot, SignupAnswer } from '../core/sheet';
import { MAX_NAME, MAX_PHONE } from '../core/signup-schema';
import { useSignUp } from '../api/use-sign-up';
import { useSignupsText } from '../signups-text-context';
import { refusalText } from '../refusal-text';
import { checkSignup, EMPTY_SIGNUP, SIGNUP_FIELDS, slotTitleIn, type SignupField, type SignupValues } from './signup-form';

const AUTOCOMPLETE: Readonly<Record<SignupField, string>> = { name: 'name', email: 'email', phone: 'tel' };
const TYPES: Readonly<Record<SignupField, string>> = { name: 'text', email: 'email', phone: 'tel' };
const MAX_LENGTHS: Readonly<Record<SignupField, number>> = { name: MAX_NAME, email: 254, phone: MAX_PHONE };

interface SignupFormProps {
  eventId: string;
  slot: PublicSlot;
  onAnswer: (answer: SignupAnswer) => void;
  onCancel: () => void;
}

/**
 * The short form of one slot (DESIGN section 9): name, e-mail, optional phone and the honeypot, checked with
 * the server's schema. A press with problems shows the forms' error summary and each field's message; a
 * refusal of the server (already signed up, closed) shows its own words above the buttons.
 */
export function SignupForm({ eventId, slot, onAnswer, onCancel }: SignupFormProps) {
  const texts = useSignupsText();
  const text = texts.sheet;
  const lang = useLang();
  const labels: Readonly<Record<SignupField, string>> = { name: text.name, email: text.email, phone: text.phone };
  const id = useId();
  const summary = useRef<HTMLDivElement>(null);
  const [values, setValues] = useState<SignupValues>(EMPTY_SIGNUP);
  // Set by a press with problems: the summary then follows the fields as they are mended.
  const [pressed, setPressed] = useState(0);
  const send = useSignUp(eventId);
  const check = checkSignup(slot.id, values, texts.problems);
  const problems = pressed > 0 && !check.ok ? check.problems : {};
  const summaryProblems: SummaryProblem[] = SIGNUP_FIELDS.flatMap((field) => {
    const message = problems[field];
    return message ? [{ name: field, label: labels[field], message }] : [];
  });
  const other = pressed > 0 && !check.ok ? check.other : null;
  const anchorOf = (field: string) => `${id}-${field}`;
  const refusal = send.error ? refusalText(send.error, { ...text, failed: text.sendFailed }, lang) : null;

  // The form opened: its first field takes the focus. Each press with problems brings it to the summary.
  useEffect(() => document.getElementById(`${id}-name`)?.querySelector('input')?.focus(), [id]);
  useEffect(() => {
    if (pressed > 0) summary.current?.focus();
  }, [pressed]);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    if (!check.ok) return setPressed((count) => count + 1);
    // A sign-up from a Spanish page says so: its mails are then written in Spanish (docs/decisions/068).
    send.mutate(lang === 'es' ? { ...check.input, lang } : check.input, { onSuccess: onAnswer });
  };

  return (
    <form
      className="signup-form"
      onSubmit={submit}
      noValidate
      aria-busy={send.isPending}
      aria-label={`${text.signUp}${formatText(text.forSlot, { slot: slotTitleIn(slot, lang) })}`}
    >
      {(summaryProblems.length > 0 || other) && (
        <ErrorSummary ref={summary} problems={summaryProblems} anchorOf={anchorOf} description={other ?? undefined} />
      )}
      {SIGNUP_FIELDS.map((field) => (
        <div key={field} id={anchorOf(field)}>
          <Field label={labels[field]} required={field !== 'phone'} error={problems[field]}>
            {(control) => (
              <input
                {...control}
                name={field}
                type={TYPES[field]}
                autoComplete={AUTOCOMPLETE[field]}
                maxLength={MAX_LENGTHS[field]}
                value={values[field]}
                onChange={(change) => setValues({ ...values, [field]: change.target.value })}
              />
            )}
          </Field>
        </div>
      ))}
      <div className="signup-form__honeypot" aria-hidden="true">
        <label>
          {text.honeypot}
          <input
            type="text"
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={values.website}
            onChange={(change) => setValues({ ...values, website: change.target.value })}
          />
        </label>
      </div>
      {refusal && (
        <p className="signup-form__refusal" role="alert">
          {refusal}
        </p>
      )}
      <div className="signup-form__actions">
        <button type="submit" className="button">
          {send.isPending ? text.sending : text.send}
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {text.cancel}
        </button>
      </div>
    </form>
  );
}
