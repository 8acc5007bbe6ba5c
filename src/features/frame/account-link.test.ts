import { describe, expect, it } from 'vitest';
import { accountLink, LOGIN_LINK } from './account-link';

function tokenWith(claims: unknown): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

const now = new Date('2026-03-10T12:00:00Z');
const erin = { name: 'Erin Editor', scopes: ['events'], is_admin: false };

describe("the footer's account link (SPEC section 2)", () => {
  it('names the signed-in user and links to /access while the token is valid', () => {
    expect(accountLink(tokenWith({ ...erin, expDt: '2026-03-10T20:00:00Z' }), now)).toEqual({ href: '/access', label: 'Erin Editor' });
  });

  it('shows Login linking to /access/login when nobody is signed in', () => {
    expect(accountLink(null, now)).toEqual({ href: '/access/login', label: 'Login' });
    expect(LOGIN_LINK).toEqual({ href: '/access/login', label: 'Login' });
  });

  it('shows Login for an expired token', () => {
    expect(accountLink(tokenWith({ ...erin, expDt: '2026-03-10T11:59:59Z' }), now)).toEqual(LOGIN_LINK);
  });

  it('shows Login for a token it cannot read', () => {
    expect(accountLink('not-a-token', now)).toEqual(LOGIN_LINK);
    expect(accountLink(tokenWith({ scopes: [], expDt: '2026-03-10T20:00:00Z' }), now)).toEqual(LOGIN_LINK);
  });
});
