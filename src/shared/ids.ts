/**
 * Ids, slugs and user ids end up inside Netlify Blobs keys, which go into a URL unencoded
 * (DESIGN section 5). Only these shapes are ever accepted; everything else is refused before
 * any key is built.
 */
const ID_PATTERN = /^[a-z0-9](?:[a-z0-9_-]{0,62}[a-z0-9])?$/;
const USER_ID_PATTERN = /^[a-z0-9](?:[a-z0-9._-]{0,62}[a-z0-9])?$/;

/** Record ids and slugs: lower-case letters, digits, '-' and '_', 1 to 64 characters. */
export function isSafeId(value: unknown): value is string {
  return typeof value === 'string' && ID_PATTERN.test(value);
}

/** Sign-in names: like ids, dots allowed inside but never two in a row. */
export function isSafeUserId(value: unknown): value is string {
  return typeof value === 'string' && USER_ID_PATTERN.test(value) && !value.includes('..');
}

/** A slug from a title: 'Pre-K & Kindergarten!' becomes 'pre-k-kindergarten'. */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 64)
    .replace(/-+$/g, '');
}
