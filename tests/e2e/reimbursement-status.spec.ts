/**
 * The payee's status page (docs/decisions/037): /volunteers/reimbursement-status/{token} shows
 * where a reimbursement request is from the private link of its confirmation mail, follows it through
 * approved and paid, says kindly when the link is unknown, and never passes the token on (no Referer, not
 * indexed, never kept). It is drawn on request with the status in its HTML, so it reads whole without scripts
 * (docs/decisions/088).
 */
import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { expectNoAxeViolations } from '../support/a11y';
import { newClient } from '../support/clients';
import { formData, senderEmail, SUBMIT, treasurerToken, unique, validFormData } from '../support/forms';
import { waitForIslands } from '../support/hydration';
import { Mailbox } from '../support/mailbox';
import { auth, tokenFor } from '../support/sign-in';

const PAGE = '/volunteers/reimbursement-status/';
const API = '/v1/api/reimbursement-status/';
const NOT_FOUND = 'We could not find this reimbursement request. Please check the link in your confirmation e-mail, or contact the HSA.';
const LOAD = { timeout: 30_000 };

/** A token of the right shape that no request has: 32 random bytes in base64url, as the server makes them. */
const unknownToken = () => randomBytes(32).toString('base64url');

/** 'November 24, 2026': a time as its day in New York, as the page writes it. */
const nyDay = (value: string | Date) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', month: 'long', day: 'numeric', year: 'numeric' }).format(
    new Date(value),
  );

/** The officers' address as the site content has it now (another test may have changed it). */
async function currentHsaEmail(page: Page): Promise<string> {
  return ((await (await page.request.get('/v1/api/page/site')).json()) as { results: { hsaEmail: string } }).results.hsaEmail;
}

async function openStatus(page: Page, path: string) {
  await page.goto(path);
  await waitForIslands(page);
}

/** Each step of the list as the page reads it: name and date (or 'Still ahead'), and which one is current. */
async function steps(page: Page) {
  const list = page.getByRole('region', { name: 'Progress' }).getByRole('listitem');
  return list.evaluateAll((items) =>
    items.map((item) => ({
      text: [...item.children]
        .map((part) => part.textContent ?? '')
        .filter(Boolean)
        .join(' '),
      current: item.getAttribute('aria-current') === 'step',
    })),
  );
}

