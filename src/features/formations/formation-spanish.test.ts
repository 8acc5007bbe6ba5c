import { describe, expect, it } from 'vitest';
import { committeesShowEnglish, gradeShowsEnglish, gradesShowEnglish } from './formation-spanish';

const link = (key_es?: string) => ({ key: 'Sign Up', value: 'https://example.org', ...(key_es === undefined ? {} : { key_es }) });
const card = (slug: string, description: string, description_es: string, links = [link('Inscríbase')], title_es = 'Comité') => ({
  title: 'Committee',
  title_es,
  slug,
  description,
  description_es,
  links,
});
const grade = (links: ReturnType<typeof link>[], title_es?: string) => ({ title: '3rd Grade', title_es, links });

describe("whether a Spanish grade page shows the grade's own texts in English", () => {
  it('does when a link has no Spanish label, blank or absent', () => {
    expect(gradeShowsEnglish('es', grade([link('Inscríbase'), link()], 'Tercer grado'))).toBe(true);
    expect(gradeShowsEnglish('es', grade([link('  ')], 'Tercer grado'))).toBe(true);
  });

  it('does when its title has no Spanish version, blank or absent (docs/decisions/093)', () => {
    expect(gradeShowsEnglish('es', grade([]))).toBe(true);
    expect(gradeShowsEnglish('es', grade([], ' '))).toBe(true);
  });

  it('does not when its title and every label have their Spanish, or there is no grade', () => {
    expect(gradeShowsEnglish('es', grade([link('Inscríbase')], 'Tercer grado'))).toBe(false);
    expect(gradeShowsEnglish('es', grade([], 'Tercer grado'))).toBe(false);
    expect(gradeShowsEnglish('es', null)).toBe(false);
  });

  it('never on an English page', () => {
    expect(gradeShowsEnglish('en', grade([link()]))).toBe(false);
  });
});

describe('whether the Spanish Grades page and Home’s cards show grades’ titles in English', () => {
  it('does when any title has no Spanish version', () => {
    expect(
      gradesShowEnglish('es', [
        { title: 'K', title_es: 'Kínder' },
        { title: '1st Grade', title_es: '' },
      ]),
    ).toBe(true);
    expect(gradesShowEnglish('es', [{ title: '1st Grade' }])).toBe(true);
  });

  it('does not when every title has its Spanish, or there are no grades, or on an English page', () => {
    expect(gradesShowEnglish('es', [{ title: 'K', title_es: 'Kínder' }])).toBe(false);
    expect(gradesShowEnglish('es', [])).toBe(false);
    expect(gradesShowEnglish('en', [{ title: '1st Grade' }])).toBe(false);
  });
});

describe('whether the Spanish Committees page shows committees’ own texts in English', () => {
  it('does when a card’s description has no Spanish', () => {
    expect(committeesShowEnglish('es', [card('fair', 'Runs the fair.', 'Organiza la feria.'), card('art', 'Art.', '')])).toBe(true);
  });

  it('does when a card’s title has no Spanish (docs/decisions/093)', () => {
    expect(committeesShowEnglish('es', [card('fair', 'Runs the fair.', 'Organiza la feria.', [], '')])).toBe(true);
  });

  it('does not when every title and description has its Spanish, or there is none to show', () => {
    expect(committeesShowEnglish('es', [card('fair', 'Runs the fair.', 'Organiza la feria.'), card('art', '', '')])).toBe(false);
    expect(committeesShowEnglish('es', [])).toBe(false);
  });

  it('counts the link labels of the committee the address opens only', () => {
    const committees = [card('fair', 'Runs the fair.', 'Organiza la feria.', [link()]), card('art', 'Art.', 'Arte.')];
    expect(committeesShowEnglish('es', committees)).toBe(false);
    expect(committeesShowEnglish('es', committees, 'art')).toBe(false);
    expect(committeesShowEnglish('es', committees, 'fair')).toBe(true);
  });

  it('does when the committees could not be read (the island reads them), and never on an English page', () => {
    expect(committeesShowEnglish('es', null)).toBe(true);
    expect(committeesShowEnglish('en', null)).toBe(false);
    expect(committeesShowEnglish('en', [card('art', 'Art.', '')])).toBe(false);
  });
});
