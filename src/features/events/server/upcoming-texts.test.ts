import { describe, expect, it } from 'vitest';
import type { EventRecord } from '../core/event';
import { upcomingTextsOf } from './upcoming-texts.server';

const record = (values: Partial<EventRecord>): EventRecord => ({
  id: 'chess',
  name: 'chess-club',
  title: 'Chess Club',
  slug: 'chess-club',
  location: '',
  description: 'Every Thursday.',
  grade_list: [],
  startDt: '2026-12-03T15:00',
  endDt: '2026-12-03T16:00',
  event_links: [],
  images: [],
  version: 1,
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...values,
});

describe('the texts of the events to come', () => {
  it('gives a single event that ends today or later, and nothing for one that ended before', () => {
    expect(upcomingTextsOf(record({ id: 'fair', title_es: 'Feria' }), '2026-12-03')).toEqual([
      {
        id: 'fair',
        startDt: '2026-12-03T15:00',
        endDt: '2026-12-03T16:00',
        title: 'Chess Club',
        title_es: 'Feria',
        description: 'Every Thursday.',
        description_es: '',
      },
    ]);
    expect(upcomingTextsOf(record({ id: 'fair' }), '2026-12-04')).toEqual([]);
  });

  it('gives a series once at its next date, and the dates to come changed on their own with the texts they change', () => {
    const series = record({
      rrule: 'FREQ=WEEKLY;COUNT=4',
      overrides: {
        '2026-12-10': { location: 'Gym' },
        '2026-12-17': { description: 'The holiday match.' },
        '2026-12-24': { title: 'Chess Club Finals', title_es: 'Final' },
      },
    });
    expect(upcomingTextsOf(series, '2026-12-05')).toEqual([
      {
        id: 'chess',
        startDt: '2026-12-10T15:00',
        endDt: '2026-12-10T16:00',
        title: 'Chess Club',
        title_es: '',
        description: 'Every Thursday.',
        description_es: '',
      },
      {
        id: 'chess_20261217',
        series_id: 'chess',
        changed_on: '2026-12-17',
        startDt: '2026-12-17T15:00',
        endDt: '2026-12-17T16:00',
        description: 'The holiday match.',
        description_es: '',
      },
      {
        id: 'chess_20261224',
        series_id: 'chess',
        changed_on: '2026-12-24',
        startDt: '2026-12-24T15:00',
        endDt: '2026-12-24T16:00',
        title: 'Chess Club Finals',
        title_es: 'Final',
      },
    ]);
    // A change of a date gone is not listed; a series whose dates have all gone gives nothing.
    expect(upcomingTextsOf(series, '2026-12-20').map((item) => item.id)).toEqual(['chess', 'chess_20261224']);
    expect(upcomingTextsOf(series, '2026-12-25')).toEqual([]);
  });
});
