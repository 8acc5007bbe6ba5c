/** What other features use of the users feature's modules (DESIGN section 3): they import from here only. */
export { canEditSiteContent, hasAnyScope, scopesOf, type Scope } from './scopes';
