/** The roster as an officer reads it: each slot with its confirmed volunteers and its waitlist in order; cancellations left out. */
import type { RosterEntry, Slot } from '../core/sheet';

export interface RosterSlot {
  slot: Slot;
  confirmed: RosterEntry[];
  waitlisted: RosterEntry[];
}

export function rosterBySlot(slots: readonly Slot[], entries: readonly RosterEntry[]): RosterSlot[] {
  return slots.map((slot) => {
    const own = entries.filter((entry) => entry.slot_id === slot.id);
    return {
      slot,
      confirmed: own.filter((entry) => entry.status === 'confirmed'),
      waitlisted: own.filter((entry) => entry.status === 'waitlisted').sort((a, b) => a.position - b.position),
    };
  });
}
