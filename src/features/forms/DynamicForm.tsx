import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useSubmitForm } from './api/use-submit-form';
import { notifyError, notifySuccess } from '../../shared/notify';
import { fieldsBySection, type SelectOption } from './field-definitions';
import {
  buildFormData,
  canSubmit,
  fieldNote,
  fieldNotice,
  formModel,
  formProblems,
  formReducer,
  initialFormState,
  valueOf,
} from './form-engine-state';
import type { VolunteerFormType } from './form-types';
import { LoadingOverlay } from '../../shared/ui/Spinner';
import { FormField } from './FormField';
import { FormConfirmation } from './FormConfirmation';
import { receivedForm, type ReceivedForm } from './confirmation-panel';
import { receiptFiles } from './picked-files';
import { showsProblemOnChange, submitFailureReasonIn, visibleProblem } from './problem-display';
import { Honeypot } from './Honeypot';
import { ErrorSummary, type SummaryProblem } from './ErrorSummary';
import { ClearConfirm } from './ClearConfirm';
import { useFormsText } from './forms-text-context';
import { formWordsOf } from './form-words';
import { useLang } from '../../shared/i18n/text-context';

interface DynamicFormProps {
  formType: VolunteerFormType;
  /** The server's activity list (loaded before the forms show): the options of the activity fields. */
  activities: readonly SelectOption[];
  /** The tab that names this form. */
  labelledBy: string;
}

/**
 * The dynamic form engine (SPEC sections 3 to 5): draws a form's field definitions on the 10-column
 * grid, validates through the domain reducer, sends the form and resets it once it was received; a
 * confirmation panel then stands in its place until 'Send another' (docs/decisions/028). Everything it says is in
 * the page's language (docs/decisions/068), and the form is sent saying which.
 */
export function DynamicForm({ formType, activities, labelledBy }: DynamicFormProps) {
  const text = useFormsText();
  const lang = useLang();
  const words = useMemo(() => formWordsOf(text), [text]);
  const model = useMemo(() => formModel(formType, activities, words), [formType, activities, words]);
  // The reducer is rebuilt with the model (a refetched activity list makes a new one).
  const [state, dispatch] = useReducer(formReducer(model), model, initialFormState);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [honeypot, setHoneypot] = useState('');
  const sending = useSubmitForm(formType, lang);
  const submitting = sending.isPending;
  // Bumped by Clear: the fields remount, so their own state (a refused file's message) goes too.
  const [generation, setGeneration] = useState(0);
  const [received, setReceived] = useState<ReceivedForm | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const focusFirstField = useRef(false);
  // Submit stays enabled (docs/decisions/055): a press with problems lists them at the top instead.
  const ready = canSubmit(model, state);
  // The problems as they were at the last press, kept in step with the fields until they are all fixed.
  const [pressed, setPressed] = useState(false);
  const summary = useRef<HTMLDivElement>(null);
  const [summaryShown, setSummaryShown] = useState(0);
  const [asking, setAsking] = useState(false);
  const problems: SummaryProblem[] = pressed ? formProblems(model, state) : [];
  const anchorOf = (name: string) => `${labelledBy}-${name}`;

  // Each press with problems brings the focus to the summary, so it is read first (GOV.UK's pattern).
  useEffect(() => {
    if (summaryShown === 0) return;
    summary.current?.focus({ preventScroll: true });
    summary.current?.scrollIntoView({ block: 'start' });
  }, [summaryShown]);

  const touch = (name: string) => setTouched((current) => (current[name] ? current : { ...current, [name]: true }));

  // 'Send another' brings back an empty form: focus starts it again.
  useEffect(() => {
    if (!focusFirstField.current || received) return;
    focusFirstField.current = false;
    form.current?.querySelector<HTMLElement>('input:not([tabindex="-1"]), select, textarea')?.focus();
  }, [received]);

  function clear() {
    dispatch({ type: 'clear' });
    setPressed(false);
    setTouched({});
    setHoneypot('');
    setGeneration((current) => current + 1);
  }

  function sendAnother() {
    focusFirstField.current = true;
    setReceived(null);
  }

  function submit() {
    const sent = state.values;
    const submission = { formData: buildFormData(model, sent, honeypot), files: receiptFiles(model.fields, sent) };
    sending.mutate(submission, {
      onSuccess: (receipt) => {
        notifySuccess(text.toasts.submitted);
        const nextSteps = Object.values(text.nextSteps[formType]);
        setReceived(receivedForm(model, sent, new Date(), receipt, { lang, formName: text.tabs[formType], nextSteps }));
        // Received: a fresh form behind the panel, so a second request starts clean and nothing is sent twice (decision 010).
        clear();
      },
      onError: (error) => {
        // The spec's text exactly, in a toast of its own; what the sender can do about it goes in the one
        // below it (toasts stack newest first), as in the formation editor.
        const reason = submitFailureReasonIn(lang, text.refusals, error);
        if (reason) notifyError(reason, error);
        notifyError(text.toasts.failed, error);
      },
    });
  }

  if (received) return <FormConfirmation received={received} done={{ label: text.actions.sendAnother, onClick: sendAnother }} />;

  return (
    <form
      ref={form}
      className="dynamic-form"
      aria-labelledby={labelledBy}
      aria-busy={submitting}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (submitting) return;
        if (ready) {
          submit();
          return;
        }
        dispatch({ type: 'check' });
        setTouched(Object.fromEntries(model.fields.map((field) => [field.name, true])));
        setPressed(true);
        setSummaryShown((count) => count + 1);
      }}
    >
      {submitting && <LoadingOverlay label={text.actions.sending} showLabel />}
      {problems.length > 0 && <ErrorSummary ref={summary} problems={problems} anchorOf={anchorOf} />}
      <Honeypot value={honeypot} onChange={setHoneypot} />
      {fieldsBySection(model.fields).map(({ section, fields }) => {
        const grid = (
          <div className="field-grid">
            {fields.map((field) => (
              // A box-less anchor (src/shared/ui/field.css) the summary's links lead to, the grid left as it is.
              <div key={`${generation}-${field.name}`} id={anchorOf(field.name)} className="field-grid__slot">
                <FormField
                  field={field}
                  value={valueOf(field, state.values)}
                  problem={visibleProblem(state.errors[field.name], Boolean(touched[field.name]))}
                  note={fieldNote(field.name, state.values, words)}
                  notice={fieldNotice(field.name, state.values, words)}
                  receiptMessages={words.receiptMessages}
                  onChange={(value) => {
                    dispatch({ type: 'change', name: field.name, value });
                    if (showsProblemOnChange(field.type)) touch(field.name);
                  }}
                  onBlur={() => {
                    dispatch({ type: 'blur', name: field.name });
                    touch(field.name);
                  }}
                />
              </div>
            ))}
          </div>
        );
        return section ? (
          <section key={section} className="dynamic-form__section">
            <h2>{section}</h2>
            {grid}
          </section>
        ) : (
          <div key="fields">{grid}</div>
        );
      })}
      <div className="dynamic-form__actions">
        <button type="button" className="button button--ghost" onClick={() => setAsking(true)}>
          {text.actions.clear}
        </button>
        <button type="submit" className="button">
          {text.actions.submit}
        </button>
      </div>
      <ClearConfirm
        open={asking}
        onCancel={() => setAsking(false)}
        onClear={() => {
          setAsking(false);
          clear();
        }}
      />
    </form>
  );
}
