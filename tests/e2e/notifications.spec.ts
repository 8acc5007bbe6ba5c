/**
 * The Forms dashboard's Notifications panel (docs/decisions/034): an officer edits who is alerted, by keyboard and
 * with inline checks, and a parent's request sent afterwards arrives in the new officer's mailbox (the
 * tests' own SMTP server, tests/support/mailbox.ts).
 */
import { expect, test, type Page } from '../support/test';
import { expectNoAxeViolations } from '../support/a11y';
import { waitForIslands } from '../support/hydration';
import { Mailbox } from '../support/mailbox';
import { newClient } from '../support/clients';
import { formData, senderEmail, SUBMIT, treasurerToken, unique, validFormData } from '../support/forms';
import { auth, openSignedInAs } from '../support/sign-in';

test.describe.configure({ timeout: 180_000 });
const LOAD = { timeout: 30_000 };

let mailbox: Mailbox | null = null;
test.afterEach(async () => {
  await mailbox?.close();
  mailbox = null;
});

async function openNotifications(page: Page) {
  await openSignedInAs(page, 'treasurer', '/access/forms');
  const toggle = page.getByRole('button', { name: 'Notifications', exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const panel = page.getByRole('form', { name: 'E-mail notifications' });
  await expect(panel).toBeVisible(LOAD);
  return panel;
}

for (const width of [390, 1280]) {
  test(`an officer edits the addresses at ${width} px; a parent's request then arrives in the officer's mailbox`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    mailbox = await Mailbox.open();
    const officer = `coordinator.${Math.random().toString(36).slice(2, 8)}@officers.example.org`;
    const panel = await openNotifications(page);
    await expectNoAxeViolations(page);

    const requests = panel.getByRole('group', { name: 'Volunteer Requests' });
    const input = requests.getByLabel('New address for Volunteer Requests');

    // An address that is not one is refused inline, and says why.
    await input.fill('the coordinator');
    await requests.getByRole('button', { name: 'Add' }).click();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please enter a valid email address.');

    // Remove whatever the list held, by keyboard.
    const removes = requests.getByRole('button', { name: /^Remove / });
    while ((await removes.count()) > 0) {
      await removes.first().focus();
      await page.keyboard.press('Enter');
    }
    await expect(requests.getByText('Nobody is alerted for this form.')).toBeVisible();

    // Enter in the field adds the address (it does not save the form).
    await input.fill(officer);
    await input.press('Enter');
    await expect(input).toHaveValue('');
    await expect(input).toBeFocused();
    await expect(requests.getByRole('listitem')).toHaveText([`${officer}Remove`]);
    await expect(requests.getByRole('button', { name: `Remove ${officer} from Volunteer Requests` })).toBeVisible();
    await expect(page.getByText(`${officer} added to Volunteer Requests. Save to keep it.`)).toBeAttached();

    // The same address twice is refused.
    await input.fill(officer.toUpperCase());
    await input.press('Enter');
    await expect(input).toHaveAccessibleDescription('This address is already in the list.');
    await input.fill('');

    await panel.getByRole('button', { name: 'Save notifications' }).click();
    await expect(page.getByText('Notification addresses saved.')).toBeVisible(LOAD);
    await expect(panel.getByRole('button', { name: 'Save notifications' })).toBeDisabled();
    await expectNoAxeViolations(page);

    // A parent sends a volunteer request on the public site.
    const parentContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const parent = await parentContext.newPage();
    await parent.goto('/volunteers/forms');
    await waitForIslands(parent);
    const form = parent.getByRole('tabpanel');
    await expect(parent.locator('form[aria-busy="true"]')).toHaveCount(0, LOAD);
    const marker = `Ann Parent ${Math.random().toString(36).slice(2, 6)}`;
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill(marker);
    await form.getByLabel('Email').fill(`ann.${Math.random().toString(36).slice(2, 8)}@example.org`);
    await form.getByRole('combobox', { name: 'Volunteer Activity', exact: true }).selectOption({ label: 'Book Fair' });
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(parent.getByText('Form Submitted Successfully')).toBeVisible(LOAD);
    await parentContext.close();

    const [alert] = await mailbox.expectTo(officer);
    expect(alert!.parsed.subject).toMatch(new RegExp(`^St\\. Brigid HSA: New volunteer request from ${marker} \\(HSA-\\d{4}-\\d{4}\\)$`));
    expect(alert!.parsed.text).toContain('Volunteer Activity: Book Fair');
  });
}

test('the panel opens and closes by keyboard and its list is read fresh each time', async ({ page }) => {
  const panel = await openNotifications(page);
  const toggle = page.getByRole('button', { name: 'Notifications', exact: true });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(panel).toBeHidden();
  await page.keyboard.press('Space');
  await expect(page.getByRole('form', { name: 'E-mail notifications' })).toBeVisible(LOAD);
  for (const legend of ['Volunteer Requests', 'Reimbursements', 'Logged Volunteer Hour', 'Event Feedback']) {
    await expect(page.getByRole('group', { name: legend })).toBeVisible();
  }
});

test('a row whose mail was given up says so in its details, on the tab the mails link to', async ({ page, request }) => {
  mailbox = await Mailbox.open({ refuse: (address) => address.startsWith('bounce.') });
  const marker = unique('Bounced Parent');
  const data = { ...validFormData('volunteer_hours_request', marker), email: senderEmail('bounce') };
  const sent = await newClient().post(SUBMIT, { data: { form_type: 'volunteer_hours_request', form_data: data } });
  expect(sent.status()).toBe(200);
  const token = await treasurerToken(request);
  const markOf = async () => {
    const rows = (await (await request.get(formData('volunteer_hours_request'), { headers: auth(token) })).json()) as {
      results: Array<{ form_data: { name?: string }; mail_status?: string }>;
    };
    return rows.results.find((row) => row.form_data.name === marker)?.mail_status;
  };
  await expect.poll(markOf, { timeout: 30_000 }).toBe('failed');

  await openSignedInAs(page, 'treasurer', '/access/forms?tab=volunteer_hours_request');
  await expect(page.getByRole('tab', { name: 'Logged Volunteer Hour' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: `Details of ${marker}` }).click();
  const details = page.getByRole('region', { name: `Details of ${marker}` });
  await expect(details.getByRole('note')).toHaveText('The e-mail about this submission could not be sent.');
  await expectNoAxeViolations(page);
});

test('a row whose mails are still owed a quarter of an hour on says so; one whose mails are on their way does not', async ({
  page,
  request,
}) => {
  // Nothing listens on the SMTP port: the mails wait for the next sweep, and the row says they are owed.
  const marker = unique('Waiting Parent');
  const data = { ...validFormData('volunteer_request', marker), email: senderEmail('waiting') };
  const sent = await newClient().post(SUBMIT, { data: { form_type: 'volunteer_request', form_data: data } });
  expect(sent.status()).toBe(200);
  const token = await treasurerToken(request);
  const rows = (await (await request.get(formData('volunteer_request'), { headers: auth(token) })).json()) as {
    results: Array<{ form_data: { name?: string }; mail_status?: string }>;
  };
  expect(rows.results.find((row) => row.form_data.name === marker)?.mail_status).toBe('pending');

  await openSignedInAs(page, 'treasurer', '/access/forms?tab=volunteer_request');
  await page.getByRole('button', { name: `Details of ${marker}` }).click();
  const details = page.getByRole('region', { name: `Details of ${marker}` });
  await expect(details.getByText('Comments')).toBeVisible(LOAD);
  await expect(details.getByRole('note')).toHaveCount(0);

  // Sixteen minutes on, the same row is worth an officer's eye.
  await page.clock.setFixedTime(new Date(Date.now() + 16 * 60 * 1000));
  await page.reload();
  await page.getByRole('button', { name: `Details of ${marker}` }).click();
  await expect(details.getByRole('note')).toHaveText(
    'The e-mails about this submission have not gone out yet: the site keeps trying for 24 hours.',
  );
  await expectNoAxeViolations(page);
});
