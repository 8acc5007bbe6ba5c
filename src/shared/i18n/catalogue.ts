/**
 * Message catalogues (docs/decisions/068): each feature writes its English texts once, `as const`, and its
 * Spanish ones as a `Translation` of them, so a key missing or misspelt in Spanish fails the type check.
 */
import type { Lang } from './lang';

/** The same keys as the English catalogue `T`, each a string. */
export type Translation<T> = { readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };

/** A catalogue in both languages. */
export type Catalogues<T> = Readonly<Record<Lang, Translation<T>>>;

/**
 * A text with its `{name}` places filled: formatText('{filled} of {capacity} filled', { filled: 3, capacity: 5 }).
 * A place without a value is left as written, so a missing value shows rather than vanishing.
 */
export function formatText(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (place, name: string) => (name in values ? String(values[name]) : place));
}
