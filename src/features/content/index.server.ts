/** What other features use of the content feature's server modules (DESIGN section 3): they import from here only. */
export { readSiteContent } from './pages.server';
