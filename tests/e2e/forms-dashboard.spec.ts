import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { submissionColumns } from '../../src/domain/form-columns';
import { DASHBOARD_TABS, type FormType, type Submission } from '../../src/domain/forms';
import { expectNoAxeViolations } from '../support/a11y';
import { demoUser, tokenFor } from '../support/demo';
import { signInAs } from '../support/session';

const labelOf = (key: FormType) => DASHBOARD_TABS.find((tab) => tab.key === key)!.label;

type FirstPage = (key: FormType) => Promise<{ rows: Submission[]; totalCount: number }>;

/** Page 1 of a form's submissions as the API answers the treasurer: what the dashboard must show. */
async function treasurerApi(request: APIRequestContext): Promise<FirstPage> {
  const token = await tokenFor(request, 'treasurer');
  return async (key) => {
    const response = await request.get(`/v1/user_auth/form-data/${key}?page=1&page_size=10`, { headers: { Authorization: `Bearer ${token}` } });
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { results: Submission[]; totalCount: number };
    return { rows: body.results, totalCount: body.totalCount };
  };
}

// Local API calls are slow on a busy machine (a page of rows is a blob read each): loads get more time.
const LOAD = { timeout: 30_000 };
test.describe.configure({ timeout: 180_000 });

const pagerCount = (page: Page, key: FormType) => page.getByRole('navigation', { name: `${labelOf(key)} pages` }).locator('p');
const section = (page: Page, title: 'Unread' | 'Read', key: FormType) => page.getByRole('region', { name: `${title} ${labelOf(key)}`, exact: true });
const toggle = (page: Page, title: 'Unread' | 'Read') => page.getByRole('button', { name: new RegExp(`^${title}\\b`) });
const rowIds = (page: Page, title: 'Unread' | 'Read', key: FormType) =>
  section(page, title, key).locator('[data-row-id]').evaluateAll((markers) => markers.map((marker) => marker.getAttribute('data-row-id')));

/** Opens a tab and waits until its rows are in: the pager counts the API's rows. */
async function openTab(page: Page, firstPage: FirstPage, key: FormType) {
  const expected = await firstPage(key);
  await page.getByRole('tab', { name: labelOf(key) }).click();
  await expect(page.getByRole('tab', { name: labelOf(key) })).toHaveAttribute('aria-selected', 'true');
  const shown = expected.rows.length;
  await expect(pagerCount(page, key)).toHaveText(shown === 0 ? `0 of ${expected.totalCount}` : `1–${shown} of ${expected.totalCount}`, LOAD);
  return expected;
}

