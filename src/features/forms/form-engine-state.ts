/**
 * The dynamic form engine's state (SPEC section 4): all fields start empty and valid; a change updates
 * and re-validates its field, a blur validates it; Submit is enabled only when the whole payload passes
 * the form's schema; Clear empties everything and marks every field valid again. The reimbursement total
 * starts as the invoice total and follows it until the person types their own (docs/decisions/028).
 */
import { formFields, type FieldDefinition, type FieldType, type SelectOption } from './field-definitions';
import { ENGLISH_FORM_WORDS, type FormWords } from './form-words';
import { formatMoney, parseDecimal, roundToCents } from './money';
import { HONEYPOT_FIELD, schemaForFields, type FormDataSchema } from './payload-schema';
import type { VolunteerFormType } from './form-types';
import { differingInvoiceTotal, invoiceTotal, invoiceTotalText, type InvoiceLine } from './invoice';
import { receiptFilesProblem, type FileInfo } from './receipts';
import { MAX_CHECK_AMOUNT } from '../reimbursements';

/** A multi-select choice as the select component gives it. */
export interface ChosenOption {
  label: string;
  value: string;
}

/** A field's value, tagged with what its control holds: text for input, email, select, textarea, date and number fields; lists for the rest. */
export type FieldValue =
  | { kind: 'text'; value: string }
  | { kind: 'choices'; value: ChosenOption[] }
  | { kind: 'invoices'; value: InvoiceLine[] }
  | { kind: 'files'; value: FileInfo[] };
export type FormValues = Record<string, FieldValue>;

export interface FormModel {
  formType: VolunteerFormType;
  fields: FieldDefinition[];
  schema: FormDataSchema;
  /** The words its labels and problems are in: the page's language. */
  words: FormWords;
}

/** A form's fields and its one schema, with the server's activity list as options, in `words` (English unless given). */
export function formModel(
  formType: VolunteerFormType,
  activities: readonly SelectOption[],
  words: FormWords = ENGLISH_FORM_WORDS,
): FormModel {
  const fields = formFields(formType, activities, words.fields);
  return { formType, fields, schema: schemaForFields(fields, words.fieldMessages), words };
}

/** The empty value of a field of this type: all fields start empty (SPEC section 4). */
function emptyValue(type: FieldType): FieldValue {
  switch (type) {
    case 'multiselect':
      return { kind: 'choices', value: [] };
    case 'invoices':
      return { kind: 'invoices', value: [] };
    case 'files':
      return { kind: 'files', value: [] };
    default:
      return { kind: 'text', value: '' };
  }
}

/** A field's value in the form, or its empty value. */
export const valueOf = (field: FieldDefinition, values: FormValues): FieldValue => values[field.name] ?? emptyValue(field.type);

/** What the payload carries for a field: receipts go as file names only (SPEC section 3). */
const payloadValue = (value: FieldValue): unknown => (value.kind === 'files' ? value.value.map((file) => file.name) : value.value);

/** form_data for submit-form: every field, the reimbursement's invoice total and a filled honeypot. */
export function buildFormData(model: FormModel, values: FormValues, honeypot = ''): Record<string, unknown> {
  const data: Record<string, unknown> = Object.fromEntries(model.fields.map((field) => [field.name, payloadValue(valueOf(field, values))]));
  const invoices = values.invoices;
  if (model.formType === 'reimbursement_request')
    data.reimburesment_total = invoiceTotal(invoices?.kind === 'invoices' ? invoices.value : []);
  if (honeypot) data[HONEYPOT_FIELD] = honeypot;
  return data;
}

/** The first problem with one field's value, or null. */
function fieldError(model: FormModel, name: string, value: FieldValue): string | null {
  const field = model.fields.find((candidate) => candidate.name === name);
  const schema = model.schema.shape[name];
  if (!field || !schema) return null;
  const result = schema.safeParse(payloadValue(value));
  if (!result.success) return problemText(model.words, field, result.error.issues[0]);
  return value.kind === 'files' ? receiptFilesProblem(value.value, model.words.receiptMessages) : null;
}

/** The message under a field; under the invoice table it names the line it is about. */
function problemText(words: FormWords, field: FieldDefinition, issue: { path: PropertyKey[]; message: string } | undefined): string | null {
  if (!issue) return null;
  const [line] = issue.path;
  return field.type === 'invoices' && typeof line === 'number' ? words.fieldMessages.onLine(line + 1, issue.message) : issue.message;
}

export interface FormState {
  values: FormValues;
  /** null = valid (or not yet checked). */
  errors: Record<string, string | null>;
  /** The person typed a reimbursement total of their own: it no longer follows the invoice lines. */
  totalTyped: boolean;
}

