/** Session tokens: HS256 JWTs with the claims the client decodes (DESIGN sections 4 and 6). */
import { SignJWT, jwtVerify } from 'jose';
import type { SessionUser } from '../shared/session';
import { z } from '../shared/zod';
import { readJwtSecret } from './env.server';

export const TOKEN_LIFETIME_SECONDS = 8 * 60 * 60;
const ALGORITHM = 'HS256';
/** Function instances' clocks may differ by a little; a token issued further ahead than this is refused. */
const CLOCK_SKEW_SECONDS = 5;

/** What a token says of its user: a stored user record holds all of it (src/features/users/users.server.ts). */
export interface TokenSubject {
  userId: string;
  name: string;
  scopes: readonly string[];
  is_admin: boolean;
  version: number;
  generation: string;
}

export interface TokenClaims extends SessionUser {
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
