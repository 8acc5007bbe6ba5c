/**
 * Every admin edit names the version of the record it was made on (DESIGN section 5): a stale one is a
 * 409, a missing one a 400, never an overwrite.
 */
import { z } from './zod';

export const MISSING_VERSION_MESSAGE =
  'This change does not say which version of the item it was made on. Reload the item, then make your change again.';

/** 0 for a record that was never saved (the first save creates it). */
export const editVersionSchema = z.number(MISSING_VERSION_MESSAGE).int(MISSING_VERSION_MESSAGE).nonnegative(MISSING_VERSION_MESSAGE);

export { VERSION_HEADER } from './version-header';
