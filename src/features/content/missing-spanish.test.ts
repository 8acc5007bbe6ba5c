import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONTENT } from './site-content';
import type { BoardMember } from './page-content';
import {
  committeeSpanishTexts,
  eventSpanishTexts,
  gradeSpanishTexts,
  groupMissingSpanish,
  siteSpanishTexts,
  slotSpanishTexts,
  withoutSpanish,
  type MissingSpanish,
} from './missing-spanish';
import type { UpcomingSheetTexts } from '../signups';
import type { UpcomingEventTexts } from '../events';

const member = (title: string, title_es = ''): BoardMember => ({ title, title_es, name: 'Ana Ruiz', email: '', image: '' });
const site = { ...DEFAULT_SITE_CONTENT, welcomeText: 'Welcome!', mission: 'We serve.' };
const TODAY = '2026-11-29';
const EVENTS_DEC = '/access/events?month=2026-12';

/** The list's entries as name and where they lead, for short expectations. */
const entries = (missing: MissingSpanish[]) =>
  missing.map(({ label, place }) => [label, 'href' in place ? place.href : `#${place.fieldId}`]);

const event = (values: Partial<UpcomingEventTexts> & { title: string }): UpcomingEventTexts => ({
  id: values.title.toLowerCase().replaceAll(' ', '-'),
  startDt: '2026-12-05T10:00',
  endDt: '2026-12-05T12:00',
  title_es: '',
  description: '',
  description_es: '',
  ...values,
});

describe('the site texts and the board without Spanish', () => {
  it('names every text that lacks its Spanish, in the order of the tool, with the field to go to', () => {
    expect(entries(withoutSpanish(siteSpanishTexts(site, [member('President'), member('Treasurer')])))).toEqual([
      ['Welcome text', '#welcomeText_es'],
      ['Mission', '#mission_es'],
      ['Board title: President', '#members.0.title_es'],
      ['Board title: Treasurer', '#members.1.title_es'],
    ]);
  });

  it('leaves out the texts with a Spanish version, and shrinks as they are written', () => {
    const board = [member('President', 'Presidenta'), member('Treasurer')];
    expect(entries(withoutSpanish(siteSpanishTexts({ ...site, mission_es: 'Servimos.' }, board)))).toEqual([
      ['Welcome text', '#welcomeText_es'],
      ['Board title: Treasurer', '#members.1.title_es'],
    ]);
    expect(
      withoutSpanish(
        siteSpanishTexts({ ...site, welcomeText_es: '¡Bienvenidos!', mission_es: 'Servimos.' }, [member('President', 'Presidenta')]),
      ),
    ).toEqual([]);
  });

  it('counts a blank Spanish version as none, and an empty English text as nothing to translate', () => {
    expect(entries(withoutSpanish(siteSpanishTexts({ ...site, welcomeText_es: '   ', mission_es: 'Servimos.' }, [member('  ')])))).toEqual([
      ['Welcome text', '#welcomeText_es'],
    ]);
  });
});

describe('the events without Spanish', () => {
  it('names each title and description to come without its Spanish, leading to the Events Tool at its month', () => {
    const events = [
      event({ title: 'Fall Festival', description: 'Games and food.' }),
      event({ title: 'Book Fair', title_es: 'Feria del libro', description: 'Books.', description_es: 'Libros.' }),
    ];
    const missing = withoutSpanish(eventSpanishTexts(events, TODAY));
    expect(entries(missing)).toEqual([
      ['Fall Festival: title', EVENTS_DEC],
      ['Fall Festival: description', EVENTS_DEC],
    ]);
    expect(missing.every((entry) => entry.kind === 'events')).toBe(true);
  });

  it('counts a series once, however many of its occurrences come, and a date changed on its own by that date', () => {
    const occurrence = (day: string) =>
      event({
        title: 'Chess Club',
        id: `chess_${day.replaceAll('-', '')}`,
        series_id: 'chess',
        startDt: `${day}T15:00`,
        endDt: `${day}T16:00`,
      });
    const changed = {
      id: 'chess_20261217',
      series_id: 'chess',
      changed_on: '2026-12-17',
      startDt: '2026-12-17T15:00',
      endDt: '2026-12-17T16:00',
      description: 'The holiday match.',
      description_es: '',
    };
    const events = [occurrence('2026-12-03'), occurrence('2026-12-10'), occurrence('2027-01-07'), changed];
    expect(entries(withoutSpanish(eventSpanishTexts(events, TODAY)))).toEqual([
      ['Chess Club: title', EVENTS_DEC],
      ['Chess Club, Dec 17: description', EVENTS_DEC],
    ]);
    // The texts-to-come answer gives the series itself once, with the dates of its next occurrence.
    const series = event({ title: 'Chess Club', id: 'chess', startDt: '2026-12-03T15:00', endDt: '2026-12-03T16:00' });
    expect(entries(withoutSpanish(eventSpanishTexts([series, changed], TODAY)))).toEqual([
      ['Chess Club: title', EVENTS_DEC],
      ['Chess Club, Dec 17: description', EVENTS_DEC],
    ]);
  });

  it('leaves out the events that ended before today, and keeps one that ends today', () => {
    const events = [
      event({ title: 'Last Week', startDt: '2026-11-20T10:00', endDt: '2026-11-20T12:00' }),
      event({ title: 'Started Yesterday', startDt: '2026-11-28T18:00', endDt: '2026-11-29T01:00' }),
    ];
    expect(entries(withoutSpanish(eventSpanishTexts(events, TODAY)))).toEqual([
      ['Started Yesterday: title', '/access/events?month=2026-11'],
    ]);
  });

  it('does not count a description that was never written', () => {
    expect(entries(withoutSpanish(eventSpanishTexts([event({ title: 'Picnic', title_es: 'Pícnic', description: '  ' })], TODAY)))).toEqual(
      [],
    );
  });
});

