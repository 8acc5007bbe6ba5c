/**
 * The security headers of DESIGN section 6. netlify.toml gives them to every prebuilt page; the functions
 * (src/server/http.server.ts) and the pages drawn on request (src/middleware.ts, docs/decisions/044)
 * add them here. security-headers.test.ts keeps netlify.toml in step.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};

/**
 * The policies a private link's page sets for itself, each stricter than the site's: 'no-referrer' sends no
 * Referer at all (a payee's status page, docs/decisions/088); 'same-origin' sends one only to the site itself
 * (a volunteer's manage page, whose own form needs the Origin that 'no-referrer' withholds, docs/decisions/090).
 */
export const PRIVATE_REFERRER_POLICIES = ['no-referrer', 'same-origin'] as const;
export type PrivateReferrerPolicy = (typeof PRIVATE_REFERRER_POLICIES)[number];

const isPrivateReferrerPolicy = (policy: string | null): boolean => PRIVATE_REFERRER_POLICIES.some((own) => own === policy);

/**
 * A page drawn on request: Astro sends its policy (the script and style hashes, astro.config.mjs) as a
 * header there, where a prebuilt page has it in a meta tag; the header also says what a meta tag cannot.
 */
export function addPageSecurityHeaders(headers: Headers): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    if (name === 'Content-Security-Policy') continue;
    // A private link's page keeps its own, stricter policy (docs/decisions/088, 090).
    if (name === 'Referrer-Policy' && isPrivateReferrerPolicy(headers.get(name))) continue;
    headers.set(name, value);
  }
  const policy = headers.get('Content-Security-Policy')?.trim().replace(/;$/, '');
  headers.set('Content-Security-Policy', `${policy ? `${policy}; ` : ''}frame-ancestors 'none'`);
}
