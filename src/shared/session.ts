/** The signed-in user as the client decodes it from the token's middle part (SPEC section 3). */
export interface SessionUser {
  name: string;
  scopes: string[];
  is_admin: boolean;
  /** ISO 8601 expiry. */
  expDt: string;
}

/** Browser local storage key holding the token (SPEC section 3: a key for the school/hsa/user). */
export const TOKEN_STORAGE_KEY = 'school/hsa/user';

function decodeBase64Url(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The claims of a JWT-style token's middle part, unverified; null when it cannot be parsed. */
function decodeClaims(token: string): Record<string, unknown> | null {
  try {
    const middle = token.split('.')[1];
    if (!middle) return null;
    const claims: unknown = JSON.parse(decodeBase64Url(middle));
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Reads the user from a JWT-style token without verifying it; null when it cannot be parsed. */
export function decodeSessionToken(token: string): SessionUser | null {
  const claims = decodeClaims(token);
  if (!claims) return null;
  const { name, scopes, is_admin, expDt } = claims;
  if (typeof name !== 'string' || typeof expDt !== 'string') return null;
  if (!Array.isArray(scopes) || !scopes.every((scope) => typeof scope === 'string')) return null;
  return { name, scopes, is_admin: is_admin === true, expDt };
}

/** The user id a token was issued to (its `sub`), so the Users tool can tell the signed-in user's own account. */
export function decodeTokenSubject(token: string): string | null {
  const sub = decodeClaims(token)?.sub;
  return typeof sub === 'string' ? sub : null;
}

/** A token is expired when expDt is before now, and also when it cannot be parsed (SPEC section 4). */
export function isTokenExpired(token: string, now: Date = new Date()): boolean {
  const user = decodeSessionToken(token);
  if (!user) return true;
  const expiry = Date.parse(user.expDt);
  return Number.isNaN(expiry) || expiry < now.getTime();
}

/**
 * The login redirect target is honoured only for same-site paths that start with a single '/'
 * (DESIGN section 6), and only inside the admin area, which is where the login page sends people back to;
 * anything else falls back to the admin landing.
 */
export function safeRedirectPath(target: unknown, fallback = '/access'): string {
  if (typeof target !== 'string') return fallback;
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  if (/\p{Cc}/u.test(target)) return fallback;
  if (target !== '/access' && !target.startsWith('/access/')) return fallback;
  return target;
}
