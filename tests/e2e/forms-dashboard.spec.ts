import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { submissionColumns } from '../../src/features/forms/form-columns';
import { DASHBOARD_TABS, FORM_TYPES, type FormType, type Submission } from '../../src/features/forms/forms';
import { expectNoAxeViolations } from '../support/a11y';
import { auth, demoUser, signInAs } from '../support/sign-in';
import { formData, SUBMIT, treasurerToken, unique, validFormData } from '../support/forms';

// Local API calls are slow on a busy machine (a page of rows is a blob read each): loads get more time.
const LOAD = { timeout: 30_000 };
test.describe.configure({ timeout: 180_000 });

const labelOf = (key: FormType) => DASHBOARD_TABS.find((tab) => tab.key === key)!.label;
type Page1 = { rows: Submission[]; totalCount: number };

/** Page 1 of a form's submissions as the API answers the treasurer: what the dashboard must show. */
async function firstPage(request: APIRequestContext, key: FormType): Promise<Page1> {
  const response = await request.get(`${formData(key)}?page=1&page_size=10`, { headers: auth(await treasurerToken(request)) });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { results: Submission[]; totalCount: number };
  return { rows: body.results, totalCount: body.totalCount };
}

/**
 * Rows of this file's own, newest of all, so they are on page 1 whatever other tests sent before: per form
 * one marked read and one left unread (the unread reimbursement with a real receipt, tests/support/tiny.jpg).
 */
const marker = Object.fromEntries(
  FORM_TYPES.map((key) => [key, { read: unique(`Read ${key}`), unread: unique(`Unread ${key}`) }]),
) as Record<FormType, { read: string; unread: string }>;

async function submit(request: APIRequestContext, key: FormType, name: string, receipt: boolean) {
  const data = validFormData(key, name);
  const response = receipt
    ? await request.post(SUBMIT, {
        multipart: {
          form_type: key,
          form_data: JSON.stringify({ ...data, receipts: ['tiny.jpg'] }),
          files: { name: 'tiny.jpg', mimeType: 'image/jpeg', buffer: readFileSync('tests/support/tiny.jpg') },
        },
      })
    : await request.post(SUBMIT, { data: { form_type: key, form_data: data } });
  expect(response.status(), `${key} ${name}`).toBe(200);
}

test.beforeAll(async ({ playwright }, testInfo) => {
  testInfo.setTimeout(300_000);
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const token = await treasurerToken(request);
  for (const key of FORM_TYPES) {
    await submit(request, key, marker[key].read, false);
    const { rows } = await firstPage(request, key);
    const read = rows.find((row) => JSON.stringify(row.form_data).includes(marker[key].read));
    const marked = await request.post(formData(key), {
      headers: auth(token),
      data: { row_id: read!._id, update_fields: { status: 'COMPLETE' } },
    });
    expect(marked.status()).toBe(200);
    await submit(request, key, marker[key].unread, key === 'reimbursement_request');
  }
  await request.dispose();
});

const pagerCount = (page: Page, key: FormType) => page.getByRole('navigation', { name: `${labelOf(key)} pages` }).locator('p');
const section = (page: Page, title: 'Unread' | 'Read', key: FormType) =>
  page.getByRole('region', { name: `${title} ${labelOf(key)}`, exact: true });
const toggle = (page: Page, title: 'Unread' | 'Read') => page.getByRole('button', { name: new RegExp(`^${title}\\b`) });
const rowIds = (page: Page, title: 'Unread' | 'Read', key: FormType) =>
  section(page, title, key)
    .locator('[data-row-id]')
    .evaluateAll((markers) => markers.map((element) => element.getAttribute('data-row-id')));
const rowOf = (page: Page, title: 'Unread' | 'Read', key: FormType, text: string) =>
  section(page, title, key).getByRole('row', { name: new RegExp(text) });

/**
 * Opens a tab, waits for its rows (the pager appears once they are in), then asks the API for the same page:
 * one call at a time, which the local emulation handles best.
 */
async function openTab(page: Page, request: APIRequestContext, key: FormType): Promise<Page1> {
  await page.getByRole('tab', { name: labelOf(key) }).click();
  await expect(page.getByRole('tab', { name: labelOf(key) })).toHaveAttribute('aria-selected', 'true');
  await expect(pagerCount(page, key)).toBeVisible(LOAD);
  const expected = await firstPage(request, key);
  await expect(pagerCount(page, key)).toHaveText(`1–${expected.rows.length} of ${expected.totalCount}`);
  return expected;
}

