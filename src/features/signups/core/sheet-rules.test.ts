import { describe, expect, it } from 'vitest';
import { positionOf, publicName, publicSheet, rosterOf, type SheetRecord } from './sheet';
import { addSignup, cancelSignup, changeSheet, emptySheet, refusalAt, SignupRefusal } from './sheet-rules';

const NOW = new Date('2030-09-01T12:00:00Z');
const sheetWith = (capacity: number): SheetRecord => ({
  ...emptySheet('fall-festival', NOW),
  version: 1,
  slots: [
    { id: 'setup', title: 'Set-up', capacity },
    { id: 'bake', title: 'Bake sale', capacity: 5 },
  ],
});
const signup = (id: string, email = `${id}@example.org`, slot_id = 'setup') => ({ id, slot_id, name: `Parent ${id}`, email, phone: '' });

function fill(sheet: SheetRecord, ids: string[]): SheetRecord {
  return ids.reduce((current, id) => addSignup(current, signup(id), NOW).sheet, sheet);
}

describe('a sign-up', () => {
  it('is confirmed while its slot has a place, then waitlisted in order', () => {
    let sheet = sheetWith(2);
    const answers = ['a', 'b', 'c', 'd'].map((id) => {
      const added = addSignup(sheet, signup(id), NOW);
      sheet = added.sheet;
      return added.answer;
    });
    expect(answers).toEqual([
      { status: 'confirmed', position: 0 },
      { status: 'confirmed', position: 0 },
      { status: 'waitlisted', position: 1 },
      { status: 'waitlisted', position: 2 },
    ]);
  });

  it('refuses the same e-mail twice in one slot, whatever its case and spaces, but not in another slot or after a cancel', () => {
    const sheet = fill(sheetWith(2), ['a']);
    expect(() => addSignup(sheet, signup('x', ' A@Example.org '), NOW)).toThrow(
      new SignupRefusal('duplicate', 'This e-mail address is already signed up for this slot.'),
    );
    expect(addSignup(sheet, signup('y', 'a@example.org', 'bake'), NOW).answer.status).toBe('confirmed');
    const cancelled = cancelSignup(sheet, 'a', NOW).sheet;
    expect(addSignup(cancelled, signup('z', 'a@example.org'), NOW).answer.status).toBe('confirmed');
  });

  it('refuses a slot that is not on the sheet', () => {
    expect(() => addSignup(sheetWith(2), signup('a', 'a@example.org', 'gone'), NOW)).toThrow(SignupRefusal);
  });

  it('is refused once the event has started or the sheet has closed', () => {
    const start = new Date('2030-10-05T13:00:00Z');
    expect(refusalAt({ closes_at: null }, start, NOW)).toBeNull();
    expect(refusalAt({ closes_at: null }, start, start)?.code).toBe('past');
    expect(refusalAt({ closes_at: '2030-09-01T12:00:00Z' }, start, NOW)?.code).toBe('closed');
    expect(refusalAt({ closes_at: '2030-09-01T12:00:01Z' }, start, NOW)).toBeNull();
  });
});

describe('a cancel', () => {
  it('gives a confirmed place to the first on the waitlist, marked with the cancel', () => {
    const sheet = fill(sheetWith(1), ['a', 'b', 'c']);
    const { sheet: after, promoted } = cancelSignup(sheet, 'a', NOW);
    expect(promoted).toEqual(['b']);
    expect(after.entries.map((entry) => [entry.id, entry.status, entry.promoted_by ?? '', positionOf(after, entry)])).toEqual([
      ['a', 'cancelled', '', 0],
      ['b', 'confirmed', 'cancel-a', 0],
      ['c', 'waitlisted', '', 1],
    ]);
  });

  it('of someone waitlisted moves those behind up and confirms nobody; a second cancel changes nothing', () => {
    const sheet = fill(sheetWith(1), ['a', 'b', 'c']);
    const { sheet: after, promoted } = cancelSignup(sheet, 'b', NOW);
    expect(promoted).toEqual([]);
    expect(positionOf(after, after.entries[2]!)).toBe(1);
    expect(cancelSignup(after, 'b', NOW).sheet).toBe(after);
  });
});

