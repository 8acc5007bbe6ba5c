import { describe, expect, it } from 'vitest';
import { submittedAt, submittedDay, wallDateTime, wallDay, wallMonth } from './date-formats';

describe('dashboard dates (the spec formats, the school zone)', () => {
  it("writes a submission's time in New York whatever the reader's zone", () => {
    expect(submittedDay('2026-11-03T14:15:00.000Z')).toBe('Nov 03, 2026');
    expect(submittedAt('2026-11-03T14:15:00.000Z')).toBe('Nov 03, 2026 9:15 a.m.');
    // 03:30 UTC is still the evening before in New York.
    expect(submittedDay('2026-11-04T03:30:00.000Z')).toBe('Nov 03, 2026');
  });

  it("writes an event's wall time and an activity's day as they were entered", () => {
    expect(wallDay('2026-11-22T19:00')).toBe('Nov 22, 2026');
    expect(wallDateTime('2026-11-22T19:00')).toBe('Nov 22, 2026 7:00 p.m.');
    expect(wallDay('2026-11-10')).toBe('Nov 10, 2026');
    expect(wallDateTime('2026-11-10')).toBe('Nov 10, 2026');
    expect(wallMonth('2026-11-22T19:00')).toBe('2026-11');
  });

  it('renders what is not a date empty (SPEC section 5)', () => {
    for (const value of [undefined, '', 'N/A', 'soon']) {
      expect(submittedDay(value)).toBe('');
      expect(submittedAt(value)).toBe('');
    }
    for (const value of [undefined, 7, 'soon', '2026-13-01', '2026-02-30T10:00']) {
      expect(wallDay(value)).toBe('');
      expect(wallDateTime(value)).toBe('');
      expect(wallMonth(value)).toBeNull();
    }
  });
});
