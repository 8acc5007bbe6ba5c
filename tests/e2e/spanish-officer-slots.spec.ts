/**
 * Sign-up slots' titles in Spanish (DESIGN section 9, "Spanish for families"; docs/decisions/070): the Spanish
 * event popup shows a slot's Spanish title where the officers wrote one and the English, marked `lang="en"`,
 * where they did not; the Spanish manage page names the slot in Spanish; the officers' sheet editor saves the
 * Spanish title it offers under each slot's title. Sheets on events of their own made through the real API.
 */
import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/a11y';
import { gotoHydrated, waitForIslands } from '../support/hydration';
import { Mailbox } from '../support/mailbox';
import { openSignedInAs, tokenFor } from '../support/sign-in';
import { expectNoSidewaysScroll, LOAD, slotItem, WIDTHS } from '../support/signup-screens';
import { eventWithSheet, futureEvent, manageLinkIn, readRoster, signUpTaken, volunteerEmail } from '../support/signups';

const SPANISH = 'Montaje de 8 a 9 a. m.';
const ENGLISH_ONLY = 'Games booth 10-11 am';

let editor = '';
test.beforeAll(async ({ request }) => {
  editor = await tokenFor(request, 'editor');
});

test.describe('a sheet with a Spanish and an English-only slot title on the Spanish site', () => {
  for (const width of WIDTHS) {
    test(`the popup shows the Spanish title, and the English one marked lang="en"; a sign-up names the slot in Spanish (${width} px)`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const { event } = await eventWithSheet(request, editor, {
        slots: [
          { title: 'Set-up 8-9 am', title_es: SPANISH, capacity: 2 },
          { title: ENGLISH_ONLY, capacity: 3 },
        ],
      });
      await gotoHydrated(page, `/es/events/${event.id}`);
      const popup = page.getByRole('dialog', { name: event.title });
      const sheet = popup.getByRole('region', { name: 'Voluntariado' });
      await expect(sheet).toBeVisible(LOAD);
      await expect(sheet.getByRole('heading', { level: 4 })).toHaveText([SPANISH, ENGLISH_ONLY]);

      const spanish = slotItem(sheet, SPANISH);
      await expect(spanish.getByRole('heading', { name: SPANISH })).toBeVisible();
      await expect(spanish.getByRole('heading', { name: SPANISH }).locator('[lang]')).toHaveCount(0);
      await expect(sheet).not.toContainText('Set-up 8-9 am');
      const english = slotItem(sheet, ENGLISH_ONLY);
      await expect(english.getByRole('heading', { name: ENGLISH_ONLY }).locator('[lang="en"]')).toHaveText(ENGLISH_ONLY);
      await expect(english).toContainText('0 de 3 lugares ocupados');
      await expectNoAxeViolations(page, `a sheet with Spanish and English slot titles at ${width} px`);
      await expectNoSidewaysScroll(page, width);

      // The form and the answer name the slot as its heading does.
      await spanish.getByRole('button', { name: `Inscribirse para el turno ${SPANISH}` }).click();
      const form = spanish.getByRole('form', { name: `Inscribirse para el turno ${SPANISH}` });
      await form.getByLabel('Nombre').fill('María García');
      await form.getByLabel('Correo electrónico').fill(volunteerEmail('maria'));
      await form.getByRole('button', { name: 'Inscribirme' }).click();
      await expect(spanish.getByRole('status')).toHaveText(
        `¡Listo! Su inscripción en el turno ${SPANISH} está confirmada. Le enviamos un correo de confirmación con un enlace para cancelarla si cambian sus planes.`,
      );
      await expect(english.getByRole('button', { name: `Inscribirse para el turno ${ENGLISH_ONLY}` })).toBeVisible();
      await expectNoAxeViolations(page, `a sign-up for a slot with a Spanish title at ${width} px`);
    });
  }

  test('the English popup shows the English titles only', async ({ page, request }) => {
    const { event } = await eventWithSheet(request, editor, { slots: [{ title: 'Set-up 8-9 am', title_es: SPANISH, capacity: 2 }] });
    await gotoHydrated(page, `/events/${event.id}`);
    const sheet = page.getByRole('dialog', { name: event.title }).getByRole('region', { name: 'Volunteer' });
    await expect(sheet.getByRole('heading', { level: 4 })).toHaveText(['Set-up 8-9 am'], LOAD);
    await expect(sheet).not.toContainText(SPANISH);
  });
});