describe("an officer's change", () => {
  it('refuses a capacity below the confirmed count and the removal of a slot with volunteers', () => {
    const sheet = fill(sheetWith(3), ['a', 'b']);
    expect(() => changeSheet(sheet, { slots: [{ id: 'setup', title: 'Set-up', capacity: 1 }], closes_at: null, notify: [] }, NOW)).toThrow(
      '"Set-up" already has 2 confirmed volunteers: its capacity cannot be less than 2.',
    );
    expect(() =>
      changeSheet(sheet, { slots: [{ id: 'bake', title: 'Bake sale', capacity: 5 }], closes_at: null, notify: [] }, NOW),
    ).toThrow('"Set-up" has volunteers signed up: cancel their sign-ups before removing the slot.');
  });

  it('raises the version and gives the new places of a larger slot to its waitlist', () => {
    const sheet = fill(sheetWith(1), ['a', 'b', 'c']);
    const { sheet: after, promoted } = changeSheet(
      sheet,
      { slots: [{ id: 'setup', title: 'Set-up', capacity: 2 }], closes_at: null, notify: [] },
      NOW,
    );
    expect(after.version).toBe(2);
    expect(promoted).toEqual(['b']);
    expect(after.entries.find((entry) => entry.id === 'b')?.promoted_by).toBe('v2');
    expect(after.entries.find((entry) => entry.id === 'c')?.status).toBe('waitlisted');
  });

  it("keeps each slot's Spanish title as the officer sent it, and the public sheet shows it", () => {
    const sheet = fill(sheetWith(2), ['a']);
    const withSpanish = changeSheet(
      sheet,
      { slots: [{ id: 'setup', title: 'Set-up', title_es: 'Montaje', capacity: 2 }], closes_at: null, notify: [] },
      NOW,
    ).sheet;
    expect(publicSheet(withSpanish).slots.map(({ title, title_es }) => ({ title, title_es }))).toEqual([
      { title: 'Set-up', title_es: 'Montaje' },
    ]);
    const cleared = changeSheet(
      withSpanish,
      { slots: [{ id: 'setup', title: 'Set-up', title_es: '', capacity: 3 }], closes_at: null, notify: [] },
      NOW,
    ).sheet;
    expect(cleared.version).toBe(withSpanish.version + 1);
    expect(cleared.slots).toEqual([{ id: 'setup', title: 'Set-up', title_es: '', capacity: 3 }]);
  });
});

describe('what is shown', () => {
  it('names a volunteer by first name and last initial only', () => {
    expect(publicName('Maria Garcia Lopez')).toBe('Maria L.');
    expect(publicName('  tom  ')).toBe('tom');
    expect(publicName('Ana ñuñez')).toBe('Ana Ñ.');
  });

  it('shows counts and names of the confirmed only, and the roster slot by slot, confirmed then waitlist', () => {
    const sheet = addSignup(fill(sheetWith(1), ['a', 'b']), signup('c', 'c@example.org', 'bake'), NOW).sheet;
    expect(publicSheet(sheet).slots.map(({ id, confirmed, waitlisted, names }) => ({ id, confirmed, waitlisted, names }))).toEqual([
      { id: 'setup', confirmed: 1, waitlisted: 1, names: ['Parent A.'] },
      { id: 'bake', confirmed: 1, waitlisted: 0, names: ['Parent C.'] },
    ]);
    expect(rosterOf(sheet).map((entry) => [entry.id, entry.slot_title, entry.status, entry.position])).toEqual([
      ['a', 'Set-up', 'confirmed', 0],
      ['b', 'Set-up', 'waitlisted', 1],
      ['c', 'Bake sale', 'confirmed', 0],
    ]);
  });
});
