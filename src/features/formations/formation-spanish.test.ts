import { describe, expect, it } from 'vitest';
import { committeesShowEnglish, gradeShowsEnglish } from './formation-spanish';

const link = (key_es?: string) => ({ key: 'Sign Up', value: 'https://example.org', ...(key_es === undefined ? {} : { key_es }) });
const card = (slug: string, description: string, description_es: string, links = [link('Inscríbase')]) => ({
  slug,
  description,
  description_es,
  links,
});

describe("whether a Spanish grade page shows the grade's own texts in English", () => {
  it('does when a link has no Spanish label, blank or absent', () => {
    expect(gradeShowsEnglish('es', { links: [link('Inscríbase'), link()] })).toBe(true);
    expect(gradeShowsEnglish('es', { links: [link('  ')] })).toBe(true);
  });

  it('does not when every label has its Spanish, or there are no links, or no grade', () => {
    expect(gradeShowsEnglish('es', { links: [link('Inscríbase')] })).toBe(false);
    expect(gradeShowsEnglish('es', { links: [] })).toBe(false);
    expect(gradeShowsEnglish('es', null)).toBe(false);
  });

  it('never on an English page', () => {
    expect(gradeShowsEnglish('en', { links: [link()] })).toBe(false);
  });
});

describe('whether the Spanish Committees page shows committees’ own texts in English', () => {
  it('does when a card’s description has no Spanish', () => {
    expect(committeesShowEnglish('es', [card('fair', 'Runs the fair.', 'Organiza la feria.'), card('art', 'Art.', '')])).toBe(true);
  });

  it('does not when every description has its Spanish, or there is none to show', () => {
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
