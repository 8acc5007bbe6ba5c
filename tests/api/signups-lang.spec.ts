/**
 * The family's language on a sign-up (DESIGN section 9, "Spanish for families"; docs/decisions/068): a
 * sign-up sent from a Spanish page carries `lang: 'es'`, which is stored and answered in the officers' roster;
 * one without it is English; any other language is refused. A slot's optional Spanish title (docs/decisions/070)
 * is stored with it, read back by everyone, and names the slot in the mails of those who signed up in Spanish.
 * So does the event's Spanish title: in the mails (and the calendar file) of a Spanish family and in the answer
 * of their private link.
 */
import { expect, test } from '@playwright/test';
import type { ManageView, PublicSheet } from '../../src/features/signups';
import { Mailbox } from '../support/mailbox';
import { auth, tokenFor } from '../support/sign-in';
import {
  eventWithSheet,
  futureEvent,
  manageLinkIn,
  managePath,
  officerSheetPath,
  publicSheetPath,
  putSheet,
  readRoster,
  signUp,
  signUpTaken,
  volunteerEmail,
} from '../support/signups';

let token = '';
test.beforeAll(async ({ request }) => {
  token = await tokenFor(request, 'editor');
});

test('a sign-up keeps the language it was sent in: Spanish when it says so, English otherwise, and no third one', async ({ request }) => {
  const { event, sheet } = await eventWithSheet(request, token, { slots: [{ title: 'Set-up 8-9 am', capacity: 5 }] });
  const slot_id = sheet.slots[0]!.id;

  await signUpTaken(event.id, { slot_id, name: 'Ana Ruiz', email: volunteerEmail('ana'), lang: 'es' });
  await signUpTaken(event.id, { slot_id, name: 'Ben Cole', email: volunteerEmail('ben') });
  const french = await signUp(event.id, { slot_id, name: 'Cy Dunn', email: volunteerEmail('cy'), lang: 'fr' });
  expect(french.status()).toBe(400);

  const roster = await readRoster(request, token, event.id);
  expect(roster.entries.map(({ name, lang }) => ({ name, lang }))).toEqual([
    { name: 'Ana Ruiz', lang: 'es' },
    { name: 'Ben Cole', lang: 'en' },
  ]);
});