test.describe('an unknown or malformed link', () => {
  for (const width of [390, 1280]) {
    test(`an unknown token: the page answers 404 and says so kindly, with the HSA's address (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const response = await page.goto(`${PAGE}${unknownToken()}`);
      expect(response!.status()).toBe(404);

      await expect(page).toHaveTitle('Reimbursement Status');
      await expect(page.getByRole('heading', { level: 1, name: 'Reimbursement Status' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Request not found' })).toBeVisible(LOAD);
      await expect(page.getByText(NOT_FOUND)).toBeVisible();
      const hsaEmail = await currentHsaEmail(page);
      const contact = page.getByRole('main').getByRole('link', { name: hsaEmail });
      await expect(contact).toHaveAttribute('href', `mailto:${hsaEmail}`);
      // Not an error dump: no stage, no amounts, no status code.
      await expect(page.getByRole('main')).not.toContainText(/404|NOT_FOUND|\$\d/);
      await expect(page.locator('.island-loading')).toHaveCount(0);
      const box = await page.getByRole('heading', { level: 2, name: 'Request not found' }).boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      await expectNoAxeViolations(page, `unknown token at ${width} px`);
    });
  }

  test('a malformed token is unknown without asking the server', async ({ page }) => {
    let asked = 0;
    page.on('request', (request) => {
      if (request.url().includes(API)) asked += 1;
    });
    for (const token of ['not-a-token', `${unknownToken()}x`, `${unknownToken().slice(1)}=`]) {
      await openStatus(page, `${PAGE}${token}`);
      await expect(page.getByText(NOT_FOUND)).toBeVisible(LOAD);
    }
    expect(asked).toBe(0);
  });

  test('the page sends no Referer, is kept out of search results and is never kept, in both languages', async ({ page, request }) => {
    const token = unknownToken();
    for (const prefix of ['', '/es']) {
      const served = await request.get(`${prefix}${PAGE}${token}`);
      expect(served.status()).toBe(404);
      expect(served.headers()['referrer-policy']).toBe('no-referrer');
      expect(served.headers()['x-robots-tag']).toBe('noindex');
      expect(served.headers()['cache-control']).toBe('private, no-store');
      const html = await served.text();
      expect(html).toContain('<meta name="referrer" content="no-referrer">');
      expect(html).toContain('<meta name="robots" content="noindex">');
    }

    // The page asks the API nothing (its status is in the HTML), and its links carry no Referer (the token would
    // be in it).
    let asked = 0;
    page.on('request', (candidate) => {
      if (candidate.url().includes(API)) asked += 1;
    });
    await openStatus(page, `${PAGE}${token}`);
    await expect(page.getByText(NOT_FOUND)).toBeVisible();
    expect(asked).toBe(0);
    const next = page.waitForRequest((candidate) => candidate.isNavigationRequest() && candidate.url().endsWith('/contactus'));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
    expect((await (await next).allHeaders()).referer).toBeUndefined();
    await expect(page).toHaveTitle('Contact Us');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('an unknown link says so kindly and still gives the HSA address, in both languages', async ({ page }) => {
    await page.goto(`${PAGE}${unknownToken()}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Reimbursement Status' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Request not found' })).toBeVisible();
    await expect(page.getByText(NOT_FOUND)).toBeVisible();
    await expect(page.getByText('The status of your request needs JavaScript.')).toHaveCount(0);
    await expect(page.locator('.spinner, .skeleton, .island-loading__busy').filter({ visible: true })).toHaveCount(0);
    // The officers' address as they saved it, drawn in the HTML.
    const hsaEmail = await currentHsaEmail(page);
    await expect(page.getByRole('main').getByRole('link', { name: hsaEmail })).toHaveAttribute('href', `mailto:${hsaEmail}`);
    await page.goto(`/es${PAGE}${unknownToken()}`);
    await expect(page.getByRole('heading', { level: 2, name: 'No encontramos la solicitud' })).toBeVisible();
  });
});

