import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { addPageSecurityHeaders, SECURITY_HEADERS } from './security-headers';

/** The values netlify.toml gives every prebuilt page (its `for = "/*"` block). */
function prebuiltPageHeaders(): Record<string, string> {
  const toml = readFileSync(new URL('../../netlify.toml', import.meta.url), 'utf8');
  const block = /for = "\/\*"\s+\[headers\.values\]\n((?:\s+[\w-]+ = "[^"]*"\n)+)/.exec(toml)?.[1] ?? '';
  return Object.fromEntries([...block.matchAll(/([\w-]+) = "([^"]*)"/g)].map(([, name, value]) => [name, value]));
}

describe('security headers (DESIGN section 6)', () => {
  it('netlify.toml gives the prebuilt pages the same headers the functions send, but for the pages’ own policy', () => {
    const pages = prebuiltPageHeaders();
    expect(Object.keys(pages).sort()).toEqual(Object.keys(SECURITY_HEADERS).sort());
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      if (name !== 'Content-Security-Policy') expect(pages[name], name).toBe(value);
    }
    expect(pages['Content-Security-Policy']).toContain("frame-ancestors 'none'");
  });

  it('a page drawn on request keeps Astro’s policy, adds frame-ancestors and the other headers', () => {
    const headers = new Headers({ 'Content-Security-Policy': "default-src 'self'; script-src 'self' 'sha256-abc=';" });
    addPageSecurityHeaders(headers);
    expect(headers.get('Content-Security-Policy')).toBe("default-src 'self'; script-src 'self' 'sha256-abc='; frame-ancestors 'none'");
    expect(headers.get('X-Frame-Options')).toBe('DENY');
    expect(headers.get('Strict-Transport-Security')).toBe(SECURITY_HEADERS['Strict-Transport-Security']);
  });

  it('a private link’s page keeps its own stricter Referrer-Policy; any other is the site’s', () => {
    for (const policy of ['no-referrer', 'same-origin']) {
      const own = new Headers({ 'Referrer-Policy': policy });
      addPageSecurityHeaders(own);
      expect(own.get('Referrer-Policy')).toBe(policy);
    }
    const looser = new Headers({ 'Referrer-Policy': 'unsafe-url' });
    addPageSecurityHeaders(looser);
    expect(looser.get('Referrer-Policy')).toBe(SECURITY_HEADERS['Referrer-Policy']);
  });

  it('a page without a policy of its own still refuses to be framed', () => {
    const headers = new Headers();
    addPageSecurityHeaders(headers);
    expect(headers.get('Content-Security-Policy')).toBe("frame-ancestors 'none'");
  });
});
