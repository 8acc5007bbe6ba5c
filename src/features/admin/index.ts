/** What other features use of the admin feature's modules (DESIGN section 3): they import from here only. */
export { useTitle, type AdminHistoryState } from './admin-routes';
