/**
 * The signed-in user, shared by every island (SPEC sections 3 and 4). The token lives in local storage;
 * an expired or unreadable one is removed on start.
 */
import { atom } from 'nanostores';
import { decodeSessionToken, decodeTokenSubject, isTokenExpired, TOKEN_STORAGE_KEY, type SessionUser } from './session';

export const $sessionUser = atom<SessionUser | null>(null);

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The stored token if it is still valid; an expired or unparsable one is removed. */
export function readStoredToken(): string | null {
  const store = storage();
  const token = store?.getItem(TOKEN_STORAGE_KEY) ?? null;
  if (token && isTokenExpired(token)) {
    store?.removeItem(TOKEN_STORAGE_KEY);
    return null;
  }
  return token;
}

/** The signed-in user's id, from the stored token; null when nobody is signed in. */
export function signedInUserId(): string | null {
  const token = readStoredToken();
  return token ? decodeTokenSubject(token) : null;
}

/** On start: restore the user from a valid stored token. */
export function restoreSession(): SessionUser | null {
  const token = readStoredToken();
  const user = token ? decodeSessionToken(token) : null;
  $sessionUser.set(user);
  return user;
}

export function signIn(token: string): SessionUser | null {
  const user = decodeSessionToken(token);
  if (!user || isTokenExpired(token)) return null;
  storage()?.setItem(TOKEN_STORAGE_KEY, token);
  $sessionUser.set(user);
  return user;
}

/** Logout removes the stored user and clears the user state. */
export function signOut(): void {
  storage()?.removeItem(TOKEN_STORAGE_KEY);
  $sessionUser.set(null);
}
