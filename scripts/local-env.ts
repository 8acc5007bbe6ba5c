/**
 * Settings for local runs only: a random JWT secret kept under .netlify/ (ignored by git), so that
 * sign-ins survive a restart. Production reads JWT_SECRET from the Netlify site settings instead.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const projectRoot = path.resolve(import.meta.dirname, '..');

export function ensureLocalSecret(): void {
  if (process.env.JWT_SECRET) return;
  const file = path.join(projectRoot, '.netlify', 'hsa-local-jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  process.env.JWT_SECRET = readFileSync(file, 'utf8').trim();
}
