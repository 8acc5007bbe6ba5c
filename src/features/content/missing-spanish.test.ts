import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONTENT } from './site-content';
import type { BoardMember } from './page-content';
import { siteSpanishTexts, withoutSpanish } from './missing-spanish';

const member = (title: string, title_es = ''): BoardMember => ({ title, title_es, name: 'Ana Ruiz', email: '', image: '' });
const site = { ...DEFAULT_SITE_CONTENT, welcomeText: 'Welcome!', mission: 'We serve.' };

describe('the texts without Spanish', () => {
  it('names every text that lacks its Spanish, in the order of the tool, with the field to go to', () => {
    expect(withoutSpanish(siteSpanishTexts(site, [member('President'), member('Treasurer')]))).toEqual([
      { label: 'Welcome text', fieldId: 'welcomeText_es' },
      { label: 'Mission', fieldId: 'mission_es' },
      { label: 'Board title: President', fieldId: 'members.0.title_es' },
      { label: 'Board title: Treasurer', fieldId: 'members.1.title_es' },
    ]);
  });

  it('leaves out the texts with a Spanish version, and shrinks as they are written', () => {
    const board = [member('President', 'Presidenta'), member('Treasurer')];
    expect(withoutSpanish(siteSpanishTexts({ ...site, mission_es: 'Servimos.' }, board))).toEqual([
      { label: 'Welcome text', fieldId: 'welcomeText_es' },
      { label: 'Board title: Treasurer', fieldId: 'members.1.title_es' },
    ]);
    expect(
      withoutSpanish(
        siteSpanishTexts({ ...site, welcomeText_es: '¡Bienvenidos!', mission_es: 'Servimos.' }, [member('President', 'Presidenta')]),
      ),
    ).toEqual([]);
  });

  it('counts a blank Spanish version as none, and an empty English text as nothing to translate', () => {
    expect(withoutSpanish(siteSpanishTexts({ ...site, welcomeText_es: '   ', mission_es: 'Servimos.' }, [member('  ')]))).toEqual([
      { label: 'Welcome text', fieldId: 'welcomeText_es' },
    ]);
  });

  it('takes texts of other kinds as they come', () => {
    const events = [
      { label: 'Event: Book Fair', fieldId: 'title_es', english: 'Book Fair', spanish: undefined },
      { label: 'Event: Mass', fieldId: 'title_es', english: 'Mass', spanish: 'Misa' },
    ];
    expect(withoutSpanish(events)).toEqual([{ label: 'Event: Book Fair', fieldId: 'title_es' }]);
  });
});
