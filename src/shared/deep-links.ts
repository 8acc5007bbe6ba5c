/**
 * Deep links whose content is data: each is served by one prebuilt page (docs/decisions/002). A grade's
 * page, /grades/{slug}, an event's, /events/{id}, a committee's, /committees/{slug}, a payee's status page,
 * /volunteers/reimbursement-status/{token}, and a volunteer's manage page, /volunteers/signup/{token}, are not
 * among them: they are drawn on request (docs/decisions/044, 045, 059, 088, 090).
 * netlify.toml holds the same rules for Netlify and `npm start`; src/middleware.ts applies them under
 * `astro dev`; src/shared/deep-links.test.ts keeps the two in step.
 */
export const DEEP_LINK_REWRITES = [{ from: '/access/', to: '/access/' }] as const;

/** The prebuilt page serving a path, or null when the path is a page of its own. */
export function deepLinkTarget(pathname: string): string | null {
  const rule = DEEP_LINK_REWRITES.find(({ from }) => pathname.startsWith(from) && pathname.length > from.length);
  return rule ? rule.to : null;
}
