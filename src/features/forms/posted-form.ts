/**
 * The Volunteer Form page sent as a plain HTML form, before or without its scripts (docs/decisions/074): the
 * posted fields read back into the engine's values, checked by the same reducer and schema as in the island,
 * and what the page then draws: the form again with its problems, or the confirmation panel.
 */
import { addInvoiceLine, removeInvoiceLine, type InvoiceLine } from './invoice';
import {
  formReducer,
  initialFormState,
  valueOf,
  type ChosenOption,
  type FieldValue,
  type FormModel,
  type FormState,
  type FormValues,
} from './form-engine-state';
import type { FieldDefinition } from './field-definitions';
import type { FileInfo } from './receipts';
import { MAX_INVOICE_LINES } from './size-limits';
import type { ReceivedVolunteerForm } from './confirmation-panel';
import type { VolunteerFormType } from './form-types';
import { postedText } from '../../shared/posted-text';

/** The form's own parts beside its fields: which form, and which button sent it. */
export const FORM_TYPE_PART = 'form_type';
export const FORM_ACTION_PART = 'form_action';
/** The invoice table's columns, one part per line each, in the lines' order. */
export const INVOICE_PARTS = { qty: 'invoice_qty', item: 'invoice_item', price: 'invoice_price' } as const;
/** The receipts' file part: the submit-form call's own name for them (SPEC section 7). */
export const RECEIPTS_PART = 'files';

/** A file input left empty still sends one part: no name and no bytes. */
export const isChosenFile = ({ name, size }: FileInfo): boolean => name !== '' || size > 0;

/** The buttons that send the form without scripts: Submit, and the invoice table's add and remove. */
export type PostedAction = { kind: 'submit' } | { kind: 'add line' } | { kind: 'remove line'; index: number };

export const ADD_LINE_ACTION = 'add-line';
export const removeLineAction = (index: number) => `remove-line-${index}`;

export function postedAction(value: string | undefined): PostedAction {
  if (value === ADD_LINE_ACTION) return { kind: 'add line' };
  const removed = /^remove-line-(\d{1,3})$/.exec(value ?? '')?.[1];
  return removed === undefined ? { kind: 'submit' } : { kind: 'remove line', index: Number(removed) };
}

/** What the page draws after a POST: the form again (its values, problems and any refusal), or its confirmation. */
export type PostedForm =
  | {
      formType: VolunteerFormType;
      state: FormState;
      /** Submit was pressed: the error summary lists the problems and every field shows its own. */
      pressed: boolean;
      /** Why the server refused a valid-looking form (429, 413, ...), in the page's words. */
      refusals: string[];
    }
  | { formType: VolunteerFormType; received: ReceivedVolunteerForm };

const valuesOf = (entries: ReadonlyArray<readonly [string, string]>, name: string) =>
  entries.flatMap(([part, value]) => (part === name ? [value] : []));

/** The invoice lines as posted: the nth qty, item and price make the nth line. */
function postedLines(entries: ReadonlyArray<readonly [string, string]>): InvoiceLine[] {
  const qty = valuesOf(entries, INVOICE_PARTS.qty);
  const item = valuesOf(entries, INVOICE_PARTS.item);
  const price = valuesOf(entries, INVOICE_PARTS.price);
  return Array.from({ length: Math.max(qty.length, item.length, price.length) }, (_, at) => ({
    qty: qty[at] ?? '',
    item: item[at] ?? '',
    price: price[at] ?? '',
  }));
}

/** Ticked boxes in the options' order; a value no option has is kept, so the schema names it. */
function postedChoices(field: FieldDefinition, ticked: readonly string[]): ChosenOption[] {
  const options = field.options ?? [];
  const known = options.filter((option) => ticked.includes(option.value)).map((option) => ({ label: option.name, value: option.value }));
  const unknown = ticked.filter((value) => !options.some((option) => option.value === value)).map((value) => ({ label: value, value }));
  return [...known, ...unknown];
}

function postedValue(field: FieldDefinition, entries: ReadonlyArray<readonly [string, string]>, files: readonly FileInfo[]): FieldValue {
  switch (field.type) {
    case 'multiselect':
      return { kind: 'choices', value: postedChoices(field, valuesOf(entries, field.name)) };
    case 'invoices':
      return { kind: 'invoices', value: postedLines(entries) };
    case 'files':
      return { kind: 'files', value: [...files] };
    default:
      return { kind: 'text', value: postedText(valuesOf(entries, field.name).at(-1) ?? '') };
  }
}

/** Every field of the form from the posted parts and files; a missing part is an empty field. */
export function postedValues(model: FormModel, entries: ReadonlyArray<readonly [string, string]>, files: readonly FileInfo[]): FormValues {
  return Object.fromEntries(model.fields.map((field) => [field.name, postedValue(field, entries, files)]));
}

/**
 * The form's state after the posted action: Submit checks every field at once, as a press in the island does; the
 * table's buttons add or remove a line and check nothing. A posted total is the sender's own (it no longer
 * follows the lines).
 */
export function postedState(model: FormModel, values: FormValues, action: PostedAction): FormState {
  const reduce = formReducer(model);
  const state: FormState = { ...initialFormState(model), values, totalTyped: true };
  if (action.kind === 'submit') return reduce(state, { type: 'check' });
  const invoices = model.fields.find((field) => field.type === 'invoices');
  if (!invoices) return state;
  const lines = valueOf(invoices, values);
  if (lines.kind !== 'invoices') return state;
  // No more lines than the schema accepts: the form's parts stay within what the page reads.
  if (action.kind === 'add line' && lines.value.length >= MAX_INVOICE_LINES) return state;
  const changed = action.kind === 'add line' ? addInvoiceLine(lines.value) : removeInvoiceLine(lines.value, action.index);
  return { ...state, values: { ...values, [invoices.name]: { kind: 'invoices', value: changed } } };
}

/**
 * The state the page draws again: files cannot be drawn back into a file input, so chosen receipts are
 * dropped and, where there were any, the receipts field asks for them again (`again`).
 */
export function withoutFiles(model: FormModel, state: FormState, again: string): FormState {
  const receipts = model.fields.find((field) => field.type === 'files');
  if (!receipts) return state;
  const chosen = valueOf(receipts, state.values);
  const hadFiles = chosen.kind === 'files' && chosen.value.length > 0;
  return {
    ...state,
    values: { ...state.values, [receipts.name]: { kind: 'files', value: [] } },
    errors: { ...state.errors, [receipts.name]: hadFiles ? again : (state.errors[receipts.name] ?? null) },
  };
}
