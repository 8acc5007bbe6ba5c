/**
 * Volunteer sign-ups in Spanish (DESIGN section 9, "Spanish for families"; docs/decisions/068): the Spanish
 * event popup's "Voluntariado" section, its form with Spanish messages, a confirmed and a waitlisted answer,
 * a refusal told in Spanish, the sign-up stored with `lang: 'es'`, and the Spanish manage page with its
 * cancel, the event's Spanish title where the officers wrote one and the English-only note where they did not;
 * each at 390 and 1280 px with axe. The English screens: signups.spec.ts.
 */
import { randomBytes } from 'node:crypto';
import { expect, test, type Locator, type Page } from '../support/test';
import { expectNoAxeViolations } from '../support/a11y';
import { waitForIslands } from '../support/hydration';
import { Mailbox } from '../support/mailbox';
import { tokenFor } from '../support/sign-in';
import { expectNoSidewaysScroll, LOAD, slotItem, WIDTHS } from '../support/signup-screens';
import { eventWithSheet, readRoster, signUpForLink, volunteerEmail } from '../support/signups';

const CONFIRMED = (slot: string) =>
  `¡Listo! Su inscripción en el turno ${slot} está confirmada. Le enviamos un correo de confirmación con un enlace para cancelarla si cambian sus planes.`;
const WAITLISTED = (position: number) =>
  `Este turno está lleno: usted tiene el número ${position} en la lista de espera. Le avisaremos por correo si se libera un lugar.`;
const ENGLISH_ONLY_NOTE = 'Parte de esta página solo está en inglés.';
/** A Spanish date and time range as a page writes it: "sábado, 5 de octubre de 2080, 9:00 a. m. - 1:00 p. m.", each period kept on its time's line. */
const SPANISH_WHEN = /^[a-záéíóú]+, 5 de octubre de \d{4}, 9:00\u00a0a\.\u00a0m\. - 1:00\u00a0p\.\u00a0m\.$/;

let editor = '';
test.beforeAll(async ({ request }) => {
  editor = await tokenFor(request, 'editor');
});

async function openSpanishPopup(page: Page, eventId: string, title: string): Promise<Locator> {
  await page.goto(`/es/events/${eventId}`);
  const popup = page.getByRole('dialog', { name: title });
  await expect(popup).toBeVisible(LOAD);
  return popup;
}

