/**
 * Settings for local runs only: a random JWT secret kept under .netlify/ (ignored by git), so that
 * sign-ins survive a restart, and the site's address for absolute links. Production reads JWT_SECRET
 * from the Netlify site settings, and its address from the URL Netlify sets, instead.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const projectRoot = path.resolve(import.meta.dirname, '../..');

export function ensureLocalSecret(): void {
  if (process.env.JWT_SECRET) return;
  const file = path.join(projectRoot, '.netlify', 'hsa-local-jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  process.env.JWT_SECRET = readFileSync(file, 'utf8').trim();
}

/** Links in feeds (and mails) point at the local server unless SITE_URL says otherwise (env.server.ts `siteUrl`). */
export function ensureLocalSiteUrl(port: number): void {
  process.env.SITE_URL ||= `http://localhost:${port}`;
}

/**
 * Stops a script that serves the build when there is none. It looks for the prebuilt 404 page: every build
 * has it, while Home, drawn on request (docs/decisions/054), has no file of its own in dist/.
 */
export function assertBuilt(): void {
  if (!existsSync(path.join(projectRoot, 'dist', '404.html'))) throw new Error('No build in dist/: run `npm run build` first.');
}
