/**
 * The manage page's steps without scripts (docs/decisions/090): `?step=confirm` draws the question before a
 * cancel, as "Cancel my sign-up" asks it in place with them; any other step, the sign-up. The cancel itself is
 * a POST to the page with `action=cancel`, the API's body as a form.
 */
export const MANAGE_STEP_QUERY = 'step';
export const CONFIRM_STEP = 'confirm';
export const KEEP_STEP = 'keep';
export const CANCEL_ACTION = 'cancel';
