import { describe, expect, it } from 'vitest';
import { eventGradePills, eventWhen } from './event-details';
import { MIN_THUMBNAIL_SLOTS, thumbnailSlots } from './thumbnail-slots';

describe('thumbnail slots of the event popup (SPEC section 9)', () => {
  it('pads to at least 5 slots, photos first in their order', () => {
    const slots = thumbnailSlots(['p1', 'p2']);
    expect(MIN_THUMBNAIL_SLOTS).toBe(5);
    expect(slots).toEqual([
      { kind: 'photo', photo: 'p1', index: 0 },
      { kind: 'photo', photo: 'p2', index: 1 },
      { kind: 'empty', index: 2 },
      { kind: 'empty', index: 3 },
      { kind: 'empty', index: 4 },
    ]);
  });

  it('adds no empty slot once there are 5 photos or more', () => {
    expect(thumbnailSlots(['1', '2', '3', '4', '5', '6', '7']).every((slot) => slot.kind === 'photo')).toBe(true);
    expect(thumbnailSlots(['1', '2', '3', '4', '5', '6', '7'])).toHaveLength(7);
    expect(thumbnailSlots([])).toHaveLength(5);
  });
});

describe('the event popup gallery view (SPEC, Event popup)', () => {
  it('shows one date with a time range for a one-day event', () => {
    expect(eventWhen({ startDt: '2044-03-05T18:00', endDt: '2044-03-05T20:30' })).toEqual({
      kind: 'day',
      date: 'Mar 05, 2044',
      time: '6:00 p.m. - 8:30 p.m.',
    });
  });

  it('shows start and end with their times for an event over several days, in the same date style (docs/decisions/054)', () => {
    expect(eventWhen({ startDt: '2044-03-05T08:00', endDt: '2044-03-07T15:00' })).toEqual({
      kind: 'range',
      start: 'Mar 05, 2044 8:00 a.m.',
      end: 'Mar 07, 2044 3:00 p.m.',
    });
  });

  it('shows nothing for times that are not valid', () => {
    expect(eventWhen({ startDt: '2044-02-30T08:00', endDt: '2044-03-07T15:00' })).toBeNull();
  });

  it('names the grades with their titles and colours, an unknown one by its slug in the default colour', () => {
    const grades = [
      { slug: 'kindergarten', title: 'Kindergarten', colorCode: 'ff9900' },
      { slug: '1st-grade', title: '1st Grade', colorCode: '#336699' },
    ];
    expect(eventGradePills(['kindergarten', '1st-grade', 'gone'], grades)).toEqual([
      { label: 'Kindergarten', color: '#ff9900', fixed: false },
      { label: '1st Grade', color: '#336699', fixed: false },
      { label: 'gone', color: '#ccc', fixed: false },
    ]);
    expect(eventGradePills([], grades)).toEqual([{ label: 'School wide', color: '#fff', fixed: true }]);
    expect(eventGradePills(['kindergarten'], [{ ...grades[0]!, title_es: 'Kínder' }])).toEqual([
      { label: 'Kindergarten', label_es: 'Kínder', color: '#ff9900', fixed: false },
    ]);
    expect(eventGradePills([], grades, 'Toda la escuela')).toEqual([{ label: 'Toda la escuela', color: '#fff', fixed: true }]);
  });

  it('writes the dates and times in Spanish on a Spanish page', () => {
    expect(eventWhen({ startDt: '2026-11-26T19:00', endDt: '2026-11-26T21:00' }, 'es')).toEqual({
      kind: 'day',
      date: 'jueves, 26 de noviembre de 2026',
      time: '7:00\u00a0p.\u00a0m. - 9:00\u00a0p.\u00a0m.',
    });
    expect(eventWhen({ startDt: '2026-11-26T08:00', endDt: '2026-11-28T15:00' }, 'es')).toEqual({
      kind: 'range',
      start: 'jueves, 26 de noviembre de 2026, 8:00\u00a0a.\u00a0m.',
      end: 'sábado, 28 de noviembre de 2026, 3:00\u00a0p.\u00a0m.',
    });
  });
});
