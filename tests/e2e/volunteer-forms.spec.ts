import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { expectNoAxeViolations } from '../support/a11y';
import { treasurerToken } from '../support/forms';
import { auth } from '../support/sign-in';
import { waitForIslands } from '../support/hydration';
import { holdRequests } from '../support/hold-requests';

const SUCCESS = 'Form Submitted Successfully';

/** Opens the page and waits until the island is hydrated and the activity list has loaded (the forms replace their placeholder). */
async function openForms(page: Page, query = '') {
  await page.goto(`/volunteers/forms${query}`);
  await waitForIslands(page);
  await expect(page.getByRole('tablist', { name: 'Forms' })).toBeVisible();
  return page.getByRole('tabpanel');
}

const confirmation = (page: Page) => page.getByRole('region', { name: 'Thank you, we received your form' });

/** After a successful send: the spec's toast, then the confirmation panel with the focus; 'Send another' brings back an empty form. */
async function expectReceivedAndStartOver(page: Page) {
  await expect(page.getByRole('alert').filter({ hasText: SUCCESS })).toBeVisible();
  await expect(confirmation(page)).toBeVisible();
  await expect(confirmation(page).getByRole('heading', { name: 'Thank you, we received your form' })).toBeFocused();
  await confirmation(page).getByRole('button', { name: 'Send another' }).click();
  await expect(confirmation(page)).toHaveCount(0);
  await expect(nameField(page)).toBeFocused();
}

const nameField = (page: Page) => page.getByRole('tabpanel').getByRole('textbox', { name: 'Name', exact: true });

async function fillReimbursement(page: Page, name: string) {
  const form = page.getByRole('tabpanel');
  await nameField(page).fill(name);
  await form.getByLabel('Email').fill('jane@example.org');
  await form.getByLabel('Request Type').selectOption('Reimburesment');
  await form.getByLabel('Pay To Name').fill('Jane Parent');
  await form.getByLabel('Pay To Address').fill('1 Main St, Annapolis MD');
  await form.getByLabel('Phone').fill('410-555-0100');
  await form.getByLabel('Payment Arrangement').selectOption('Mail Directly');
  await form.getByRole('checkbox', { name: 'Book Fair' }).check();
  await form.getByLabel('Description').fill('Supplies for the book fair');
  await form.getByRole('button', { name: 'Add invoice line' }).click();
  await form.getByRole('button', { name: 'Add invoice line' }).click();
  await form.getByLabel('Qty, line 1').fill('2');
  await form.getByLabel('Item, line 1').fill('Paper');
  await form.getByLabel('Price, line 1').fill('3.50');
  await form.getByLabel('Item, line 2').fill('Pens');
  await form.getByLabel('Price, line 2').fill('10');
  // Not typed: the total starts as the invoice total (docs/decisions/028).
  await expect(form.getByLabel('Reimbursement Total')).toHaveValue('17.00');
}

