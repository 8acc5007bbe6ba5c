import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Locator, type Page } from '../support/test';
import { submissionColumns } from '../../src/features/submissions/record-columns';
import { DASHBOARD_TABS } from '../../src/features/submissions/dashboard-model';
import { FORM_TYPES, type FormType } from '../../src/features/forms/form-types';
import type { Submission } from '../../src/features/submissions/submissions';
import { REFERENCE_PATTERN } from '../../src/features/submissions/reference';
import { expectNoAxeViolations } from '../support/a11y';
import { auth, demoUser, openSignedInAs } from '../support/sign-in';
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
 * one marked read and one left unread (the unread reimbursement with two real receipts, an image,
 * tests/support/tiny.jpg, and a PDF). A feedback row names an event that does not exist, titled by its marker:
 * the dashboard shows the title stored with it.
 */
const marker = Object.fromEntries(
  FORM_TYPES.map((key) => [key, { read: unique(`Read ${key}`), unread: unique(`Unread ${key}`) }]),
) as Record<FormType, { read: string; unread: string }>;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const dataOf = (key: FormType, name: string) =>
  key === 'event_feedback'
    ? {
        ...validFormData(key, name),
        event_name: `gone-${name.replace(/\W+/g, '-').toLowerCase()}`,
        event_title: name,
        event_date: '2026-11-22T19:00',
      }
    : validFormData(key, name);

