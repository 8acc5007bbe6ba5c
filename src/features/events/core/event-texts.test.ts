import { describe, expect, it } from 'vitest';
import { eventDescriptionIn, eventsShowEnglish, eventTitleIn } from './event-texts';

const fair = { title: 'Book Fair', title_es: 'Feria del libro', description: 'Bring a bag.', description_es: 'Traiga una bolsa.' };
const untranslated = { title: 'Bake Sale', title_es: '', description: 'Cash only.', description_es: '' };

describe("an event's texts on either site (docs/decisions/070)", () => {
  it('a Spanish page gives the Spanish title and description where written, else the English', () => {
    expect(eventTitleIn(fair, 'es')).toEqual({ text: 'Feria del libro', lang: 'es' });
    expect(eventDescriptionIn(fair, 'es')).toEqual({ text: 'Traiga una bolsa.', lang: 'es' });
    expect(eventTitleIn(untranslated, 'es')).toEqual({ text: 'Bake Sale', lang: 'en' });
    expect(eventTitleIn({ title: 'Old Record' }, 'es')).toEqual({ text: 'Old Record', lang: 'en' });
  });

  it('an English page always gives the English', () => {
    expect(eventTitleIn(fair, 'en')).toEqual({ text: 'Book Fair', lang: 'en' });
    expect(eventDescriptionIn(fair, 'en')).toEqual({ text: 'Bring a bag.', lang: 'en' });
  });

  it('a Spanish page shows English only when a drawn title, or the drawn description, lacks its Spanish', () => {
    expect(eventsShowEnglish('es', [fair])).toBe(false);
    expect(eventsShowEnglish('es', [fair, untranslated])).toBe(true);
    expect(eventsShowEnglish('es', [fair, { title: 'Old Record' }])).toBe(true);
    expect(eventsShowEnglish('es', [fair], { ...fair, description_es: '' })).toBe(true);
    // An event without a description draws none: nothing English there.
    expect(eventsShowEnglish('es', [fair], { description: '', description_es: '' })).toBe(false);
    expect(eventsShowEnglish('es', [])).toBe(false);
    expect(eventsShowEnglish('en', [untranslated], untranslated)).toBe(false);
  });
});
