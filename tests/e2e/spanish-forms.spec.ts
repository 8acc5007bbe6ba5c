/**
 * The Volunteer Form page and the payee's status page in Spanish (docs/decisions/068): at /es/volunteers/forms?form=...
 * each form has Spanish tabs, labels and buttons; a press on Enviar with problems lists them under "Hay un problema"
 * with Spanish messages; a good submission shows the Spanish confirmation panel with its reference, and is stored
 * with lang 'es'. A reimbursement's status page opens under /es/ in Spanish, with Spanish days.
 */
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { expectNoAxeViolations } from '../support/a11y';
import { formData, senderEmail, SUBMIT, treasurerToken, unique, validFormData } from '../support/forms';
import { newClient } from '../support/clients';
import { auth } from '../support/sign-in';
import { waitForIslands } from '../support/hydration';
import type { Submission } from '../../src/features/submissions/submissions';

const SENT = 'Formulario enviado correctamente';
const REQUIRED = 'Este campo es obligatorio.';
const LOAD = { timeout: 30_000 };

async function openForms(page: Page, query = '') {
  await page.goto(`/es/volunteers/forms${query}`);
  await waitForIslands(page);
  await expect(page.getByRole('tablist', { name: 'Formularios' })).toBeVisible(LOAD);
  return page.getByRole('tabpanel');
}

const nameField = (page: Page) => page.getByRole('tabpanel').getByRole('textbox', { name: 'Nombre', exact: true });
const summaryOf = (page: Page) =>
  page
    .getByRole('tabpanel')
    .getByRole('alert')
    .filter({ has: page.getByRole('heading', { name: 'Hay un problema' }) });
const panelOf = (page: Page) => page.getByRole('region', { name: 'Gracias, recibimos su formulario' });

/** The stored row of `formType` named `name`, as the officers' API answers it. */
async function storedRow(request: APIRequestContext, formType: string, name: string): Promise<Submission> {
  const token = await treasurerToken(request);
  const response = await request.get(`${formData(formType)}?page=1&page_size=20`, { headers: auth(token) });
  const row = ((await response.json()) as { results: Submission[] }).results.find((candidate) => candidate.form_data.name === name);
  expect(row, `the stored ${formType} of ${name}`).toBeDefined();
  return row!;
}

/** The three forms: the tab ?form= opens, and its labels in order. */
const FORMS = [
  {
    query: 'volunteer_request',
    tab: 'Solicitud de voluntariado',
    labels: ['Nombre', 'Correo electrónico', 'Nombre de su hijo(a)', 'Salón de su hijo(a)', 'Actividad de voluntariado', 'Comentarios'],
    problems: [
      'Nombre: Este campo es obligatorio.',
      'Correo electrónico: Este campo es obligatorio.',
      'Actividad de voluntariado: Este campo es obligatorio.',
    ],
  },
  {
    query: 'volunteer_hours_request',
    tab: 'Registrar horas de voluntariado',
    labels: [
      'Nombre',
      'Correo electrónico',
      'Nombre de su hijo(a)',
      'Salón de su hijo(a)',
      'Actividad de voluntariado',
      'Fecha de la actividad',
      'Número de horas',
    ],
    problems: [
      'Nombre: Este campo es obligatorio.',
      'Correo electrónico: Este campo es obligatorio.',
      'Actividad de voluntariado: Este campo es obligatorio.',
      'Fecha de la actividad: Este campo es obligatorio.',
      'Número de horas: Este campo es obligatorio.',
    ],
  },
  {
    query: 'reimbursement_request',
    tab: 'Solicitud de reembolso',
    labels: [
      'Nombre',
      'Correo electrónico',
      'Tipo de solicitud',
      'Notas',
      'Pagar a nombre de',
      'Dirección para el pago',
      'Teléfono',
      'Cómo recibir el pago',
      'Comités o actividades relacionados',
      'Descripción',
      'Facturas',
      'Total del reembolso',
      'Recibos',
    ],
    problems: [
      'Nombre: Este campo es obligatorio.',
      'Correo electrónico: Este campo es obligatorio.',
      'Tipo de solicitud: Este campo es obligatorio.',
      'Pagar a nombre de: Este campo es obligatorio.',
      'Dirección para el pago: Este campo es obligatorio.',
      'Teléfono: Este campo es obligatorio.',
      'Cómo recibir el pago: Este campo es obligatorio.',
      'Descripción: Este campo es obligatorio.',
      'Total del reembolso: Este campo es obligatorio.',
    ],
  },
] as const;

