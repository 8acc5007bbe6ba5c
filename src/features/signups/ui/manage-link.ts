/** The token of /volunteers/signup/{token} (or its Spanish twin under /es/); '' when the address names none. */
export function manageTokenFromPath(pathname: string): string {
  const [, token = ''] = /^(?:\/es)?\/volunteers\/signup\/([^/]*)\/?$/.exec(pathname) ?? [];
  return token;
}