test.describe('forms dashboard', () => {
  test('greets the treasurer, opens on Volunteer Requests and shows each tab split into Unread and Read', async ({ page, request }) => {
    await signInAs(page, 'treasurer', '/access/forms');
    await expect(page).toHaveTitle('Admin Page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome ${demoUser('treasurer').name}`);
    await expect(page.getByRole('tab', { selected: true })).toHaveText('Volunteer Requests');
    await expect(page.getByRole('tab')).toHaveText(['Volunteer Requests', 'Reimbursements', 'Logged Volunteer Hour', 'Event Feedback']);

    for (const { key } of DASHBOARD_TABS) {
      const { rows } = await openTab(page, request, key);
      expect(await rowIds(page, 'Unread', key)).toEqual(rows.filter((row) => row.status === 'INCOMPLETE').map((row) => row._id));
      expect(await rowIds(page, 'Read', key)).toEqual(rows.filter((row) => row.status === 'COMPLETE').map((row) => row._id));
      await expect(rowOf(page, 'Unread', key, marker[key].unread).getByRole('button', { name: 'Mark as read' })).toBeVisible();
      await expect(rowOf(page, 'Read', key, marker[key].read).getByRole('button', { name: 'Mark as unread' })).toBeVisible();
      await expectNoAxeViolations(page, `forms dashboard, ${labelOf(key)}`);
    }
  });

  test('a reimbursement row shows its invoice lines and totals with a $, and its receipt opens in a new tab', async ({ page, request }) => {
    await signInAs(page, 'treasurer', '/access/forms');
    await openTab(page, request, 'reimbursement_request');
    const row = rowOf(page, 'Unread', 'reimbursement_request', marker.reimbursement_request.unread);
    await expect(row.getByRole('listitem')).toContainText(['2 x Coffee @ $6.25', 'tiny.jpg']);
    await expect(row).toContainText('$12.50');

    const opening = page.waitForEvent('popup');
    await row.getByRole('button', { name: 'Open receipt tiny.jpg' }).click();
    const receipt = await opening;
    await receipt.waitForURL(/^blob:/, LOAD);
    const size = await receipt.evaluate(async () => {
      const image = document.images[0]!;
      await image.decode();
      return [image.naturalWidth, image.naturalHeight];
    });
    const original = await page.evaluate(async (bytes) => {
      const image = new Image();
      image.src = `data:image/jpeg;base64,${bytes}`;
      await image.decode();
      return [image.naturalWidth, image.naturalHeight];
    }, readFileSync('tests/support/tiny.jpg').toString('base64'));
    expect(size).toEqual(original);
    // The receipt call carried the token: the session is still open.
    await expect(page.getByRole('button', { name: 'Admin Menu' })).toBeVisible();
  });

  test("collapsing a section hides its rows; the pager shows 'n of total'", async ({ page, request }) => {
    await signInAs(page, 'treasurer', '/access/forms');
    const { totalCount, rows } = await openTab(page, request, 'event_feedback');
    await expect(pagerCount(page, 'event_feedback')).toHaveText(`1–${rows.length} of ${totalCount}`);
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled({ enabled: totalCount > 10 });

    const unreadText = page.getByText(marker.event_feedback.unread);
    await expect(toggle(page, 'Unread')).toHaveAttribute('aria-expanded', 'true');
    await toggle(page, 'Unread').click();
    await expect(toggle(page, 'Unread')).toHaveAttribute('aria-expanded', 'false');
    await expect(section(page, 'Unread', 'event_feedback')).toBeHidden();
    await expect(unreadText).toBeHidden();
    await expect(page.getByText(marker.event_feedback.read)).toBeVisible();
    await expectNoAxeViolations(page, 'forms dashboard, Unread collapsed');
    await toggle(page, 'Unread').click();
    await expect(unreadText).toBeVisible();
  });

  test('the tabs follow the WAI-ARIA pattern: arrows move focus, Enter opens the focused tab', async ({ page, request }) => {
    await signInAs(page, 'treasurer', '/access/forms');
    await openTab(page, request, 'volunteer_request');
    const first = page.getByRole('tab', { name: 'Volunteer Requests' });
    await first.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Reimbursements' })).toBeFocused();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: 'Event Feedback' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(first).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('tab', { name: 'Event Feedback' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Event Feedback' })).toBeVisible();
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
  });

  test('on a phone each submission is a card, and nothing scrolls the page sideways', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, 'treasurer', '/access/forms');
    await openTab(page, request, 'reimbursement_request');
    const cards = page.getByRole('list', { name: 'Unread Reimbursements', exact: true });
    await expect(cards.getByRole('listitem').filter({ hasText: marker.reimbursement_request.unread }).first()).toContainText('$12.50');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page, 'forms dashboard on a phone');
  });

  test('marking a row read moves it to Read with a toast, and marking it unread moves it back', async ({ page, request }) => {
    const key = 'volunteer_hours_request';
    await signInAs(page, 'treasurer', '/access/forms');
    await openTab(page, request, key);
    const row = await rowOf(page, 'Unread', key, marker[key].unread).locator('[data-row-id]').getAttribute('data-row-id');
    const statusOf = async () => (await firstPage(request, key)).rows.find((candidate) => candidate._id === row)?.status;

    await rowOf(page, 'Unread', key, marker[key].unread).getByRole('button', { name: 'Mark as read' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Request Set To Read' })).toBeVisible(LOAD);
    const moved = rowOf(page, 'Read', key, marker[key].unread).getByRole('button', { name: 'Mark as unread' });
    await expect(moved).toBeVisible(LOAD);
    await expect(rowOf(page, 'Unread', key, marker[key].unread)).toHaveCount(0);
    // Focus follows the row into its new section.
    await expect(moved).toBeFocused();
    expect(await statusOf()).toBe('COMPLETE');

    await moved.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Request Set To Unread' })).toBeVisible(LOAD);
    await expect(rowOf(page, 'Unread', key, marker[key].unread).getByRole('button', { name: 'Mark as read' })).toBeVisible(LOAD);
    await expect(rowOf(page, 'Read', key, marker[key].unread)).toHaveCount(0);
    expect(await statusOf()).toBe('INCOMPLETE');
  });

  test('a status change by keyboard shows the row the server answered without reading the page again, and focus stays on its marker', async ({
    page,
    request,
  }) => {
    const key = 'event_feedback';
    const name = marker[key].unread;
    await signInAs(page, 'treasurer', '/access/forms');
    await openTab(page, request, key);
    const pageReads: string[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'GET' && new URL(sent.url()).pathname === formData(key)) pageReads.push(sent.url());
    });

    await rowOf(page, 'Unread', key, name).getByRole('button', { name: 'Mark as read' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'Request Set To Read' })).toBeVisible(LOAD);
    await expect(rowOf(page, 'Read', key, name).getByRole('button', { name: 'Mark as unread' })).toBeFocused(LOAD);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'Request Set To Unread' })).toBeVisible(LOAD);
    await expect(rowOf(page, 'Unread', key, name).getByRole('button', { name: 'Mark as read' })).toBeFocused(LOAD);

    // Into a collapsed section the row cannot take focus: the tab's heading does.
    await toggle(page, 'Read').click();
    await rowOf(page, 'Unread', key, name).getByRole('button', { name: 'Mark as read' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: labelOf(key) })).toBeFocused(LOAD);
    await toggle(page, 'Read').click();
    await rowOf(page, 'Read', key, name).getByRole('button', { name: 'Mark as unread' }).click();
    await expect(rowOf(page, 'Unread', key, name).getByRole('button', { name: 'Mark as read' })).toBeVisible(LOAD);
    expect(pageReads).toEqual([]);
  });

  test("Download CSV saves hsa_{key}_{timestamp}.csv with the form's columns and every row", async ({ page, request }) => {
    await signInAs(page, 'treasurer', '/access/forms');
    const { totalCount } = await openTab(page, request, 'volunteer_request');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^hsa_volunteer_request_\d{8}-\d{6}\.csv$/);
    const csv = readFileSync((await download.path())!, 'utf8');
    const lines = csv.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(
      submissionColumns('volunteer_request')
        .map((column) => column.label)
        .join(','),
    );
    expect(lines).toHaveLength(totalCount + 1);
    expect(csv).toContain(marker.volunteer_request.read);
    expect(csv).toContain('Laura Finch');
  });

  test('shows a volunteer activity by its name', async ({ page, request }) => {
    // A new request is the newest row, on the first page whatever other tests sent.
    const name = unique('Activity Name');
    const body = {
      form_type: 'volunteer_request',
      form_data: { ...validFormData('volunteer_request', name), volunteer_activity: 'book-fair' },
    };
    expect((await request.post(SUBMIT, { data: body })).status()).toBe(200);
    await signInAs(page, 'treasurer', '/access/forms');
    const row = page.getByRole('tabpanel').locator('tr, li').filter({ hasText: name }).first();
    await expect(row).toBeVisible(LOAD);
    await expect(row).toContainText('Book Fair');
    await expect(row).not.toContainText('book-fair');
  });
});
