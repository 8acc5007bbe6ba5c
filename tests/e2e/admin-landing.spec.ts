import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { monthOf, monthRange } from '../../src/features/events/core/event';
import { schoolToday } from '../../src/features/events/core/event-time';
import { expectNoAxeViolations } from '../support/a11y';
import { auth, demoUser, openSignedInAs, tokenFor } from '../support/sign-in';
import { futureEvent, putSheet } from '../support/signups';

/**
 * The admin landing (SPEC section 2 and docs/decisions/030): the spec's welcome, then a card for each tool the user
 * can open, with counts; a user sent away from a tool reads why; toasts never cover the Admin Menu button.
 */
const FORM_KEYS = ['volunteer_request', 'volunteer_hours_request', 'reimbursement_request', 'event_feedback'];

/**
 * Unread submissions among each form's newest 50 rows, as the landing counts them: '50+' style when a form's
 * newest 50 are all unread and it holds more.
 */
async function unreadText(request: APIRequestContext): Promise<string> {
  const token = await tokenFor(request, 'treasurer');
  let unread = 0;
  let more = false;
  for (const key of FORM_KEYS) {
    const response = await request.get(`/v1/user_auth/form-data/${key}?page=1&page_size=50`, { headers: auth(token) });
    const page = (await response.json()) as { results: Array<{ status: string }>; totalCount: number };
    const count = page.results.filter((row) => row.status === 'INCOMPLETE').length;
    unread += count;
    more ||= count === 50 && page.totalCount > 50;
  }
  return more ? `${unread}+ unread submissions` : `${unread} unread submission${unread === 1 ? '' : 's'}`;
}

async function eventsThisMonth(request: APIRequestContext): Promise<number> {
  const { start, end } = monthRange(monthOf(schoolToday()));
  const token = await tokenFor(request, 'editor');
  const response = await request.get(`/v2/api/event?per_page=50&start_dt=${start}&end_dt=${end}`, { headers: auth(token) });
  return ((await response.json()).results as unknown[]).length;
}

const cards = (page: Page) =>
  page
    .getByRole('list')
    .filter({ has: page.getByRole('link', { name: /Account/ }) })
    .getByRole('link');