test.describe('the Spanish manage page', () => {
  test.describe.configure({ timeout: 120_000 });
  let mailbox: Mailbox | null = null;
  test.afterEach(async () => {
    await mailbox?.close();
    mailbox = null;
  });

  test('names the slot by its Spanish title, in its facts and in the cancel question', async ({ page, request }) => {
    mailbox = await Mailbox.open();
    const { event, sheet } = await eventWithSheet(request, editor, { slots: [{ title: 'Set-up 8-9 am', title_es: SPANISH, capacity: 2 }] });
    const email = volunteerEmail('maria');
    await signUpTaken(event.id, { slot_id: sheet.slots[0]!.id, name: 'María García', email, lang: 'es' });
    const [mail] = await mailbox.expectTo(email);
    expect(mail!.parsed.subject).toBe(`Inscripción confirmada: ${SPANISH} en ${event.title}`);
    const { token } = manageLinkIn(mail!);

    await page.goto(`/es/volunteers/signup/${token}`);
    await waitForIslands(page);
    const card = page.getByRole('region', { name: event.title });
    await expect(card).toBeVisible(LOAD);
    await expect(card.getByRole('definition').last()).toHaveText(SPANISH);
    await expect(card.getByRole('definition').last().locator('[lang]')).toHaveCount(0);
    // The event's title has no Spanish: the page says once that part of it is only in English.
    await expect(page.getByText('Parte de esta página solo está en inglés.')).toBeVisible();
    await card.getByRole('button', { name: 'Cancelar mi inscripción' }).click();
    await expect(
      card.getByText(`¿Cancelar su inscripción en el turno ${SPANISH}? Su lugar pasará a la siguiente persona de la lista de espera.`),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'the Spanish manage page of a slot with a Spanish title');
  });
});

test.describe('the officers\u2019 sheet editor', () => {
  test.describe.configure({ timeout: 120_000 });

  for (const width of WIDTHS) {
    test(`offers each slot's title in Spanish under its title and saves it, kept by a later save (${width} px)`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const event = await futureEvent(request, editor);
      await openSignedInAs(page, 'editor', `/access/events?month=${event.startDt.slice(0, 7)}`);
      await page.getByRole('button', { name: `Edit ${event.title}` }).click();
      const section = page.getByRole('region', { name: 'Volunteer sign-ups' });
      await section.getByRole('button', { name: 'Add a sign-up sheet' }).click(LOAD);

      const first = section.getByRole('group', { name: 'Slot 1' });
      await first.getByRole('textbox', { name: 'Slot 1 title', exact: true }).fill('Set-up 8-9 am');
      const spanishField = first.getByLabel('Slot 1 title in Spanish (optional)');
      await expect(spanishField).toHaveAccessibleDescription(
        "A slot's title in Spanish is shown on the Spanish site. While it is empty, the Spanish site shows the English.",
      );
      await expect(spanishField).toHaveAttribute('lang', 'es');
      await spanishField.fill(SPANISH);
      await first.getByLabel('Volunteers needed').fill('2');
      await section.getByRole('button', { name: 'Add a slot' }).click();
      const second = section.getByRole('group', { name: 'Slot 2' });
      await second.getByRole('textbox', { name: 'Slot 2 title', exact: true }).fill(ENGLISH_ONLY);
      await expect(second.getByLabel('Slot 2 title in Spanish (optional)')).toHaveValue('');
      // The hint is said once, above the slots.
      await expect(section.getByText("A slot's title in Spanish is shown on the Spanish site.")).toHaveCount(1);

      // No longer than the English title may be (the schema's own limit; the server says so too).
      await expect(spanishField).toHaveAttribute('maxlength', '80');
      await expectNoAxeViolations(page, `the sheet editor with a Spanish slot title at ${width} px`);
      await expectNoSidewaysScroll(page, width);
      await section.getByRole('button', { name: 'Save sheet' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Sign-up sheet saved' })).toBeVisible();

      const saved = await readRoster(request, editor, event.id);
      expect(saved.slots.map(({ title, title_es }) => ({ title, title_es }))).toEqual([
        { title: 'Set-up 8-9 am', title_es: SPANISH },
        { title: ENGLISH_ONLY, title_es: '' },
      ]);

      // Opened again, the editor shows the Spanish title; a save of another field keeps it.
      await page.getByRole('button', { name: 'All Events' }).click();
      await page.getByRole('button', { name: `Edit ${event.title}` }).click();
      await expect(section.getByRole('group', { name: 'Slot 1' }).getByLabel('Slot 1 title in Spanish (optional)')).toHaveValue(
        SPANISH,
        LOAD,
      );
      await section.getByRole('group', { name: 'Slot 2' }).getByLabel('Volunteers needed').fill('4');
      await section.getByRole('button', { name: 'Save sheet' }).click();
      await expect(section.getByRole('group', { name: 'Slot 2' }).getByLabel('Volunteers needed')).toHaveValue('4');
      await expect.poll(async () => (await readRoster(request, editor, event.id)).version).toBe(saved.version + 1);
      expect((await readRoster(request, editor, event.id)).slots.map(({ title_es, capacity }) => ({ title_es, capacity }))).toEqual([
        { title_es: SPANISH, capacity: 2 },
        { title_es: '', capacity: 4 },
      ]);
    });
  }
});
