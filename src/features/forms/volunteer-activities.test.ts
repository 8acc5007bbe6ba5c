import { describe, expect, it } from 'vitest';
import { volunteerActivitiesIn, volunteerActivityOptions } from './volunteer-activities';

describe('volunteer activity options', () => {
  it('lists committees by title, then the general activities in their own order', () => {
    const options = volunteerActivityOptions(
      [
        { title: 'Spring Gala', slug: 'spring-gala' },
        { title: 'auction', slug: 'auction' },
        { title: 'Book Fair', slug: 'book-fair' },
      ],
      [
        { name: 'Recess Monitor', value: 'recess-monitor' },
        { name: 'Lunch Duty', value: 'lunch-duty' },
      ],
    );
    expect(options).toEqual([
      { name: 'auction', value: 'auction' },
      { name: 'Book Fair', value: 'book-fair' },
      { name: 'Spring Gala', value: 'spring-gala' },
      { name: 'Recess Monitor', value: 'recess-monitor' },
      { name: 'Lunch Duty', value: 'lunch-duty' },
    ]);
  });

  it('keeps the first of two options with the same value or the same name, and skips blank ones', () => {
    const options = volunteerActivityOptions(
      [
        { title: 'Book Fair', slug: 'book-fair' },
        { title: ' ', slug: 'blank' },
      ],
      [
        { name: 'Book Fair Helpers', value: 'book-fair' },
        { name: 'book fair', value: 'bf' },
        { name: 'Fun Run', value: 'fun-run' },
        { name: 'Fun Run', value: 'fun-run' },
      ],
    );
    expect(options).toEqual([
      { name: 'Book Fair', value: 'book-fair' },
      { name: 'Fun Run', value: 'fun-run' },
    ]);
  });

  it('sorts committee titles case-insensitively, numbers in number order', () => {
    const options = volunteerActivityOptions(
      [
        { title: 'Grade 10 Trip', slug: 'g10' },
        { title: 'Grade 2 Trip', slug: 'g2' },
        { title: 'grade 2 trip', slug: 'g2b' },
      ],
      [],
    );
    expect(options.map((option) => option.value)).toEqual(['g2', 'g10']);
  });

  it("carries a committee's Spanish title and a general activity's Spanish name, trimmed, where there is one (docs/decisions/093)", () => {
    const options = volunteerActivityOptions(
      [
        { title: 'Book Fair', title_es: ' Feria del libro ', slug: 'book-fair' },
        { title: 'Auction', title_es: '', slug: 'auction' },
      ],
      [{ name: 'Other', name_es: 'Otra', value: 'other' }],
    );
    expect(options).toEqual([
      { name: 'Auction', value: 'auction' },
      { name: 'Book Fair', name_es: 'Feria del libro', value: 'book-fair' },
      { name: 'Other', name_es: 'Otra', value: 'other' },
    ]);
    // The datasource answers the spec's { name, value } to the English site, the Spanish names to the Spanish one.
    expect(volunteerActivitiesIn(options, 'en')).toEqual([
      { name: 'Auction', value: 'auction' },
      { name: 'Book Fair', value: 'book-fair' },
      { name: 'Other', value: 'other' },
    ]);
    expect(volunteerActivitiesIn(options, 'es')).toEqual(options);
  });

  it('sorts the committees of the Spanish list by the title shown there, its Spanish one where it has one, with the same options (docs/decisions/096)', () => {
    const committees = [
      { title: 'Auction', title_es: 'Subasta', slug: 'auction' },
      { title: 'Book Fair', title_es: 'Feria del libro', slug: 'book-fair' },
      { title: 'Choir', slug: 'choir' },
      { title: 'Welcome Table', title_es: 'Mesa de bienvenida', slug: 'welcome' },
      { title: 'welcome table', title_es: 'Acogida', slug: 'welcome-2' },
    ];
    const general = [
      { name: 'Recess Monitor', name_es: 'Monitor de recreo', value: 'recess-monitor' },
      { name: 'Lunch Duty', name_es: 'Comedor', value: 'lunch-duty' },
    ];
    const spanish = volunteerActivityOptions(committees, general, 'es');
    expect(spanish.map((option) => option.name_es ?? option.name)).toEqual([
      'Choir',
      'Feria del libro',
      'Mesa de bienvenida',
      'Subasta',
      'Monitor de recreo',
      'Comedor',
    ]);
    // The same options as the English list: a namesake left out there is left out here too.
    const english = volunteerActivityOptions(committees, general);
    expect(english.map((option) => option.value)).toEqual(['auction', 'book-fair', 'choir', 'welcome', 'recess-monitor', 'lunch-duty']);
    expect([...spanish].sort((a, b) => a.value.localeCompare(b.value))).toEqual(
      [...english].sort((a, b) => a.value.localeCompare(b.value)),
    );
  });
});
