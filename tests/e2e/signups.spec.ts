/**
 * Volunteer sign-ups in the browser (DESIGN section 9, docs/decisions/067): the event popup's "Volunteer"
 * section and its short form, and a volunteer's manage page from the link in their mail; each at 390 and
 * 1280 px with axe. Sheets and sign-ups are made through the real API on events of their own, far ahead
 * (tests/support/signups.ts). The officer's screens: tests/e2e/signups-officer.spec.ts.
 */
import { randomBytes } from 'node:crypto';
import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/a11y';
import { waitForIslands } from '../support/hydration';
import { Mailbox } from '../support/mailbox';
import { auth, tokenFor } from '../support/sign-in';
import { expectNoSidewaysScroll, LOAD, openPopup, slotItem, WIDTHS } from '../support/signup-screens';
import { eventWithSheet, futureEvent, putSheet, readRoster, signUpForLink, signUpTaken, volunteerEmail } from '../support/signups';

const DUPLICATE = 'This e-mail address is already signed up for this slot.';
const CONFIRMED = (slot: string) =>
  `You're signed up for ${slot}. We e-mailed you a confirmation with a link to cancel if your plans change.`;
const WAITLISTED = (position: number) => `This slot is full: you're number ${position} on the waitlist. We'll e-mail you if a place opens.`;

let editor = '';
test.beforeAll(async ({ request }) => {
  editor = await tokenFor(request, 'editor');
});

