import { expect, test, type Page } from '../support/test';
import { holdRequests } from '../support/hold-requests';
import { demoUser, tokenFor } from '../support/sign-in';
import { TOKEN_STORAGE_KEY } from '../../src/shared/session';

/**
 * The admin area's page draws a frame before its code arrives (docs/decisions/046): the login card for a
 * visitor, or the admin bar and the top of the screen the address opens, with the user's name. The island
 * then draws the same thing at the same place and the frame is gone; nothing in the frame takes a tap or a
 * key meanwhile. Without JavaScript the frame stays hidden and the page says the area needs JavaScript.
 */
const SCREENS = [
  '/access',
  '/access/events',
  '/access/committees',
  '/access/grades',
  '/access/forms',
  '/access/content',
  '/access/users',
  '/access/account',
];

const frame = (page: Page) => page.locator('#admin-frame');
const normalized = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Holds back every script file of the page: what shows meanwhile is the HTML and its one inline script. */
const holdScripts = (page: Page) => holdRequests(page, /\/_astro\/[^/]+\.js$/);

async function signedIn(page: Page, token: string): Promise<void> {
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [TOKEN_STORAGE_KEY, token] as const);
}

for (const width of [390, 1280]) {
  test.describe(`the admin frame at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
    });

    test('a visitor sees the login card at once, inert, then the working login form in the same place', async ({ page }) => {
      const release = await holdScripts(page);
      await page.goto('/access/events', { waitUntil: 'commit' });
      const drawnHeading = frame(page).locator('h1').filter({ visible: true });
      await expect(drawnHeading).toHaveText('HSA Site Login');
      await expect(drawnHeading).toBeVisible();
      await expect(frame(page).locator('.admin__bar')).toBeHidden();
      await expect(frame(page)).toHaveAttribute('inert', '');
      await expect(frame(page)).toHaveAttribute('aria-hidden', 'true');
      const drawnBox = await drawnHeading.boundingBox();

      release();
      const heading = page.getByRole('heading', { name: 'HSA Site Login' });
      await expect(heading).toBeVisible();
      await expect(frame(page)).toHaveCount(0);
      const box = await heading.boundingBox();
      expect(Math.abs(box!.x - drawnBox!.x)).toBeLessThanOrEqual(1);
      expect(Math.abs(box!.y - drawnBox!.y)).toBeLessThanOrEqual(1);
      await page.getByLabel('Username').fill('admin');
      await expect(page.getByLabel('Username')).toHaveValue('admin');
    });

    test('a signed-in user sees the bar and the top of each screen at once, then the screen drawn over it in place', async ({
      page,
      request,
    }) => {
      await signedIn(page, await tokenFor(request, 'admin'));
      for (const path of SCREENS) {
        const release = await holdScripts(page);
        await page.goto(path, { waitUntil: 'commit' });
        const drawn = frame(page).locator('[data-screen]').filter({ visible: true });
        await expect(drawn).toHaveCount(1);
        await expect(frame(page).locator('.admin__bar')).toBeVisible();
        const drawnText = normalized(await drawn.innerText());
        const drawnHeading = drawn.locator('h1');
        const drawnBox = await drawnHeading.boundingBox();
        const drawnHeadingText = (await drawnHeading.textContent())!;
        if (path === '/access' || path === '/access/forms') expect(drawnHeadingText).toBe(`Welcome ${demoUser('admin').name}`);

        release();
        await expect(frame(page)).toHaveCount(0);
        const heading = page.getByRole('main').getByRole('heading', { level: 1 });
        await expect(heading).toHaveText(drawnHeadingText);
        const box = await heading.boundingBox();
        expect(normalized(await page.getByRole('main').innerText()), path).toContain(drawnText);
        expect(Math.abs(box!.x - drawnBox!.x), `${path}: heading's left`).toBeLessThanOrEqual(1);
        expect(Math.abs(box!.y - drawnBox!.y), `${path}: heading's top`).toBeLessThanOrEqual(1);
        await page.unroute(/\/_astro\/[^/]+\.js$/);
      }
    });
  });
}

test("a signed-in user at the login page's address sees the login card, as the island draws it before sending them on", async ({
  page,
  request,
}) => {
  await signedIn(page, await tokenFor(request, 'admin'));
  const release = await holdScripts(page);
  await page.goto('/access/login', { waitUntil: 'commit' });
  await expect(frame(page).locator('.login__card')).toBeVisible();
  await expect(frame(page).locator('.admin__bar')).toBeHidden();
  release();
  await expect(page).toHaveURL(/\/access$/);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome ${demoUser('admin').name}` })).toBeVisible();
});

test('a stored token that has expired draws the login card, not the admin bar', async ({ page }) => {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const expired = `${encode({ alg: 'HS256' })}.${encode({ name: 'Old', scopes: ['forms'], is_admin: false, expDt: '2020-01-01T00:00:00Z' })}.sig`;
  await signedIn(page, expired);
  const release = await holdScripts(page);
  await page.goto('/access/forms', { waitUntil: 'commit' });
  await expect(frame(page).locator('.login__card')).toBeVisible();
  await expect(frame(page).locator('.admin__bar')).toBeHidden();
  release();
  await expect(page.getByRole('heading', { name: 'HSA Site Login' })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the frame stays hidden and the page says the admin area needs JavaScript', async ({ page }) => {
    await page.goto('/access');
    // Playwright's text queries leave out what a noscript element holds, so it is found by its place.
    const notice = page.locator('noscript p');
    await expect(notice).toBeVisible();
    await expect(notice).toHaveText('The admin area needs JavaScript. Please enable it and reload.');
    await expect(frame(page).locator('h1')).toHaveCount(9);
    for (const heading of await frame(page).locator('h1').all()) await expect(heading).toBeHidden();
  });
});
