/** Scope strings a signed-in user may hold (SPEC section 6). */
export const SCOPES = ['events', 'formations', 'forms'] as const;
export type Scope = (typeof SCOPES)[number];

export function isScope(value: unknown): value is Scope {
  return typeof value === 'string' && (SCOPES as readonly string[]).includes(value);
}

/** An empty requirement is open to any signed-in user; otherwise one shared scope is enough. */
export function hasAnyScope(userScopes: readonly string[], required: readonly string[]): boolean {
  return required.length === 0 || required.some((scope) => userScopes.includes(scope));
}
