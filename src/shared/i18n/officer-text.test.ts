import { describe, expect, it } from 'vitest';
import { langAttributeOf, officerText, showsEnglishOn } from './officer-text';
import { spanishTextSchema } from './officer-text-schema';

describe("officers' texts in two languages", () => {
  it('a Spanish page shows the Spanish version where there is one', () => {
    expect(officerText('Book Fair', 'Feria del libro', 'es')).toEqual({ text: 'Feria del libro', lang: 'es' });
  });

  it('a Spanish page shows the English, marked, where the Spanish is missing or blank', () => {
    for (const spanish of [undefined, null, '', '   ']) {
      const shown = officerText('Book Fair', spanish, 'es');
      expect(shown).toEqual({ text: 'Book Fair', lang: 'en' });
      expect(langAttributeOf('es', shown)).toBe('en');
    }
  });

  it('an English page always shows the English, unmarked', () => {
    const shown = officerText('Book Fair', 'Feria del libro', 'en');
    expect(shown).toEqual({ text: 'Book Fair', lang: 'en' });
    expect(langAttributeOf('en', shown)).toBeUndefined();
  });

  it('a Spanish page says part of it is English only when a text lacks its Spanish', () => {
    expect(showsEnglishOn('es', 'Book Fair', '')).toBe(true);
    expect(showsEnglishOn('es', 'Book Fair', 'Feria del libro')).toBe(false);
    expect(showsEnglishOn('es', '', '')).toBe(false);
    expect(showsEnglishOn('en', 'Book Fair', '')).toBe(false);
  });

  it('the Spanish field is optional, trimmed and limited like the English', () => {
    const schema = spanishTextSchema('Title', 10);
    expect(schema.parse(undefined)).toBe('');
    expect(schema.parse('  Feria  ')).toBe('Feria');
    const tooLong = schema.safeParse('x'.repeat(11));
    expect(tooLong.success).toBe(false);
    expect(tooLong.error?.issues[0]?.message).toBe('The Spanish title can be at most 10 characters.');
  });
});