test.describe('the event popup\u2019s Volunteer section', () => {
  for (const width of WIDTHS) {
    test(`a parent signs up: confirmed, then waitlisted once the slot is full, and the same e-mail twice is refused (${width} px)`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const { event } = await eventWithSheet(request, editor, {
        slots: [
          { title: 'Set-up 8-9 am', capacity: 1 },
          { title: 'Clean-up 1-2 pm', capacity: 3 },
        ],
      });
      const popup = await openPopup(page, event.id, event.title);
      const sheet = popup.getByRole('region', { name: 'Volunteer' });
      await expect(sheet).toBeVisible(LOAD);
      const setUp = slotItem(sheet, 'Set-up 8-9 am');
      await expect(setUp).toContainText('0 of 1 filled');
      await expect(setUp).toContainText('No one yet: be the first.');
      await expect(slotItem(sheet, 'Clean-up 1-2 pm')).toContainText('0 of 3 filled');

      // Sent empty: the forms' error summary, and each field's message under it.
      await setUp.getByRole('button', { name: 'Sign up for Set-up 8-9 am' }).click();
      const form = setUp.getByRole('form', { name: 'Sign up for Set-up 8-9 am' });
      await expect(form.getByLabel('Name')).toBeFocused();
      await form.getByRole('button', { name: 'Sign me up' }).click();
      const summary = form.getByRole('alert').filter({ hasText: 'There is a problem' });
      await expect(summary).toBeFocused();
      await expect(summary.getByRole('link')).toHaveText([
        'Name: Enter your name.',
        'E-mail: Enter a valid e-mail address, like name@example.com.',
      ]);
      await expectNoAxeViolations(page, `the sign-up form with problems at ${width} px`);
      await expectNoSidewaysScroll(page, width);

      const maria = volunteerEmail('maria');
      await form.getByLabel('Name').fill('Maria Garcia');
      await form.getByLabel('E-mail').fill(maria);
      await form.getByLabel('Phone (optional)').fill('410 555 0100');
      await form.getByRole('button', { name: 'Sign me up' }).click();
      await expect(setUp.getByRole('status')).toHaveText(CONFIRMED('Set-up 8-9 am'));
      await expect(setUp.getByRole('status')).toBeFocused();
      await expect(form).toBeHidden();
      await expect(setUp).toContainText('Full');
      await expect(setUp).toContainText('Signed up: Maria G.');
      // Only the first name and initial: never the e-mail or the phone.
      await expect(sheet).not.toContainText(maria);
      await expect(sheet).not.toContainText('410 555 0100');
      await expectNoAxeViolations(page, `a confirmed sign-up at ${width} px`);

      await setUp.getByRole('button', { name: 'Join the waitlist for Set-up 8-9 am' }).click();
      await form.getByLabel('Name').fill('Tom Brennan');
      await form.getByLabel('E-mail').fill(volunteerEmail('tom'));
      await form.getByRole('button', { name: 'Sign me up' }).click();
      await expect(setUp.getByRole('status')).toHaveText(WAITLISTED(1));
      await expect(setUp).toContainText('Full - 1 on the waitlist');

      await setUp.getByRole('button', { name: 'Join the waitlist for Set-up 8-9 am' }).click();
      await form.getByLabel('Name').fill('Maria Garcia');
      await form.getByLabel('E-mail').fill(maria.toUpperCase());
      await form.getByRole('button', { name: 'Sign me up' }).click();
      await expect(form.getByRole('alert')).toHaveText(DUPLICATE);
      await expect(form).toBeVisible();
      await expectNoAxeViolations(page, `a refused sign-up at ${width} px`);
      await expectNoSidewaysScroll(page, width);

      const roster = await readRoster(request, editor, event.id);
      expect(roster.entries.map(({ name, status, position }) => ({ name, status, position }))).toEqual([
        { name: 'Maria Garcia', status: 'confirmed', position: 0 },
        { name: 'Tom Brennan', status: 'waitlisted', position: 1 },
      ]);
    });
  }

  test('an event without a sheet shows no Volunteer section and loads none of its code; a closed sheet shows its slots and no form', async ({
    page,
    request,
  }) => {
    const scripts: string[] = [];
    page.on('request', (sent) => {
      if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname);
    });
    const sheetCode = (paths: readonly string[]) => paths.filter((path) => /\/(SheetSlots|signup-schema)\.[\w-]+\.js$/.test(path));

    const plain = await futureEvent(request, editor);
    const popup = await openPopup(page, plain.id, plain.title);
    await expect(popup.getByRole('heading', { name: plain.title })).toBeVisible();
    // The popup's first use runs its island, which reads the sheet again once the page's read is a minute old.
    await popup.getByRole('button', { name: 'Copy link' }).focus();
    await expect(page.locator('astro-island', { has: popup })).not.toHaveAttribute('ssr');
    await expect(popup.getByRole('region', { name: 'Volunteer' })).toHaveCount(0);
    expect(sheetCode(scripts)).toEqual([]);
    // A popup the browser opens asks as optional: no sheet is an answer, not a 404 the browser would log as an error.
    const answer = await request.get(`/v1/api/signups/${plain.id}?optional=1`);
    expect(answer.status()).toBe(200);
    expect(await answer.json()).toEqual({ results: null });

    const { event: closed, sheet: created } = await eventWithSheet(request, editor, { slots: [{ title: 'Bake-sale table', capacity: 2 }] });
    const [slot] = created.slots;
    await signUpTaken(closed.id, { slot_id: slot!.id, name: 'Ann Lee', email: volunteerEmail('ann') });
    const closesAt = new Date(Date.now() - 60_000).toISOString();
    await putSheet(request, editor, closed.id, { slots: [slot], closes_at: closesAt, version: created.version });

    const sheet = (await openPopup(page, closed.id, closed.title)).getByRole('region', { name: 'Volunteer' });
    await expect(sheet).toContainText('Sign-ups are closed.', LOAD);
    await expect(slotItem(sheet, 'Bake-sale table')).toContainText('1 of 2 filled');
    await expect(slotItem(sheet, 'Bake-sale table')).toContainText('Signed up: Ann L.');
    await expect(sheet.getByRole('button')).toHaveCount(0);
    // The address draws the sheet before any script (docs/decisions/083): its code comes with the popup's first use.
    expect(sheetCode(scripts)).toEqual([]);
  });
});

