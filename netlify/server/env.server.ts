/**
 * Server settings read and checked in one place (STYLE: env read and checked once). A missing or
 * short JWT_SECRET stops the server with a message that says what to do.
 */
const MIN_SECRET_BYTES = 32;

export class ConfigurationError extends Error {
  override name = 'ConfigurationError';
}

export function readJwtSecret(env: Record<string, string | undefined> = process.env): Uint8Array {
  const secret = env.JWT_SECRET;
  if (!secret) {
    throw new ConfigurationError(
      'JWT_SECRET is not set. Set it in the Netlify site settings (at least 32 random bytes); local runs create one.',
    );
  }
  const bytes = new TextEncoder().encode(secret);
  if (bytes.byteLength < MIN_SECRET_BYTES) {
    throw new ConfigurationError(`JWT_SECRET must be at least ${MIN_SECRET_BYTES} bytes long.`);
  }
  return bytes;
}

/** Test runs keep their data in stores of their own beside the demo data (docs/decisions/004). */
export function storeNamespace(env: Record<string, string | undefined> = process.env): string {
  const namespace = env.HSA_STORE_NAMESPACE ?? '';
  if (namespace && !/^[a-z0-9-]{1,32}$/.test(namespace)) {
    throw new ConfigurationError('HSA_STORE_NAMESPACE may hold only lower-case letters, digits and dashes.');
  }
  return namespace;
}

/**
 * The site's own address, for absolute links in feeds and mails; never the request's Host header, which
 * the client chooses (DESIGN section 6). SITE_URL overrides; else URL, which Netlify sets to the site's
 * main address; local serving sets SITE_URL to the address it serves. Answers the origin, e.g.
 * 'https://hsa.example.org'.
 */
export function siteUrl(env: Record<string, string | undefined> = process.env): string {
  const name = env.SITE_URL ? 'SITE_URL' : 'URL';
  const configured = env[name];
  if (!configured) {
    throw new ConfigurationError(
      'The site address is not configured: Netlify sets URL; elsewhere set SITE_URL (e.g. https://hsa.example.org).',
    );
  }
  const url = URL.parse(configured);
  if (
    !url ||
    !['http:', 'https:'].includes(url.protocol) ||
    url.pathname !== '/' ||
    url.search ||
    url.hash ||
    url.username ||
    url.password
  ) {
    throw new ConfigurationError(
      `${name} must be the site's address, like https://hsa.example.org (no path), not ${JSON.stringify(configured)}.`,
    );
  }
  return url.origin;
}
