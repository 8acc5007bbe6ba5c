import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useSubmitForm } from './api/use-submit-form';
import { notifyError, notifySuccess } from '../../shared/notify';
import { fieldsBySection, type SelectOption } from './form-fields';
import { FORM_MESSAGES } from './form-messages';
import { buildFormData, canSubmit, formModel, formReducer, initialFormState, valueOf } from './form-state';
import type { VolunteerFormType } from './forms';
import { Spinner } from '../../shared/ui/Spinner';
import { FormField } from './FormField';
import { receiptFiles, showsProblemOnChange, submitFailureReason, visibleProblem } from './form-display';
import { Honeypot } from './Honeypot';

interface DynamicFormProps {
  formType: VolunteerFormType;
  /** The server's activity list: the options of the activity fields. */
  activities: readonly SelectOption[];
  /** The activity list is still loading. */
  loading: boolean;
  /** The tab that names this form. */
  labelledBy: string;
}

/**
 * The dynamic form engine (SPEC sections 3 to 5): draws a form's field definitions on the 10-column
 * grid, validates through the domain reducer, sends the form and resets it once it was received.
 */
export function DynamicForm({ formType, activities, loading, labelledBy }: DynamicFormProps) {
  const model = useMemo(() => formModel(formType, activities), [formType, activities]);
  // The reducer is rebuilt with the model (the activity options arrive after the first render).
  const [state, dispatch] = useReducer(formReducer(model), model, initialFormState);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [honeypot, setHoneypot] = useState('');
  const sending = useSubmitForm(formType);
  const submitting = sending.isPending;
  // Bumped by Clear: the fields remount, so their own state (a refused file's message) goes too.
  const [generation, setGeneration] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const focusFirstField = useRef(false);
  // Not disabled while sending (that would drop the keyboard focus); a second send is refused below.
  const ready = canSubmit(model, state) && !loading;

  const touch = (name: string) => setTouched((current) => (current[name] ? current : { ...current, [name]: true }));

  // After a submit the Submit button is disabled and the fields are new: focus starts the form again.
  useEffect(() => {
    if (!focusFirstField.current) return;
    focusFirstField.current = false;
    form.current?.querySelector<HTMLElement>('input:not([tabindex="-1"]), select, textarea')?.focus();
  }, [generation]);

  function clear() {
    dispatch({ type: 'clear' });
    setTouched({});
    setHoneypot('');
    setGeneration((current) => current + 1);
  }

  function submit() {
    const submission = { formData: buildFormData(model, state.values, honeypot), files: receiptFiles(model.fields, state.values) };
    sending.mutate(submission, {
      onSuccess: () => {
        notifySuccess(FORM_MESSAGES.formSubmitted);
        // Received: a fresh form, so a second request starts clean and nothing is sent twice (decision 010).
        focusFirstField.current = true;
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

  return (
    <form
      ref={form}
      className="dynamic-form"
      aria-labelledby={labelledBy}
      aria-busy={submitting || loading}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (ready && !submitting) submit();
      }}
    >
      {(submitting || loading) && <Spinner className="dynamic-form__overlay" label={submitting ? 'Submitting' : 'Loading'} />}
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
      {formType === 'reimbursement_request' && <p className="dynamic-form__note">{FORM_MESSAGES.checkLimitNote}</p>}
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
