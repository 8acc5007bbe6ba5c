/**
 * Scope strings a signed-in user may hold (SPEC section 6), plus `content` for the Site content tool
 * (docs/decisions/019), which administrators may use without it.
 */
export const SCOPES = ['events', 'formations', 'forms', 'content'] as const;
export type Scope = (typeof SCOPES)[number];

export function isScope(value: unknown): value is Scope {
  return SCOPES.some((scope) => scope === value);
}

/** An empty requirement is open to any signed-in user; otherwise one shared scope is enough. */
export function hasAnyScope(userScopes: readonly string[], required: readonly string[]): boolean {
  return required.length === 0 || required.some((scope) => userScopes.includes(scope));
}

/** Scopes an administrator holds whether given or not: the Site content tool's (docs/decisions/019). */
const ADMIN_SCOPES: readonly Scope[] = ['content'];

/** The scopes a user acts with: their own, and an administrator's. Menus, routes and the server all use this. */
export function scopesOf(user: { scopes: readonly string[]; is_admin: boolean }): string[] {
  return user.is_admin ? [...new Set([...user.scopes, ...ADMIN_SCOPES])] : [...user.scopes];
}

/** The Site content tool: the `content` scope or an administrator (docs/decisions/019). */
export const canEditSiteContent = (user: { scopes: readonly string[]; is_admin: boolean }) => scopesOf(user).includes('content');
