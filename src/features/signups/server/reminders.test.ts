import { describe, expect, it } from 'vitest';
import { emptySheet } from '../core/sheet-rules';
import { changeOf } from './change-notices.server';
import { reminderDueAt, remindedOf } from './reminders.server';

/** The instant a reminder is due, in UTC. */
const utc = (startDt: string) => new Date(reminderDueAt(startDt)!.getTime()).toISOString();

describe('when reminders are due', () => {
  it('is the same wall time two days before, in New York, on either side of a DST change', () => {
    // DST starts on Sunday, March 14, 2027: a Monday 9 a.m. (EDT) event is reminded Saturday 9 a.m. (EST).
    expect(utc('2027-03-15T09:00')).toBe('2027-03-13T14:00:00.000Z');
    // DST ends on Sunday, November 7, 2027: a Monday 7 p.m. (EST) event is reminded Saturday 7 p.m. (EDT).
    expect(utc('2027-11-08T19:00')).toBe('2027-11-06T23:00:00.000Z');
    expect(utc('2027-06-10T18:30')).toBe('2027-06-08T22:30:00.000Z');
  });

  it('reminds the confirmed who had their place before the time came, not the waitlist or the cancelled', () => {
    const due = new Date('2027-03-13T14:00:00Z');
    const entry = (id: string, status: 'confirmed' | 'waitlisted' | 'cancelled', created_at: string, promoted_at?: string) => ({
      id,
      slot_id: 's',
      name: id,
      email: `${id}@example.org`,
      phone: '',
      status,
      created_at,
      ...(promoted_at ? { promoted_at } : {}),
    });
    const sheet = {
      ...emptySheet('e', due),
      entries: [
        entry('early', 'confirmed', '2027-03-01T10:00:00Z'),
        entry('late', 'confirmed', '2027-03-13T15:00:00Z'),
        entry('promoted-late', 'confirmed', '2027-03-01T10:00:00Z', '2027-03-14T10:00:00Z'),
        entry('waiting', 'waitlisted', '2027-03-01T10:00:00Z'),
        entry('gone', 'cancelled', '2027-03-01T10:00:00Z'),
      ],
    };
    expect(remindedOf(sheet, due).map((reminded) => reminded.id)).toEqual(['early']);
  });
});

describe('what a change notice says changed', () => {
  const was = { event_id: 'e', title: 'Fall Festival', startDt: '2027-10-02T09:00', endDt: '2027-10-02T13:00', location: 'Parish Hall' };

  it('names a new time and a new place, old and new, and nothing for a change of title alone', () => {
    expect(changeOf(was, { ...was, startDt: '2027-10-09T09:00', endDt: '2027-10-09T13:00' })).toEqual({
      when: { old: 'Oct 02, 2027 9:00 a.m. - 1:00 p.m.', new: 'Oct 09, 2027 9:00 a.m. - 1:00 p.m.' },
    });
    expect(changeOf(was, { ...was, location: 'Gym' })).toEqual({ location: { old: 'Parish Hall', new: 'Gym' } });
    const renamed = { ...was, title: 'Harvest Festival' };
    expect(changeOf(was, renamed)).toBeNull();
    expect(changeOf(was, null)).toEqual({ cancelled: true });
  });
});