test.describe('the Volunteer Form page in Spanish', () => {
  test('the page: Spanish title, heading and intro, its link under /es/, the three tabs', async ({ page }) => {
    await openForms(page);
    await expect(page).toHaveTitle('Formulario de voluntarios');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1, name: 'Formulario de voluntarios' })).toBeVisible();
    await expect(page.locator('.page-hero p')).toContainText(
      'Antes de pedir un reembolso, lea la Carta de reembolso. Los campos marcados con * son obligatorios.',
    );
    await expect(page.getByRole('main').getByRole('link', { name: 'Carta de reembolso' })).toHaveAttribute(
      'href',
      '/es/volunteers/reimbursement-letter',
    );
    await expect(page.getByRole('tab')).toHaveText([
      'Solicitud de voluntariado',
      'Registrar horas de voluntariado',
      'Solicitud de reembolso',
    ]);
  });

  for (const form of FORMS) {
    for (const width of [390, 1280]) {
      test(`?form=${form.query}: Spanish labels; Enviar with problems shows "Hay un problema" and Spanish messages (${width} px)`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        const panel = await openForms(page, `?form=${form.query}`);
        await expect(page.getByRole('tab', { name: form.tab })).toHaveAttribute('aria-selected', 'true');
        await expect(panel.locator('.field__label')).toHaveText(
          form.labels.map((label) => new RegExp(`^${label.replace(/[()]/g, '\\$&')}\\s*\\*?$`)),
        );
        await expect(panel.getByRole('button', { name: 'Borrar' })).toBeVisible();

        await panel.getByRole('button', { name: 'Enviar' }).click();
        const summary = summaryOf(page);
        await expect(summary).toBeFocused();
        await expect(summary.getByRole('link')).toHaveText([...form.problems]);
        await expect(panel.locator('.field__error')).toHaveText(form.problems.map(() => REQUIRED));
        // Nothing was sent.
        await expect(page.getByRole('alert').filter({ hasText: SENT })).toHaveCount(0);
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
        await expectNoAxeViolations(page, `${form.query} in Spanish with problems at ${width} px`);
      });
    }
  }

  test('an invalid email, hours over 24 and a bad invoice price are told in Spanish', async ({ page }) => {
    const hours = await openForms(page, '?form=volunteer_hours_request');
    await hours.getByLabel('Correo electrónico').fill('rosa@');
    await hours.getByLabel('Correo electrónico').blur();
    await expect(hours.getByText('Escriba un correo electrónico válido.')).toBeVisible();
    await hours.getByLabel('Número de horas').fill('30');
    await hours.getByLabel('Número de horas').blur();
    await expect(hours.getByText('Escriba un número mayor que 0 y no mayor que 24.')).toBeVisible();

    await page.getByRole('tab', { name: 'Solicitud de reembolso' }).click();
    const refund = page.getByRole('tabpanel');
    await expect(refund.getByRole('heading', { name: 'Datos de contacto' })).toBeVisible();
    await expect(refund.getByRole('heading', { name: 'Información del pago' })).toBeVisible();
    await expect(refund.getByRole('combobox', { name: 'Tipo de solicitud' }).locator('option')).toHaveText([
      'Elija…',
      'Reembolso',
      'Pagar una factura',
      'Otro (explique en Notas)',
    ]);
    await refund.getByRole('button', { name: 'Agregar línea' }).click();
    await expect(refund.getByRole('columnheader')).toHaveText(['Cant.', 'Artículo', 'Precio ($)', 'Quitar']);
    await refund.getByLabel('Precio, línea 1').fill('-3');
    await refund.getByLabel('Precio, línea 1').blur();
    await expect(refund.locator('.field__error')).toHaveText(['Línea 1: Escriba un precio del 0 al 100,000.']);
    await refund.getByLabel('Precio, línea 1').fill('300');
    await expect(refund.getByText('Total de la factura: $300.00')).toBeVisible();
    await expect(refund.getByText('Nota: La HSA no puede reembolsar más de $250.00 por cheque.', { exact: false })).toBeVisible();

    await refund.getByRole('button', { name: 'Borrar' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Borrar este formulario?' });
    await expect(dialog.getByRole('button')).toHaveText(['Conservar mis respuestas', 'Borrar el formulario']);
    await dialog.getByRole('button', { name: 'Borrar el formulario' }).click();
    await expect(refund.getByLabel('Total del reembolso')).toHaveValue('');
  });

  for (const width of [390, 1280]) {
    test(`logged hours sent from the Spanish page: Spanish toast and panel with its reference, stored with lang 'es' (${width} px)`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.clock.setFixedTime(new Date('2026-03-14T15:05:00Z'));
      const name = `Rosa ${width} ${Date.now().toString(36)}`;
      const form = await openForms(page, '?form=volunteer_hours_request');
      await nameField(page).fill(name);
      await form.getByLabel('Correo electrónico').fill('rosa@example.org');
      await form.getByRole('combobox', { name: 'Actividad de voluntariado' }).selectOption({ label: 'Fun Run' });
      await form.getByLabel('Fecha de la actividad').fill('2026-03-12');
      await form.getByLabel('Número de horas').fill('2');
      await form.getByRole('button', { name: 'Enviar' }).click();

      await expect(page.getByRole('alert').filter({ hasText: SENT })).toBeVisible();
      const panel = panelOf(page);
      await expect(panel.getByRole('heading', { name: 'Gracias, recibimos su formulario' })).toBeFocused();
      await expect(panel.getByText('Su número de referencia')).toBeVisible();
      const reference = (await panel.locator('.form-confirmation__reference-value').textContent()) ?? '';
      expect(reference).toMatch(/^HSA-\d{4}-\d{4}$/);
      await expect(panel.getByText('Menciónelo si le escribe a la HSA sobre este formulario.')).toBeVisible();
      await expect(panel.getByText('Le enviamos una copia por correo electrónico a rosa@example.org.')).toBeVisible();
      await expect(panel.getByRole('heading', { name: 'Próximos pasos' })).toBeVisible();
      await expect(panel.getByRole('listitem')).toHaveText([
        'Sus horas se suman al registro de voluntariado de la HSA de este año escolar.',
        'No necesita hacer nada más.',
      ]);
      await expect(panel.locator('dl > div')).toHaveText([
        'FormularioRegistrar horas de voluntariado',
        /^Enviadosábado, 14 de marzo de 2026, 11:05\u00a0a\.\u00a0m\. EDT$/,
        `Nombre${name}`,
        'Actividad de voluntariadoFun Run',
        'Fecha de la actividad12 de marzo de 2026',
        'Número de horas2',
      ]);
      // The activity is a committee without a Spanish title: its English name, marked so on the Spanish page.
      await expect(panel.locator('dd', { hasText: 'Fun Run' })).toHaveAttribute('lang', 'en');
      await expectNoAxeViolations(page, `Spanish confirmation panel at ${width} px`);

      const row = await storedRow(request, 'volunteer_hours_request', name);
      expect(row).toMatchObject({ lang: 'es', reference });

      await panel.getByRole('button', { name: 'Enviar otro' }).click();
      await expect(nameField(page)).toBeFocused();
    });
  }

  test("a volunteer request and a reimbursement sent from Spanish pages are stored with lang 'es'; the status link stays under /es/", async ({
    page,
    request,
  }) => {
    const volunteer = `Luis ${Date.now().toString(36)}`;
    const first = await openForms(page, '?form=volunteer_request');
    await nameField(page).fill(volunteer);
    await first.getByLabel('Correo electrónico').fill('luis@example.org');
    await first.getByRole('combobox', { name: 'Actividad de voluntariado' }).selectOption({ label: 'Book Fair' });
    await first.getByRole('button', { name: 'Enviar' }).click();
    await expect(panelOf(page).getByRole('listitem')).toHaveText([
      'La HSA pasa su solicitud a las personas que organizan la actividad.',
      'Le escribirán por correo electrónico para decirle cuándo y dónde puede ayudar.',
    ]);
    expect((await storedRow(request, 'volunteer_request', volunteer)).lang).toBe('es');

    const payee = `Marta ${Date.now().toString(36)}`;
    await page.getByRole('tab', { name: 'Solicitud de reembolso' }).click();
    const refund = page.getByRole('tabpanel');
    await nameField(page).fill(payee);
    await refund.getByLabel('Correo electrónico').fill('marta@example.org');
    await refund.getByLabel('Tipo de solicitud').selectOption('Reimburesment');
    await refund.getByLabel('Pagar a nombre de').fill('Marta Díaz');
    await refund.getByLabel('Dirección para el pago').fill('1 Main St, Annapolis MD');
    await refund.getByLabel('Teléfono').fill('410-555-0100');
    await refund.getByLabel('Cómo recibir el pago').selectOption('Mail Directly');
    await refund.getByLabel('Descripción').fill('Papel para la feria');
    await refund.getByRole('button', { name: 'Agregar línea' }).click();
    await refund.getByLabel('Artículo, línea 1').fill('Papel');
    await refund.getByLabel('Precio, línea 1').fill('12.50');
    await expect(refund.getByLabel('Total del reembolso')).toHaveValue('12.50');
    await refund.getByRole('button', { name: 'Enviar' }).click();

    const panel = panelOf(page);
    await expect(panel.getByRole('listitem')).toHaveCount(3, LOAD);
    const statusLink = panel.getByRole('link', { name: 'Vea cómo va su solicitud en su página privada' });
    await expect(statusLink).toHaveAttribute('href', /^\/es\/volunteers\/reimbursement-status\/[\w-]{43}$/);
    await expect(panel.locator('dl > div').filter({ hasText: 'Total del reembolso' })).toHaveText('Total del reembolso$12.50');
    expect((await storedRow(request, 'reimbursement_request', payee)).lang).toBe('es');

    await statusLink.click();
    await waitForIslands(page);
    await expect(page).toHaveTitle('Estado del reembolso');
    await expect(page.getByRole('region', { name: 'Enviada' })).toBeVisible(LOAD);
  });

  test('without JavaScript the page draws the forms in Spanish (decision 074)', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/es/volunteers/forms');
    await expect(page.getByRole('heading', { level: 1, name: 'Formulario de voluntarios' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Solicitud de voluntariado' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByRole('textbox', { name: 'Nombre', exact: true })).toBeVisible();
    await expect(page.getByRole('tabpanel').getByRole('button', { name: 'Enviar', exact: true })).toBeVisible();
    await context.close();
  });
});

test.describe('the payee status page in Spanish', () => {
  /** A reimbursement sent through the API, its status page path from the answer. */
  async function sentRequest(): Promise<{ path: string; name: string }> {
    const name = unique('Pago');
    const data = { ...validFormData('reimbursement_request', name), email: senderEmail('pago'), reimbursement_total: '312.40' };
    const sent = await newClient().post(SUBMIT, { data: { form_type: 'reimbursement_request', form_data: data, lang: 'es' } });
    expect(sent.status(), await sent.text()).toBe(200);
    const { status_page } = (await sent.json()) as { status_page: string };
    return { path: status_page, name };
  }

  for (const width of [390, 1280]) {
    test(`a submitted request in Spanish: stage, facts, steps and Spanish days (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const { path } = await sentRequest();
      await page.goto(`/es${path}`);
      await waitForIslands(page);
      await expect(page).toHaveTitle('Estado del reembolso');
      await expect(page.getByRole('heading', { level: 1, name: 'Estado del reembolso' })).toBeVisible();
      const summary = page.getByRole('region', { name: 'Enviada' });
      await expect(summary).toBeVisible(LOAD);
      await expect(summary.getByText('Estado de su solicitud de reembolso')).toBeVisible();
      await expect(summary).toContainText('Recibimos su solicitud. Está esperando la aprobación de la HSA.');
      await expect(summary.getByRole('term')).toHaveText(['Referencia', 'Total solicitado', 'Fecha de envío']);
      const day = new Intl.DateTimeFormat('es-US', { timeZone: 'America/New_York', day: 'numeric', month: 'long', year: 'numeric' }).format(
        new Date(),
      );
      await expect(summary.getByRole('definition')).toHaveText([/^HSA-\d{4}-\d{4}$/, '$312.40', day]);
      await expect(page.getByRole('region', { name: 'Progreso' }).getByRole('listitem')).toHaveText([
        `Enviada ${day}`,
        'Aprobada Pendiente',
        'Pagada Pendiente',
      ]);
      await expect(page.locator('.status-contact')).toHaveText(/^¿Tiene preguntas sobre su solicitud\? Escríbale a la HSA a \S+@\S+\.$/);
      await expectNoAxeViolations(page, `Spanish status page at ${width} px`);
    });
  }

  test('an unknown link is said kindly in Spanish', async ({ page }) => {
    await page.goto(`/es/volunteers/reimbursement-status/${'A'.repeat(43)}`);
    await waitForIslands(page);
    await expect(page.getByRole('heading', { level: 2, name: 'No encontramos la solicitud' })).toBeVisible(LOAD);
    await expect(
      page.getByText(
        'No pudimos encontrar esta solicitud de reembolso. Revise el enlace de su correo de confirmación o comuníquese con la HSA.',
      ),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'unknown Spanish status link');
  });
});