test.describe('forms dashboard', () => {
  test('greets the treasurer, opens on Volunteer Requests and shows each tab split into Unread and Read', async ({ page, request }) => {
    const firstPage = await treasurerApi(request);
    await signInAs(page, 'treasurer', '/access/forms');
    await expect(page).toHaveTitle('Admin Page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome ${demoUser('treasurer').name}`);
    await expect(page.getByRole('tab', { selected: true })).toHaveText('Volunteer Requests');
    await expect(page.getByRole('tab')).toHaveText(['Volunteer Requests', 'Reimbursements', 'Logged Volunteer Hour', 'Event Feedback']);

    for (const { key } of DASHBOARD_TABS) {
      const expected = await openTab(page, firstPage, key);
      const unread = expected.rows.filter((row) => row.status === 'INCOMPLETE').map((row) => row._id);
      const read = expected.rows.filter((row) => row.status === 'COMPLETE').map((row) => row._id);
      // The demo data has rows of both kinds in every form.
      expect(unread.length, `${key} unread rows`).toBeGreaterThan(0);
      expect(read.length, `${key} read rows`).toBeGreaterThan(0);
      expect(await rowIds(page, 'Unread', key)).toEqual(unread);
      expect(await rowIds(page, 'Read', key)).toEqual(read);
      await expect(section(page, 'Unread', key).getByRole('button', { name: 'Mark as read' })).toHaveCount(unread.length);
      await expect(section(page, 'Read', key).getByRole('button', { name: 'Mark as unread' })).toHaveCount(read.length);
      await expectNoAxeViolations(page, `forms dashboard, ${labelOf(key)}`);
    }
  });

  test('shows the demo rows by their fields, and reimbursement invoices and totals with a $', async ({ page, request }) => {
    const firstPage = await treasurerApi(request);
    await signInAs(page, 'treasurer', '/access/forms');
    await openTab(page, firstPage, 'volunteer_request');
    await expect(section(page, 'Read', 'volunteer_request').getByRole('row', { name: /Laura Finch/ })).toContainText('Can bring meals.');

    await openTab(page, firstPage, 'reimbursement_request');
    const beth = section(page, 'Unread', 'reimbursement_request').getByRole('row', { name: /Beth Moran/ });
    await expect(beth.getByRole('listitem')).toContainText(['2 x Flower arrangement @ $35.00', '1 x Coffee service @ $48.50', 'florist-receipt.jpg', 'coffee.jpg']);
    await expect(beth).toContainText('$118.50');
    await expect(beth.getByRole('button', { name: 'Open receipt coffee.jpg' })).toBeVisible();
  });

  test("collapsing a section hides its rows; the pager shows 'n of total'", async ({ page, request }) => {
    const firstPage = await treasurerApi(request);
    await signInAs(page, 'treasurer', '/access/forms');
    const { totalCount, rows } = await openTab(page, firstPage, 'event_feedback');
    await expect(pagerCount(page, 'event_feedback')).toHaveText(`1–${rows.length} of ${totalCount}`);
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled({ enabled: totalCount > 10 });

    await expect(toggle(page, 'Unread')).toHaveAttribute('aria-expanded', 'true');
    await toggle(page, 'Unread').click();
    await expect(toggle(page, 'Unread')).toHaveAttribute('aria-expanded', 'false');
    await expect(section(page, 'Unread', 'event_feedback')).toBeHidden();
    await expect(page.getByText('The hayride was a hit.', { exact: false })).toBeHidden();
    await expect(section(page, 'Read', 'event_feedback')).toBeVisible();
    await expectNoAxeViolations(page, 'forms dashboard, Unread collapsed');
    await toggle(page, 'Unread').click();
    await expect(section(page, 'Unread', 'event_feedback')).toBeVisible();
    await expect(page.getByText('The hayride was a hit.', { exact: false })).toBeVisible();
  });

  test('the tabs follow the WAI-ARIA pattern: arrows move focus, Enter opens the focused tab', async ({ page, request }) => {
    const firstPage = await treasurerApi(request);
    await signInAs(page, 'treasurer', '/access/forms');
    await openTab(page, firstPage, 'volunteer_request');
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
    const firstPage = await treasurerApi(request);
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, 'treasurer', '/access/forms');
    await openTab(page, firstPage, 'reimbursement_request');
    const cards = page.getByRole('list', { name: 'Unread Reimbursements', exact: true });
    await expect(cards.getByRole('listitem').filter({ hasText: 'Beth Moran' })).toContainText('$118.50');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page, 'forms dashboard on a phone');
  });

  test('marking a row read moves it to Read with a toast, and marking it unread moves it back', async ({ page, request }) => {
    const firstPage = await treasurerApi(request);
    await signInAs(page, 'treasurer', '/access/forms');
    await openTab(page, firstPage, 'volunteer_hours_request');
    const [rowId] = await rowIds(page, 'Unread', 'volunteer_hours_request');
    const marker = page.locator(`[data-row-id="${rowId}"]`);

    await section(page, 'Unread', 'volunteer_hours_request').locator(`[data-row-id="${rowId}"]`).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Request Set To Read' })).toBeVisible(LOAD);
    await expect(section(page, 'Read', 'volunteer_hours_request').locator(`[data-row-id="${rowId}"]`)).toHaveText('Mark as unread', LOAD);
    await expect(marker).toBeFocused();
    expect((await firstPage('volunteer_hours_request')).rows.find((row) => row._id === rowId)?.status).toBe('COMPLETE');

    await marker.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Request Set To Unread' })).toBeVisible(LOAD);
    await expect(section(page, 'Unread', 'volunteer_hours_request').locator(`[data-row-id="${rowId}"]`)).toHaveText('Mark as read', LOAD);
    expect((await firstPage('volunteer_hours_request')).rows.find((row) => row._id === rowId)?.status).toBe('INCOMPLETE');
  });

  test("Download CSV saves hsa_{key}_{timestamp}.csv with the form's columns", async ({ page, request }) => {
    const firstPage = await treasurerApi(request);
    await signInAs(page, 'treasurer', '/access/forms');
    const { totalCount } = await openTab(page, firstPage, 'volunteer_request');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^hsa_volunteer_request_\d{8}-\d{6}\.csv$/);
    const csv = readFileSync((await download.path())!, 'utf8');
    const lines = csv.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(submissionColumns('volunteer_request').map((column) => column.label).join(','));
    expect(lines).toHaveLength(totalCount + 1);
    expect(csv).toContain('Laura Finch');
  });

  test('a reimbursement receipt opens from the dashboard, fetched with the token', async ({ page, request }) => {
    const firstPage = await treasurerApi(request);
    const name = `Receipt Tester ${Date.now().toString(36)}`;
    const formData = {
      name,
      email: 'receipt.tester@families.example.org',
      volunteer_activity: 'Reimburesment',
      notes: '',
      payto_name: name,
      payto_address: '1 Test Lane, Annapolis, MD 21401',
      phone: '410-555-0100',
      pay_arrangement: 'Mail Directly',
      associated_activites: [],
      description: 'Tape for the book fair.',
      invoices: [{ qty: '1', item: 'Tape', price: '3.50' }],
      reimbursement_total: 3.5,
      receipts: ['tiny.jpg'],
    };
    const submitted = await request.post('/v1/api/submit-form', {
      multipart: {
        form_type: 'reimbursement_request',
        form_data: JSON.stringify(formData),
        files: { name: 'tiny.jpg', mimeType: 'image/jpeg', buffer: readFileSync('tests/support/tiny.jpg') },
      },
    });
    expect(submitted.status()).toBe(200);

    await signInAs(page, 'treasurer', '/access/forms');
    await openTab(page, firstPage, 'reimbursement_request');
    const row = section(page, 'Unread', 'reimbursement_request').getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('1 x Tape @ $3.50');
    const opening = page.waitForEvent('popup');
    await row.getByRole('button', { name: 'Open receipt tiny.jpg' }).click();
    const receipt = await opening;
    await receipt.waitForURL(/^blob:/, LOAD);
    await expect.poll(() => receipt.evaluate(() => document.images[0]?.naturalWidth ?? 0)).toBeGreaterThan(0);
    await expect(page.getByRole('button', { name: 'Admin Menu' })).toBeVisible();
  });
});
