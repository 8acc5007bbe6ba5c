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
