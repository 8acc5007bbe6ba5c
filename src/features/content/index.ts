/** What other features use of the content feature's modules (DESIGN section 3): they import from here only. */
export type { VolunteerActivity } from './page-content';
export { DEFAULT_SITE_CONTENT, type SiteContent } from './site-content';
