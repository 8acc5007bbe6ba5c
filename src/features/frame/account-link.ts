import { decodeSessionToken, isTokenExpired } from '../../shared/session';

/** The footer's account link (SPEC section 2): the signed-in user's name linking to /access, or Login. */
export interface AccountLink {
  href: string;
  label: string;
}

/** What the prebuilt page shows: nobody is known to be signed in until the browser reads its token. */
export const LOGIN_LINK: AccountLink = { href: '/access/login', label: 'Login' };

/** The link for the stored token: the user's name while the token is readable and not expired, else Login. */
export function accountLink(token: string | null, now: Date = new Date()): AccountLink {
  if (!token || isTokenExpired(token, now)) return LOGIN_LINK;
  const user = decodeSessionToken(token);
  return user ? { href: '/access', label: user.name } : LOGIN_LINK;
}
