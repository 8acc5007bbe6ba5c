/**
 * Mails in the family's language (DESIGN section 9, docs/decisions/068), through the API against the build and the
 * tests' own SMTP server: a sign-up sent from the Spanish site is confirmed, reminded and told of a change in
 * Spanish, with Spanish dates and links to /es/ pages, while an English volunteer on the same sheet reads English;
 * the sheet's addresses (officers) read English with a line saying the volunteer reads Spanish. A reimbursement
 * request stored with `lang: 'es'` mails its payee each stage in Spanish, with the /es/ status page.
 */
import { expect, test } from '@playwright/test';
import type { Submission } from '../../src/features/submissions/submissions';
import { newClient } from '../support/clients';
import { marker } from '../support/events';
import { formData, SUBMIT, treasurerToken, unique, validFormData } from '../support/forms';
import { Mailbox, runSweep } from '../support/mailbox';
import { auth, tokenFor } from '../support/sign-in';
import { eventWithSheet, manageLinkIn, managePath, signUpTaken, volunteerEmail } from '../support/signups';
import { formatIn } from '../../src/shared/i18n/dates';
import { SPANISH_SITE_NOTE } from '../../src/features/notifications/mail-text';

let token = '';
test.beforeAll(async ({ request }) => {
  token = await tokenFor(request, 'editor');
});

test.describe.configure({ timeout: 150_000 });
let mailbox: Mailbox | null = null;
test.afterEach(async () => {
  await mailbox?.close();
  mailbox = null;
});

/** The weekday of a day in Spanish, as a Spanish mail writes it: 'sábado'. */
const weekdayOf = (day: string) => formatIn('es', new Date(`${day}T12:00:00`), 'EEEE');

test('a sign-up from the Spanish site is confirmed in Spanish, with its /es/ link and a Spanish calendar file; officers read English with a note', async ({
  request,
}) => {
  mailbox = await Mailbox.open();
  const chair = `cochair.${marker()}@officers.example.org`;
  const { event, sheet } = await eventWithSheet(
    request,
    token,
    { slots: [{ title: 'Set-up 8-9 am', capacity: 1 }], notify: [chair] },
    { location: 'Parish Hall, room 2' },
  );
  const day = event.startDt.slice(0, 10);
  const maria = volunteerEmail('maria');
  const tom = volunteerEmail('tom');
  await signUpTaken(event.id, { slot_id: sheet.slots[0]!.id, name: 'María García', email: maria, lang: 'es' });
  await signUpTaken(event.id, { slot_id: sheet.slots[0]!.id, name: 'Tom Reed', email: tom, lang: 'es' });

  const [mail] = await mailbox.expectTo(maria);
  expect(mail!.parsed.subject).toBe(`Inscripción confirmada: Set-up 8-9 am en ${event.title}`);
  const text = mail!.parsed.text ?? '';
  expect(text).toContain('Hola, María García:');
  expect(text).toContain('¡Gracias por ofrecerse como voluntario! Su inscripción está confirmada.');
  expect(text).toContain('Turno: Set-up 8-9 am');
  expect(text).toContain(`Cuándo: ${weekdayOf(day)}, 5 de octubre de ${day.slice(0, 4)}, de 9:00 a. m. a 1:00 p. m.`);
  expect(text).toContain('Dónde: Parish Hall, room 2');
  expect(text).toContain('Asociación de Hogar y Escuela (HSA) de St. Brigid Catholic School');
  expect(mail!.parsed.html).toContain('<html lang="es">');
  const link = manageLinkIn(mail!);
  expect(new URL(link.url).pathname).toBe(`/es/volunteers/signup/${link.token}`);
  expect((await request.get(new URL(link.url).pathname)).status()).toBe(200);

  const [calendar] = mail!.parsed.attachments;
  const ics = calendar!.content.toString('utf8');
  expect(ics).toContain(`SUMMARY:${event.title}`);
  expect(ics).toContain('X-WR-CALNAME:Eventos de la HSA de St. Brigid');
  expect(ics.replace(/\r\n[ \t]/g, '')).toMatch(new RegExp(`URL(;[^:]*)?:https?://[^\\s]+/es/events/${event.id}\\r\\n`));

  const [waitlisted] = await mailbox.expectTo(tom);
  expect(waitlisted!.parsed.subject).toBe(`Está en la lista de espera: Set-up 8-9 am en ${event.title}`);
  expect(waitlisted!.parsed.text).toContain('usted tiene el número 1 en la lista de espera');

  // María cancels with her link: Tom gets the place in Spanish, the sheet's address reads English with the note.
  expect((await request.post(managePath(link.token), { data: { action: 'cancel' } })).status()).toBe(200);
  const [, promoted] = await mailbox.expectTo(tom, 2);
  expect(promoted!.parsed.subject).toBe(`Se liberó un lugar: su inscripción para Set-up 8-9 am en ${event.title} está confirmada`);
  const [notice] = await mailbox.expectTo(chair);
  expect(notice!.parsed.subject).toBe(`Cancelled: María García for Set-up 8-9 am at ${event.title}`);
  expect(notice!.parsed.text).toContain('Sent from the Spanish site: the volunteer reads Spanish; their mails went out in Spanish.');
  expect(notice!.parsed.text).toContain('Tom Reed was next on the waitlist and now has the place; we e-mailed them.');
});

