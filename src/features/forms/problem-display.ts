/**
 * What the dynamic form shows and sends beyond the domain's reducer: when a field's problem becomes
 * visible, the receipt files to upload, and the server's reason after the spec's failure toast.
 */
import { ApiError } from '../../shared/api-client';
import type { FieldDefinition, FieldType } from './field-definitions';
import type { FormValues } from './form-engine-state';

/**
 * The reducer validates on every change and blur (SPEC section 4); a typed field shows its problem only
 * once it has been left, so nobody reads "invalid email" after one letter. A choice (select, date,
 * check boxes, lines, files) is complete when made, so its problem shows at once.
 */
const SHOWN_ON_CHANGE: ReadonlySet<FieldType> = new Set(['select', 'date', 'multiselect', 'invoices', 'files']);

export const showsProblemOnChange = (type: FieldType): boolean => SHOWN_ON_CHANGE.has(type);

/** The problem to draw under a field now: its reducer error once the field was left or chosen. */
export const visibleProblem = (error: string | null | undefined, touched: boolean): string | undefined =>
  touched && error ? error : undefined;

/** The chosen receipts of a form's file fields, for the multipart `files` parts. */
export function receiptFiles(fields: readonly FieldDefinition[], values: FormValues): File[] {
  return fields
    .flatMap((field) => {
      const value = values[field.name];
      return value?.kind === 'files' ? value.value : [];
    })
    .filter((file): file is File => typeof File !== 'undefined' && file instanceof File);
}

/** Refusals the sender can act on (forms contract): invalid, too large, wrong file type, too many; 0 = no network. */
const ACTIONABLE_STATUSES: ReadonlySet<number> = new Set([0, 400, 413, 415, 429]);

/** The server's own words for a refusal the sender can act on, shown after the spec's toast; null otherwise. */
export function submitFailureReason(error: unknown): string | null {
  return error instanceof ApiError && ACTIONABLE_STATUSES.has(error.status) ? error.message : null;
}