test.describe('a real request, followed by its payee', () => {
  test.describe.configure({ timeout: 180_000 });

  let mailbox: Mailbox | null = null;
  test.afterEach(async () => {
    await mailbox?.close();
    mailbox = null;
  });

  async function rowId(request: APIRequestContext, name: string): Promise<string> {
    const token = await treasurerToken(request);
    const response = await request.get(`${formData('reimbursement_request')}?page=1&page_size=20`, { headers: auth(token) });
    const rows = ((await response.json()) as { results: Array<{ _id: string; form_data: { name?: string } }> }).results;
    const row = rows.find((candidate) => candidate.form_data.name === name);
    expect(row, `the stored request of ${name}`).toBeDefined();
    return row!._id;
  }

  /** A move made on the version the row had before it (the first move on 1, the next on 2). */
  async function move(request: APIRequestContext, token: string, row_id: string, update_fields: Record<string, unknown>, version: number) {
    const response = await request.post(formData('reimbursement_request'), {
      headers: auth(token),
      data: { row_id, version, update_fields },
    });
    expect(response.status(), await response.text()).toBe(200);
  }

  test('the link of the confirmation mail shows the request, and the page follows it through approved and paid (390 px)', async ({
    browser,
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    mailbox = await Mailbox.open();
    const name = unique('Payee');
    const email = senderEmail('payee');
    const data = { ...validFormData('reimbursement_request', name), email, reimbursement_total: '312.40' };
    const sent = await newClient().post(SUBMIT, { data: { form_type: 'reimbursement_request', form_data: data } });
    expect(sent.status(), await sent.text()).toBe(200);

    // The payee's way in: the private link in the confirmation mail.
    const [confirmation] = await mailbox.expectTo(email);
    const link = /https?:\/\/[^\s"<>]+\/volunteers\/reimbursement-status\/([A-Za-z0-9_-]{43})/.exec(confirmation!.parsed.text ?? '');
    expect(link, 'the status link in the confirmation mail').not.toBeNull();
    const [url, token] = link as unknown as [string, string];

    const status = await request.get(`${API}${token}`);
    expect(status.status()).toBe(200);
    const { submitted_at, reference } = ((await status.json()) as { results: { submitted_at: string; reference: string } }).results;
    expect(reference).toMatch(/^HSA-\d{4}-\d{4}$/);
    const submittedDay = nyDay(submitted_at);

    await openStatus(page, url);
    const summary = page.getByRole('region', { name: 'Submitted' });
    await expect(summary).toBeVisible(LOAD);
    await expect(summary).toContainText('We received your request. It is waiting for the HSA’s approval.');
    await expect(summary.getByRole('definition')).toHaveText([reference, '$312.40', submittedDay]);
    expect(await steps(page)).toEqual([
      { text: `Submitted ${submittedDay}`, current: true },
      { text: 'Approved Still ahead', current: false },
      { text: 'Paid Still ahead', current: false },
    ]);
    // Nothing about who asked: no name, phone, address or e-mail of the request.
    for (const privateText of [name, 'Beth Moran', '12 Elm Street', '410-555-0134', email]) {
      await expect(page.getByRole('main')).not.toContainText(privateText);
    }
    await expectNoAxeViolations(page, 'a submitted request at 390 px');

    // Two officers: the admin approves, the treasurer records the checks.
    const id = await rowId(request, name);
    await move(request, await tokenFor(request, 'admin'), id, { stage: 'approved' }, 1);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Approved' })).toBeVisible(LOAD);
    const today = nyDay(new Date());
    expect(await steps(page)).toEqual([
      { text: `Submitted ${submittedDay}`, current: false },
      { text: `Approved ${today}`, current: true },
      { text: 'Paid Still ahead', current: false },
    ]);

    const checkDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
    await move(
      request,
      await treasurerToken(request),
      id,
      {
        stage: 'paid',
        checks: [
          { number: '1041', amount: 250, date: checkDate },
          { number: '1042', amount: 62.4, date: checkDate },
        ],
      },
      2,
    );
    await page.reload();
    await expect(page.getByRole('region', { name: 'Paid' })).toBeVisible(LOAD);
    expect(await steps(page)).toEqual([
      { text: `Submitted ${submittedDay}`, current: false },
      { text: `Approved ${today}`, current: false },
      { text: `Paid ${today}`, current: true },
    ]);
    const checks = page.getByRole('region', { name: 'Your checks' });
    await expect(checks.getByRole('listitem')).toHaveText([`$250.00 Written ${today}`, `$62.40 Written ${today}`]);
    await expect(checks).toContainText('Paid in all: $312.40');
    // The check numbers are the payee's mail's business, not the page's.
    await expect(page.getByRole('main')).not.toContainText('1041');
    await expectNoAxeViolations(page, 'a paid request at 390 px');

    await page.setViewportSize({ width: 1280, height: 900 });
    const [headline, progress] = [
      await page.getByRole('region', { name: 'Paid' }).boundingBox(),
      await page.getByRole('region', { name: 'Progress' }).boundingBox(),
    ];
    // Side by side on a desktop.
    expect(progress!.x).toBeGreaterThan(headline!.x + headline!.width - 1);
    await expectNoAxeViolations(page, 'a paid request at 1280 px');

    // Without JavaScript the page reads the same, from its HTML: a phone shows it before any script.
    const noScripts = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const plain = await noScripts.newPage();
    const served = await plain.goto(url);
    expect(served!.status()).toBe(200);
    expect(served!.headers()['cache-control']).toBe('private, no-store');
    await expect(plain.getByRole('region', { name: 'Paid' }).getByRole('definition')).toHaveText([reference, '$312.40', submittedDay]);
    expect(await steps(plain)).toEqual([
      { text: `Submitted ${submittedDay}`, current: false },
      { text: `Approved ${today}`, current: false },
      { text: `Paid ${today}`, current: true },
    ]);
    await expect(plain.getByRole('region', { name: 'Your checks' })).toContainText('Paid in all: $312.40');
    await noScripts.close();
  });
});
