import path from 'node:path';
import { expect, test, type APIRequestContext, type Locator, type Page } from '../support/test';
import { formData, senderEmail, treasurerToken, unique } from '../support/forms';
import { auth } from '../support/sign-in';
import { holdRequests } from '../support/hold-requests';
import type { Submission } from '../../src/features/submissions';

/**
 * The Volunteer Form page's three forms sent as plain HTML forms, with JavaScript off (docs/decisions/074): the
 * page draws the form its address names, answers a POST with the same error summary and inline messages and what
 * was typed, and ends on the same confirmation with its reference; a reimbursement's invoice lines and receipts
 * work too. In English and in Spanish.
 */
const RECEIPT = path.join(import.meta.dirname, '../support/tiny.jpg');

const WORDS = {
  en: {
    prefix: '',
    errorTitle: /^Error: Volunteer Form/,
    submit: 'Submit',
    problem: 'There is a problem',
    received: 'Thank you, we received your form',
    sendAnother: 'Send another',
    hoursTab: 'Log Volunteer Hours',
    addLine: 'Add invoice line',
    removeLine: 'Remove line 2',
    again: 'Please choose your receipts again: the page could not keep them.',
    hoursProblem: 'Please enter a number more than 0 and at most 24.',
    statusLink: 'Follow your request on its private page',
    tooLarge: 'big.jpg is larger than 4 MB.',
  },
  es: {
    prefix: '/es',
    errorTitle: /^Error en el formulario: /,
    submit: 'Enviar',
    problem: 'Hay un problema',
    received: 'Gracias, recibimos su formulario',
    sendAnother: 'Enviar otro',
    hoursTab: 'Registrar horas de voluntariado',
    addLine: 'Agregar línea',
    removeLine: 'Quitar la línea 2',
    again: 'Vuelva a elegir sus recibos, por favor: la página no pudo conservarlos.',
    hoursProblem: 'Escriba un número mayor que 0 y no mayor que 24.',
    statusLink: 'Vea cómo va su solicitud en su página privada',
    tooLarge: 'Los recibos pesan demasiado. Adjunte archivos más pequeños.',
  },
} as const;

const field = (panel: Locator, name: string) => panel.locator(`[name="${name}"]`);

