import { describe, expect, it } from 'vitest';
import { rememberedLang } from './lang-switch';

describe('the remembered language (the hsa-lang cookie)', () => {
  it('reads the language the visitor chose, among other cookies', () => {
    expect(rememberedLang('hsa-lang=es')).toBe('es');
    expect(rememberedLang('theme=dark; hsa-lang=en; other=1')).toBe('en');
  });

  it('knows nothing without the cookie, or with a value it does not know', () => {
    expect(rememberedLang('')).toBeUndefined();
    expect(rememberedLang('hsa-lang=fr')).toBeUndefined();
    expect(rememberedLang('not-hsa-lang=es')).toBeUndefined();
  });
});
