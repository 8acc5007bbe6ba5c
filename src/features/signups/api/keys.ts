/**
 * The sign-ups feature's query keys: `['signups', resource, ...params]`, the officer's ending in 'admin' (its
 * reads carry the token, strong).
 */
export const SIGNUP_KEYS = {
  /** Every public sheet the page has read: a sign-up or an officer's save makes them stale. */
  sheets: ['signups', 'sheet'] as const,
  sheet: (eventId: string | null) => ['signups', 'sheet', eventId] as const,
  manage: (token: string) => ['signups', 'manage', token] as const,
  roster: (eventId: string) => ['signups', 'roster', eventId, 'admin'] as const,
};
