import { describe, expect, it } from 'vitest';
import type { RosterEntry } from '../core/sheet';
import { rosterBySlot } from './roster';

const entry = (id: string, slot_id: string, status: RosterEntry['status'], position = 0): RosterEntry => ({
  id,
  name: id,
  email: `${id}@example.org`,
  phone: '',
  slot_id,
  slot_title: slot_id,
  status,
  position,
  created_at: '2026-11-01T12:00:00.000Z',
  lang: 'en',
});

describe('rosterBySlot', () => {
  it('puts each slot’s confirmed volunteers and its waitlist in order under it, without cancellations', () => {
    const slots = [
      { id: 'a', title: 'Set-up', capacity: 1 },
      { id: 'b', title: 'Clean-up', capacity: 2 },
    ];
    const entries = [
      entry('w2', 'a', 'waitlisted', 2),
      entry('c1', 'a', 'confirmed'),
      entry('x', 'a', 'cancelled'),
      entry('w1', 'a', 'waitlisted', 1),
    ];
    expect(rosterBySlot(slots, entries)).toEqual([
      { slot: slots[0], confirmed: [entries[1]], waitlisted: [entries[3], entries[0]] },
      { slot: slots[1], confirmed: [], waitlisted: [] },
    ]);
  });
});
