/**
 * The family's language on a sign-up (DESIGN section 9, "Spanish for families"; docs/decisions/068): a
 * sign-up sent from a Spanish page carries `lang: 'es'`, which is stored and answered in the officers' roster;
 * one without it is English; any other language is refused.
 */
import { expect, test } from '@playwright/test';
import { tokenFor } from '../support/sign-in';
import { futureEvent, putSheet, readRoster, signUp, volunteerEmail } from '../support/signups';

let token = '';
test.beforeAll(async ({ request }) => {
  token = await tokenFor(request, 'editor');
});

test('a sign-up keeps the language it was sent in: Spanish when it says so, English otherwise, and no third one', async ({ request }) => {
  const event = await futureEvent(request, token);
  const [slot] = (await putSheet(request, token, event.id, { slots: [{ title: 'Set-up 8-9 am', capacity: 5 }] })).slots;
  const slot_id = slot!.id;

  expect((await signUp(event.id, { slot_id, name: 'Ana Ruiz', email: volunteerEmail('ana'), lang: 'es' })).status()).toBe(200);
  expect((await signUp(event.id, { slot_id, name: 'Ben Cole', email: volunteerEmail('ben') })).status()).toBe(200);
  const french = await signUp(event.id, { slot_id, name: 'Cy Dunn', email: volunteerEmail('cy'), lang: 'fr' });
  expect(french.status()).toBe(400);

  const roster = await readRoster(request, token, event.id);
  expect(roster.entries.map(({ name, lang }) => ({ name, lang }))).toEqual([
    { name: 'Ana Ruiz', lang: 'es' },
    { name: 'Ben Cole', lang: 'en' },
  ]);
});