test.describe('a volunteer\u2019s manage page', () => {
  test.describe.configure({ timeout: 120_000 });
  let mailbox: Mailbox | null = null;
  test.afterEach(async () => {
    await mailbox?.close();
    mailbox = null;
  });

  for (const width of WIDTHS) {
    test(`shows the sign-up and its status, changes nothing when opened, and cancels after asking (${width} px)`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      mailbox = await Mailbox.open();
      const { event, sheet } = await eventWithSheet(
        request,
        editor,
        { slots: [{ title: 'Set-up 8-9 am', capacity: 1 }] },
        { location: 'Parish Hall, room 2' },
      );
      const slot_id = sheet.slots[0]!.id;
      const firstToken = await signUpForLink(mailbox, event.id, { slot_id, name: 'Maria Garcia', email: volunteerEmail('maria') });
      const secondToken = await signUpForLink(mailbox, event.id, { slot_id, name: 'Tom Brennan', email: volunteerEmail('tom') });

      // The page draws the sign-up it read (docs/decisions/090): its island reads nothing again when it runs.
      const manageReads: string[] = [];
      page.on('request', (sent) => {
        if (sent.method() === 'GET' && sent.url().includes('/v1/api/signups/manage/')) manageReads.push(sent.url());
      });
      const answer = await page.goto(`/volunteers/signup/${secondToken}`);
      // The token goes to nothing outside the site; the page's own form needs its Origin (docs/decisions/090).
      expect(answer!.headers()['referrer-policy']).toBe('same-origin');
      expect(answer!.headers()['x-robots-tag']).toBe('noindex');
      await waitForIslands(page);
      const card = page.getByRole('region', { name: event.title });
      await expect(card).toBeVisible(LOAD);
      await expect(card.getByRole('definition')).toHaveText([
        /^Oct 05, \d{4} 9:00 a\.m\. - 1:00 p\.m\.$/,
        'Parish Hall, room 2',
        'Set-up 8-9 am',
      ]);
      await expect(card.getByRole('status')).toHaveText("You're number 1 on the waitlist. We'll e-mail you if a place opens.");
      await expectNoAxeViolations(page, `a waitlisted sign-up at ${width} px`);

      await page.goto(`/volunteers/signup/${firstToken}`);
      await expect(card.getByRole('status')).toHaveText("You're signed up.", LOAD);
      await expectNoSidewaysScroll(page, width);
      // Opening the link twice changed nothing.
      expect((await readRoster(request, editor, event.id)).entries.map((entry) => entry.status)).toEqual(['confirmed', 'waitlisted']);
      expect(manageReads).toEqual([]);

      // Asked first; keeping it changes nothing.
      await card.getByRole('button', { name: 'Cancel my sign-up' }).click();
      await expect(
        card.getByText('Cancel your sign-up for Set-up 8-9 am? Your place goes to the next person on the waitlist.'),
      ).toBeVisible();
      await expect(card.getByRole('button', { name: 'Keep my sign-up' })).toBeFocused();
      await expectNoAxeViolations(page, `the cancel question at ${width} px`);
      await card.getByRole('button', { name: 'Keep my sign-up' }).click();
      await expect(card.getByRole('button', { name: 'Cancel my sign-up' })).toBeFocused();
      expect((await readRoster(request, editor, event.id)).entries.map((entry) => entry.status)).toEqual(['confirmed', 'waitlisted']);

      await card.getByRole('button', { name: 'Cancel my sign-up' }).click();
      await card.getByRole('button', { name: 'Yes, cancel it' }).click();
      await expect(card.getByRole('status')).toHaveText('Your sign-up is cancelled.');
      await expect(card.getByRole('status')).toBeFocused();
      await expect(card.getByRole('button')).toHaveCount(0);
      await expectNoAxeViolations(page, `a cancelled sign-up at ${width} px`);

      // The place went to the first on the waitlist, whose page says so.
      await page.goto(`/volunteers/signup/${secondToken}`);
      await expect(card.getByRole('status')).toHaveText("You're signed up.", LOAD);
    });

    test(`a page drawn with the question keeps it once its island runs, and the address forgets the step (${width} px)`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      mailbox = await Mailbox.open();
      const { event, sheet } = await eventWithSheet(request, editor, { slots: [{ title: 'Set-up 8-9 am', capacity: 2 }] });
      const token = await signUpForLink(mailbox, event.id, { slot_id: sheet.slots[0]!.id, name: 'Ann Lee', email: volunteerEmail('ann') });
      await page.goto(`/volunteers/signup/${token}?step=confirm`);
      const card = page.getByRole('region', { name: event.title });
      await expect(card.getByRole('button', { name: 'Yes, cancel it' })).toBeVisible();
      await waitForIslands(page);
      await expect(page).toHaveURL(`/volunteers/signup/${token}`);
      await card.getByRole('button', { name: 'Keep my sign-up' }).click();
      await expect(card.getByRole('button', { name: 'Cancel my sign-up' })).toBeFocused();
      await page.reload();
      await expect(card.getByRole('button', { name: 'Cancel my sign-up' })).toBeVisible();
      await expect(card.getByRole('button', { name: 'Yes, cancel it' })).toHaveCount(0);
    });

    test(`an unknown link says the sign-up is not found (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/volunteers/signup/${randomBytes(32).toString('base64url')}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Your Volunteer Sign-up' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Sign-up not found' })).toBeVisible(LOAD);
      await expect(page.getByText('There is no sign-up for this link. Please check the link in your confirmation e-mail.')).toBeVisible();
      await expectNoSidewaysScroll(page, width);
      await expectNoAxeViolations(page, `an unknown manage link at ${width} px`);
    });
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('an unknown link answers 404 with the page\u2019s own words, and a cancel posted to it changes nothing', async ({
      page,
      request,
      baseURL,
    }) => {
      const path = `/volunteers/signup/${randomBytes(32).toString('base64url')}`;
      const answer = await page.goto(path);
      expect(answer!.status()).toBe(404);
      expect(answer!.headers()['cache-control']).toBe('private, no-store');
      await expect(page.getByRole('heading', { level: 2, name: 'Sign-up not found' })).toBeVisible();
      // HTML only: no island is left to read what the page has already said.
      await expect(page.locator('main astro-island')).toHaveCount(0);
      await expect(page.locator('.spinner, .skeleton, .island-loading__busy').filter({ visible: true })).toHaveCount(0);
      const posted = await request.post(path, { form: { action: 'cancel' }, headers: { Origin: new URL(baseURL!).origin } });
      expect(posted.status()).toBe(404);
      expect(await posted.text()).toContain('Sign-up not found');
    });

    test('a volunteer reads the sign-up, is asked, keeps it, then cancels it, and the waitlist moves up', async ({ page, request }) => {
      test.setTimeout(120_000);
      mailbox = await Mailbox.open();
      const { event, sheet } = await eventWithSheet(request, editor, { slots: [{ title: 'Set-up 8-9 am', capacity: 1 }] });
      const slot_id = sheet.slots[0]!.id;
      const maria = volunteerEmail('maria');
      const tom = volunteerEmail('tom');
      const firstToken = await signUpForLink(mailbox, event.id, { slot_id, name: 'Maria Garcia', email: maria });
      await signUpForLink(mailbox, event.id, { slot_id, name: 'Tom Brennan', email: tom });
      const manageApi: string[] = [];
      page.on('request', (sent) => {
        if (sent.url().includes('/v1/api/signups/manage/')) manageApi.push(sent.url());
      });

      const path = `/volunteers/signup/${firstToken}`;
      const answer = await page.goto(path);
      expect(answer!.status()).toBe(200);
      expect(answer!.headers()['cache-control']).toBe('private, no-store');
      const card = page.getByRole('region', { name: event.title });
      await expect(card.getByRole('definition')).toHaveText([/^Oct 05, \d{4} 9:00 a\.m\. - 1:00 p\.m\.$/, 'Parish Hall', 'Set-up 8-9 am']);
      await expect(card.getByRole('status')).toHaveText("You're signed up.");

      // Asked first, on the page's own address; keeping it changes nothing.
      await card.getByRole('button', { name: 'Cancel my sign-up' }).click();
      await expect(page).toHaveURL(`${path}?step=confirm`);
      await expect(
        card.getByText('Cancel your sign-up for Set-up 8-9 am? Your place goes to the next person on the waitlist.'),
      ).toBeVisible();
      await card.getByRole('button', { name: 'Keep my sign-up' }).click();
      await expect(card.getByRole('button', { name: 'Cancel my sign-up' })).toBeVisible();
      await expect(card.getByRole('status')).toHaveText("You're signed up.");
      expect((await readRoster(request, editor, event.id)).entries.map((entry) => entry.status)).toEqual(['confirmed', 'waitlisted']);

      await card.getByRole('button', { name: 'Cancel my sign-up' }).click();
      await card.getByRole('button', { name: 'Yes, cancel it' }).click();
      // Sent back to the address, so that a reload does not post again.
      await expect(page).toHaveURL(path);
      await expect(card.getByRole('status')).toHaveText('Your sign-up is cancelled.');
      await expect(card.getByRole('button')).toHaveCount(0);
      const roster = (await readRoster(request, editor, event.id)).entries;
      expect(Object.fromEntries(roster.map((entry) => [entry.name, entry.status]))).toEqual({
        'Maria Garcia': 'cancelled',
        'Tom Brennan': 'confirmed',
      });
      // The page owes what the API owes: the first on the waitlist is told by mail.
      const [, promoted] = await mailbox.expectTo(tom, 2);
      expect(promoted!.parsed.subject).toBe(`A place opened: you're signed up for Set-up 8-9 am at ${event.title}`);
      expect(manageApi).toEqual([]);
    });

    test('a cancel the page refuses says why, in the page\u2019s language, and keeps the sign-up', async ({ page, request, baseURL }) => {
      mailbox = await Mailbox.open();
      const { event, sheet } = await eventWithSheet(request, editor, { slots: [{ title: 'Set-up 8-9 am', capacity: 2 }] });
      const token = await signUpForLink(mailbox, event.id, { slot_id: sheet.slots[0]!.id, name: 'Ann Lee', email: volunteerEmail('ann') });
      const posted = await request.post(`/volunteers/signup/${token}`, {
        form: { action: 'delete' },
        headers: { Origin: new URL(baseURL!).origin },
      });
      expect(posted.status()).toBe(400);
      expect(await posted.text()).toContain('The only action is &#39;cancel&#39;.');

      // The event moved into the past: the cancel is refused with the page's words for it, in Spanish on the Spanish page.
      const current = (await (await request.get(`/v2/api/event/${event.id}`, { headers: auth(editor) })).json()).results as Record<
        string,
        unknown
      >;
      const moved = await request.post('/v2/api/event/update', {
        headers: auth(editor),
        data: { ...current, startDt: '2020-10-05T09:00', endDt: '2020-10-05T13:00' },
      });
      expect(moved.status(), await moved.text()).toBe(200);
      await page.goto(`/es/volunteers/signup/${token}?step=confirm`);
      await page.getByRole('button', { name: 'Sí, cancelarla' }).click();
      await expect(page.getByRole('alert')).toHaveText('Este evento ya pasó, así que la inscripción ya no se puede cancelar.');
      await expect(page).toHaveTitle(/^Error en el formulario: /);
      expect((await readRoster(request, editor, event.id)).entries.map((entry) => entry.status)).toEqual(['confirmed']);
    });

    test('a Spanish volunteer cancels on the Spanish page and stays on it', async ({ page, request }) => {
      mailbox = await Mailbox.open();
      const { event, sheet } = await eventWithSheet(request, editor, { slots: [{ title: 'Set-up 8-9 am', capacity: 2 }] });
      const token = await signUpForLink(mailbox, event.id, { slot_id: sheet.slots[0]!.id, name: 'Ana Ruiz', email: volunteerEmail('ana') });
      const path = `/es/volunteers/signup/${token}`;
      await page.goto(path);
      const card = page.getByRole('region', { name: event.title });
      await card.getByRole('button', { name: 'Cancelar mi inscripción' }).click();
      await expect(page).toHaveURL(`${path}?step=confirm`);
      await card.getByRole('button', { name: 'Sí, cancelarla' }).click();
      await expect(page).toHaveURL(path);
      await expect(card.getByRole('status')).toHaveText('Su inscripción está cancelada.');
      expect((await readRoster(request, editor, event.id)).entries.map((entry) => entry.status)).toEqual(['cancelled']);
    });
  });
});