async function submit(request: APIRequestContext, key: FormType, name: string, receipts: boolean) {
  const data = dataOf(key, name);
  const form = new FormData();
  form.append('form_type', key);
  form.append('form_data', JSON.stringify(receipts ? { ...data, receipts: ['tiny.jpg', 'receipt.pdf'] } : data));
  if (receipts) {
    form.append('files', new File([new Uint8Array(readFileSync('tests/support/tiny.jpg'))], 'tiny.jpg', { type: 'image/jpeg' }));
    form.append('files', new File([new Uint8Array(PDF)], 'receipt.pdf', { type: 'application/pdf' }));
  }
  const response = await request.post(SUBMIT, receipts ? { multipart: form } : { data: { form_type: key, form_data: data } });
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
  page.getByRole('table', { name: `${title} ${labelOf(key)}`, exact: true });
const toggle = (page: Page, title: 'Unread' | 'Read') => page.getByRole('button', { name: new RegExp(`^${title}\\b`) });
const rowIds = (page: Page, title: 'Unread' | 'Read', key: FormType) =>
  section(page, title, key)
    .locator('[data-row-id]')
    .evaluateAll((markers) => markers.map((element) => element.getAttribute('data-row-id')));
const rowOf = (page: Page, title: 'Unread' | 'Read', key: FormType, text: string) =>
  section(page, title, key).getByRole('row', { name: new RegExp(text) });
/** A row's cells: the status marker, then the summary (the cell naming the row is its row header). */
const cells = (row: Locator) => row.locator(':scope > td, :scope > th');
/** A row's disclosure: the cell that names it (the sender, or the event). */
const opener = (row: Locator, text: string) => row.getByRole('button', { name: `Details of ${text}` });

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

/** The records of a CSV file: CRLF ends a record only outside quotes (a field may hold a line break). */
function csvRecords(csv: string): string[] {
  const records: string[] = [];
  let start = 0;
  let quoted = false;
  for (let index = 0; index < csv.length; index += 1) {
    if (csv[index] === '"') quoted = !quoted;
    else if (!quoted && csv.startsWith('\r\n', index)) {
      records.push(csv.slice(start, index));
      start = index + 2;
      index += 1;
    }
  }
  if (start < csv.length) records.push(csv.slice(start));
  return records;
}

test.describe('forms dashboard', () => {
  test('greets the treasurer, opens on Volunteer Requests and shows each tab split into Unread and Read', async ({ page, request }) => {
    await openSignedInAs(page, 'treasurer', '/access/forms');
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

  test('a reimbursement row opens in place: every field labelled, invoice lines with $, the image receipt shown, the PDF downloaded', async ({
    page,
    request,
  }) => {
    const name = marker.reimbursement_request.unread;
    await openSignedInAs(page, 'treasurer', '/access/forms');
    const { rows } = await openTab(page, request, 'reimbursement_request');
    const stored = rows.find((row) => row.form_data.name === name)!;
    const row = rowOf(page, 'Unread', 'reimbursement_request', name);
    await expect(cells(row)).toHaveText([
      'Mark as read',
      'Submitted',
      /^\w{3} \d{2}, \d{4}$/,
      `Details of ${name}`,
      'Beth Moran',
      '$12.50',
    ]);

    const disclosure = opener(row, name);
    await expect(disclosure).toHaveAttribute('aria-expanded', 'false');
    await disclosure.press('Enter');
    await expect(disclosure).toHaveAttribute('aria-expanded', 'true');
    const details = page.getByRole('region', { name: `Details of ${name}` });
    await expect(details).toBeVisible();
    expect(await disclosure.getAttribute('aria-controls')).toBe(await details.locator('xpath=ancestor::tr').getAttribute('id'));

    // Every field but ID and Status, each under its label, the reference and the time sent first (docs/decisions/055;
    // the workflow's own terms follow them, docs/decisions/036).
    const labels = submissionColumns('reimbursement_request')
      .filter((column) => !['_id', 'status', 'reference', 'submission_date'].includes(column.key))
      .map((column) => column.label);
    await expect(details.locator('[data-field] > dt')).toHaveText(['Reference', 'Submitted', ...labels]);
    const field = (label: string) =>
      details
        .locator('div')
        .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
        .locator('dd');
    // The reference its sender was given and quotes, not the row's id.
    expect(stored.reference).toMatch(REFERENCE_PATTERN);
    await expect(field('Reference')).toHaveText(stored.reference!);
    await expect(field('Pay To Address')).toHaveText('12 Elm Street');
    await expect(field('Associated Committees/Activities')).toHaveText('Book Fair');
    await expect(field('Reimbursement Total')).toHaveText('$12.50');
    await expect(field('Submitted')).toHaveText(/^\w{3} \d{2}, \d{4} \d{1,2}:\d{2} [ap]\.m\.$/);

    const invoice = details.getByRole('table', { name: 'Invoice lines' });
    await expect(invoice.getByRole('columnheader')).toHaveText(['Qty', 'Item', 'Price', 'Line Total']);
    await expect(invoice.getByRole('row').nth(1).getByRole('cell')).toHaveText(['2', 'Coffee', '$6.25', '$12.50']);

    // The image is shown in place, the very picture that was sent.
    const image = details.getByRole('img', { name: 'Receipt tiny.jpg' });
    await expect(image).toBeVisible(LOAD);
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth), LOAD)
      .toBeGreaterThan(0);
    const size = await image.evaluate((element: HTMLImageElement) => [element.naturalWidth, element.naturalHeight]);
    const original = await page.evaluate(async (bytes) => {
      const picture = new Image();
      picture.src = `data:image/jpeg;base64,${bytes}`;
      await picture.decode();
      return [picture.naturalWidth, picture.naturalHeight];
    }, readFileSync('tests/support/tiny.jpg').toString('base64'));
    expect(size).toEqual(original);

    // The PDF cannot be shown in place (the page's CSP blocks the viewer): it is saved under its name.
    await expect(details.getByRole('img')).toHaveCount(1);
    const downloading = page.waitForEvent('download');
    await details.getByRole('button', { name: 'Download receipt.pdf' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('receipt.pdf');
    expect(
      readFileSync((await download.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect(stored.form_data.receipts).toEqual(['tiny.jpg', 'receipt.pdf']);
    await expectNoAxeViolations(page, 'forms dashboard, a reimbursement open');

    await disclosure.click();
    await expect(disclosure).toHaveAttribute('aria-expanded', 'false');
    await expect(details).toBeHidden();
    // The session is still open: the receipt calls carried the token.
    await expect(page.getByRole('button', { name: 'Admin Menu' })).toBeVisible();
  });

  test("a feedback row shows its event's title as the event has it now, and the date in the spec's format", async ({ page, request }) => {
    const month = new Date().toISOString().slice(0, 7);
    const listed = await request.get(`/v2/api/event?per_page=50&start_dt=${month}-01&end_dt=${month}-28`);
    const [event] = ((await listed.json()) as { results: Array<{ name: string; title: string; startDt: string }> }).results;
    expect(event, 'a demo event this month').toBeDefined();
    // Sent when the event had another title: the dashboard shows the one it has now, not the slug.
    const feedback = unique('Feedback on a renamed event');
    const sent = await request.post(SUBMIT, {
      data: {
        form_type: 'event_feedback',
        form_data: { rating: 6, feedback, event_name: event!.name, event_title: 'Its Old Title', event_date: event!.startDt },
      },
    });
    expect(sent.status()).toBe(200);
    await openSignedInAs(page, 'treasurer', '/access/forms');
    const { rows } = await openTab(page, request, 'event_feedback');
    const id = rows.find((row) => row.form_data.feedback === feedback)!._id;
    const row = section(page, 'Unread', 'event_feedback')
      .getByRole('row')
      .filter({ has: page.locator(`[data-row-id="${id}"]`) });
    const date = new Date(`${event!.startDt}:00Z`).toLocaleDateString('en-US', {
      month: 'short',
      day: '2-digit',
      year: 'numeric',
      timeZone: 'UTC',
    });
    await expect(cells(row)).toHaveText(['Mark as read', `Details of ${event!.title}`, date, '6'], LOAD);
    await expect(row).not.toContainText(event!.name);
    await expect(row).not.toContainText('Its Old Title');

    // An event that is gone: the title stored with the feedback.
    const gone = rowOf(page, 'Unread', 'event_feedback', marker.event_feedback.unread);
    await expect(cells(gone)).toHaveText(['Mark as read', `Details of ${marker.event_feedback.unread}`, 'Nov 22, 2026', '8']);
    await opener(gone, marker.event_feedback.unread).click();
    const details = page.getByRole('region', { name: `Details of ${marker.event_feedback.unread}` });
    await expect(details.locator('dt')).toHaveText(['Reference', 'Submitted', 'Event', 'Event Date', 'Rating (1-10)', 'Feedback']);
    await expect(details.locator('dd').nth(3)).toHaveText('Nov 22, 2026 7:00 p.m.');
    await expectNoAxeViolations(page, 'forms dashboard, a feedback open');
  });

  for (const width of [1280, 390]) {
    test(`at ${width} px every tab's table fits its box, shows the columns that tell rows apart, and Unread and Read line up`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await openSignedInAs(page, 'treasurer', '/access/forms');
      const headers: Record<FormType, string[]> = {
        volunteer_request: ['Status', 'Date', 'Name', 'Volunteer Activity'],
        // A phone leaves Pay To to the details, for the stage's room (docs/decisions/036).
        reimbursement_request:
          width > 770 ? ['Status', 'Stage', 'Date', 'Name', 'Pay To', 'Total'] : ['Status', 'Stage', 'Date', 'Name', 'Total'],
        volunteer_hours_request: ['Status', 'Date', 'Name', 'Volunteer Activity', 'Hours'],
        event_feedback: ['Status', 'Event', 'Date', 'Rating (1-10)'],
      };
      for (const { key } of DASHBOARD_TABS) {
        await openTab(page, request, key);
        for (const title of ['Unread', 'Read'] as const) {
          const table = section(page, title, key);
          await expect(table.getByRole('columnheader')).toHaveText(headers[key]);
          const [scroll, client] = await table.evaluate((element) => [
            element.parentElement!.scrollWidth,
            element.parentElement!.clientWidth,
          ]);
          expect(scroll, `${key} ${title} at ${width} px`).toBeLessThanOrEqual(client);
        }
        // The read/unread control says what it does in visible words at every width, not as a bare circle.
        const label = page.getByRole('tabpanel').locator('.status-marker__label').first();
        await expect(label).toHaveText(/^Mark as (un)?read$/);
        const shown = await label.evaluate((element) => {
          const { width: wide, height: high } = element.getBoundingClientRect();
          return { wide, high, clip: getComputedStyle(element).clipPath };
        });
        expect(shown.clip, `${key}: the marker's words are not clipped away`).toBe('none');
        expect(shown.wide, `${key}: the marker's words take room`).toBeGreaterThan(20);
        expect(shown.high).toBeGreaterThan(8);
        const columnsOf = (title: 'Unread' | 'Read') =>
          section(page, title, key)
            .getByRole('columnheader')
            .evaluateAll((cells) =>
              cells.map((cell) => [Math.round(cell.getBoundingClientRect().x), Math.round(cell.getBoundingClientRect().width)]),
            );
        expect(await columnsOf('Unread'), `${key}: Unread and Read columns`).toEqual(await columnsOf('Read'));
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      }
      // The widest row opened: still nothing scrolls sideways.
      await page.getByRole('tab', { name: labelOf('reimbursement_request') }).click();
      const row = rowOf(page, 'Unread', 'reimbursement_request', marker.reimbursement_request.unread);
      await opener(row, marker.reimbursement_request.unread).click();
      await expect(page.getByRole('img', { name: 'Receipt tiny.jpg' })).toBeVisible(LOAD);
      const box = section(page, 'Unread', 'reimbursement_request').locator('xpath=..');
      expect(await box.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectNoAxeViolations(page, `forms dashboard at ${width} px, a row open`);
    });
  }

  test('while the first page loads, the tab shows a labelled placeholder, not a blank area', async ({ page }) => {
    await openSignedInAs(page, 'treasurer', '/access');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/v1\/user_auth\/form-data\/volunteer_request\?/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/access/forms');
    const placeholder = page
      .getByRole('tabpanel', { name: 'Volunteer Requests' })
      .getByRole('status')
      .filter({ hasText: 'Loading Volunteer Requests' });
    await expect(placeholder).toBeVisible(LOAD);
    release();
    await expect(pagerCount(page, 'volunteer_request')).toBeVisible(LOAD);
    await expect(placeholder).toBeHidden();
  });

  test("collapsing a section hides its rows; the pager shows 'n of total'", async ({ page, request }) => {
    await openSignedInAs(page, 'treasurer', '/access/forms');
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
    await openSignedInAs(page, 'treasurer', '/access/forms');
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

  test('marking a row read moves it to Read with a toast, and marking it unread moves it back', async ({ page, request }) => {
    const key = 'volunteer_hours_request';
    await openSignedInAs(page, 'treasurer', '/access/forms');
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
    await openSignedInAs(page, 'treasurer', '/access/forms');
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
    await openSignedInAs(page, 'treasurer', '/access/forms');
    const { totalCount } = await openTab(page, request, 'volunteer_request');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^hsa_volunteer_request_\d{8}-\d{6}\.csv$/);
    const csv = readFileSync((await download.path())!, 'utf8');
    const lines = csvRecords(csv);
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
    await openSignedInAs(page, 'treasurer', '/access/forms');
    const row = page.getByRole('tabpanel').locator('tr, li').filter({ hasText: name }).first();
    await expect(row).toBeVisible(LOAD);
    await expect(row).toContainText('Book Fair');
    await expect(row).not.toContainText('book-fair');
  });
});
