/**
 * How every admin tool tells a person that a call failed, and asks before a delete (SPEC sections 5 and 8).
 */
import { actionableReason } from '../api-client';
import { notifyError, toastsWanted, withToasts } from '../notify';

/** The text of an error as thrown: the server's own message for a refused call. */
export const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * A failed admin call: the tool's text for it (the spec's where there is one), then the server's reason when
 * it gave one a person can act on (400 invalid input, 409 stale edit or taken name). A tool with no text of
 * its own (`null`: the Users tool and sign-in, beyond the spec) shows the server's message alone.
 */
export function notifyFailure(failed: string | null, error: unknown): void {
  if (failed === null) return notifyError(errorText(error), error);
  notifyError(failed, error);
  const reason = actionableReason(error);
  if (reason) notifyError(reason);
}

/** A failure the screen shows where the person acted: a refusal is an answer, not a fault; anything else is logged (SPEC section 8). */
export function logUnlessRefused(what: string, error: unknown): void {
  if (!actionableReason(error)) console.error(what, error);
}

/** The browser's confirmation before a delete or a removal; true when the person agreed. */
export const confirmed = (question: string): boolean => window.confirm(question);

/**
 * A failure that stays one toast however often it happens (the sign-in's, docs/decisions/056): a new one
 * replaces the text of the one still shown instead of stacking under it. The caller's mutation has logged it.
 */
export function notifyFailureOnce(toastId: string, error: unknown): void {
  const message = errorText(error);
  withToasts((toast) => {
    if (toast.isActive(toastId)) toast.update(toastId, { render: message });
    else toast.error(message, { toastId, closeButton: true, draggable: true, pauseOnHover: false });
  });
}

/** Takes a toast of notifyFailureOnce away, once what it reported no longer holds. */
export const dismissFailure = (toastId: string): void => {
  if (toastsWanted()) withToasts((toast) => toast.dismiss(toastId));
};
