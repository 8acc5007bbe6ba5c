import { describe, expect, it } from 'vitest';
import { sheetInputSchema } from './signup-schema';

describe("a sheet's slots in Spanish (docs/decisions/070)", () => {
  it("takes a slot's optional Spanish title, trimmed, and '' when it is absent", () => {
    const input = sheetInputSchema.parse({
      slots: [
        { title: 'Set-up 8-9 am', title_es: '  Montaje de 8 a 9 a. m. ', capacity: 2 },
        { title: 'Clean-up', capacity: 3 },
      ],
    });
    expect(input.slots.map(({ title, title_es }) => ({ title, title_es }))).toEqual([
      { title: 'Set-up 8-9 am', title_es: 'Montaje de 8 a 9 a. m.' },
      { title: 'Clean-up', title_es: '' },
    ]);
  });

  it('refuses a Spanish title longer than the English may be, or one that is not text, saying why', () => {
    const tooLong = sheetInputSchema.safeParse({ slots: [{ title: 'Set-up', title_es: 'a'.repeat(81), capacity: 1 }] });
    expect(tooLong.success).toBe(false);
    expect(tooLong.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: ['slots', 0, 'title_es'], message: 'The Spanish slot title can be at most 80 characters.' },
    ]);
    expect(sheetInputSchema.safeParse({ slots: [{ title: 'Set-up', title_es: 'a'.repeat(80), capacity: 1 }] }).success).toBe(true);
    const notText = sheetInputSchema.safeParse({ slots: [{ title: 'Set-up', title_es: 7, capacity: 1 }] });
    expect(notText.error?.issues[0]?.message).toBe('The Spanish slot title must be text.');
  });
});
