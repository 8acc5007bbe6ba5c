import { useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'react';
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
  type FormModel,
  formReducer,
  initialFormState,
  valueOf,
} from './form-engine-state';
import type { VolunteerFormType } from './form-types';
import { LoadingOverlay } from '../../shared/ui/Spinner';
import { FormField } from './FormField';
import { invoiceLinesControl } from './InvoiceLines';
import { FormConfirmation } from './FormConfirmation';
import { receivedForm, type ReceivedForm } from './confirmation-panel';
import { receiptFiles } from './picked-files';
import { showsProblemOnChange, submitFailureReasonIn, visibleProblem } from './problem-display';
import { Honeypot } from './Honeypot';
import { ErrorSummary, type SummaryProblem } from './ErrorSummary';
import { useFormPanelText } from './form-panel-text';
import { ClearConfirm } from './ClearConfirm';
import { useFormsText } from './forms-text-context';
import { formWordsOf } from './form-words';
import { useLang } from '../../shared/i18n/text-context';
import { isTyping } from '../../shared/ui/is-typing';
import { textEntries } from '../../shared/posted-text';
import { FORM_TYPE_PART, isChosenFile, postedValues, RECEIPTS_PART, type PostedForm } from './posted-form';
import { FORM_QUERY, FORMS_ANCHOR } from './form-types';
import { HONEYPOT_FIELD } from './payload-schema';

interface DynamicFormProps {
  formType: VolunteerFormType;
  /** The server's activity list (loaded before the forms show): the options of the activity fields. */
  activities: readonly SelectOption[];
  /** The tab that names this form. */
  labelledBy: string;
  /** This form as the page answered its POST, sent before the island ran (docs/decisions/074). */
  posted?: PostedForm;
}

/** The form the page drew after a POST: its values, problems and refusals; an empty form otherwise. */
const postedStart = (model: FormModel, posted: PostedForm | undefined) =>
  posted && 'state' in posted ? posted : { state: initialFormState(model), pressed: false, refusals: [] };

/**
 * The dynamic form engine (SPEC sections 3 to 5): draws a form's field definitions on the 10-column
 * grid, validates through the domain reducer, sends the form and resets it once it was received; a
 * confirmation panel then stands in its place until 'Send another' (docs/decisions/028). Everything it says is in
 * the page's language (docs/decisions/068), and the form is sent saying which.
 */
