import { describe, expect, it } from 'vitest';
import { changeOf } from './change-notices.server';
import { managePageUrl } from './manage-links.server';
import {
  cancelNoticeMail,
  changeMail,
  confirmationMail,
  eventWhenIn,
  promotedMail,
  reminderMail,
  type SignupMailInput,
} from './signup-mail-content.server';
import { signupMailText, SPANISH_VOLUNTEER_NOTE } from './signup-mail-text.server';
import { volunteerMailInput, type MailSetting } from './signup-mails.server';
import { emptySheet } from '../core/sheet-rules';
import type { SignupEntry } from '../core/sheet';

const placesOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

function leaves(value: unknown, path = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => leaves(inner, path ? `${path}.${key}` : key));
}

describe('the sign-up mail catalogue', () => {
  it('has every English text in Spanish, none empty, with the same places', () => {
    const spanish = new Map(leaves(signupMailText.es));
    const english = leaves(signupMailText.en);
    expect([...spanish.keys()].sort()).toEqual(english.map(([path]) => path).sort());
    for (const [path, text] of english) {
      expect((spanish.get(path) ?? '').trim(), path).not.toBe('');
      expect(placesOf(spanish.get(path) ?? ''), path).toEqual(placesOf(text));
    }
  });
});

describe('when an event happens, in each language', () => {
  it('writes one day with its weekday and hours in Spanish, or a range of days', () => {
    const fair = { startDt: '2026-12-05T17:00', endDt: '2026-12-05T18:00' };
    expect(eventWhenIn('es', fair)).toBe('sábado, 5 de diciembre de 2026, de 5:00 p. m. a 6:00 p. m.');
    expect(eventWhenIn('en', fair)).toBe('Dec 05, 2026 5:00 p.m. - 6:00 p.m.');
    expect(eventWhenIn('es', { startDt: '2026-12-05T09:00', endDt: '2026-12-06T12:00' })).toBe(
      'del 5 de diciembre de 2026 al 6 de diciembre de 2026',
    );
    expect(eventWhenIn('es', { startDt: 'nonsense', endDt: '2026-12-06T12:00' })).toBe('');
  });
});

const spanish: SignupMailInput = {
  volunteerName: 'María García',
  slotTitle: 'Set-up 8-9 am',
  eventTitle: 'Fall Festival',
  when: 'sábado, 5 de diciembre de 2026, de 5:00 p. m. a 6:00 p. m.',
  location: 'Parish Hall',
  manageUrl: 'https://hsa.example.org/es/volunteers/signup/abc',
  position: 0,
  associationFullName: 'Asociación de Hogar y Escuela (HSA) de St. Brigid Catholic School',
  associationEmail: 'hsa@stbrigid-school.example.org',
  lang: 'es',
};