test('a Spanish volunteer is told of a change and reminded in Spanish; an English one on the same sheet reads English', async ({
  request,
}) => {
  mailbox = await Mailbox.open();
  const { event, sheet } = await eventWithSheet(
    request,
    token,
    { slots: [{ title: 'Games booth', capacity: 3 }] },
    { location: 'Parish Hall' },
  );
  const year = event.startDt.slice(0, 4);
  const [ana, ben] = [volunteerEmail('ana'), volunteerEmail('ben')];
  await signUpTaken(event.id, { slot_id: sheet.slots[0]!.id, name: 'Ana Ruiz', email: ana, lang: 'es' });
  await signUpTaken(event.id, { slot_id: sheet.slots[0]!.id, name: 'Ben Cole', email: ben });
  await mailbox.expectTo(ana, 1);
  await mailbox.expectTo(ben, 1);

  // Moved from 9 a.m. to 10 a.m. on October 6, in the gym.
  const moved = await request.post('/v2/api/event/update', {
    headers: auth(token),
    data: { id: event.id, version: 1, title: event.title, startDt: `${year}-10-06T10:00`, endDt: `${year}-10-06T12:00`, location: 'Gym' },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  const was = `${weekdayOf(`${year}-10-05`)}, 5 de octubre de ${year}, de 9:00 a. m. a 1:00 p. m.`;
  const now = `${weekdayOf(`${year}-10-06`)}, 6 de octubre de ${year}, de 10:00 a. m. a 12:00 p. m.`;
  const [, change] = await mailbox.expectTo(ana, 2);
  expect(change!.parsed.subject).toBe(`Cambio de fecha u hora: ${event.title}`);
  expect(change!.parsed.text).toContain(
    `Hubo un cambio en el evento en el que se inscribió para ayudar. Nueva fecha y hora: ${now} (antes: ${was}). Nuevo lugar: Gym (antes: Parish Hall).`,
  );
  expect(manageLinkIn(change!).url).toContain('/es/volunteers/signup/');
  const [, englishChange] = await mailbox.expectTo(ben, 2);
  expect(englishChange!.parsed.subject).toBe(`Changed: ${event.title} has a new time`);
  expect(englishChange!.parsed.text).toContain('Where: was Parish Hall, now Gym');

  // Two days before, at the same wall time: October 4, 10 a.m. in New York (EDT) is 14:00 UTC.
  const due = Date.parse(`${year}-10-04T14:00:00Z`);
  expect((await runSweep(request, { remindersNow: new Date(due - 60_000) })).reminders.sheets).toBe(0);
  await runSweep(request, { remindersNow: new Date(due) });
  const [, , reminder] = await mailbox.expectTo(ana, 3);
  expect(reminder!.parsed.subject).toBe(`Recordatorio: Games booth en ${event.title}, ${now}`);
  expect(reminder!.parsed.text).toContain('Le recordamos que se inscribió como voluntario. ¡Muchas gracias!');
  expect(reminder!.parsed.text).toContain(`Cuándo: ${now}`);
  expect(reminder!.parsed.text).toContain('Dónde: Gym');
  expect(new URL(manageLinkIn(reminder!).url).pathname).toMatch(/^\/es\/volunteers\/signup\//);
  expect(reminder!.parsed.attachments.map((file) => file.filename)).toEqual(['volunteer.ics']);
  const [, , englishReminder] = await mailbox.expectTo(ben, 3);
  expect(englishReminder!.parsed.subject).toBe(`Reminder: Games booth at ${event.title}, Oct 06, ${year} 10:00 a.m. - 12:00 p.m.`);

  // Deleted: the Spanish volunteer is told it is cancelled, in Spanish, without the private link.
  expect((await request.delete(`/v2/api/event/delete/${event.id}`, { headers: auth(token) })).status()).toBe(200);
  const cancelled = (await mailbox.expectTo(ana, 4)).at(-1)!;
  expect(cancelled.parsed.subject).toBe(`Cancelado: ${event.title}, ${now}`);
  expect(cancelled.parsed.text).toContain(`Se canceló el evento «${event.title}» (${now}), así que ya no se necesitan voluntarios.`);
  expect(cancelled.parsed.text).not.toContain('/volunteers/signup/');
});

test("a reimbursement request sent from the Spanish site is confirmed in Spanish and mails its payee each stage in Spanish, with the /es/ status page; the officers' alert says so in English", async ({
  request,
}) => {
  mailbox = await Mailbox.open();
  const name = unique('Juana');
  const data: Record<string, unknown> = { ...validFormData('reimbursement_request', name), reimbursement_total: '270.00' };
  const email = String(data.email);
  const sent = await newClient().post(SUBMIT, { data: { form_type: 'reimbursement_request', form_data: data, lang: 'es' } });
  expect(sent.status(), await sent.text()).toBe(200);
  const treasurer = await treasurerToken(request);
  const listed = await request.get(`${formData('reimbursement_request')}?page=1&page_size=10`, { headers: auth(treasurer) });
  const row = ((await listed.json()) as { results: Submission[] }).results.find((candidate) => candidate.form_data.name === name);
  expect(row, 'the stored request').toBeDefined();
  expect(row!.lang).toBe('es');
  const reference = String(row!.reference);

  // The family's confirmation is Spanish; the officers' alert is English and says the family reads Spanish.
  const [confirmation] = await mailbox.expectTo(email, 1);
  expect(confirmation!.parsed.subject).toBe(`St. Brigid HSA: Recibimos su solicitud de reembolso (${row!.reference})`);
  expect(confirmation!.parsed.text ?? '').toContain(`Su número de referencia es ${row!.reference}.`);
  const alertText = () =>
    mailbox!.received
      .filter((mail) => !mail.envelopeTo.includes(email.toLowerCase()))
      .map((mail) => mail.parsed.text ?? '')
      .find((text) => text.includes(reference)) ?? '';
  await expect.poll(alertText, { message: "the officers' alert" }).toContain(SPANISH_SITE_NOTE.withConfirmation);

  const admin = await tokenFor(request, 'admin');
  const move = (token: string, fields: Record<string, unknown>, version: number) =>
    request.post(formData('reimbursement_request'), { headers: auth(token), data: { row_id: row!._id, version, update_fields: fields } });
  expect((await move(admin, { stage: 'approved' }, 1)).status()).toBe(200);
  const [, approved] = await mailbox.expectTo(email, 2);
  expect(approved!.parsed.subject).toBe(`St. Brigid HSA: Su solicitud de reembolso fue aprobada (${row!.reference})`);
  const text = approved!.parsed.text ?? '';
  expect(text).toContain(`Hola, ${name}:`);
  expect(text).toMatch(
    new RegExp(
      `Su solicitud de reembolso por \\$270\\.00 \\(referencia ${row!.reference}\\) fue aprobada el \\d{1,2} de [a-z]+ de \\d{4}\\.`,
    ),
  );
  const status = /Vea cómo va su solicitud en su página privada: (https?:\/\/\S+)/.exec(text)?.[1] ?? '';
  expect(new URL(status).pathname).toMatch(/^\/es\/volunteers\/reimbursement-status\/[A-Za-z0-9_-]{43}$/);
  expect((await request.get(new URL(status).pathname)).status()).toBe(200);
  expect(approved!.parsed.html).toContain('<html lang="es">');

  const checks = [
    { number: '3001', amount: 250, date: '2026-11-24' },
    { number: '3002', amount: 20, date: '2026-11-24' },
  ];
  expect((await move(treasurer, { stage: 'paid', checks }, 2)).status()).toBe(200);
  const [, , paid] = await mailbox.expectTo(email, 3);
  expect(paid!.parsed.subject).toBe(`St. Brigid HSA: Su reembolso ya fue pagado (${row!.reference})`);
  expect(paid!.parsed.text).toContain('- Cheque 3001: $250.00, con fecha del 24 de noviembre de 2026');
  expect(paid!.parsed.text).toContain('- Cheque 3002: $20.00, con fecha del 24 de noviembre de 2026');
  expect(paid!.parsed.text).toContain('No necesita hacer nada más.');
});
