/** What other features and the functions use of the users feature's server modules (DESIGN section 3): they import from here only. */
export { listUsers, rosterJob, saveUser } from './users.server';
export { assertScope, publicRead, requireAdmin, requireAnyScope, requireContentEditor, requireScope, requireUser } from './guard.server';