describe('a volunteer’s mails in Spanish', () => {
  it('confirms a sign-up with the facts, the private /es/ link and whom to ask', () => {
    const mail = confirmationMail(spanish);
    expect(mail.subject).toBe('Inscripción confirmada: Set-up 8-9 am en Fall Festival');
    expect(mail.text).toMatch(/^Hola, María García:\n\n¡Gracias por ofrecerse como voluntario! Su inscripción está confirmada\./);
    expect(mail.text).toContain(
      'Evento: Fall Festival\nTurno: Set-up 8-9 am\nCuándo: sábado, 5 de diciembre de 2026, de 5:00 p. m. a 6:00 p. m.\nDónde: Parish Hall',
    );
    expect(mail.text).toContain('Si cambian sus planes, cancele su inscripción con su enlace privado');
    expect(mail.text).toContain('https://hsa.example.org/es/volunteers/signup/abc');
    expect(mail.text).toContain('¿Preguntas? Escriba a hsa@stbrigid-school.example.org.');
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.html).toContain('<th scope="row" style="text-align:left;padding:4px 12px 4px 0;color:#333">Cuándo</th>');
  });

  it('gives a place on the waitlist, and tells of a place that opened', () => {
    const waitlisted = confirmationMail({ ...spanish, position: 2 });
    expect(waitlisted.subject).toBe('Está en la lista de espera: Set-up 8-9 am en Fall Festival');
    expect(waitlisted.text).toContain('usted tiene el número 2 en la lista de espera');
    const promoted = promotedMail(spanish);
    expect(promoted.subject).toBe('Se liberó un lugar: su inscripción para Set-up 8-9 am en Fall Festival está confirmada');
    expect(promoted.text).toContain('Buenas noticias: se liberó un lugar');
  });

  it('reminds with the whole Spanish time in the subject', () => {
    const mail = reminderMail({ ...spanish, volunteerName: '  ' });
    expect(mail.subject).toBe('Recordatorio: Set-up 8-9 am en Fall Festival, sábado, 5 de diciembre de 2026, de 5:00 p. m. a 6:00 p. m.');
    expect(mail.text).toMatch(/^Hola:\n\nLe recordamos que se inscribió como voluntario\./);
  });

  it('tells of a new time and place, old and new, and of a cancellation without the private link', () => {
    const was = { event_id: 'e1', title: 'Fall Festival', startDt: '2026-12-05T17:00', endDt: '2026-12-05T18:00', location: 'Parish Hall' };
    const now = { startDt: '2026-12-07T09:00', endDt: '2026-12-07T12:00', location: '' };
    const change = changeOf(was, now, 'es');
    expect(change).toEqual({
      when: {
        old: 'sábado, 5 de diciembre de 2026, de 5:00 p. m. a 6:00 p. m.',
        new: 'lunes, 7 de diciembre de 2026, de 9:00 a. m. a 12:00 p. m.',
      },
      location: { old: 'Parish Hall', new: '' },
    });
    const moved = changeMail(spanish, change!);
    expect(moved.subject).toBe('Cambio de fecha u hora: Fall Festival');
    expect(moved.text).toContain(
      'Hubo un cambio en el evento en el que se inscribió para ayudar. Nueva fecha y hora: lunes, 7 de diciembre de 2026, de 9:00 a. m. a 12:00 p. m. (antes: sábado, 5 de diciembre de 2026, de 5:00 p. m. a 6:00 p. m.). Nuevo lugar: sin indicar (antes: Parish Hall). Si ya no puede venir, por favor, cancele su inscripción con su enlace.',
    );
    const placeOnly = changeMail(spanish, changeOf(was, { ...was, location: 'Gym' }, 'es')!);
    expect(placeOnly.subject).toBe('Cambio de lugar: Fall Festival');
    const cancelled = changeMail(spanish, { cancelled: true });
    expect(cancelled.subject).toBe('Cancelado: Fall Festival, sábado, 5 de diciembre de 2026, de 5:00 p. m. a 6:00 p. m.');
    expect(cancelled.text).toContain(
      'Se canceló el evento «Fall Festival» (sábado, 5 de diciembre de 2026, de 5:00 p. m. a 6:00 p. m.), así que ya no se necesitan voluntarios.',
    );
    expect(cancelled.text).not.toContain('/volunteers/signup/');
  });

  it('leaves English as it was', () => {
    const english = { ...spanish, lang: undefined, when: 'Dec 05, 2026 5:00 p.m. - 6:00 p.m.' };
    expect(confirmationMail(english).subject).toBe("You're signed up: Set-up 8-9 am at Fall Festival");
    expect(confirmationMail(english).text).toMatch(/^Hello María García,\n\nThank you for volunteering!/);
    expect(confirmationMail(english).html).toContain('<html lang="en">');
    expect(reminderMail(english).subject).toBe('Reminder: Set-up 8-9 am at Fall Festival, Dec 05, 2026 5:00 p.m. - 6:00 p.m.');
    expect(changeMail(english, { location: { old: 'Parish Hall', new: '' } }).text).toContain(
      'The event you signed up to help with has changed. Where: was Parish Hall, now not given. If you can no longer come, please cancel with your link.',
    );
  });

  it('links to the private page in the volunteer’s language', () => {
    expect(managePageUrl('abc', 'https://hsa.example.org', 'es')).toBe('https://hsa.example.org/es/volunteers/signup/abc');
    expect(managePageUrl('abc', 'https://hsa.example.org')).toBe('https://hsa.example.org/volunteers/signup/abc');
  });
});

