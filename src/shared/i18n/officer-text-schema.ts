/**
 * The schema of an officer's text's optional Spanish version (docs/decisions/070), for the forms and functions
 * that save it; the pages that draw it use officer-text.ts, which carries no zod.
 */
import { z } from '../zod';

/**
 * The optional Spanish version of a text: trimmed, '' when none, at most the English's length limit.
 * `label` names the English field as the editor shows it ("Title", "Description").
 */
export function spanishTextSchema(label: string, max: number) {
  return z
    .string(`The Spanish ${label.toLowerCase()} must be text.`)
    .trim()
    .max(max, `The Spanish ${label.toLowerCase()} can be at most ${max} characters.`)
    .optional()
    .transform((value) => value ?? '');
}