export function DynamicForm({ formType, activities, labelledBy, posted }: DynamicFormProps) {
  const text = useFormsText();
  const panelText = useFormPanelText();
  const lang = useLang();
  const words = useMemo(() => formWordsOf(text), [text]);
  const model = useMemo(() => formModel(formType, activities, words), [formType, activities, words]);
  // The reducer is rebuilt with the model (a refetched activity list makes a new one).
  const [start] = useState(() => postedStart(model, posted));
  const [state, dispatch] = useReducer(formReducer(model), start.state);
  // A problem the page drew is shown from the start.
  const [touched, setTouched] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(Object.entries(start.state.errors).flatMap(([name, error]) => (error ? [[name, true]] : []))),
  );
  const [refusals, setRefusals] = useState<readonly string[]>(start.refusals);
  const [honeypot, setHoneypot] = useState('');
  const sending = useSubmitForm(formType, lang);
  const submitting = sending.isPending;
  // Bumped by Clear: the fields remount, so their own state (a refused file's message) goes too.
  const [generation, setGeneration] = useState(0);
  const [received, setReceived] = useState<ReceivedForm | null>(posted && 'received' in posted ? posted.received : null);
  const form = useRef<HTMLFormElement>(null);
  const focusFirstField = useRef(false);
  // Submit stays enabled (docs/decisions/055): a press with problems lists them at the top instead.
  const ready = canSubmit(model, state);
  // The problems as they were at the last press, kept in step with the fields until they are all fixed.
  const [pressed, setPressed] = useState(start.pressed);
  const summary = useRef<HTMLDivElement>(null);
  // A page that answered a press with problems has its summary read first too.
  const [summaryShown, setSummaryShown] = useState(start.pressed ? 1 : 0);
  const [asking, setAsking] = useState(false);
  const problems: SummaryProblem[] = pressed ? formProblems(model, state) : [];
  const anchorOf = (name: string) => `${labelledBy}-${name}`;
  // Each field's first control has a known id, which the summary's links lead to: without scripts the browser
  // focuses it as the island does (decision 082). The invoice lines name their own.
  const controlOf = (name: string) => {
    const value = state.values[name];
    return value?.kind === 'invoices' ? invoiceLinesControl(value.value.length) : `${anchorOf(name)}-control`;
  };

  // Each press with problems brings the focus to the summary, so it is read first (GOV.UK's pattern).
  // The page's own answer to a press hydrates later: someone already correcting a field keeps their place.
  const answered = useRef(start.pressed);
  useEffect(() => {
    if (summaryShown === 0) return;
    const late = answered.current;
    answered.current = false;
    if (late && isTyping()) return;
    summary.current?.focus({ preventScroll: true });
    summary.current?.scrollIntoView({ block: 'start' });
  }, [summaryShown]);

  // The island may run after the page was first used (client:firstuse): the fields keep what was typed, chosen
  // and ticked meanwhile, rather than the empty values it would draw over them.
  // Once, as the island first runs: from then on the state leads, and the receipts' input is emptied after
  // each choice. The honeypot too, so that a bot that filled it before the island ran is still caught.
  const adopted = useRef(false);
  useLayoutEffect(() => {
    if (adopted.current) return;
    adopted.current = true;
    if (!form.current) return;
    const data = new FormData(form.current);
    const entries = textEntries(data);
    const files = data.getAll(RECEIPTS_PART).flatMap((file) => (file instanceof File && isChosenFile(file) ? [file] : []));
    dispatch({ type: 'adopt', values: postedValues(model, entries, files) });
    const trap = data.get(HONEYPOT_FIELD);
    if (typeof trap === 'string' && trap) setHoneypot(trap);
  }, [model]);

  const touch = (name: string) => setTouched((current) => (current[name] ? current : { ...current, [name]: true }));

  // 'Send another' brings back an empty form: focus starts it again.
  useEffect(() => {
    if (!focusFirstField.current || received) return;
    focusFirstField.current = false;
    form.current?.querySelector<HTMLElement>('input:not([type="hidden"]):not([tabindex="-1"]), select, textarea')?.focus();
  }, [received]);

  function clear() {
    dispatch({ type: 'clear' });
    setPressed(false);
    setRefusals([]);
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

  if (received) {
    const done = { label: text.actions.sendAnother, onClick: sendAnother, query: { [FORM_QUERY]: formType } };
    return <FormConfirmation received={received} done={done} />;
  }

  return (
    <form
      ref={form}
      className="dynamic-form"
      aria-labelledby={labelledBy}
      aria-busy={submitting}
      noValidate
      // Sent to the page itself when the island has not run (docs/decisions/074).
      method="post"
      action={`?${FORM_QUERY}=${formType}#${FORMS_ANCHOR}`}
      encType="multipart/form-data"
      onSubmit={(event) => {
        event.preventDefault();
        setRefusals([]);
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
      {/* The form's default button comes first: Enter in a field sends it, never the invoice table's buttons. */}
      {model.fields.some((field) => field.type === 'invoices') && (
        <button type="submit" className="visually-hidden" tabIndex={-1} aria-hidden="true">
          {text.actions.submit}
        </button>
      )}
      <input type="hidden" name={FORM_TYPE_PART} value={formType} />
      {refusals.length > 0 && (
        <div className="error-summary" role="alert" aria-labelledby={`${labelledBy}-refused`}>
          <h2 id={`${labelledBy}-refused`} className="error-summary__title">
            {panelText.problemHeading}
          </h2>
          {refusals.map((refusal) => (
            <p key={refusal} className="error-summary__description">
              {refusal}
            </p>
          ))}
        </div>
      )}
      {problems.length > 0 && <ErrorSummary ref={summary} problems={problems} anchorOf={anchorOf} controlOf={controlOf} />}
      <Honeypot value={honeypot} onChange={setHoneypot} />
      {fieldsBySection(model.fields).map(({ section, fields }) => {
        const grid = (
          <div className="field-grid">
            {fields.map((field) => (
              // A box-less anchor (src/shared/ui/field.css) the summary's links lead to, the grid left as it is.
              <div key={`${generation}-${field.name}`} id={anchorOf(field.name)} className="field-grid__slot">
                <FormField
                  field={field}
                  controlId={controlOf(field.name)}
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