test.describe("a slot's title in Spanish (docs/decisions/070)", () => {
  test('is stored with the slot, read back publicly and by officers, kept through a versioned edit, and cleared when left out', async ({
    request,
  }) => {
    const { event, sheet: created } = await eventWithSheet(request, token, {
      slots: [
        { title: 'Set-up 8-9 am', title_es: '  Montaje de 8 a 9 a. m. ', capacity: 2 },
        { title: 'Clean-up', capacity: 3 },
      ],
    });
    expect(created.slots.map(({ title, title_es }) => ({ title, title_es }))).toEqual([
      { title: 'Set-up 8-9 am', title_es: 'Montaje de 8 a 9 a. m.' },
      { title: 'Clean-up', title_es: '' },
    ]);
    const publicSlots = async () =>
      ((await (await request.get(publicSheetPath(event.id))).json()) as { results: PublicSheet }).results.slots.map(
        ({ title, title_es }) => ({ title, title_es }),
      );
    expect(await publicSlots()).toEqual([
      { title: 'Set-up 8-9 am', title_es: 'Montaje de 8 a 9 a. m.' },
      { title: 'Clean-up', title_es: '' },
    ]);

    // An edit of the capacity that sends the slots back as read keeps the Spanish; one that adds it to the second stores it.
    const [setUp, cleanUp] = created.slots;
    const changed = await putSheet(request, token, event.id, {
      slots: [
        { ...setUp, capacity: 4 },
        { ...cleanUp, title_es: 'Limpieza' },
      ],
      version: created.version,
    });
    expect(changed.version).toBe(created.version + 1);
    expect((await readRoster(request, token, event.id)).slots).toEqual([
      { id: setUp!.id, title: 'Set-up 8-9 am', title_es: 'Montaje de 8 a 9 a. m.', capacity: 4 },
      { id: cleanUp!.id, title: 'Clean-up', title_es: 'Limpieza', capacity: 3 },
    ]);

    // A client that leaves the field out stores none, as for any optional field.
    await putSheet(request, token, event.id, {
      slots: [{ id: setUp!.id, title: 'Set-up 8-9 am', capacity: 4 }, changed.slots[1]],
      version: changed.version,
    });
    expect(await publicSlots()).toEqual([
      { title: 'Set-up 8-9 am', title_es: '' },
      { title: 'Clean-up', title_es: 'Limpieza' },
    ]);
  });

  test('longer than the English title may be is a 400 that says why, and nothing is stored', async ({ request }) => {
    const event = await futureEvent(request, token);
    const tooLong = await request.put(officerSheetPath(event.id), {
      headers: auth(token),
      data: { slots: [{ title: 'Set-up', title_es: 'ñ'.repeat(81), capacity: 1 }] },
    });
    expect(tooLong.status()).toBe(400);
    expect((await tooLong.json()).error).toBe('The Spanish slot title can be at most 80 characters. (slots.title_es)');
    expect((await request.get(officerSheetPath(event.id), { headers: auth(token) })).status()).toBe(404);
    const notText = await request.put(officerSheetPath(event.id), {
      headers: auth(token),
      data: { slots: [{ title: 'Set-up', title_es: ['Montaje'], capacity: 1 }] },
    });
    expect(notText.status()).toBe(400);
    expect((await notText.json()).error).toBe('The Spanish slot title must be text. (slots.title_es)');
  });

  test('names the slot in Spanish in the mails and on the private link of a family that signed up in Spanish, in English to others', async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const mailbox = await Mailbox.open();
    try {
      const chair = volunteerEmail('chair');
      const { event, sheet } = await eventWithSheet(request, token, {
        slots: [
          { title: 'Set-up 8-9 am', title_es: 'Montaje de 8 a 9 a. m.', capacity: 1 },
          { title: 'Games booth', capacity: 2 },
        ],
        notify: [chair],
      });
      const [setUp, games] = sheet.slots;
      const [ana, ben, cruz, dora] = [volunteerEmail('ana'), volunteerEmail('ben'), volunteerEmail('cruz'), volunteerEmail('dora')];
      await signUpTaken(event.id, { slot_id: setUp!.id, name: 'Ana Ruiz', email: ana, lang: 'es' });
      await signUpTaken(event.id, { slot_id: setUp!.id, name: 'Ben Cole', email: ben });
      await signUpTaken(event.id, { slot_id: setUp!.id, name: 'Dora Paz', email: dora, lang: 'es' });
      await signUpTaken(event.id, { slot_id: games!.id, name: 'Cruz Vega', email: cruz, lang: 'es' });

      const [confirmed] = await mailbox.expectTo(ana);
      expect(confirmed!.parsed.subject).toBe(`Inscripción confirmada: Montaje de 8 a 9 a. m. en ${event.title}`);
      expect(confirmed!.parsed.text).toContain('Turno: Montaje de 8 a 9 a. m.');
      const [waitlisted] = await mailbox.expectTo(ben);
      expect(waitlisted!.parsed.subject).toBe(`You're on the waitlist: Set-up 8-9 am at ${event.title}`);
      const [spanishWaitlisted] = await mailbox.expectTo(dora);
      expect(spanishWaitlisted!.parsed.subject).toBe(`Está en la lista de espera: Montaje de 8 a 9 a. m. en ${event.title}`);
      // A slot without a Spanish title keeps its English one in a Spanish mail.
      const [english] = await mailbox.expectTo(cruz);
      expect(english!.parsed.subject).toBe(`Inscripción confirmada: Games booth en ${event.title}`);

      // Ana's private link answers both titles; her cancel gives Ben the place in English, the officers read English.
      const link = manageLinkIn(confirmed!).token;
      const view = ((await (await request.get(managePath(link))).json()) as { results: ManageView }).results;
      expect(view).toMatchObject({ slot_title: 'Set-up 8-9 am', slot_title_es: 'Montaje de 8 a 9 a. m.' });
      expect((await request.post(managePath(link), { data: { action: 'cancel' } })).status()).toBe(200);
      const [, promoted] = await mailbox.expectTo(ben, 2);
      expect(promoted!.parsed.subject).toBe(`A place opened: you're signed up for Set-up 8-9 am at ${event.title}`);
      const [notice] = await mailbox.expectTo(chair);
      expect(notice!.parsed.subject).toBe(`Cancelled: Ana Ruiz for Set-up 8-9 am at ${event.title}`);
    } finally {
      await mailbox.close();
    }
  });
});