test.describe('the admin landing', () => {
  test('a treasurer sees the welcome and cards for Forms and Account only, with the unread submissions', async ({ page, request }) => {
    const unread = await unreadText(request);
    await openSignedInAs(page, 'treasurer', '/access');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome ${demoUser('treasurer').name}`);
    await expect(page.getByText('Parent Portal')).toBeVisible();
    await expect(page.getByText('Use the admin menu button at the top of the page')).toBeVisible();
    await expect(cards(page)).toHaveCount(2);
    const forms = page.getByRole('link', { name: /^Forms/ });
    await expect(forms).toContainText(unread);
    await expect(page.getByRole('link', { name: /^Account/ })).toContainText('Change your own password.');
    await forms.click();
    await expect(page).toHaveURL(/\/access\/forms$/);
    await expect(page).toHaveTitle('Admin Page');
  });

  test("the Events Tool's card counts the volunteer slots still open in events to come", async ({ page, request }) => {
    const token = await tokenFor(request, 'editor');
    const event = await futureEvent(request, token);
    await putSheet(request, token, event.id, {
      slots: [
        { title: 'Set-up', capacity: 2 },
        { title: 'Clean-up', capacity: 1 },
      ],
    });
    const open = ((await (await request.get('/v1/api/signups')).json()).results as Array<{ open_slots: number }>).reduce(
      (sum, sheet) => sum + sheet.open_slots,
      0,
    );
    expect(open).toBeGreaterThanOrEqual(2);
    await openSignedInAs(page, 'editor', '/access');
    await expect(page.getByRole('link', { name: /^Events Tool/ })).toContainText(`this month, ${open} volunteer slots open`);
  });

  test('an administrator sees a card for every tool, with counts of events, committees, grades and users', async ({ page, request }) => {
    const events = await eventsThisMonth(request);
    const committees = ((await (await request.get('/v2/api/formation/committee?include_fields=id')).json()).results as unknown[]).length;
    await openSignedInAs(page, 'admin', '/access');
    await expect(cards(page)).toHaveText([
      /^Events Tool/,
      /^Committee Tool/,
      /^Grade Tool/,
      /^Forms/,
      /^Site Content/,
      /^Users/,
      /^Account/,
    ]);
    await expect(page.getByRole('link', { name: /^Events Tool/ })).toContainText(`${events} event${events === 1 ? '' : 's'} this month`);
    await expect(page.getByRole('link', { name: /^Committee Tool/ })).toContainText(`${committees} committees`);
    await expect(page.getByRole('link', { name: /^Grade Tool/ })).toContainText(/\d+ grades?/);
    await expect(page.getByRole('link', { name: /^Users/ })).toContainText(/\d+ users?/);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      // Nothing sticks out sideways, and the cards stand in one column on a phone, three on a desktop.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const lefts = new Set(await cards(page).evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().left))));
      expect(lefts.size).toBe(width === 390 ? 1 : 3);
      await expectNoAxeViolations(page, `admin landing at ${width}px`);
    }
  });

  test('a treasurer sent from the Events Tool is told why, announced, and the spec’s redirect state is kept', async ({ page }) => {
    await openSignedInAs(page, 'treasurer', '/access/events');
    await expect(page).toHaveURL(/\/access$/);
    const notice = page.getByRole('alert').filter({ hasText: "You don't have access" });
    await expect(notice.getByText(/^You don't/)).toHaveText(
      "You don't have access to the Events Tool. Ask an administrator for the Events permission.",
    );
    expect(await page.evaluate(() => history.state)).toMatchObject({ redirect: '/access/events' });
    await expectNoAxeViolations(page, 'landing with the refusal');
    await notice.getByRole('button', { name: 'Dismiss this message' }).click();
    await expect(notice).toBeHidden();
    // Reached from a link of its own, the landing says nothing of the kind.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText("You don't have access")).toHaveCount(0);
  });

  for (const width of [390, 1280]) {
    test(`toasts never cover the Admin Menu button at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await openSignedInAs(page, 'editor', '/access/committees');
      await page.getByRole('button', { name: 'Add committee' }).click();
      const title = `Toast Check ${width} ${Date.now().toString(36)}`;
      await page.getByLabel('Title').fill(title);
      await page.getByRole('button', { name: 'Submit' }).click();
      const toast = page.locator('.Toastify__toast').filter({ hasText: 'Successfully Created Event' });
      await expect(toast).toBeVisible();
      // The list puts focus on the saved committee, which scrolls it into view smoothly; Chromium may finish
      // that scroll after one to the top, so the test scrolls up until the page stays there.
      await expect(page.getByRole('button', { name: `Edit ${title}` })).toBeFocused();
      const menuButton = page.getByRole('button', { name: 'Admin Menu' });
      await expect(async () => {
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
        await expect(menuButton).toBeInViewport({ timeout: 1000 });
      }).toPass();
      const [toastBox, buttonBox] = [await toast.boundingBox(), await menuButton.boundingBox()];
      expect(toastBox && buttonBox).toBeTruthy();
      const overlaps =
        toastBox!.x < buttonBox!.x + buttonBox!.width &&
        buttonBox!.x < toastBox!.x + toastBox!.width &&
        toastBox!.y < buttonBox!.y + buttonBox!.height &&
        buttonBox!.y < toastBox!.y + toastBox!.height;
      expect(overlaps, `toast ${JSON.stringify(toastBox)} and button ${JSON.stringify(buttonBox)}`).toBe(false);
      // The button is still the one a click reaches.
      await menuButton.click();
      await expect(page.getByRole('dialog', { name: 'Admin Menu' })).toBeVisible();
    });
  }

  test("an unknown admin address says the page does not exist, with the way to the officers' landing", async ({ page }) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await openSignedInAs(page, 'editor', '/access/something-unknown');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page does not exist');
      await expect(page).toHaveTitle('Page not found');
      await expect(page.getByText('There is no admin page at /access/something-unknown.')).toBeVisible();
      await expect(page.getByText(`Welcome ${demoUser('editor').name}`)).toHaveCount(0);
      await expectNoAxeViolations(page, `unknown admin address at ${width}px`);
    }
    await page.getByRole('link', { name: "Go to the officers' home" }).click();
    await expect(page).toHaveURL(/\/access$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome ${demoUser('editor').name}`);
  });
});
