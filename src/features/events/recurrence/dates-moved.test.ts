import { describe, expect, it } from 'vitest';
import { continuedId, datesMovedBy } from './dates-moved';

describe('where an edit takes the dates of a series (docs/decisions/094)', () => {
  it('"This and following" goes on under the new series from the date edited, moved as that date moved', () => {
    const moved = datesMovedBy('meeting-ab12_20301112', { scope: 'following', startDt: '2030-11-13T18:00' }, 'meeting-cd34');
    expect(moved).toEqual({ series: 'meeting-ab12', from: '2030-11-12', to: 'meeting-cd34', shift: 1 });
    expect(continuedId(moved!, 'meeting-ab12_20301119')).toBe('meeting-cd34_20301120');
    expect(continuedId(moved!, 'meeting-ab12_20301112')).toBe('meeting-cd34_20301113');
    expect(continuedId(moved!, 'meeting-ab12_20301105')).toBeNull();
    expect(continuedId(moved!, 'other-ef56_20301119')).toBeNull();
  });

  it('"All events" moves every date of the series when the date edited moved, and none when it did not', () => {
    const moved = datesMovedBy('meeting-ab12_20301112', { scope: 'all', startDt: '2030-11-10T18:00' });
    expect(moved).toEqual({ series: 'meeting-ab12', from: '', to: 'meeting-ab12', shift: -2 });
    expect(continuedId(moved!, 'meeting-ab12_20301105')).toBe('meeting-ab12_20301103');
    expect(datesMovedBy('meeting-ab12_20301112', { scope: 'all', startDt: '2030-11-12T07:00' })).toBeUndefined();
  });

  it('"This event", a single event and an edit without a scope keep every id', () => {
    expect(datesMovedBy('meeting-ab12_20301112', { scope: 'this', startDt: '2030-11-14T18:00' })).toBeUndefined();
    expect(datesMovedBy('fall-festival-ab12', { scope: 'following', startDt: '2030-11-14T18:00' }, 'x-cd34')).toBeUndefined();
    expect(datesMovedBy('meeting-ab12_20301112', { startDt: '2030-11-14T18:00' })).toBeUndefined();
  });
});
