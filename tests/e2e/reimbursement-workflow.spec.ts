/**
 * The reimbursement workflow, the officers' part (docs/decisions/036): one officer approves a reimbursement on
 * the Reimbursements tab, a second one records its checks; the stage, the history, the checks, the two-officer
 * rule, the $250.00 limit per check, a refusal by the server, the stage filter in the address and the school
 * year's totals, at 1280 and 390 px.
 */
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { formatDollars } from '../../src/features/forms/money';
import { schoolYearLabel, type SchoolYearTotals } from '../../src/features/reimbursements/school-year-totals';
import { expectNoAxeViolations } from '../support/a11y';
import { formData, SUBMIT, treasurerToken, unique, validFormData } from '../support/forms';
import { auth, demoUser, openSignedInAs, tokenFor } from '../support/sign-in';

const LOAD = { timeout: 30_000 };
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const KEY = 'reimbursement_request';
const TAB = `/access/forms?tab=${KEY}`;
const ALEX = demoUser('admin').name;
const TERRY = demoUser('treasurer').name;

/** Requests of this file's own, the newest of all, so they are on page 1 of the Unread list. */
const paidName = unique('Workflow Paid');
const raceName = unique('Workflow Race');
let before: SchoolYearTotals;

async function totals(request: APIRequestContext): Promise<SchoolYearTotals> {
  const response = await request.get(`${formData(KEY)}/totals`, { headers: auth(await treasurerToken(request)) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { results: SchoolYearTotals }).results;
}

async function rowId(request: APIRequestContext, name: string): Promise<string> {
  const response = await request.get(`${formData(KEY)}?page=1&page_size=10`, { headers: auth(await treasurerToken(request)) });
  const rows = ((await response.json()) as { results: Array<{ _id: string; form_data: { name: string } }> }).results;
  const row = rows.find((candidate) => candidate.form_data.name === name);
  expect(row, `${name} on page 1`).toBeDefined();
  return row!._id;
}

test.beforeAll(async ({ playwright }, testInfo) => {
  testInfo.setTimeout(120_000);
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  before = await totals(request);
  for (const name of [raceName, paidName]) {
    const form_data = { ...validFormData(KEY, name), reimbursement_total: '370.50' };
    const sent = await request.post(SUBMIT, { data: { form_type: KEY, form_data } });
    expect(sent.status(), name).toBe(200);
  }
  await request.dispose();
});

const row = (page: Page, name: string) => page.getByRole('tabpanel').getByRole('row', { name: new RegExp(name) });
const details = (page: Page, name: string) => page.getByRole('region', { name: `Details of ${name}` });
const stageHeading = (page: Page, name: string) => details(page, name).getByRole('heading', { level: 4, name: /^Stage/ });

async function openRow(page: Page, name: string) {
  await expect(row(page, name)).toBeVisible(LOAD);
  await row(page, name)
    .getByRole('button', { name: `Details of ${name}` })
    .click();
  await expect(details(page, name)).toBeVisible();
}

/** Nothing on the page scrolls sideways: the screen fits the phone. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

test('an officer approves a request with a note, and then cannot record its payment: two officers sign off', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openSignedInAs(page, 'admin', TAB);
  await expect(row(page, paidName).getByRole('cell', { name: 'Submitted', exact: true })).toBeVisible(LOAD);
  await openRow(page, paidName);
  const region = details(page, paidName);
  await expect(stageHeading(page, paidName)).toHaveText('Stage Submitted');
  await expect(region.getByRole('button', { name: 'Record payment' })).toHaveCount(0);
  // The two-officer rule is said before the first approval, not only once it bites.
  const rule =
    'Two different officers must sign off: the officer who approves this request cannot also record its payment; another officer does that.';
  await expect(region.getByText(rule)).toBeVisible();
  await expect(region.getByRole('button', { name: 'Approve' })).toHaveAccessibleDescription(rule);

  await region.getByRole('button', { name: 'Approve' }).click();
  await expect(region.getByRole('button', { name: 'Approve' })).toHaveAttribute('aria-expanded', 'true');
  await region.getByLabel('Note (optional)').fill('Receipts checked against the book fair budget.');
  await expectNoAxeViolations(page, 'a reimbursement with the Approve form open');
  await region.getByRole('button', { name: 'Review approval' }).click();
  const question = region.getByText('Approve this request for $370.50?');
  await expect(question).toBeFocused();
  await region.getByRole('button', { name: 'Yes, approve' }).click();

  await expect(page.getByRole('alert').filter({ hasText: 'Request approved' })).toBeVisible(LOAD);
  await expect(stageHeading(page, paidName)).toHaveText('Stage Approved');
  await expect(stageHeading(page, paidName)).toBeFocused();
  await expect(row(page, paidName).getByRole('cell', { name: 'Approved', exact: true })).toBeVisible();
  const history = region.getByRole('listitem');
  await expect(history).toHaveText([
    new RegExp(`^Submitted by ${paidName}\\s*\\w{3} \\d{2}, \\d{4} \\d{1,2}:\\d{2} [ap]\\.m\\.$`),
    new RegExp(
      `^Approved by ${ALEX}\\s*\\w{3} \\d{2}, \\d{4} \\d{1,2}:\\d{2} [ap]\\.m\\.\\s*Receipts checked against the book fair budget\\.$`,
    ),
  ]);

  // The officer who approved reads why the payment is another officer's to record.
  const pay = region.getByRole('button', { name: 'Record payment' });
  await expect(pay).toBeDisabled();
  await expect(pay).toHaveAccessibleDescription(
    'Two officers sign off: you approved this request, so another officer records its payment.',
  );
  await expect(region.getByRole('button', { name: 'Decline' })).toBeEnabled();
  await expectNoAxeViolations(page, 'an approved reimbursement seen by the officer who approved it');
});

test('a second officer on a phone records two checks: over $250.00 is refused, then the row is Paid with its history and checks', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedInAs(page, 'treasurer', TAB);
  await openRow(page, paidName);
  const region = details(page, paidName);
  await region.getByRole('button', { name: 'Record payment' }).click();
  const first = region.getByRole('group', { name: 'Check 1' });
  await first.getByLabel('Number').fill('1001');
  await first.getByLabel('Amount ($)').fill('250.01');
  await region.getByRole('button', { name: 'Review payment' }).click();
  await expect(first.getByLabel('Amount ($)')).toHaveAccessibleDescription('The HSA cannot reimburse more than $250.00 per check.');
  await expect(first.getByLabel('Amount ($)')).toBeFocused();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page, 'the payment form with a check over the limit, at 390 px');

  await first.getByLabel('Amount ($)').fill('250.00');
  await region.getByRole('button', { name: 'Add check' }).click();
  const second = region.getByRole('group', { name: 'Check 2' });
  await expect(second.getByLabel('Number')).toBeFocused();
  await second.getByLabel('Number').fill('1002');
  // Over the request's total ($370.50), the form says by how much while it is typed.
  const sums = region.locator('.check-lines__sums');
  await second.getByLabel('Amount ($)').fill('130.00');
  await expect(sums.getByRole('term')).toHaveText(['Request total', 'Checks add up to', 'Over the total by']);
  await expect(sums.getByRole('definition')).toHaveText(['$370.50', '$380.00', '$9.50']);
  await second.getByLabel('Amount ($)').fill('120.50');
  await expect(region.locator('output')).toHaveText('$370.50');
  await expect(sums.getByRole('term')).toHaveText(['Request total', 'Checks add up to', 'Left to pay']);
  await expect(sums.getByRole('definition')).toHaveText(['$370.50', '$370.50', '$0.00']);
  await region.getByRole('button', { name: 'Review payment' }).click();
  await expect(region.getByText(/^Record 2 checks for \$370\.50\?/)).toBeFocused();
  await region.getByRole('button', { name: 'Yes, record payment' }).click();

  await expect(page.getByRole('alert').filter({ hasText: 'Payment recorded' })).toBeVisible(LOAD);
  await expect(stageHeading(page, paidName)).toHaveText('Stage Paid');
  await expect(stageHeading(page, paidName)).toBeFocused();
  await expect(row(page, paidName).getByRole('cell', { name: 'Paid', exact: true })).toBeVisible();
  await expect(region.getByRole('listitem')).toHaveText([
    new RegExp(`^Submitted by ${paidName}`),
    new RegExp(`^Approved by ${ALEX}.*Receipts checked`),
    new RegExp(`^Paid by ${TERRY}`),
  ]);
  const checks = region.getByRole('table', { name: 'Checks' });
  await expect(checks.getByRole('row')).toHaveText([
    /^Check number\s*Amount\s*Date$/,
    /^1001\s*\$250\.00\s*\w{3} \d{2}, \d{4}$/,
    /^1002\s*\$120\.50\s*\w{3} \d{2}, \d{4}$/,
    /^Total paid\s*\$370\.50/,
  ]);
  await expect(region.getByText('This request is paid; it cannot be moved again.')).toBeVisible();
  await expect(region.getByRole('button', { name: /Approve|Decline|Record payment/ })).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page, 'a paid reimbursement at 390 px');
});

test("a move another officer made first is refused with the server's words, and the row shows what it became", async ({
  page,
  request,
}) => {
  const id = await rowId(request, raceName);
  const admin = auth(await tokenFor(request, 'admin'));
  expect(
    (
      await request.post(formData(KEY), { headers: admin, data: { row_id: id, version: 1, update_fields: { stage: 'approved' } } })
    ).status(),
  ).toBe(200);

  await openSignedInAs(page, 'treasurer', TAB);
  await openRow(page, raceName);
  const region = details(page, raceName);
  await region.getByRole('button', { name: 'Record payment' }).click();
  await region.getByLabel('Number').fill('2001');
  await region.getByLabel('Amount ($)').fill('100');
  await region.getByRole('button', { name: 'Review payment' }).click();
  // Meanwhile the other officer declines it.
  const declined = await request.post(formData(KEY), {
    headers: admin,
    data: { row_id: id, version: 2, update_fields: { stage: 'declined', note: 'Paid from the school budget instead.' } },
  });
  expect(declined.status()).toBe(200);
  await region.getByRole('button', { name: 'Yes, record payment' }).click();

  const refusal = region.getByRole('alert');
  await expect(refusal).toContainText(/declined/i, LOAD);
  await expect(refusal).toBeFocused();
  await expect(stageHeading(page, raceName)).toHaveText('Stage Declined', LOAD);
  await expect(region.getByRole('listitem').last()).toContainText('Paid from the school budget instead.');
  await expect(region.getByRole('button', { name: 'Record payment' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'a refused move');
});

test('the stage filter is kept in the address, Back returns to the last one, and the totals show the paid request', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openSignedInAs(page, 'treasurer', TAB);
  await expect(row(page, paidName)).toBeVisible(LOAD);
  const year = before.school_year;

  const listed = page.waitForRequest((sent) => sent.url().includes(`stage=paid&school_year=${year}`));
  await page.getByLabel('Stage', { exact: true }).selectOption({ label: 'Paid' });
  await listed;
  await expect(page).toHaveURL(new RegExp(`\\?tab=${KEY}&stage=paid&year=${year}$`));
  await expect(page.getByLabel('School year', { exact: true })).toHaveValue(String(year));
  await expect(row(page, paidName).getByRole('cell', { name: 'Paid', exact: true })).toBeVisible(LOAD);
  await expect(row(page, raceName)).toHaveCount(0);

  await page.getByLabel('Stage', { exact: true }).selectOption({ label: 'Approved' });
  await expect(page).toHaveURL(/stage=approved/);
  await expect(page.getByRole('navigation', { name: 'Reimbursements pages' })).toBeVisible(LOAD);
  await expect(row(page, paidName)).toHaveCount(0, LOAD);

  await page.goBack();
  await expect(page).toHaveURL(/stage=paid/);
  await expect(page.getByLabel('Stage', { exact: true })).toHaveValue('paid');
  await expect(row(page, paidName)).toBeVisible(LOAD);

  // The totals of the school year: what the server sums, with this file's paid request in them.
  const now = await totals(request);
  expect(now.overall.paid - before.overall.paid).toBeGreaterThanOrEqual(370.5);
  expect(now.overall.requested - before.overall.requested).toBeGreaterThanOrEqual(741);
  const panel = page.getByRole('region', { name: `Totals for ${schoolYearLabel(year)}` });
  const overall = (term: string) =>
    panel
      .locator('dl > div')
      .filter({ has: page.locator('dt', { hasText: new RegExp(`^${term}$`) }) })
      .locator('dd');
  await expect(overall('Requested')).toContainText(formatDollars(now.overall.requested));
  await expect(overall('Approved')).toHaveText(formatDollars(now.overall.approved));
  await expect(overall('Paid')).toHaveText(formatDollars(now.overall.paid));
  // The request names Book Fair (tests/support/forms.ts), by its name or its value.
  const bookFair = now.by_activity.find((line) => line.activity === 'Book Fair' || line.activity === 'book-fair')!;
  await expect(panel.getByRole('row', { name: /^Book Fair/ }).getByRole('cell')).toHaveText([
    String(bookFair.count),
    formatDollars(bookFair.requested),
    formatDollars(bookFair.approved),
    formatDollars(bookFair.paid),
  ]);
  await expectNoAxeViolations(page, 'the totals panel');
});

test('on a phone the filter and the totals fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedInAs(page, 'treasurer', `${TAB}&stage=paid`);
  await expect(page.getByLabel('Stage', { exact: true })).toHaveValue('paid');
  await expect(row(page, paidName)).toBeVisible(LOAD);
  await expect(page.getByRole('region', { name: /^Totals for / }).getByRole('row', { name: /^Book Fair/ })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page, 'the filter and totals at 390 px');
});

test('on a phone an opened row keeps the room of its name, and the checks read whole', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedInAs(page, 'treasurer', `${TAB}&stage=paid`);
  const name = row(page, paidName).getByRole('button', { name: `Details of ${paidName}` });
  await expect(name).toBeVisible(LOAD);
  const closedWidth = (await name.boundingBox())!.width;
  await openRow(page, paidName);
  // The details span every column, the Pay To column hidden on phones included: the name keeps its width.
  expect((await name.boundingBox())!.width).toBeCloseTo(closedWidth, 0);
  const checks = details(page, paidName).getByRole('table', { name: 'Checks' });
  for (const amount of await checks.getByRole('cell', { name: /^\$/ }).all()) {
    // One line: an amount never breaks inside.
    const lines = await amount.evaluate((cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(lines, await amount.innerText()).toBe(1);
  }
  await expect(checks.getByRole('cell', { name: '$250.00' })).toBeVisible();
});
