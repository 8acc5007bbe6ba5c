import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useSubmitForm } from './api/use-submit-form';
import { notifyError, notifySuccess } from '../../shared/notify';
import { fieldsBySection, type SelectOption } from './field-definitions';
import { FORM_MESSAGES } from './forms-messages';
import { buildFormData, canSubmit, fieldNote, fieldNotice, formModel, formReducer, initialFormState, valueOf } from './form-engine-state';
import type { VolunteerFormType } from './form-types';
import { LoadingOverlay } from '../../shared/ui/Spinner';
import { FormField } from './FormField';
import { FormConfirmation } from './FormConfirmation';
import { receivedForm, type ReceivedForm } from './confirmation-panel';
import { receiptFiles } from './picked-files';
import { showsProblemOnChange, submitFailureReason, visibleProblem } from './problem-display';
import { Honeypot } from './Honeypot';

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
 * confirmation panel then stands in its place until 'Send another' (docs/decisions/028).
 */
export function DynamicForm({ formType, activities, labelledBy }: DynamicFormProps) {
  const model = useMemo(() => formModel(formType, activities), [formType, activities]);
  // The reducer is rebuilt with the model (a refetched activity list makes a new one).
  const [state, dispatch] = useReducer(formReducer(model), model, initialFormState);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [honeypot, setHoneypot] = useState('');
  const sending = useSubmitForm(formType);
  const submitting = sending.isPending;
  // Bumped by Clear: the fields remount, so their own state (a refused file's message) goes too.
  const [generation, setGeneration] = useState(0);
  const [received, setReceived] = useState<ReceivedForm | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const focusFirstField = useRef(false);
  // Not disabled while sending (that would drop the keyboard focus); a second send is refused below.
  const ready = canSubmit(model, state);

  const touch = (name: string) => setTouched((current) => (current[name] ? current : { ...current, [name]: true }));

  // 'Send another' brings back an empty form: focus starts it again.
  useEffect(() => {
    if (!focusFirstField.current || received) return;
    focusFirstField.current = false;
    form.current?.querySelector<HTMLElement>('input:not([tabindex="-1"]), select, textarea')?.focus();
  }, [received]);

  function clear() {
    dispatch({ type: 'clear' });
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
      onSuccess: () => {
        notifySuccess(FORM_MESSAGES.formSubmitted);
        setReceived(receivedForm(model, sent, new Date()));
        // Received: a fresh form behind the panel, so a second request starts clean and nothing is sent twice (decision 010).
        clear();
      },
      onError: (error) => {
        // The spec's text exactly, in a toast of its own; what the sender can do about it goes in the one
        // below it (toasts stack newest first), as in the formation editor.
        const reason = submitFailureReason(error);
        if (reason) notifyError(reason, error);
        notifyError(FORM_MESSAGES.formFailed, error);
      },
    });
  }

  if (received) return <FormConfirmation received={received} onSendAnother={sendAnother} />;

  return (
    <form
      ref={form}
      className="dynamic-form"
      aria-labelledby={labelledBy}
      aria-busy={submitting}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (ready && !submitting) submit();
      }}
    >
      {submitting && <LoadingOverlay label="Sending your form" showLabel />}
      <Honeypot value={honeypot} onChange={setHoneypot} />
      {fieldsBySection(model.fields).map(({ section, fields }) => {
        const grid = (
          <div className="field-grid">
            {fields.map((field) => (
              <FormField
                key={`${generation}-${field.name}`}
                field={field}
                value={valueOf(field, state.values)}
                problem={visibleProblem(state.errors[field.name], Boolean(touched[field.name]))}
                note={fieldNote(field.name, state.values)}
                notice={fieldNotice(field.name, state.values)}
                onChange={(value) => {
                  dispatch({ type: 'change', name: field.name, value });
                  if (showsProblemOnChange(field.type)) touch(field.name);
                }}
                onBlur={() => {
                  dispatch({ type: 'blur', name: field.name });
                  touch(field.name);
                }}
              />
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
        <button type="button" className="button button--ghost" onClick={clear}>
          Clear
        </button>
        <button type="submit" className="button" disabled={!ready}>
          Submit
        </button>
      </div>
    </form>
  );
}