test.describe("an event's title in Spanish (docs/decisions/070)", () => {
  test('names the event in the mails and calendar file of a family that signed up in Spanish, down to the cancellation of a deleted event; others read English; the private link answers it', async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const mailbox = await Mailbox.open();
    try {
      const spanishTitle = 'Festival de Otoño';
      const chair = volunteerEmail('chair');
      const { event, sheet } = await eventWithSheet(
        request,
        token,
        { slots: [{ title: 'Set-up 8-9 am', capacity: 5 }], notify: [chair] },
        { title_es: '  Festival de Otoño  ' },
      );
      const slot = sheet.slots[0]!;
      const [ana, ben] = [volunteerEmail('ana'), volunteerEmail('ben')];
      await signUpTaken(event.id, { slot_id: slot.id, name: 'Ana Ruiz', email: ana, lang: 'es' });
      await signUpTaken(event.id, { slot_id: slot.id, name: 'Ben Cole', email: ben });

      const [confirmed] = await mailbox.expectTo(ana);
      expect(confirmed!.parsed.subject).toBe(`Inscripción confirmada: Set-up 8-9 am en ${spanishTitle}`);
      expect(confirmed!.parsed.text).toContain(`Evento: ${spanishTitle}\n`);
      expect(confirmed!.parsed.text).not.toContain(event.title);
      const ics = confirmed!.parsed.attachments[0]!.content.toString('utf8');
      expect(ics).toContain(`SUMMARY:${spanishTitle}`);
      const [english] = await mailbox.expectTo(ben);
      expect(english!.parsed.subject).toBe(`You're signed up: Set-up 8-9 am at ${event.title}`);
      expect(english!.parsed.attachments[0]!.content.toString('utf8')).toContain(`SUMMARY:${event.title}`);

      // Ana's private link answers both titles, the page picks one.
      const link = manageLinkIn(confirmed!).token;
      const view = ((await (await request.get(managePath(link))).json()) as { results: ManageView }).results;
      expect(view).toMatchObject({ event_title: event.title, event_title_es: spanishTitle, slot_title_es: '' });

      // Her cancel tells the chair in English, with the English title.
      expect((await request.post(managePath(link), { data: { action: 'cancel' } })).status()).toBe(200);
      const [notice] = await mailbox.expectTo(chair);
      expect(notice!.parsed.subject).toBe(`Cancelled: Ana Ruiz for Set-up 8-9 am at ${event.title}`);

      // A deleted event is named as it was: in Spanish to a Spanish family still on the sheet.
      const cruz = volunteerEmail('cruz');
      await signUpTaken(event.id, { slot_id: slot.id, name: 'Cruz Vega', email: cruz, lang: 'es' });
      await mailbox.expectTo(cruz);
      expect((await request.delete(`/v2/api/event/delete/${event.id}`, { headers: auth(token) })).status()).toBe(200);
      const [, cancelled] = await mailbox.expectTo(cruz, 2);
      expect(cancelled!.parsed.subject).toMatch(new RegExp(`^Cancelado: ${spanishTitle}, `));
      expect(cancelled!.parsed.text).toContain(`Se canceló el evento «${spanishTitle}» (`);
      const [, englishCancelled] = await mailbox.expectTo(ben, 2);
      expect(englishCancelled!.parsed.subject).toMatch(new RegExp(`^Cancelled: ${event.title}, `));
    } finally {
      await mailbox.close();
    }
  });
});
