/**
 * Session tokens (HS256 JWTs with the claims the client decodes, DESIGN sections 4 and 6) and the guard every
 * protected handler calls first (DESIGN section 4): 401 without a valid token,
 * 403 without the scope. The server layer knows no feature (docs/decisions/050): the users feature makes
 * its guard here from its own lookup of the stored user (src/features/users/users.server.ts). Scopes come
 * from the stored user, so a removed user or scope takes effect at once; a token older than the user's last
 * change (password, name, scopes, is_admin), or of an earlier account under the same user id, is a 401.
 */
import { SignJWT, jwtVerify } from 'jose';
import type { SessionUser } from '../shared/session';
import { z } from '../shared/zod';
import { readJwtSecret } from './env.server';
import { HttpError } from './http.server';
import type { ReadOptions } from './store.server';
export const TOKEN_LIFETIME_SECONDS = 8 * 60 * 60;
const ALGORITHM = 'HS256';
/** Function instances' clocks may differ by a little; a token issued further ahead than this is refused. */
const CLOCK_SKEW_SECONDS = 5;

/** What a token says of its user: a stored user record holds all of it (src/features/users/users.server.ts). */
interface TokenSubject {
  userId: string;
  name: string;
  scopes: readonly string[];
  is_admin: boolean;
  version: number;
  generation: string;
}

interface TokenClaims extends SessionUser {
  sub: string;
  exp: number;
  /** The user record's version when the token was issued: any later change of the user ends the token. */
  ver: number;
  /** The account's generation: a user deleted and created again under the same id never accepts it. */
  gen: string;
}

/** The claims a verified token must carry; a token without them is as good as none. */
const tokenClaims: z.ZodType<TokenClaims & { iat: number }> = z.looseObject({
  name: z.string(),
  scopes: z.array(z.string()),
  is_admin: z.boolean(),
  expDt: z.string(),
  sub: z.string(),
  iat: z.number(),
  exp: z.number(),
  ver: z.number(),
  gen: z.string(),
});

export async function issueToken(user: TokenSubject, now: Date = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = issuedAt + TOKEN_LIFETIME_SECONDS;
  return new SignJWT({
    name: user.name,
    scopes: user.scopes,
    is_admin: user.is_admin,
    expDt: new Date(expiresAt * 1000).toISOString(),
    ver: user.version,
    gen: user.generation,
  })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(user.userId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(readJwtSecret());
}

/** The claims of a valid token, or null for anything forged, expired, or signed another way. */
export async function verifyToken(token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, readJwtSecret(), {
      algorithms: [ALGORITHM],
      requiredClaims: ['exp', 'sub', 'iat'],
    });
    const claims = tokenClaims.safeParse(payload);
    if (!claims.success) return null;
    const { iat, exp } = claims.data;
    const now = Math.floor(Date.now() / 1000);
    // A token from the future would outlive its 8 hours; none is ever issued that way.
    if (iat > now + CLOCK_SKEW_SECONDS) return null;
    if (exp - iat > TOKEN_LIFETIME_SECONDS) return null;
    return claims.data;
  } catch (error) {
    if (error instanceof Error && error.name === 'ConfigurationError') throw error;
    return null;
  }
}

/** What the guard reads of a stored user. */
export interface GuardedUser {
  scopes: readonly string[];
  is_admin: boolean;
  /** The record's version: a token issued before the user's last change carries an older one. */
  version: number;
  /** The account's generation: a token of an earlier account under the same user id carries another. */
  generation: string;
}

const SIGN_IN_AGAIN = 'Please sign in again: your session is missing or has expired.';

/** The guard's checks, reading the user a token names with `findUser` (null: no such user). */
export function createGuard<User extends GuardedUser, Scope extends string>(findUser: (userId: string) => Promise<User | null>) {
  async function requireUser(req: Request): Promise<User> {
    const header = req.headers.get('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw new HttpError(401, 'UNAUTHORIZED', SIGN_IN_AGAIN);
    const claims = await verifyToken(match[1]);
    if (!claims) throw new HttpError(401, 'UNAUTHORIZED', SIGN_IN_AGAIN);
    const user = await findUser(claims.sub);
    if (!user || user.version !== claims.ver || user.generation !== claims.gen) throw new HttpError(401, 'UNAUTHORIZED', SIGN_IN_AGAIN);
    return user;
  }

  /** 403 unless a signed-in user holds the scope; for handlers that learn the scope after requireUser. */
  function assertScope(user: User, scope: Scope): User {
    if (!user.scopes.includes(scope)) {
      throw new HttpError(403, 'FORBIDDEN', `Your account does not have access to this (it needs the '${scope}' permission).`);
    }
    return user;
  }

  async function requireScope(req: Request, scope: Scope): Promise<User> {
    return assertScope(await requireUser(req), scope);
  }

  /** For calls whose exact scope depends on what they touch: no one without any of them gets further. */
  async function requireAnyScope(req: Request, scopes: readonly Scope[]): Promise<User> {
    const user = await requireUser(req);
    if (!scopes.some((scope) => user.scopes.includes(scope))) {
      throw new HttpError(
        403,
        'FORBIDDEN',
        `Your account does not have access to this (it needs one of these permissions: ${scopes.join(', ')}).`,
      );
    }
    return user;
  }

  async function requireAdmin(req: Request): Promise<User> {
    const user = await requireUser(req);
    if (!user.is_admin) throw new HttpError(403, 'FORBIDDEN', 'Only administrators can do this.');
    return user;
  }

  /**
   * The guard of a public read: none is needed, but the admin tools send their token on reads too. A valid
   * one gets strong reads, so editors see their own writes at once (DESIGN section 5); a bad one is a 401,
   * which ends the admin session in the browser.
   */
  async function publicRead(req: Request): Promise<ReadOptions> {
    if (!req.headers.has('authorization')) return { strong: false };
    await requireUser(req);
    return { strong: true };
  }

  return { requireUser, assertScope, requireScope, requireAnyScope, requireAdmin, publicRead };
}