describe('the committees, grades and sign-up slots without Spanish', () => {
  it('names committee titles, descriptions and link labels, leading to the Committee Tool', () => {
    const committees = [
      { title: 'Art Club', description: 'We paint.', links: [{ key: 'Supply list', value: 'https://x.org' }] },
      {
        title: 'Garden',
        title_es: 'Jardín',
        description: 'We dig.',
        description_es: 'Cavamos.',
        links: [{ key: 'Sign up', value: 'https://x.org', key_es: 'Apúntate' }],
      },
      { title: 'Chess', title_es: 'Ajedrez', links: [] },
    ];
    const missing = withoutSpanish(committeeSpanishTexts(committees));
    expect(missing.map(({ kind, label }) => [kind, label])).toEqual([
      ['committees', 'Art Club: title'],
      ['committees', 'Art Club: description'],
      ['committeeLinks', 'Art Club link: Supply list'],
    ]);
    expect(missing.every((entry) => 'href' in entry.place && entry.place.href === '/access/committees')).toBe(true);
  });

  it('names grade titles and link labels, leading to the Grade Tool', () => {
    const grades = [
      {
        title: '3rd Grade',
        links: [
          { key: 'Supply list', value: 'https://x.org' },
          { key: 'Class page', value: 'https://x.org', key_es: 'Página' },
        ],
      },
      { title: 'Kindergarten', title_es: 'Kínder', links: [] },
    ];
    expect(withoutSpanish(gradeSpanishTexts(grades))).toEqual([
      { kind: 'grades', label: '3rd Grade: title', place: { href: '/access/grades' } },
      { kind: 'gradeLinks', label: '3rd Grade link: Supply list', place: { href: '/access/grades' } },
    ]);
  });

  it('names the slots of sheets to come by their event, with the date where one event has sheets on several dates', () => {
    const sheet = (
      values: Partial<UpcomingSheetTexts> & Pick<UpcomingSheetTexts, 'event_id' | 'title' | 'startDt'>,
    ): UpcomingSheetTexts => ({
      endDt: values.startDt,
      slots: [],
      ...values,
    });
    const sheets = [
      sheet({
        event_id: 'fest',
        title: 'Fall Festival',
        startDt: '2026-12-05T10:00',
        slots: [
          { id: 's1', title: 'Set-up 5-6 pm', title_es: '' },
          { id: 's2', title: 'Clean-up', title_es: 'Limpieza' },
        ],
      }),
      sheet({ event_id: 'old', title: 'Bake Sale', startDt: '2026-11-02T10:00', slots: [{ id: 's3', title: 'Baking', title_es: '' }] }),
      sheet({
        event_id: 'chess_20261203',
        title: 'Chess Club',
        startDt: '2026-12-03T15:00',
        slots: [{ id: 's4', title: 'Snacks', title_es: '' }],
      }),
      sheet({
        event_id: 'chess_20270107',
        title: 'Chess Club',
        startDt: '2027-01-07T15:00',
        slots: [{ id: 's5', title: 'Snacks', title_es: '' }],
      }),
    ];
    expect(entries(withoutSpanish(slotSpanishTexts(sheets, TODAY)))).toEqual([
      ['Chess Club, Dec 03 slot: Snacks', EVENTS_DEC],
      ['Fall Festival slot: Set-up 5-6 pm', EVENTS_DEC],
      ['Chess Club, Jan 07 slot: Snacks', '/access/events?month=2027-01'],
    ]);
  });
});

describe('the list by kind', () => {
  it('groups the entries in the order of the kinds, only the kinds that have some', () => {
    const missing = withoutSpanish([
      ...gradeSpanishTexts([{ title: '3rd Grade', links: [{ key: 'Supply list', value: 'https://x.org' }] }]),
      ...committeeSpanishTexts([{ title: 'Chess', title_es: 'Ajedrez', description: 'We play.', links: [] }]),
      ...siteSpanishTexts(site, []),
      ...eventSpanishTexts([event({ title: 'Fall Festival' })], TODAY),
    ]);
    expect(groupMissingSpanish(missing).map((group) => [group.kind, group.shown.length, group.more])).toEqual([
      ['site', 2, 0],
      ['events', 1, 0],
      ['committees', 1, 0],
      ['grades', 1, 0],
      ['gradeLinks', 1, 0],
    ]);
  });

  it('shows the first entries of a long group and counts the rest', () => {
    const links = Array.from({ length: 23 }, (_, index) => ({ key: `Link ${index + 1}`, value: 'https://x.org' }));
    const [group] = groupMissingSpanish(withoutSpanish(gradeSpanishTexts([{ title: 'K', title_es: 'Kínder', links }])));
    expect(group?.shown.map((entry) => entry.label).at(-1)).toBe('K link: Link 20');
    expect(group?.more).toBe(3);
  });
});
