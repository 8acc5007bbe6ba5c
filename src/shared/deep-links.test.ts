import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEEP_LINK_REWRITES, deepLinkTarget } from './deep-links';

describe('deep links (docs/decisions/002)', () => {
  it('netlify.toml rewrites exactly the deep links the dev middleware serves, with status 200', () => {
    const toml = readFileSync(new URL('../../netlify.toml', import.meta.url), 'utf8');
    const rules = [...toml.matchAll(/\[\[redirects\]\]\s+from = "([^"]+)"\s+to = "([^"]+)"\s+status = (\d+)/g)]
      .map(([, from, to, status]) => ({ from, to, status }))
      // The Spanish 404 (docs/decisions/068) is not a deep link.
      .filter(({ status }) => status !== '404');
    expect(rules).toEqual(DEEP_LINK_REWRITES.map(({ from, to }) => ({ from: `${from}*`, to, status: '200' })));
  });

  it('sends /access/{child} to its page and leaves the rest', () => {
    // A grade's page, an event's, a committee's, a payee's status page and a volunteer's manage page are drawn on
    // request (docs/decisions/044, 045, 059, 088, 090), not rewritten.
    expect(deepLinkTarget('/grades/3rd-grade')).toBeNull();
    expect(deepLinkTarget('/events/evt-book-fair')).toBeNull();
    expect(deepLinkTarget('/committees/book-fair')).toBeNull();
    expect(deepLinkTarget('/access/events')).toBe('/access/');
    expect(deepLinkTarget('/volunteers/reimbursement-status/abc_DEF-123')).toBeNull();
    expect(deepLinkTarget('/es/volunteers/reimbursement-status/abc_DEF-123')).toBeNull();
    expect(deepLinkTarget('/volunteers/signup/abc_DEF-123')).toBeNull();
    expect(deepLinkTarget('/es/volunteers/signup/abc_DEF-123')).toBeNull();
    expect(deepLinkTarget('/volunteers/forms')).toBeNull();
    expect(deepLinkTarget('/grades/')).toBeNull();
    expect(deepLinkTarget('/grades')).toBeNull();
    expect(deepLinkTarget('/committees')).toBeNull();
  });
});
