import { describe, expect, it } from 'vitest';
import { SIGNUP_MESSAGES } from '../signup-messages';
import { sheetFormOf, sheetInputOf, sheetProblems } from './sheet-form';

const saved = {
  slots: [{ id: 'set-up', title: 'Set-up 5-6 pm', capacity: 4 }],
  closes_at: '2026-11-02T21:00:00.000Z',
  notify: ['chair@example.org', 'co-chair@example.org'],
};

describe('sheetFormOf', () => {
  it('shows the closing time as the school wall time, across the end of DST', () => {
    // 21:00 UTC is 16:00 in New York on 2 November 2026 (EST), 17:00 on 30 October (EDT).
    expect(sheetFormOf(saved)).toEqual({
      slots: [{ id: 'set-up', title: 'Set-up 5-6 pm', titleEs: '', capacity: '4' }],
      closesAt: '2026-11-02T16:00',
      notify: 'chair@example.org\nco-chair@example.org',
    });
    expect(sheetFormOf({ ...saved, closes_at: '2026-10-30T21:00:00.000Z' }).closesAt).toBe('2026-10-30T17:00');
  });

  it('starts a new sheet with one empty slot of one volunteer', () => {
    expect(sheetFormOf(null)).toEqual({ slots: [{ title: '', titleEs: '', capacity: '1' }], closesAt: '', notify: '' });
  });
});

describe('sheetInputOf', () => {
  it("sends the closing time with New York's offset of that day, and the addresses as a list", () => {
    const input = sheetInputOf(
      {
        slots: [{ title: ' Clean-up ', titleEs: '', capacity: '3' }],
        closesAt: '2026-03-09T18:30',
        notify: 'a@example.org, b@example.org\n',
      },
      2,
    );
    expect(input).toEqual({
      slots: [{ title: 'Clean-up', title_es: '', capacity: 3 }],
      closes_at: '2026-03-09T18:30:00.000-04:00',
      notify: ['a@example.org', 'b@example.org'],
      version: 2,
    });
    expect(sheetInputOf({ slots: [], closesAt: '2026-03-07T18:30', notify: '' }, 0).closes_at).toBe('2026-03-07T18:30:00.000-05:00');
  });

  it('keeps a saved slot its id, and sends no closing time when the field is empty', () => {
    const input = sheetInputOf(sheetFormOf({ ...saved, closes_at: null }), 5);
    expect(input.slots).toEqual([{ id: 'set-up', title: 'Set-up 5-6 pm', title_es: '', capacity: 4 }]);
    expect(input.closes_at).toBeNull();
  });

  it("shows a slot's Spanish title and sends it back trimmed, so an edit keeps it", () => {
    const form = sheetFormOf({
      ...saved,
      slots: [{ id: 'set-up', title: 'Set-up 5-6 pm', title_es: 'Montaje de 5 a 6 p. m.', capacity: 4 }],
    });
    expect(form.slots[0]?.titleEs).toBe('Montaje de 5 a 6 p. m.');
    const edited = { ...form, slots: form.slots.map((slot) => ({ ...slot, titleEs: `  ${slot.titleEs} ` })) };
    expect(sheetInputOf(edited, 3).slots).toEqual([
      { id: 'set-up', title: 'Set-up 5-6 pm', title_es: 'Montaje de 5 a 6 p. m.', capacity: 4 },
    ]);
  });
});

describe('sheetProblems', () => {
  it("places the schema's messages on the slot fields and one on the addresses", () => {
    const problems = sheetProblems({
      slots: [{ title: '', titleEs: '', capacity: 'two' }],
      closesAt: '',
      notify: 'chair@example.org not-an-address',
    });
    expect(problems).toEqual({
      'slots.0.title': SIGNUP_MESSAGES.slotTitle,
      'slots.0.capacity': SIGNUP_MESSAGES.capacity,
      notify: SIGNUP_MESSAGES.notify,
    });
  });

  it('says a Spanish title is too long on its own field, and takes one of 80 characters', () => {
    const slot = { title: 'Set-up', capacity: '2' };
    expect(sheetProblems({ slots: [{ ...slot, titleEs: 'ñ'.repeat(81) }], closesAt: '', notify: '' })).toEqual({
      'slots.0.title_es': 'The Spanish slot title can be at most 80 characters.',
    });
    expect(sheetProblems({ slots: [{ ...slot, titleEs: 'ñ'.repeat(80) }], closesAt: '', notify: '' })).toEqual({});
  });

  it('finds nothing in a sheet the server takes', () => {
    expect(sheetProblems(sheetFormOf(saved))).toEqual({});
  });
});
