/**
 * What the dynamic form shows of its problems beyond the engine's state: when a field's problem becomes
 * visible, and the server's reason after the spec's failure toast.
 */
import { ApiError } from '../../shared/api-client';
import type { FieldType } from './field-definitions';
import type { Lang } from '../../shared/i18n/lang';
import type { FormsText } from './forms-text';

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

/** The refusals a sender can act on, by what the page's texts call them. */
const REFUSALS: Readonly<Record<number, keyof FormsText['refusals']>> = {
  0: 'offline',
  400: 'invalid',
  413: 'tooLarge',
  415: 'notReceipt',
  429: 'tooMany',
};

/**
 * What the sender can do about a refusal, after the failure toast: the server's own words on an English page, the
 * page's words for the same refusal otherwise (the server answers in English); null when there is nothing to do.
 */
export function submitFailureReasonIn(lang: Lang, refusals: FormsText['refusals'], error: unknown): string | null {
  const reason = submitFailureReason(error);
  if (reason === null || !(error instanceof ApiError)) return reason;
  return refusalIn(lang, refusals, { status: error.status, message: reason });
}

/** A refusal's reason in the page's words: the server's own on an English page, the page's for its status otherwise. */
export function refusalIn(lang: Lang, refusals: FormsText['refusals'], { status, message }: { status: number; message: string }): string {
  const refusal = REFUSALS[status];
  return lang === 'en' || !refusal ? message : refusals[refusal];
}