describe('the sheet’s addresses’ notice of a cancellation', () => {
  const notice = {
    volunteerName: 'María García',
    volunteerEmail: 'maria@example.org',
    slotTitle: 'Set-up',
    eventTitle: 'Fall Festival',
    when: 'Dec 05, 2026 5:00 p.m. - 6:00 p.m.',
    openPlaces: 1,
    rosterUrl: 'https://hsa.example.org/access/events?signups=e1',
    associationFullName: 'St. Brigid Catholic School Home and School Association',
  };

  it('stays English and says when the volunteer signed up on the Spanish site', () => {
    const mail = cancelNoticeMail({ ...notice, volunteerLang: 'es' });
    expect(mail.subject).toBe('Cancelled: María García for Set-up at Fall Festival');
    expect(mail.text).toContain(`\n\n${SPANISH_VOLUNTEER_NOTE}\n\nThe slot now has 1 open place.`);
    expect(mail.html).toContain(SPANISH_VOLUNTEER_NOTE);
    expect(cancelNoticeMail(notice).text).not.toContain('Spanish');
  });
});

/** A confirmed sign-up for a slot, in Spanish when `lang` says so. */
const entry = (id: string, slot_id: string, lang?: 'es'): SignupEntry => ({
  id,
  slot_id,
  name: `Parent ${id}`,
  email: `${id}@example.org`,
  phone: '',
  status: 'confirmed',
  created_at: '2026-11-01T10:00:00Z',
  ...(lang ? { lang } : {}),
});

describe("a slot's Spanish title in a volunteer's mails (docs/decisions/070)", () => {
  const sheet = {
    ...emptySheet('e1', new Date('2026-11-01T10:00:00Z')),
    slots: [
      { id: 'setup', title: 'Set-up 8-9 am', title_es: 'Montaje de 8 a 9 a. m.', capacity: 2 },
      { id: 'games', title: 'Games booth', title_es: '', capacity: 2 },
    ],
    entries: [entry('ana', 'setup', 'es'), entry('ben', 'setup'), entry('cruz', 'games', 'es')],
  };
  const setting: MailSetting = {
    event: { title: 'Fall Festival', startDt: '2026-12-05T17:00', endDt: '2026-12-05T18:00', location: 'Parish Hall' },
    record: null,
    sheet,
    associationEmail: 'hsa@stbrigid-school.example.org',
    origin: 'https://hsa.example.org',
  };
  const inputOf = (index: number) => volunteerMailInput(sheet.entries[index]!, setting, 'abc');

  it('names the slot in Spanish to a family that signed up in Spanish: confirmation, place opened, reminder, change', () => {
    const ana = inputOf(0);
    expect(ana.manageUrl).toBe('https://hsa.example.org/es/volunteers/signup/abc');
    expect(confirmationMail(ana).subject).toBe('Inscripción confirmada: Montaje de 8 a 9 a. m. en Fall Festival');
    expect(confirmationMail(ana).text).toContain('Turno: Montaje de 8 a 9 a. m.\n');
    expect(confirmationMail(ana).html).toContain('<td style="padding:4px 0">Montaje de 8 a 9 a. m.</td>');
    expect(confirmationMail({ ...ana, position: 1 }).subject).toBe('Está en la lista de espera: Montaje de 8 a 9 a. m. en Fall Festival');
    expect(promotedMail(ana).subject).toBe(
      'Se liberó un lugar: su inscripción para Montaje de 8 a 9 a. m. en Fall Festival está confirmada',
    );
    expect(reminderMail(ana).subject).toMatch(/^Recordatorio: Montaje de 8 a 9 a\. m\. en Fall Festival, /);
    expect(changeMail(ana, { location: { old: 'Parish Hall', new: 'Gym' } }).text).toContain('Turno: Montaje de 8 a 9 a. m.');
  });

  it('keeps the English title for an English volunteer, and for a Spanish one where the slot has no Spanish title', () => {
    expect(confirmationMail(inputOf(1)).subject).toBe("You're signed up: Set-up 8-9 am at Fall Festival");
    expect(confirmationMail(inputOf(1)).text).not.toContain('Montaje');
    expect(confirmationMail(inputOf(2)).subject).toBe('Inscripción confirmada: Games booth en Fall Festival');
    expect(volunteerMailInput(entry('gone', 'no-such-slot', 'es'), setting, 'abc').slotTitle).toBe('');
  });
});

