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
 * A page drawn on request: Astro sends its policy (the script and style hashes, astro.config.mjs) as a
 * header there, where a prebuilt page has it in a meta tag; the header also says what a meta tag cannot.
 */
export function addPageSecurityHeaders(headers: Headers): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    if (name === 'Content-Security-Policy') continue;
    // A private link's page sends no Referer at all, stricter than every other page (docs/decisions/088).
    if (name === 'Referrer-Policy' && headers.get(name) === 'no-referrer') continue;
    headers.set(name, value);
  }
  const policy = headers.get('Content-Security-Policy')?.trim().replace(/;$/, '');
  headers.set('Content-Security-Policy', `${policy ? `${policy}; ` : ''}frame-ancestors 'none'`);
}
