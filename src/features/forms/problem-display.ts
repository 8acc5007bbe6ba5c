/**
 * What the dynamic form shows of its problems beyond the engine's state: when a field's problem becomes
 * visible, and the server's reason after the spec's failure toast.
 */
import { ApiError } from '../../shared/api-client';
import type { FieldType } from './field-definitions';

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

/** Refusals the sender can act on (forms contract): invalid, too large, wrong file type, too many; 0 = no network. */
const ACTIONABLE_STATUSES: ReadonlySet<number> = new Set([0, 400, 413, 415, 429]);

/** The server's own words for a refusal the sender can act on, shown after the spec's toast; null otherwise. */
export function submitFailureReason(error: unknown): string | null {
  return error instanceof ApiError && ACTIONABLE_STATUSES.has(error.status) ? error.message : null;
}
