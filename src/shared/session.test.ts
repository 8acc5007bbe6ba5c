import { describe, expect, it } from 'vitest';
import { decodeSessionToken, decodeTokenSubject, isTokenExpired, safeRedirectPath } from './session';

function tokenWith(claims: unknown): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

const now = new Date('2026-03-10T12:00:00Z');
const user = { name: 'Erin Editor', scopes: ['events'], is_admin: false };

describe('token expiry rules (SPEC section 4)', () => {
  it('keeps a token whose expDt is after now', () => {
    expect(isTokenExpired(tokenWith({ ...user, expDt: '2026-03-10T12:00:01Z' }), now)).toBe(false);
  });

  it('treats a token whose expDt is before now as expired', () => {
    expect(isTokenExpired(tokenWith({ ...user, expDt: '2026-03-10T11:59:59Z' }), now)).toBe(true);
  });

  it('treats a token that cannot be parsed as expired', () => {
    expect(isTokenExpired('not-a-token', now)).toBe(true);
    expect(isTokenExpired('a.%%%.c', now)).toBe(true);
    expect(isTokenExpired(tokenWith('just a string'), now)).toBe(true);
  });

  it('treats a token without a readable expDt as expired', () => {
    expect(isTokenExpired(tokenWith({ ...user }), now)).toBe(true);
    expect(isTokenExpired(tokenWith({ ...user, expDt: 'next tuesday' }), now)).toBe(true);
  });

  it('decodes name, scopes, is_admin and expDt from the middle part, including non-ASCII names', () => {
    const token = tokenWith({ name: 'Zoë Núñez', scopes: ['forms'], is_admin: true, expDt: '2026-03-10T20:00:00Z' });
    expect(decodeSessionToken(token)).toEqual({ name: 'Zoë Núñez', scopes: ['forms'], is_admin: true, expDt: '2026-03-10T20:00:00Z' });
  });

  it("reads the user id from the token's sub, and null when there is none or the token is unreadable", () => {
    expect(decodeTokenSubject(tokenWith({ ...user, sub: 'jsmith' }))).toBe('jsmith');
    expect(decodeTokenSubject(tokenWith({ ...user, sub: 42 }))).toBeNull();
    expect(decodeTokenSubject('not-a-token')).toBeNull();
  });
});

describe('login redirect state (DESIGN section 6)', () => {
  it('keeps same-site paths that start with a single slash', () => {
    expect(safeRedirectPath('/access/forms')).toBe('/access/forms');
  });

  it.each([
    '//evil.example/x',
    'https://evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '/grades',
    '/accessory',
    '',
    undefined,
    42,
  ])('refuses %s and falls back to /access', (target) => {
    expect(safeRedirectPath(target)).toBe('/access');
  });
});
