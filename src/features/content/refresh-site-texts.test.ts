import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONTENT } from './site-content';
import { refreshedText } from './refresh-site-texts';

const content = { ...DEFAULT_SITE_CONTENT, welcomeText: 'Welcome!', welcomeText_es: '¡Bienvenidos!', mission: 'We serve.', mission_es: '' };

describe('the texts a prebuilt page refreshes', () => {
  it('an English page gets the English, unmarked', () => {
    expect(refreshedText(content, 'welcomeText', 'en')).toEqual({ text: 'Welcome!', lang: undefined });
    expect(refreshedText(content, 'mission', 'en')).toEqual({ text: 'We serve.', lang: undefined });
  });

  it('a Spanish page gets the Spanish version, and the English marked lang="en" where there is none', () => {
    expect(refreshedText(content, 'welcomeText', 'es')).toEqual({ text: '¡Bienvenidos!', lang: undefined });
    expect(refreshedText(content, 'mission', 'es')).toEqual({ text: 'We serve.', lang: 'en' });
  });

  it('a text no officer writes in Spanish stays as it is, and an unknown one is left alone', () => {
    expect(refreshedText(content, 'volunteerCoordinator.name', 'es')).toEqual({ text: content.volunteerCoordinator.name, lang: undefined });
    expect(refreshedText(content, 'nothing.here', 'es')).toBeUndefined();
    expect(refreshedText(content, undefined, 'es')).toBeUndefined();
  });
});
