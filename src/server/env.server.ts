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

/** Where and as whom the site sends mail (docs/decisions/034): both SMTP_URL and MAIL_FROM, or no mail at all. */
export interface MailSettings {
  /** smtp:// or smtps://, credentials in the URL (percent-encoded). */
  smtpUrl: string;
  from: { name: string; address: string };
}

const MAIL_ADDRESS = /^[^\s@<>",;:\\()[\]]+@[^\s@<>",;:\\()[\]]+$/;

/**
 * MAIL_FROM as `address` or `Name <address>`. Only the operator sets it, but it still goes into a header:
 * a line break or a second address in it is a configuration error, never a header of its own.
 */
export function parseMailFrom(value: string, defaultName: string): { name: string; address: string } {
  const match = /^\s*(?:"?([^"<>]*?)"?\s*<([^<>]+)>|([^<>]+))\s*$/.exec(value);
  const name = (match?.[1] ?? '').trim() || defaultName;
  const address = (match?.[2] ?? match?.[3] ?? '').trim();
  if (!MAIL_ADDRESS.test(address) || /[\r\n]/.test(value)) {
    throw new ConfigurationError(`MAIL_FROM must be an address like "HSA <hsa@example.org>", not ${JSON.stringify(value)}.`);
  }
  return { name, address };
}

/**
 * The mail settings, or null when SMTP_URL or MAIL_FROM is not set: then submissions are stored as
 * always and no mail is queued, and the Notifications panel says mail is not set up. `npm start` sets
 * both (its loopback mail catcher) unless the maintainer did.
 */
export function mailSettings(env: Record<string, string | undefined> = process.env, defaultName = 'HSA'): MailSettings | null {
  const smtpUrl = env.SMTP_URL?.trim();
  const from = env.MAIL_FROM?.trim();
  if (!smtpUrl || !from) return null;
  const url = URL.parse(smtpUrl);
  if (!url || !['smtp:', 'smtps:'].includes(url.protocol) || !url.hostname) {
    throw new ConfigurationError('SMTP_URL must look like smtps://user:password@smtp.example.org:465 (smtp:// or smtps://).');
  }
  return { smtpUrl, from: parseMailFrom(from, defaultName) };
}

/**
 * Local runs and tests only: every retry wait of the outbox becomes this many milliseconds (0: a failed
 * mail is due again at once), so a test need not wait 5 minutes. Unset in production.
 */
export function mailRetryDelayOverride(env: Record<string, string | undefined> = process.env): number | undefined {
  const value = env.MAIL_RETRY_DELAYS_MS;
  if (value === undefined || value === '') return undefined;
  if (!/^\d{1,9}$/.test(value)) throw new ConfigurationError('MAIL_RETRY_DELAYS_MS must be a whole number of milliseconds.');
  return Number(value);
}

/** The header the machine's own scripts send with a local run of a scheduled function (scripts/local/sweep-timer.ts). */
export const LOCAL_RUN_HEADER = 'x-hsa-local-run';
/** How old a job must be to settle, in such a run: 0 to settle every job now. */
export const LOCAL_GRACE_HEADER = 'x-hsa-sweep-grace-ms';
/** In such a run: the time local serving started, before which every claim was made by a server now gone. */
export const LOCAL_RESTART_HEADER = 'x-hsa-claims-dead-before';
/** In such a run, tests only: the time the volunteers' reminders are sent as of (a fake clock, ms since 1970). */
export const LOCAL_NOW_HEADER = 'x-hsa-reminders-now';

export interface LocalSweepOptions {
  graceMs?: number;
  claimsDeadBefore?: number;
  remindersNow?: number;
}

/**
 * What a sweep was asked for by local serving: nothing (the defaults) unless the request carries the token local
 * serving made at start (HSA_LOCAL_RUN_TOKEN, never set on Netlify).
 */
export function localSweepOptions(headers: Headers, env: Record<string, string | undefined> = process.env): LocalSweepOptions {
  const token = env.HSA_LOCAL_RUN_TOKEN;
  if (!token || headers.get(LOCAL_RUN_HEADER) !== token) return {};
  const number = (name: string) => {
    const value = headers.get(name);
    return value !== null && /^\d{1,15}$/.test(value) ? Number(value) : undefined;
  };
  return { graceMs: number(LOCAL_GRACE_HEADER), claimsDeadBefore: number(LOCAL_RESTART_HEADER), remindersNow: number(LOCAL_NOW_HEADER) };
}