async function storedRows(request: APIRequestContext, formType: string, name: string): Promise<Submission[]> {
  const response = await request.get(`${formData(formType)}?page=1&page_size=20`, { headers: auth(await treasurerToken(request)) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { results: Submission[] }).results.filter((candidate) => candidate.form_data.name === name);
}

async function storedRow(request: APIRequestContext, formType: string, name: string): Promise<Submission> {
  const [row] = await storedRows(request, formType, name);
  expect(row, `the stored ${formType} of ${name}`).toBeDefined();
  return row!;
}

/** The confirmation the page drew: its heading and the reference a person quotes. */
async function expectConfirmation(page: Page, heading: string): Promise<string> {
  const panel = page.getByRole('region', { name: heading });
  await expect(panel).toBeVisible();
  const reference = panel.locator('.form-confirmation__reference-value');
  await expect(reference).toHaveText(/^HSA-\d{4}-\d{4}$/);
  return (await reference.textContent())!;
}

test.describe('the volunteer forms without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of ['en', 'es'] as const) {
    const words = WORDS[lang];

    test(`a volunteer request sent empty lists its problems, then sent filled ends on its confirmation (${lang})`, async ({
      page,
      request,
    }) => {
      await page.goto(`${words.prefix}/volunteers/forms`);
      const panel = page.getByRole('tabpanel');
      await panel.getByRole('button', { name: words.submit, exact: true }).click();

      const summary = page.getByRole('alert').filter({ hasText: words.problem });
      await expect(summary).toBeVisible();
      // GOV.UK's pattern: the page's title says there is a problem; the answer opens at the forms, its summary in view.
      await expect(page).toHaveTitle(words.errorTitle);
      await expect(page).toHaveURL(/\?form=volunteer_request#volunteer-forms$/);
      await expect(summary).toBeInViewport();
      await expect(summary.getByRole('link')).toHaveCount(3);
      await expect(page.locator('.field__error').filter({ visible: true })).toHaveCount(3);
      // The summary's links lead to the fields' controls without a script, which the browser focuses (decision 082).
      await expect(summary.getByRole('link').first()).toHaveAttribute('href', /^#.+-name-control$/);
      await summary.getByRole('link').nth(2).click();
      await expect(field(panel, 'volunteer_activity')).toBeFocused();
      await summary.getByRole('link').first().click();
      await expect(field(panel, 'name')).toBeFocused();

      const name = unique('Plain Volunteer');
      await field(panel, 'name').fill(name);
      await field(panel, 'email').fill(senderEmail('plain'));
      await field(panel, 'volunteer_activity').selectOption('book-fair');
      await panel.getByRole('button', { name: words.submit, exact: true }).click();
      const reference = await expectConfirmation(page, words.received);

      const row = await storedRow(request, 'volunteer_request', name);
      expect(row).toMatchObject({ reference, form_data: { volunteer_activity: 'book-fair' } });
      expect(row.lang ?? 'en').toBe(lang);

      // 'Send another' asks the page for an empty form.
      await page.getByRole('button', { name: words.sendAnother }).click();
      await expect(page.getByRole('region', { name: words.received })).toHaveCount(0);
      await expect(field(page.getByRole('tabpanel'), 'name')).toHaveValue('');
    });

    test(`logged hours: the tab opens its form, a wrong number comes back with what was typed, corrected it is received (${lang})`, async ({
      page,
      request,
    }) => {
      await page.goto(`${words.prefix}/volunteers/forms`);
      await page.getByRole('tab', { name: words.hoursTab }).click();
      await expect(page).toHaveURL(/\?form=volunteer_hours_request$/);
      await expect(page.getByRole('tab', { name: words.hoursTab })).toHaveAttribute('aria-selected', 'true');

      const panel = page.getByRole('tabpanel');
      const name = unique('Plain Hours');
      const email = senderEmail('hours');
      await field(panel, 'name').fill(name);
      await field(panel, 'email').fill(email);
      await field(panel, 'volunteer_activity').selectOption('classroom-help');
      await field(panel, 'activity_date').fill('2026-11-10');
      await field(panel, 'hours').fill('30');
      await panel.getByRole('button', { name: words.submit, exact: true }).click();

      const summary = page.getByRole('alert').filter({ hasText: words.problem });
      await expect(summary.getByRole('link')).toHaveCount(1);
      if (words.hoursProblem) await expect(summary).toContainText(words.hoursProblem);
      // What was typed is kept.
      const again = page.getByRole('tabpanel');
      await expect(field(again, 'name')).toHaveValue(name);
      await expect(field(again, 'email')).toHaveValue(email);
      await expect(field(again, 'volunteer_activity')).toHaveValue('classroom-help');
      await expect(field(again, 'activity_date')).toHaveValue('2026-11-10');
      await expect(field(again, 'hours')).toHaveValue('30');

      await field(again, 'hours').fill('2.5');
      await again.getByRole('button', { name: words.submit, exact: true }).click();
      const reference = await expectConfirmation(page, words.received);
      // The activity is named in the page's language (docs/decisions/093); stored by its value.
      await expect(page.getByRole('region', { name: words.received })).toContainText(
        lang === 'es' ? 'Ayuda en el salón de clases' : 'Classroom Help',
      );
      expect(await storedRow(request, 'volunteer_hours_request', name)).toMatchObject({
        reference,
        form_data: { hours: 2.5, activity_date: '2026-11-10', volunteer_activity: 'classroom-help' },
      });
    });

    test(`a reimbursement: lines added and removed, a receipt asked for again after a problem, received with it (${lang})`, async ({
      page,
      request,
    }) => {
      await page.goto(`${words.prefix}/volunteers/forms?form=reimbursement_request`);
      let panel = page.getByRole('tabpanel');
      const name = unique('Plain Payee');
      await field(panel, 'name').fill(name);
      // Enter in a field sends the form, never the invoice table's buttons.
      await field(panel, 'name').press('Enter');
      await expect(page.getByRole('alert').filter({ hasText: words.problem })).toBeVisible();
      panel = page.getByRole('tabpanel');
      await expect(field(panel, 'invoice_qty')).toHaveCount(0);
      await expect(field(panel, 'name')).toHaveValue(name);

      await field(panel, 'email').fill(senderEmail('payee'));
      await field(panel, 'volunteer_activity').selectOption('Reimburesment');
      await field(panel, 'payto_name').fill('Plain Payee');
      await field(panel, 'payto_address').fill('1 Main St, Annapolis MD');
      await field(panel, 'pay_arrangement').selectOption('Mail Directly');
      await panel.locator('[name="associated_activites"][value="book-fair"]').check();
      await field(panel, 'description').fill('Paper for the book fair');
      // Each press of the table's buttons asks the page for the form with a line more or less.
      await panel.getByRole('button', { name: words.addLine }).click();
      // The page lands on the new line, its quantity focused, as the island's add does.
      await expect(field(page.getByRole('tabpanel'), 'invoice_qty')).toBeFocused();
      await page.getByRole('tabpanel').getByRole('button', { name: words.addLine }).click();
      panel = page.getByRole('tabpanel');
      await expect(field(panel, 'invoice_qty')).toHaveCount(2);
      await expect(field(panel, 'invoice_qty').last()).toBeFocused();
      await expect(field(panel, 'description')).toHaveValue('Paper for the book fair');
      await expect(panel.locator('[name="associated_activites"][value="book-fair"]')).toBeChecked();
      await panel.getByRole('button', { name: words.removeLine }).click();
      panel = page.getByRole('tabpanel');
      await expect(field(panel, 'invoice_qty')).toHaveCount(1);
      await expect(panel.getByRole('button', { name: words.addLine })).toBeFocused();
      await field(panel, 'invoice_qty').fill('2');
      await field(panel, 'invoice_item').fill('Paper');
      await field(panel, 'invoice_price').fill('3.50');
      await field(panel, 'reimbursement_total').fill('7.00');
      await field(panel, 'files').setInputFiles(RECEIPT);
      // The phone is missing: the form comes back, and the receipt must be chosen again.
      await panel.getByRole('button', { name: words.submit, exact: true }).click();

      const summary = page.getByRole('alert').filter({ hasText: words.problem });
      await expect(summary.getByRole('link')).toHaveCount(2);
      await expect(summary).toContainText(words.again);
      panel = page.getByRole('tabpanel');
      await expect(field(panel, 'invoice_item')).toHaveValue('Paper');
      await expect(field(panel, 'reimbursement_total')).toHaveValue('7.00');
      await field(panel, 'phone').fill('410-555-0100');
      await field(panel, 'files').setInputFiles(RECEIPT);
      await panel.getByRole('button', { name: words.submit, exact: true }).click();

      const reference = await expectConfirmation(page, words.received);
      const status = page.getByRole('link', { name: words.statusLink });
      await expect(status).toHaveAttribute('href', new RegExp(`^${words.prefix}/volunteers/reimbursement-status/[A-Za-z0-9_-]{43}$`));
      const row = await storedRow(request, 'reimbursement_request', name);
      expect(row).toMatchObject({ reference, form_data: { phone: '410-555-0100', receipts: ['tiny.jpg'] } });
      expect(row.form_data.invoices).toEqual([{ qty: '2', item: 'Paper', price: '3.50' }]);
    });

    test(`a receipt over its limit is refused with a 413, and what was typed comes back (${lang})`, async ({ page }) => {
      await page.goto(`${words.prefix}/volunteers/forms?form=reimbursement_request`);
      const panel = page.getByRole('tabpanel');
      const name = unique('Heavy Payee');
      await field(panel, 'name').fill(name);
      await field(panel, 'description').fill('Poster paper, framed');
      await field(panel, 'files').setInputFiles({ name: 'big.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(4 * 1024 * 1024 + 1, 7) });
      const answer = page.waitForResponse((response) => response.request().method() === 'POST');
      await panel.getByRole('button', { name: words.submit, exact: true }).click();
      expect((await answer).status()).toBe(413);
      const again = page.getByRole('tabpanel');
      await expect(again.getByRole('alert')).toContainText(words.tooLarge);
      await expect(field(again, 'name')).toHaveValue(name);
      await expect(field(again, 'description')).toHaveValue('Poster paper, framed');
    });
  }
});

test.describe('the volunteer forms before their island runs (decision 074)', () => {
  test('a double press sends the form once, and the island is not run on a page that is leaving', async ({ page, request }) => {
    // The island's code is held: the page stays as served while the form is filled and sent.
    const release = await holdRequests(page, /\/_astro\/VolunteerForms\.[^/]+\.js$/);
    try {
      await page.goto('/volunteers/forms');
      const panel = page.getByRole('tabpanel');
      const name = unique('Double Press');
      await field(panel, 'name').fill(name);
      await field(panel, 'email').fill(senderEmail('double'));
      await field(panel, 'volunteer_activity').selectOption('book-fair');
      await panel.getByRole('button', { name: 'Submit', exact: true }).dblclick();
      await expectConfirmation(page, WORDS.en.received);
      expect(await storedRows(request, 'volunteer_request', name)).toHaveLength(1);
    } finally {
      // The held loads belong to pages already left: their handlers' errors mean nothing.
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      release();
    }
  });

  test('without scripts every tab is reached by Tab and opened by Enter', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/volunteers/forms');
    const hours = page.getByRole('tab', { name: WORDS.en.hoursTab });
    await expect(page.getByRole('tab')).toHaveCount(3);
    for (const tab of await page.getByRole('tab').all()) await expect(tab).toHaveAttribute('tabindex', '0');
    await hours.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\?form=volunteer_hours_request$/);
    await expect(hours).toHaveAttribute('aria-selected', 'true');
    await context.close();
  });
});
