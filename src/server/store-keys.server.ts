/**
 * Which keys the site makes (docs/decisions/047): the one rule backup, restore and check-data apply to
 * what they find in a store. Anything else there was not written by the site's code: the temporary file of
 * a local write cut short (`outbox/2026-11/.wvqbcl5w9f`), or a blob put there by hand or another program.
 */
import { keyOf } from './store.server';

/** A key keyOf could have built: every '/'-separated part a strict id, and the whole not too long. */
export function isSiteKey(key: string): boolean {
  try {
    return keyOf(...key.split('/')) === key;
  } catch {
    return false;
  }
}
