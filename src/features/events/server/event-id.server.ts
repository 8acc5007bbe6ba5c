/**
 * Readable event ids (docs/decisions/029): the title's slug and a short random part, `book-fair-k3f9`, so
 * that /events/{id} says what it is. They are key material (DESIGN section 5): always of the safe id shape,
 * made here from the slug's letters and digits only, never from raw client text.
 */
import { randomInt } from 'node:crypto';
import { isSafeId, slugify } from '../../../shared/ids';

/** Room for the random part within the 64 characters a safe id may have, and a readable length. */
export const ID_SLUG_MAX = 40;
const ID_SUFFIX_LENGTH = 4;
const SUFFIX_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

export function newEventId(title: string): string {
  const slug = slugify(title).slice(0, ID_SLUG_MAX).replace(/-+$/, '') || 'event';
  const suffix = Array.from({ length: ID_SUFFIX_LENGTH }, () => SUFFIX_ALPHABET[randomInt(SUFFIX_ALPHABET.length)]).join('');
  const id = `${slug}-${suffix}`;
  if (!isSafeId(id)) throw new Error(`An event id of an unsafe shape was made: ${id}`);
  return id;
}