/** The field that starts as the invoice total, and the field it follows. */
const TOTAL_FIELD = 'reimbursement_total';
const INVOICES_FIELD = 'invoices';

export type FormAction =
  | { type: 'change'; name: string; value: FieldValue }
  | { type: 'blur'; name: string }
  | { type: 'check' }
  | { type: 'clear' }
  /** What the form's controls held when the island took them over: typed before it ran (docs/decisions/074). */
  | { type: 'adopt'; values: FormValues };

export function initialFormState(model: FormModel): FormState {
  return {
    values: Object.fromEntries(model.fields.map((field) => [field.name, emptyValue(field.type)])),
    errors: Object.fromEntries(model.fields.map((field) => [field.name, null])),
    totalTyped: false,
  };
}

/** A changed field, re-validated. */
const withChange = (model: FormModel, state: FormState, name: string, value: FieldValue): FormState => ({
  ...state,
  values: { ...state.values, [name]: value },
  errors: { ...state.errors, [name]: fieldError(model, name, value) },
});

/** Invoice lines changed: a total nobody typed becomes their new sum. */
function followInvoices(model: FormModel, state: FormState): FormState {
  const invoices = state.values[INVOICES_FIELD];
  if (state.totalTyped || invoices?.kind !== 'invoices' || !model.fields.some((field) => field.name === TOTAL_FIELD)) return state;
  return withChange(model, state, TOTAL_FIELD, { kind: 'text', value: invoiceTotalText(invoices.value) });
}

/** `useReducer(formReducer(model), model, initialFormState)`; rebuild it when the model changes. */
export const formReducer =
  (model: FormModel) =>
  (state: FormState, action: FormAction): FormState => {
    switch (action.type) {
      case 'change': {
        const changed = withChange(model, state, action.name, action.value);
        if (action.name === TOTAL_FIELD) return { ...changed, totalTyped: true };
        return action.name === INVOICES_FIELD ? followInvoices(model, changed) : changed;
      }
      case 'blur': {
        const value = state.values[action.name];
        return value === undefined
          ? state
          : { ...state, errors: { ...state.errors, [action.name]: fieldError(model, action.name, value) } };
      }
      case 'check':
        // A press on Submit checks every field at once (docs/decisions/055).
        return {
          ...state,
          errors: Object.fromEntries(
            model.fields.map((field) => [field.name, fieldError(model, field.name, valueOf(field, state.values))]),
          ),
        };
      case 'clear':
        return initialFormState(model);
      case 'adopt': {
        // A total typed then is the sender's own; left empty, it follows the lines typed then.
        const total = action.values[TOTAL_FIELD];
        const totalTyped = total?.kind === 'text' && total.value !== '';
        return followInvoices(model, { ...state, values: { ...state.values, ...action.values }, totalTyped });
      }
    }
  };

/** Every field with a problem, in the form's order, with its label: the error summary's list (docs/decisions/055). */
export function formProblems(model: FormModel, state: FormState): Array<{ name: string; label: string; message: string }> {
  return model.fields.flatMap((field) => {
    const message = state.errors[field.name];
    return message ? [{ name: field.name, label: field.displayName, message }] : [];
  });
}

/** Submit is enabled only when the whole form passes, files included. */
export function canSubmit(model: FormModel, state: FormState): boolean {
  if (!model.schema.safeParse(buildFormData(model, state.values)).success) return false;
  return model.fields.every((field) => {
    const value = valueOf(field, state.values);
    return value.kind !== 'files' || receiptFilesProblem(value.value) === null;
  });
}

/** A note beside a field, not a problem: the reimbursement total when it differs from the invoice total. */
export function fieldNote(name: string, values: FormValues, words: FormWords = ENGLISH_FORM_WORDS): string | undefined {
  const total = values[TOTAL_FIELD];
  const invoices = values[INVOICES_FIELD];
  if (name !== TOTAL_FIELD || total?.kind !== 'text' || invoices?.kind !== 'invoices') return undefined;
  const differing = differingInvoiceTotal(total.value, invoices.value);
  return differing === null ? undefined : words.totalDiffers(formatMoney(differing));
}

/**
 * A notice beside a field that is announced when it appears (docs/decisions/037): the spec's note on the $250.00 limit
 * per check, once the reimbursement total asks for more. It does not stop sending. `undefined` for a field
 * that never has one; `null` for the total while it has none (its live region waits, empty).
 */
export function fieldNotice(name: string, values: FormValues, words: FormWords = ENGLISH_FORM_WORDS): string | null | undefined {
  if (name !== TOTAL_FIELD) return undefined;
  const total = values[TOTAL_FIELD];
  const amount = total?.kind === 'text' ? parseDecimal(total.value) : null;
  return amount !== null && roundToCents(amount) > MAX_CHECK_AMOUNT ? words.checkLimitNote : null;
}