describe("an event's Spanish title in a volunteer's mails (docs/decisions/070)", () => {
  const sheet = {
    ...emptySheet('e1', new Date('2026-11-01T10:00:00Z')),
    slots: [{ id: 'setup', title: 'Set-up 8-9 am', title_es: 'Montaje de 8 a 9 a. m.', capacity: 5 }],
    entries: [entry('ana', 'setup', 'es'), entry('ben', 'setup')],
  };
  const event = { title: 'Fall Festival', startDt: '2026-12-05T17:00', endDt: '2026-12-05T18:00', location: 'Parish Hall' };
  const settingOf = (facts: MailSetting['event']): MailSetting => ({
    event: facts,
    record: null,
    sheet,
    associationEmail: 'hsa@stbrigid-school.example.org',
    origin: 'https://hsa.example.org',
  });
  const translated = settingOf({ ...event, title_es: 'Festival de Otoño' });
  const ana = (setting: MailSetting) => volunteerMailInput(sheet.entries[0]!, setting, 'abc');
  const ben = (setting: MailSetting) => volunteerMailInput(sheet.entries[1]!, setting, 'abc');

  it('names the event in Spanish to a family that signed up in Spanish, in every mail’s subject and body', () => {
    const input = ana(translated);
    expect(input.eventTitle).toBe('Festival de Otoño');
    const confirmed = confirmationMail(input);
    expect(confirmed.subject).toBe('Inscripción confirmada: Montaje de 8 a 9 a. m. en Festival de Otoño');
    expect(confirmed.text).toContain('Evento: Festival de Otoño\nTurno: Montaje de 8 a 9 a. m.\n');
    expect(confirmed.html).toContain('<td style="padding:4px 0">Festival de Otoño</td>');
    expect(confirmed.text).not.toContain('Fall Festival');
    expect(confirmationMail({ ...input, position: 1 }).subject).toBe(
      'Está en la lista de espera: Montaje de 8 a 9 a. m. en Festival de Otoño',
    );
    expect(promotedMail(input).subject).toBe(
      'Se liberó un lugar: su inscripción para Montaje de 8 a 9 a. m. en Festival de Otoño está confirmada',
    );
    expect(reminderMail(input).subject).toMatch(/^Recordatorio: Montaje de 8 a 9 a\. m\. en Festival de Otoño, sábado/);
    expect(changeMail(input, { location: { old: 'Parish Hall', new: 'Gym' } }).subject).toBe('Cambio de lugar: Festival de Otoño');
    const cancelled = changeMail(input, { cancelled: true });
    expect(cancelled.subject).toMatch(/^Cancelado: Festival de Otoño, sábado/);
    expect(cancelled.text).toContain('Se canceló el evento «Festival de Otoño» (sábado,');
  });

  it('keeps the English title for a Spanish family where the event has none, or an old record carries no field', () => {
    expect(confirmationMail(ana(settingOf({ ...event, title_es: '' }))).subject).toBe(
      'Inscripción confirmada: Montaje de 8 a 9 a. m. en Fall Festival',
    );
    expect(confirmationMail(ana(settingOf({ ...event, title_es: '   ' }))).text).toContain('Evento: Fall Festival\n');
    expect(ana(settingOf(event)).eventTitle).toBe('Fall Festival');
  });

  it('names the event in English to an English volunteer, whatever its Spanish title', () => {
    const input = ben(translated);
    expect(confirmationMail(input).subject).toBe("You're signed up: Set-up 8-9 am at Fall Festival");
    expect(confirmationMail(input).text).toContain('Event: Fall Festival\n');
    expect(confirmationMail(input).text).not.toContain('Otoño');
    expect(changeMail(input, { cancelled: true }).subject).toBe('Cancelled: Fall Festival, Dec 05, 2026 5:00 p.m. - 6:00 p.m.');
  });
});
