/** What other features use of the users feature's server modules (DESIGN section 3): they import from here only. */
export { listUsers, rosterJob, saveUser } from './users.server';