test.describe('the Spanish event popup\u2019s Voluntariado section', () => {
  for (const width of WIDTHS) {
    test(`a family signs up in Spanish: confirmed, then waitlisted with its number, a second sign-up refused in Spanish, each stored as Spanish (${width} px)`, async ({
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
      const popup = await openSpanishPopup(page, event.id, event.title);
      const sheet = popup.getByRole('region', { name: 'Voluntariado' });
      await expect(sheet).toBeVisible(LOAD);
      await expect(sheet).toContainText('Aquí solo se muestran su nombre y la inicial de su apellido.');
      const setUp = slotItem(sheet, 'Set-up 8-9 am');
      // The slot's title is the officers' text with no Spanish version: English, and marked so.
      await expect(setUp.getByRole('heading', { name: 'Set-up 8-9 am' }).locator('[lang="en"]')).toHaveText('Set-up 8-9 am');
      await expect(setUp).toContainText('0 de 1 lugares ocupados');
      await expect(setUp).toContainText('Todavía no hay nadie. ¡Sea la primera persona en inscribirse!');
      await expect(slotItem(sheet, 'Clean-up 1-2 pm')).toContainText('0 de 3 lugares ocupados');

      // Sent empty: each field's problem in Spanish, in the summary and under the field.
      await setUp.getByRole('button', { name: 'Inscribirse para el turno Set-up 8-9 am' }).click();
      const form = setUp.getByRole('form', { name: 'Inscribirse para el turno Set-up 8-9 am' });
      await expect(form.getByLabel('Nombre')).toBeFocused();
      await form.getByRole('button', { name: 'Inscribirme' }).click();
      const summary = form.getByRole('alert').filter({ hasText: 'Nombre: Escriba su nombre.' });
      await expect(summary).toBeFocused();
      await expect(summary.getByRole('link')).toHaveText([
        'Nombre: Escriba su nombre.',
        'Correo electrónico: Escriba un correo electrónico válido, como nombre@ejemplo.com.',
      ]);
      await form.getByLabel('Teléfono (opcional)').fill('llámeme');
      await expect(form).toContainText('Escriba un teléfono solo con números, espacios y + ( ) -, o déjelo vacío.');
      await expectNoAxeViolations(page, `the Spanish sign-up form with problems at ${width} px`);
      await expectNoSidewaysScroll(page, width);

      const maria = volunteerEmail('maria');
      await form.getByLabel('Nombre').fill('María García');
      await form.getByLabel('Correo electrónico').fill(maria);
      await form.getByLabel('Teléfono (opcional)').fill('410 555 0100');
      await form.getByRole('button', { name: 'Inscribirme' }).click();
      await expect(setUp.getByRole('status')).toHaveText(CONFIRMED('Set-up 8-9 am'));
      await expect(setUp.getByRole('status')).toBeFocused();
      await expect(form).toBeHidden();
      await expect(setUp).toContainText('Lleno');
      await expect(setUp).toContainText('Inscritos: María G.');
      await expectNoAxeViolations(page, `a confirmed Spanish sign-up at ${width} px`);

      await setUp.getByRole('button', { name: 'Inscribirse en la lista de espera para el turno Set-up 8-9 am' }).click();
      await form.getByLabel('Nombre').fill('Tomás Brenes');
      await form.getByLabel('Correo electrónico').fill(volunteerEmail('tomas'));
      await form.getByRole('button', { name: 'Inscribirme' }).click();
      await expect(setUp.getByRole('status')).toHaveText(WAITLISTED(1));
      await expect(setUp).toContainText('Lleno - 1 en la lista de espera');

      await setUp.getByRole('button', { name: 'Inscribirse en la lista de espera para el turno Set-up 8-9 am' }).click();
      await form.getByLabel('Nombre').fill('María García');
      await form.getByLabel('Correo electrónico').fill(maria.toUpperCase());
      await form.getByRole('button', { name: 'Inscribirme' }).click();
      await expect(form.getByRole('alert')).toHaveText('Este correo electrónico ya está inscrito en este turno.');
      await expect(form.getByRole('button', { name: 'Cancelar' })).toBeVisible();
      await expectNoAxeViolations(page, `a refused Spanish sign-up at ${width} px`);
      await expectNoSidewaysScroll(page, width);

      // Both sign-ups were sent from the Spanish page and stored so: their mails are written in Spanish.
      const roster = await readRoster(request, editor, event.id);
      expect(roster.entries.map(({ name, status, position, lang }) => ({ name, status, position, lang }))).toEqual([
        { name: 'María García', status: 'confirmed', position: 0, lang: 'es' },
        { name: 'Tomás Brenes', status: 'waitlisted', position: 1, lang: 'es' },
      ]);
    });
  }

  test('a sign-up from the English popup is stored as English', async ({ page, request }) => {
    const { event } = await eventWithSheet(request, editor, { slots: [{ title: 'Set-up 8-9 am', capacity: 2 }] });
    await page.goto(`/events/${event.id}`);
    const setUp = slotItem(page.getByRole('dialog', { name: event.title }).getByRole('region', { name: 'Volunteer' }), 'Set-up 8-9 am');
    await setUp.getByRole('button', { name: 'Sign up for Set-up 8-9 am' }).click(LOAD);
    await setUp.getByLabel('Name').fill('Ann Lee');
    await setUp.getByLabel('E-mail').fill(volunteerEmail('ann'));
    await setUp.getByRole('button', { name: 'Sign me up' }).click();
    await expect(setUp.getByRole('status')).toContainText("You're signed up for Set-up 8-9 am.");
    expect((await readRoster(request, editor, event.id)).entries.map(({ lang }) => lang)).toEqual(['en']);
  });
});

test.describe('the Spanish manage page', () => {
  test.describe.configure({ timeout: 120_000 });
  let mailbox: Mailbox | null = null;
  test.afterEach(async () => {
    await mailbox?.close();
    mailbox = null;
  });

  for (const width of WIDTHS) {
    test(`shows the sign-up in Spanish with its waitlist number and Spanish dates, and cancels after asking (${width} px)`, async ({
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
      const body = { slot_id: sheet.slots[0]!.id, lang: 'es' };
      const firstToken = await signUpForLink(mailbox, event.id, { ...body, name: 'María García', email: volunteerEmail('maria') });
      const secondToken = await signUpForLink(mailbox, event.id, { ...body, name: 'Tomás Brenes', email: volunteerEmail('tomas') });

      await page.goto(`/es/volunteers/signup/${secondToken}`);
      await waitForIslands(page);
      await expect(page).toHaveTitle('Su inscripción como voluntario');
      await expect(page.getByRole('heading', { level: 1, name: 'Su inscripción como voluntario' })).toBeVisible();
      const card = page.getByRole('region', { name: event.title });
      await expect(card).toBeVisible(LOAD);
      await expect(card).toContainText('Su inscripción para');
      await expect(card.getByRole('term')).toHaveText(['Cuándo', 'Dónde', 'Turno']);
      await expect(card.getByRole('definition')).toHaveText([SPANISH_WHEN, 'Parish Hall, room 2', 'Set-up 8-9 am']);
      // The event's title has no Spanish version: English, marked so, and the page says once it is partly English.
      await expect(card.getByRole('heading', { name: event.title }).locator('[lang="en"]')).toHaveText(event.title);
      await expect(page.getByText(ENGLISH_ONLY_NOTE)).toHaveCount(1);
      await expect(page.getByText(ENGLISH_ONLY_NOTE)).toBeVisible();
      await expect(card.getByRole('status')).toHaveText(
        'Usted tiene el número 1 en la lista de espera. Le avisaremos por correo si se libera un lugar.',
      );
      await expect(card.getByRole('link', { name: 'Ver el evento' })).toHaveAttribute('href', `/es/events/${event.id}`);
      await expectNoSidewaysScroll(page, width);
      await expectNoAxeViolations(page, `a waitlisted Spanish sign-up at ${width} px`);

      await page.goto(`/es/volunteers/signup/${firstToken}`);
      await expect(card.getByRole('status')).toHaveText('Su inscripción está confirmada.', LOAD);
      await card.getByRole('button', { name: 'Cancelar mi inscripción' }).click();
      await expect(
        card.getByText('¿Cancelar su inscripción en el turno Set-up 8-9 am? Su lugar pasará a la siguiente persona de la lista de espera.'),
      ).toBeVisible();
      await expect(card.getByRole('button', { name: 'Mantener mi inscripción' })).toBeFocused();
      await expectNoSidewaysScroll(page, width);
      await expectNoAxeViolations(page, `the Spanish cancel question at ${width} px`);
      await card.getByRole('button', { name: 'Sí, cancelarla' }).click();
      await expect(card.getByRole('status')).toHaveText('Su inscripción está cancelada.');
      await expect(card.getByRole('status')).toBeFocused();
      await expect(card.getByRole('button')).toHaveCount(0);

      // The place went to the first on the waitlist, whose Spanish page says so.
      await page.goto(`/es/volunteers/signup/${secondToken}`);
      await expect(card.getByRole('status')).toHaveText('Su inscripción está confirmada.', LOAD);
      expect((await readRoster(request, editor, event.id)).entries.map(({ status, lang }) => ({ status, lang }))).toEqual([
        { status: 'confirmed', lang: 'es' },
        { status: 'cancelled', lang: 'es' },
      ]);
    });
  }

  test('names the event and the slot by their Spanish titles without the English-only note; the same sign-up on the English page reads English', async ({
    page,
    request,
  }) => {
    mailbox = await Mailbox.open();
    const { event, sheet } = await eventWithSheet(
      request,
      editor,
      { slots: [{ title: 'Set-up 8-9 am', title_es: 'Montaje', capacity: 2 }] },
      { title_es: 'Festival de Otoño' },
    );
    const token = await signUpForLink(mailbox, event.id, {
      slot_id: sheet.slots[0]!.id,
      name: 'María García',
      email: volunteerEmail('maria'),
      lang: 'es',
    });

    await page.goto(`/es/volunteers/signup/${token}`);
    await waitForIslands(page);
    const card = page.getByRole('region', { name: 'Festival de Otoño' });
    await expect(card).toBeVisible(LOAD);
    await expect(card.getByRole('heading', { name: 'Festival de Otoño' }).locator('[lang]')).toHaveCount(0);
    await expect(card.getByRole('definition').last()).toHaveText('Montaje');
    await expect(card).not.toContainText(event.title);
    await expect(page.getByText(ENGLISH_ONLY_NOTE)).toBeHidden();
    await expectNoAxeViolations(page, 'the Spanish manage page of an event with a Spanish title');

    await page.goto(`/volunteers/signup/${token}`);
    await waitForIslands(page);
    await expect(page.getByRole('region', { name: event.title }).getByRole('heading', { name: event.title })).toBeVisible(LOAD);
    await expect(page.getByText('Set-up 8-9 am')).toBeVisible();
    await expect(page.locator('main')).not.toContainText('Festival de Otoño');
    await expect(page.getByText(ENGLISH_ONLY_NOTE)).toHaveCount(0);
  });

  test('an unknown link says so in Spanish', async ({ page }) => {
    await page.goto(`/es/volunteers/signup/${randomBytes(32).toString('base64url')}`);
    await expect(page.getByRole('heading', { level: 2, name: 'No encontramos la inscripción' })).toBeVisible(LOAD);
    await expect(
      page.getByText('No hay ninguna inscripción con este enlace. Revise el enlace de su correo de confirmación.'),
    ).toBeVisible();
    // The address follows its lead after a space.
    await expect(page.getByText(/^¿Tiene preguntas sobre el voluntariado\? Escriba a la HSA a \S+@\S+\.$/)).toBeVisible();
    // No sign-up, no officers' text: no English-only note.
    await expect(page.getByText(ENGLISH_ONLY_NOTE)).toBeHidden();
    await expectNoAxeViolations(page, 'an unknown Spanish manage link');
  });
});