test.describe('Volunteer Form page', () => {
  test('?form= opens its tab; an unknown or missing value opens Volunteer Activity Request', async ({ page }) => {
    await openForms(page, '?form=reimbursement_request');
    await expect(page).toHaveTitle('Volunteer Form');
    await expect(page.getByRole('heading', { level: 1, name: 'Volunteer Form' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Reimbursement Request' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'Point Of Contact' })).toBeVisible();

    await openForms(page, '?form=volunteer_hours_request');
    await expect(page.getByRole('tab', { name: 'Log Volunteer Hours' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByLabel('Number of Hours')).toBeVisible();

    for (const query of ['?form=event_feedback', '?form=nonsense', '']) {
      await openForms(page, query);
      await expect(page.getByRole('tab', { name: 'Volunteer Activity Request' }), query).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel').getByLabel('Comments')).toBeVisible();
    }
  });

  test('tabs switch by click and arrow keys without a navigation, keep the path and what was typed', async ({ page }) => {
    await openForms(page);
    // A navigation would start a new document and lose this marker.
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same document'));
    await nameField(page).fill('Kept Name');

    await page.getByRole('tab', { name: 'Log Volunteer Hours' }).click();
    await expect(page.getByRole('tabpanel').getByLabel('Activity Date')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/volunteers/forms');
    expect(new URL(page.url()).searchParams.get('form')).toBe('volunteer_hours_request');

    // Keyboard: arrows move and select, wrapping; Home and End go to the ends; one tab stop.
    const tabs = page.getByRole('tab');
    await expect(tabs.nth(1)).toHaveAttribute('tabindex', '0');
    await expect(tabs.nth(0)).toHaveAttribute('tabindex', '-1');
    await tabs.nth(1).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(2)).toBeFocused();
    await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'Payment Information' })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(0)).toBeFocused();
    await page.keyboard.press('End');
    await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
    expect(new URL(page.url()).pathname).toBe('/volunteers/forms');
    expect(new URL(page.url()).searchParams.get('form')).toBe('volunteer_request');

    await expect(nameField(page)).toHaveValue('Kept Name');
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same document');
  });

  test('an invalid email shows its state and message on blur; Submit stays enabled and is refused with the problems listed', async ({
    page,
  }) => {
    const form = await openForms(page);
    const submit = form.getByRole('button', { name: 'Submit' });
    const email = form.getByLabel('Email');
    await expect(submit).toBeEnabled();
    await expect(nameField(page)).toHaveAttribute('required', '');
    await expect(form.locator('.field__required')).toHaveCount(3);

    await nameField(page).fill('Ann Parent');
    await email.fill('not-an-email');
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
    await email.blur();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address.');
    await expect(submit).toBeEnabled();
  });

  for (const width of [390, 1280]) {
    test(`a press on Submit with problems shows "There is a problem" with a link per field, focused, each link moving focus to its field (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      const form = await openForms(page, '?form=volunteer_hours_request');
      await nameField(page).fill('Ann Parent');
      await form.getByLabel('Email').fill('not-an-email');
      await form.getByLabel('Number of Hours').fill('500');
      // Left first, as a person leaves a field: its message appears before the press on Submit.
      await form.getByLabel('Number of Hours').blur();
      await form.getByRole('button', { name: 'Submit' }).click();

      const summary = form.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'There is a problem' }) });
      await expect(summary).toBeFocused();
      await expect(summary.getByRole('link')).toHaveText([
        'Email: Please enter a valid email address.',
        'Volunteer Activity: This field is required.',
        'Activity Date: This field is required.',
        'Number of Hours: Please enter a number more than 0 and at most 24.',
      ]);
      // The inline messages show too, on every field with a problem.
      await expect(form.locator('.field__error')).toHaveText([
        'Please enter a valid email address.',
        'This field is required.',
        'This field is required.',
        'Please enter a number more than 0 and at most 24.',
      ]);
      await expectNoAxeViolations(page, `error summary at ${width} px`);

      await summary.getByRole('link', { name: /^Activity Date/ }).click();
      await expect(form.getByLabel('Activity Date')).toBeFocused();
      await expect(form.getByLabel('Activity Date')).toBeInViewport();
      await summary.getByRole('link', { name: /^Number of Hours/ }).press('Enter');
      await expect(form.getByLabel('Number of Hours')).toBeFocused();

      // A problem fixed leaves the list; nothing was sent.
      await form.getByLabel('Email').fill('ann@example.org');
      await expect(summary.getByRole('link')).toHaveCount(3);
      await expect(page.getByRole('alert').filter({ hasText: SUCCESS })).toHaveCount(0);
    });
  }

  test('hours more than 24 or a date after today are refused on the form and by the server with the same message', async ({
    page,
    request,
  }) => {
    const form = await openForms(page, '?form=volunteer_hours_request');
    const tomorrow = new Date(Date.now() + 36 * 3600 * 1000).toISOString().slice(0, 10);
    await form.getByLabel('Activity Date').fill(tomorrow);
    await form.getByLabel('Activity Date').blur();
    await expect(form.getByText('Please enter a date that is today or earlier.')).toBeVisible();
    await form.getByLabel('Number of Hours').fill('0');
    await form.getByLabel('Number of Hours').blur();
    await expect(form.getByText('Please enter a number more than 0 and at most 24.')).toBeVisible();
    const answer = await request.post('/v1/api/submit-form', {
      data: {
        form_type: 'volunteer_hours_request',
        form_data: { name: 'Ann', email: 'ann@example.org', volunteer_activity: 'fun-run', activity_date: tomorrow, hours: 2 },
      },
    });
    expect(answer.status()).toBe(400);
    expect((await answer.json()).error).toContain('Please enter a date that is today or earlier.');
  });

  test('the invoice total follows every change and skips lines that are not numbers', async ({ page }) => {
    const form = await openForms(page, '?form=reimbursement_request');
    const total = form.locator('.invoice-lines__amount');
    await expect(total).toHaveText('$0.00');
    await form.getByRole('button', { name: 'Add invoice line' }).click();
    await expect(form.getByLabel('Qty, line 1')).toHaveValue('1');
    await expect(form.getByLabel('Item, line 1')).toHaveValue('');
    await expect(form.getByLabel('Price, line 1')).toHaveValue('');
    await expect(form.getByLabel('Qty, line 1')).toBeFocused();
    await expect(form.getByLabel('Price, line 1')).toHaveAttribute('step', '0.01');
    await form.getByLabel('Qty, line 1').fill('2');
    await form.getByLabel('Price, line 1').fill('3.50');
    await expect(total).toHaveText('$7.00');
    await form.getByRole('button', { name: 'Add invoice line' }).click();
    await form.getByLabel('Price, line 2').fill('10');
    await expect(total).toHaveText('$17.00');
    await form.getByRole('button', { name: 'Add invoice line' }).click();
    await form.getByLabel('Qty, line 3').fill('abc');
    await form.getByLabel('Price, line 3').fill('5');
    await expect(total).toHaveText('$17.00');

    await form.getByRole('button', { name: 'Remove line 1' }).click();
    await expect(form.getByLabel('Qty, line 3')).toHaveCount(0);
    await expect(total).toHaveText('$10.00');
    await expect(form.getByRole('button', { name: 'Add invoice line' })).toBeFocused();
  });

  test('a negative invoice price is refused under the invoice table, naming its line, and listed when Submit is pressed', async ({
    page,
  }) => {
    const form = await openForms(page, '?form=reimbursement_request');
    await fillReimbursement(page, 'Refund Parent');
    const submit = form.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeEnabled();
    const price = form.getByLabel('Price, line 2');
    await price.fill('-5');
    const invoices = form.getByRole('group', { name: 'Invoices' });
    const message = 'Line 2: Please enter a price from 0 to 100,000.';
    await expect(invoices.getByText(message)).toBeVisible();
    await expect(invoices).toHaveAccessibleDescription(message);
    await expect(price).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Price, line 1')).not.toHaveAttribute('aria-invalid');
    await submit.click();
    const summary = form.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(summary.getByRole('link')).toHaveText([`Invoices: ${message}`]);
    await summary.getByRole('link').click();
    await expect(form.getByLabel('Qty, line 1')).toBeFocused();

    await price.fill('5');
    await expect(invoices.getByText(message)).toHaveCount(0);
    await expect(price).not.toHaveAttribute('aria-invalid');
    await expect(summary).toHaveCount(0);
  });

  test('Clear empties values, invoice lines and receipts and marks every field valid', async ({ page }) => {
    const form = await openForms(page, '?form=reimbursement_request');
    await fillReimbursement(page, 'Clear Me');
    await form.getByLabel('Add receipts').setInputFiles('tests/support/tiny.jpg');
    await expect(form.getByRole('button', { name: 'Remove tiny.jpg' })).toBeVisible();
    await form.getByLabel('Email').fill('broken');
    await form.getByLabel('Email').blur();
    await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');

    // Clear asks first, in the site's own dialog; keeping the answers changes nothing.
    await form.getByRole('button', { name: 'Clear' }).click();
    const ask = page.getByRole('dialog', { name: 'Clear this form?' });
    await expect(ask).toBeVisible();
    await expect(ask.getByRole('button', { name: 'Keep my answers' })).toBeFocused();
    await ask.getByRole('button', { name: 'Keep my answers' }).click();
    await expect(ask).toHaveCount(0);
    await expect(nameField(page)).toHaveValue('Clear Me');
    await form.getByRole('button', { name: 'Clear', exact: true }).click();
    // Escape once the dialog is open: pressed before, it would close nothing.
    await expect(ask).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(ask).toHaveCount(0);
    await expect(nameField(page)).toHaveValue('Clear Me');
    await form.getByRole('button', { name: 'Clear', exact: true }).click();
    await ask.getByRole('button', { name: 'Clear the form' }).click();
    await expect(ask).toHaveCount(0);
    await expect(nameField(page)).toHaveValue('');
    await expect(form.getByLabel('Email')).toHaveValue('');
    await expect(form.getByLabel('Request Type')).toHaveValue('');
    await expect(form.getByLabel('Description')).toHaveValue('');
    await expect(form.getByRole('checkbox', { name: 'Book Fair' })).not.toBeChecked();
    await expect(form.getByLabel('Qty, line 1')).toHaveCount(0);
    await expect(form.locator('.invoice-lines__amount')).toHaveText('$0.00');
    await expect(form.getByRole('button', { name: 'Remove tiny.jpg' })).toHaveCount(0);
    await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);
    await expect(form.locator('.field__error')).toHaveCount(0);
    await expect(form.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  test('receipts are listed with remove buttons; a file that is not an image or PDF is left out and named', async ({ page }) => {
    const form = await openForms(page, '?form=reimbursement_request');
    const input = form.getByLabel('Add receipts');
    await expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/gif,image/webp,application/pdf');
    await expect(input).toHaveAttribute('multiple', '');
    await input.setInputFiles([
      { name: 'tiny.jpg', mimeType: 'image/jpeg', buffer: readFileSync('tests/support/tiny.jpg') },
      { name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a picture') },
    ]);
    await expect(form.getByText('notes.jpg is not an image or a PDF.')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Remove tiny.jpg' })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Remove notes.jpg' })).toHaveCount(0);
    await input.setInputFiles({ name: 'bill.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF') });
    const listed = form.locator('.receipt-files__item');
    await expect(listed).toHaveCount(2);
    await expect(listed.first()).toContainText('272 B');
    await form.getByRole('button', { name: 'Remove tiny.jpg' }).click();
    await expect(listed).toHaveCount(1);
    await expect(form.getByRole('button', { name: 'Remove bill.pdf' })).toBeVisible();
  });

  test('the honeypot is out of sight, out of the tab order and hidden from assistive technology', async ({ page }) => {
    const form = await openForms(page);
    const honeypot = form.locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(honeypot).toHaveAttribute('autocomplete', 'off');
    await expect(form.locator('.honeypot')).toHaveAttribute('aria-hidden', 'true');
    const box = await honeypot.boundingBox();
    expect(box === null || box.x + box.width <= 0).toBe(true);
    await expect(form.getByRole('textbox', { name: 'Leave this field empty' })).toHaveCount(0);
  });

  test('axe finds no violation on any tab, phone width included, with a problem shown', async ({ page }) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await openForms(page);
      for (const tab of ['Volunteer Activity Request', 'Log Volunteer Hours', 'Reimbursement Request']) {
        await page.getByRole('tab', { name: tab }).click();
        await expectNoAxeViolations(page, `${tab} at ${width} px`);
      }
      const form = page.getByRole('tabpanel');
      await form.getByRole('button', { name: 'Add invoice line' }).click();
      await form.getByLabel('Add receipts').setInputFiles('tests/support/tiny.jpg');
      await form.getByLabel('Email').fill('broken');
      await form.getByLabel('Email').blur();
      await expect(form.getByText('Please enter a valid email address.')).toBeVisible();
      await expectNoAxeViolations(page, `filled reimbursement at ${width} px`);
    }
  });
});

test.describe('Volunteer Form submissions', () => {
  test('a volunteer activity request is sent, confirmed with the toast and the form starts over', async ({ page, request }) => {
    const name = `Activity ${Date.now().toString(36)}`;
    const form = await openForms(page);
    await nameField(page).fill(name);
    await form.getByLabel('Email').fill('ann@example.org');
    await form.getByLabel("Child's Name").fill('Sam');
    await form.getByRole('combobox', { name: 'Volunteer Activity', exact: true }).selectOption({ label: 'Book Fair' });
    await form.getByLabel('Comments').fill('Mornings suit me best.');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expectReceivedAndStartOver(page);
    await expect(nameField(page)).toHaveValue('');
    await expect(form.getByLabel('Comments')).toHaveValue('');
    await expect(form.getByRole('button', { name: 'Submit' })).toBeEnabled();

    const row = await storedRow(request, 'volunteer_request', name);
    expect(row.form_data).toMatchObject({
      email: 'ann@example.org',
      child_name: 'Sam',
      volunteer_activity: 'book-fair',
      comments: 'Mornings suit me best.',
    });
  });

  test('logged volunteer hours are sent and the form starts over', async ({ page, request }) => {
    const name = `Hours ${Date.now().toString(36)}`;
    const form = await openForms(page, '?form=volunteer_hours_request');
    await nameField(page).fill(name);
    await form.getByLabel('Email').fill('ann@example.org');
    await form.getByRole('combobox', { name: 'Volunteer Activity', exact: true }).selectOption({ label: 'Fun Run' });
    await form.getByLabel('Activity Date').fill('2026-03-14');
    await form.getByLabel('Number of Hours').fill('2.5');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expectReceivedAndStartOver(page);
    await expect(nameField(page)).toHaveValue('');
    await expect(form.getByLabel('Number of Hours')).toHaveValue('');

    const row = await storedRow(request, 'volunteer_hours_request', name);
    expect(row.form_data).toMatchObject({ volunteer_activity: 'fun-run', activity_date: '2026-03-14', hours: 2.5 });
  });

  test('a reimbursement without receipts is sent as multipart with its invoice total', async ({ page, request }) => {
    const name = `Reimburse ${Date.now().toString(36)}`;
    await openForms(page, '?form=reimbursement_request');
    await fillReimbursement(page, name);
    const sent = page.waitForRequest((candidate) => candidate.url().endsWith('/v1/api/submit-form'));
    await page.getByRole('tabpanel').getByRole('button', { name: 'Submit' }).click();
    expect((await sent).headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    // What happens next to a reimbursement: the two sign-offs, $250.00 a check, one to two weeks, its status page.
    const panel = confirmation(page);
    await expect(panel.getByRole('listitem')).toHaveText([
      /^Two HSA officers sign off on every request/,
      /cannot reimburse more than \$250\.00 per check/,
      /^Processing takes one to two weeks/,
    ]);
    const reference = await panel.locator('.form-confirmation__reference-value').textContent();
    const status = panel.getByRole('link', { name: 'Follow your request on its private page' });
    await expect(status).toHaveAttribute('href', /^\/volunteers\/reimbursement-status\/[A-Za-z0-9_-]{43}$/);
    const href = (await status.getAttribute('href'))!;
    await expectReceivedAndStartOver(page);
    const statusPage = await request.get(`/v1/api/reimbursement-status/${href.split('/').at(-1)}`);
    expect((await statusPage.json()).results).toMatchObject({ reference, stage: 'submitted', total: 17 });
    await expect(nameField(page)).toHaveValue('');
    await expect(page.getByRole('tabpanel').getByLabel('Qty, line 1')).toHaveCount(0);

    const row = await storedRow(request, 'reimbursement_request', name);
    expect(row.form_data).toMatchObject({
      pay_arrangement: 'Mail Directly',
      associated_activites: [{ label: 'Book Fair', value: 'book-fair' }],
      invoices: [
        { qty: '2', item: 'Paper', price: '3.50' },
        { qty: '1', item: 'Pens', price: '10' },
      ],
      reimbursement_total: 17,
      reimburesment_total: 17,
      receipts: [],
    });
  });

  test('a reimbursement with a receipt uploads the file and stores its name', async ({ page, request }) => {
    const name = `Receipt ${Date.now().toString(36)}`;
    const form = await openForms(page, '?form=reimbursement_request');
    await fillReimbursement(page, name);
    await form.getByLabel('Add receipts').setInputFiles('tests/support/tiny.jpg');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expectReceivedAndStartOver(page);
    await expect(form.getByRole('button', { name: 'Remove tiny.jpg' })).toHaveCount(0);
    await expect(nameField(page)).toHaveValue('');

    const token = await treasurerToken(request);
    const row = await storedRow(request, 'reimbursement_request', name);
    expect(row.form_data.receipts).toEqual(['tiny.jpg']);
    const receipt = await request.get(`/v1/user_auth/form-data/reimbursement_request/${row._id}/receipts/0`, { headers: auth(token) });
    expect(receipt.status()).toBe(200);
    expect(receipt.headers()['content-type']).toBe('image/jpeg');
    expect(Buffer.from(await receipt.body())).toEqual(readFileSync('tests/support/tiny.jpg'));
  });
});

test.describe('Volunteer Form page: the total, the confirmation panel, the sending overlay and the loading placeholder', () => {
  for (const width of [390, 1280]) {
    test(`the reimbursement total starts as the invoice total, follows it until edited, and notes a difference (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const form = await openForms(page, '?form=reimbursement_request');
      const total = form.getByLabel('Reimbursement Total');
      await expect(total).toHaveValue('');
      await form.getByRole('button', { name: 'Add invoice line' }).click();
      await form.getByLabel('Qty, line 1').fill('2');
      await form.getByLabel('Price, line 1').fill('3.50');
      await expect(total).toHaveValue('7.00');
      await form.getByRole('button', { name: 'Add invoice line' }).click();
      await form.getByLabel('Price, line 2').fill('10');
      await expect(total).toHaveValue('17.00');
      await expect(form.getByText(/differs from the invoice total/)).toHaveCount(0);

      // Still editable; once edited it is the person's own and the lines no longer change it.
      await total.fill('20');
      const note = form.getByText('This differs from the invoice total of $17.00.');
      await expect(note).toBeVisible();
      await expect(total).toHaveAccessibleDescription('This differs from the invoice total of $17.00.');
      const [totalBox, noteBox] = [await total.boundingBox(), await note.boundingBox()];
      expect(noteBox!.y).toBeGreaterThanOrEqual(totalBox!.y + totalBox!.height - 1);
      expect(noteBox!.y).toBeLessThan(totalBox!.y + totalBox!.height + 24);
      expect(noteBox!.x + noteBox!.width).toBeLessThanOrEqual(totalBox!.x + totalBox!.width + 1);
      await form.getByLabel('Price, line 2').fill('12');
      await expect(total).toHaveValue('20');
      await expect(form.getByText('This differs from the invoice total of $19.00.')).toBeVisible();
      await total.fill('19');
      await expect(form.getByText(/differs from the invoice total/)).toHaveCount(0);
      await expect(total).not.toHaveAttribute('aria-describedby');
    });
  }

  for (const width of [390, 1280]) {
    test(`after sending, a confirmation panel gives the reference, where the copy went, what happens next and what was received, uncovered; 'Send another' starts over (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.clock.setFixedTime(new Date('2026-03-14T15:05:00Z'));
      const name = `Panel ${width} ${Date.now().toString(36)}`;
      const form = await openForms(page, '?form=volunteer_hours_request');
      await nameField(page).fill(name);
      await form.getByLabel('Email').fill('ann@example.org');
      await form.getByRole('combobox', { name: 'Volunteer Activity', exact: true }).selectOption({ label: 'Fun Run' });
      await form.getByLabel('Activity Date').fill('2026-03-12');
      await form.getByLabel('Number of Hours').fill('2.5');
      await form.getByRole('button', { name: 'Submit' }).click();

      await expect(page.getByRole('alert').filter({ hasText: SUCCESS })).toBeVisible();
      const panel = confirmation(page);
      const heading = panel.getByRole('heading', { name: 'Thank you, we received your form' });
      await expect(heading).toBeFocused();
      await expect(panel.locator('.form-confirmation__reference-value')).toHaveText(/^HSA-\d{4}-\d{4}$/);
      await expect(panel.getByText('We have e-mailed a copy to ann@example.org.')).toBeVisible();
      await expect(panel.getByRole('heading', { name: 'What happens next' })).toBeVisible();
      await expect(panel.getByRole('listitem')).toHaveText([
        'Your hours are added to the HSA’s volunteer record for this school year.',
        'Nothing more is needed from you.',
      ]);
      // The heading is in view, under neither the locked header nor the success toast, once the page's smooth
      // scroll to it has come to rest (under load it is still moving when the heading takes the focus).
      await expect(heading).toBeInViewport({ ratio: 1 });
      const coveredBy = async () => {
        const headingBox = (await heading.boundingBox())!;
        for (const cover of [page.locator('.Toastify__toast').first(), page.locator('header').first()]) {
          const box = await cover.boundingBox();
          if (!box) continue;
          const overlaps =
            box.y < headingBox.y + headingBox.height &&
            headingBox.y < box.y + box.height &&
            box.x < headingBox.x + headingBox.width &&
            headingBox.x < box.x + box.width;
          if (overlaps) return String(await cover.evaluate((element) => element.className));
        }
        return '';
      };
      await expect.poll(coveredBy, { message: 'the heading is covered' }).toBe('');
      const rows = panel.locator('dl > div');
      await expect(rows).toHaveText([
        'FormLog Volunteer Hours',
        /^SentSaturday, March 14, 2026 at 11:05 a\.m\. EDT$/,
        `Name${name}`,
        'Volunteer ActivityFun Run',
        'Activity DateMarch 12, 2026',
        'Number of Hours2.5',
      ]);
      await expect(form.getByRole('textbox')).toHaveCount(0);
      await expectNoAxeViolations(page, `confirmation panel at ${width} px`);

      // Another tab shows its own form; coming back, the panel is still there.
      await page.getByRole('tab', { name: 'Volunteer Activity Request' }).click();
      await expect(page.getByRole('tabpanel').getByLabel('Comments')).toBeVisible();
      await page.getByRole('tab', { name: 'Log Volunteer Hours' }).click();
      await expect(confirmation(page)).toBeVisible();

      await confirmation(page).getByRole('button', { name: 'Send another' }).click();
      await expect(confirmation(page)).toHaveCount(0);
      await expect(nameField(page)).toBeFocused();
      await expect(nameField(page)).toHaveValue('');
      await expect(form.getByLabel('Number of Hours')).toHaveValue('');
      await expect(form.getByRole('button', { name: 'Submit' })).toBeEnabled();
    });
  }

  test('while a form is sent, the overlay and its spinner sit in the viewport at 390 px wherever the page is scrolled', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openForms(page, '?form=reimbursement_request');
    await fillReimbursement(page, `Overlay ${Date.now().toString(36)}`);
    const releaseSubmit = await holdRequests(page, '**/v1/api/submit-form');
    await page.getByRole('tabpanel').getByRole('button', { name: 'Submit' }).click();
    const overlay = page.getByRole('status').filter({ hasText: 'Sending your form' });
    await expect(overlay).toBeVisible();
    const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(pageHeight).toBeGreaterThan(2000);
    for (const top of [0, 900, pageHeight]) {
      await page.evaluate((y) => window.scrollTo(0, y), top);
      expect(await overlay.boundingBox(), `overlay scrolled to ${top}`).toEqual({ x: 0, y: 0, width: 390, height: 844 });
      const spinner = (await overlay.locator('.spinner').boundingBox())!;
      expect(spinner.y, `spinner scrolled to ${top}`).toBeGreaterThanOrEqual(0);
      expect(spinner.y + spinner.height, `spinner scrolled to ${top}`).toBeLessThanOrEqual(844);
    }
    releaseSubmit();
    await expect(confirmation(page)).toBeVisible();
    await expect(overlay).toHaveCount(0);
  });

  test('the forms are in the page as served; their code loads when first used and keeps what was typed before (decision 074)', async ({
    page,
    request,
  }) => {
    const served = await (await request.get('/volunteers/forms?form=reimbursement_request')).text();
    expect(served).toContain('<form');
    // No placeholder: its words travel only in the island's texts.
    expect(served).not.toMatch(/class="[^"]*island-loading/);

    let scripts = 0;
    page.on('request', (sent) => {
      if (sent.resourceType() === 'script') scripts += 1;
    });
    await page.goto('/volunteers/forms?form=reimbursement_request', { waitUntil: 'networkidle' });
    const atStart = scripts;
    await expect(page.getByRole('tab', { name: 'Reimbursement Request' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('astro-island[ssr]')).toHaveCount(1);

    // Typed while the code loads: the island takes it over rather than drawing an empty field.
    await nameField(page).fill('Typed Early');
    await page.getByRole('tabpanel').getByRole('checkbox', { name: 'Book Fair' }).check();
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    expect(scripts).toBeGreaterThan(atStart);
    await expect(nameField(page)).toHaveValue('Typed Early');
    await page.getByRole('tabpanel').getByRole('button', { name: 'Submit' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link', { name: /^Name:/ })).toHaveCount(0);
    await expect(summary.getByRole('link', { name: /^Associated/ })).toHaveCount(0);
    await expect(summary.getByRole('link', { name: /^Email:/ })).toHaveCount(1);
  });

  test('a text area typed in before the island runs keeps its text once it runs, and the form counts it (decision 075)', async ({
    page,
  }) => {
    const release = await holdRequests(page, /\/_astro\/VolunteerForms\.[^/]+\.js$/);
    try {
      await page.goto('/volunteers/forms?form=reimbursement_request');
      const description = page.getByRole('tabpanel').getByRole('textbox', { name: 'Description' });
      await description.fill('Paper for the book fair');
      release();
      await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
      await expect(description).toHaveValue('Paper for the book fair');
      await page.getByRole('tabpanel').getByRole('button', { name: 'Submit' }).click();
      const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
      await expect(summary.getByRole('link', { name: /^Name:/ })).toHaveCount(1);
      await expect(summary.getByRole('link', { name: /^Description:/ })).toHaveCount(0);
    } finally {
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      release();
    }
  });

  test('with JavaScript off the form the address names is in the page, with its options, and nothing waits (decision 074)', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/volunteers/forms?form=volunteer_hours_request');
    await expect(page.getByRole('heading', { level: 1, name: 'Volunteer Form' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Log Volunteer Hours' })).toHaveAttribute('aria-selected', 'true');
    const form = page.getByRole('tabpanel');
    await expect(form.getByLabel('Number of Hours')).toBeVisible();
    await expect(form.getByLabel('Volunteer Activity').getByRole('option', { name: 'Book Fair' })).toHaveCount(1);
    await expect(page.getByText('needs JavaScript').filter({ visible: true })).toHaveCount(0);
    await expect(page.locator('.spinner:visible, .skeleton:visible')).toHaveCount(0);
    await expect(page.getByText('Loading the forms…')).toBeHidden();
    await context.close();
  });
});

test.describe('Volunteer Form page: the $250.00 per check note', () => {
  const NOTE = 'Note: The HSA cannot reimburse more than $250.00 per check. For larger approved amounts, please contact the HSA Treasurer.';

  for (const width of [390, 1280]) {
    test(`over $250.00 the note shows beside the total and is announced; at or below it is gone; sending still works (${width} px)`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const name = `Big ${width} ${Date.now().toString(36)}`;
      const form = await openForms(page, '?form=reimbursement_request');
      await fillReimbursement(page, name);
      const total = form.getByLabel('Reimbursement Total');
      const note = page.getByText(NOTE);
      // $17.00: no note anywhere on the form.
      await expect(note).toHaveCount(0);
      await expect(total).not.toHaveAttribute('aria-describedby');
      const live = form.locator('[aria-live="polite"]');
      await expect(live).toHaveCount(1);
      await expect(live).toBeEmpty();

      // A total that follows the invoice lines over $250.00 (7.00 + 243.01).
      await form.getByLabel('Price, line 2').fill('243.01');
      await expect(total).toHaveValue('250.01');
      await expect(note).toHaveCount(1);
      await expect(note).toBeVisible();
      await expect(total).toHaveAccessibleDescription(NOTE);
      // In the polite live region that was there, empty, before the note came: a screen reader announces it.
      await expect(live).toHaveText(NOTE);
      const [totalBox, noteBox] = [(await total.boundingBox())!, (await note.boundingBox())!];
      expect(noteBox.y).toBeGreaterThanOrEqual(totalBox.y + totalBox.height - 1);
      expect(noteBox.y).toBeLessThan(totalBox.y + totalBox.height + 24);
      expect(noteBox.x).toBeGreaterThanOrEqual(totalBox.x - 1);
      expect(noteBox.x + noteBox.width).toBeLessThanOrEqual(totalBox.x + totalBox.width + 1);
      // Checked at the top of the page (axe reads the note wherever it is): scrolled anywhere down the form, some small
      // target sits under the sticky header, which axe counts as a target too close to the header's links (a check
      // box under .school-banner__link at scrollY 1385, with the total centred, once).
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await expectNoAxeViolations(page, `the $250.00 note at ${width} px`);

      for (const atOrBelow of ['250', '250.00', '99.99']) {
        await total.fill(atOrBelow);
        await expect(note).toHaveCount(0);
      }

      // A larger amount may still be asked for: the note informs, it does not block.
      await total.fill('312.40');
      await expect(note).toBeVisible();
      // With the invoice total differing too, both notes describe the total.
      await expect(total).toHaveAccessibleDescription(`This differs from the invoice total of $250.01. ${NOTE}`);
      await expect(form.getByRole('button', { name: 'Submit' })).toBeEnabled();
      await form.getByRole('button', { name: 'Submit' }).click();
      await expectReceivedAndStartOver(page);
      await expect(note).toHaveCount(0);
      const row = await storedRow(request, 'reimbursement_request', name);
      expect(row.form_data).toMatchObject({ reimbursement_total: 312.4, reimburesment_total: 250.01 });
    });
  }
});

type StoredRow = { _id: string; form_data: Record<string, unknown> };

/** The stored submission with this name, read as the treasurer reads it. */
async function storedRow(request: APIRequestContext, dataKey: string, name: string): Promise<StoredRow> {
  const response = await request.get(`/v1/user_auth/form-data/${dataKey}`, { headers: auth(await treasurerToken(request)) });
  expect(response.status()).toBe(200);
  const rows = ((await response.json()) as { results: StoredRow[] }).results;
  const row = rows.find((candidate) => candidate.form_data.name === name);
  expect(row, `a stored ${dataKey} from ${name}`).toBeTruthy();
  return row!;
}
