import { describe, expect, it } from 'vitest';
import { SIGNUP_MESSAGES } from '../signup-messages';
import { signupsText } from '../signups-text';
import { checkSignup, EMPTY_SIGNUP, slotFill, slotTitleIn } from './signup-form';

const { en, es } = signupsText;

describe('slotFill', () => {
  it('counts the places filled while one is left', () => {
    expect(slotFill({ confirmed: 3, capacity: 5, waitlisted: 0 }, en.sheet)).toBe('3 of 5 filled');
    expect(slotFill({ confirmed: 3, capacity: 5, waitlisted: 0 }, es.sheet)).toBe('3 de 5 lugares ocupados');
  });

  it('says Full with the waitlist once every place is taken', () => {
    expect(slotFill({ confirmed: 5, capacity: 5, waitlisted: 2 }, en.sheet)).toBe('Full - 2 on the waitlist');
    expect(slotFill({ confirmed: 5, capacity: 5, waitlisted: 0 }, en.sheet)).toBe('Full');
    expect(slotFill({ confirmed: 5, capacity: 5, waitlisted: 2 }, es.sheet)).toBe('Lleno - 2 en la lista de espera');
    expect(slotFill({ confirmed: 5, capacity: 5, waitlisted: 0 }, es.sheet)).toBe('Lleno');
  });
});

describe('slotTitleIn', () => {
  it("says a slot's Spanish title on a Spanish page where there is one, else the English", () => {
    const slot = { title: 'Set-up 8-9 am', title_es: 'Montaje de 8 a 9 a. m.' };
    expect(slotTitleIn(slot, 'es')).toBe('Montaje de 8 a 9 a. m.');
    expect(slotTitleIn(slot, 'en')).toBe('Set-up 8-9 am');
    expect(slotTitleIn({ title: 'Clean-up', title_es: ' ' }, 'es')).toBe('Clean-up');
    expect(slotTitleIn({ title: 'Clean-up' }, 'es')).toBe('Clean-up');
  });
});

describe('checkSignup', () => {
  it('answers the body to send, trimmed, without an empty phone', () => {
    const check = checkSignup('s1', { ...EMPTY_SIGNUP, name: ' Maria Garcia ', email: 'maria@example.org ' }, en.problems);
    expect(check).toEqual({ ok: true, input: { slot_id: 's1', name: 'Maria Garcia', email: 'maria@example.org', website: '' } });
  });

  it("gives each field the schema's own message", () => {
    const check = checkSignup('s1', { ...EMPTY_SIGNUP, email: 'maria', phone: 'call me' }, en.problems);
    expect(check).toEqual({
      ok: false,
      problems: { name: SIGNUP_MESSAGES.name, email: SIGNUP_MESSAGES.email, phone: SIGNUP_MESSAGES.phone },
      other: null,
    });
  });

  it("gives each field the Spanish words of the schema's message on a Spanish page", () => {
    const check = checkSignup('s1', { ...EMPTY_SIGNUP, name: 'x'.repeat(101), email: 'maria', phone: 'call me' }, es.problems);
    expect(check).toEqual({
      ok: false,
      problems: {
        name: 'Su nombre puede tener como máximo 100 caracteres.',
        email: 'Escriba un correo electrónico válido, como nombre@ejemplo.com.',
        phone: 'Escriba un teléfono solo con números, espacios y + ( ) -, o déjelo vacío.',
      },
      other: null,
    });
  });

  it('keeps a problem no field mends apart', () => {
    const check = checkSignup('../x', { ...EMPTY_SIGNUP, name: 'Maria', email: 'maria@example.org' }, en.problems);
    expect(check).toEqual({ ok: false, problems: {}, other: SIGNUP_MESSAGES.noSlot });
    expect(checkSignup('../x', { ...EMPTY_SIGNUP, name: 'Maria', email: 'maria@example.org' }, es.problems)).toEqual({
      ok: false,
      problems: {},
      other: 'Este turno ya no está en la lista. Vuelva a cargar la página y elija otro.',
    });
  });
});
