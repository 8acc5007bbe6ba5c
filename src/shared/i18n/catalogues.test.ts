/**
 * Every catalogue of the site (docs/decisions/068): the type check already fails on a Spanish key missing;
 * this checks what types cannot: no Spanish text is empty, each uses only its English text's `{places}`, and none
 * is left as the English words (a copy pasted in instead of a translation).
 */
import { describe, expect, it } from 'vitest';
import type { Catalogues } from './catalogue';

const modules = import.meta.glob<Record<string, unknown>>(['/src/**/*-text.ts', '/src/**/*-text.server.ts'], { eager: true });

/** Texts that read the same in both languages: places, names, product names and signs with no word of either language. */
const sameInBoth = (text: string) => !/\p{L}/u.test(text.replace(/\{\w+\}/g, '').replace(/\b(?:HSA|OK|PDF|CSV|Google Calendar)\b/g, ''));

function isCatalogues(value: unknown): value is Catalogues<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && 'en' in value && 'es' in value;
}

function leaves(value: unknown, path = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => leaves(inner, path ? `${path}.${key}` : key));
}

const places = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map(([, name]) => name).sort();

const catalogues = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([, value]) => isCatalogues(value))
    .map(([name, value]) => ({ label: `${file} ${name}`, catalogue: value as Catalogues<Record<string, unknown>> })),
);

describe('the catalogues', () => {
  it('are found', () => {
    expect(catalogues.length).toBeGreaterThanOrEqual(7);
  });

  describe.each(catalogues)('$label', ({ catalogue }) => {
    const english = new Map(leaves(catalogue.en));
    const spanish = new Map(leaves(catalogue.es));

    it('has the same keys in Spanish as in English', () => {
      expect([...spanish.keys()].sort()).toEqual([...english.keys()].sort());
    });

    it('has no empty Spanish text, no place its English does not fill, and no English copied in', () => {
      for (const [key, text] of english) {
        const translated = spanish.get(key) ?? '';
        expect(translated.trim(), `${key} is empty in Spanish`).not.toBe('');
        // A translation may write a value in its own words (the association's Spanish name), never a new place.
        const unknown = places(translated).filter((place) => !places(text).includes(place));
        expect(unknown, `${key} uses only the places its English fills`).toEqual([]);
        if (!sameInBoth(text)) expect(translated, `${key} is the English text`).not.toBe(text);
      }
    });
  });
});
