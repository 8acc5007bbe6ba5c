/** What other features use of the content feature's modules (DESIGN section 3): rules, types, stores and API calls, never a component, so that server code may import it too. Components are in ui.ts, admin screens in admin.ts. */
export type { VolunteerActivity } from './page-content';
export { DEFAULT_SITE_CONTENT, type SiteContent } from './site-content';
export { CONTENT_TEXT } from './content-messages';
export { contentPagesText, contentText, type ContentPagesText, type ContentText } from './content-text';
