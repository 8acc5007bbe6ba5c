/** What other features use of the admin feature's modules (DESIGN section 3): rules, types, stores and API calls, never a component, so that server code may import it too. Components are in ui.ts, admin screens in admin.ts. */
export { useTitle, type AdminHistoryState } from './admin-routes';
export { SCOPE_NAMES, toolsOfScope } from './admin-menu';
