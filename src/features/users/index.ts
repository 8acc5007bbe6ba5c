/** What other features use of the users feature's modules (DESIGN section 3): rules, types, stores and API calls, never a component, so that server code may import it too. Components are in ui.ts, admin screens in admin.ts. */
export { canEditSiteContent, hasAnyScope, SCOPES, scopesOf, type Scope } from './scopes';
export { listUsers } from './users-api';
export { USER_TEXT } from './users-messages';
