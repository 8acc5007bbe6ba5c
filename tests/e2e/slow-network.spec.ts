import { expect, test, type Page } from '../support/test';

/**
 * On a slow network (issue 17): before the scripts and the API answer, a page shows its heading, its frame
 * and a labelled placeholder where each island will be, never a blank area; once they arrive the content
 * replaces every placeholder. A page drawn on request (docs/decisions/044) shows its content from the start.
 * Scripts and API answers are held back until the test lets them through.
 */
const PAGES: Array<{ path: string; content: (page: Page) => Promise<void>; drawn?: true }> = [
  {
    path: '/',
    content: async (page) => {
      // The events list hydrates when it comes into view (client:visible, docs/decisions/040), as a visitor scrolls to it.
      await page.getByRole('region', { name: 'HSA Events' }).scrollIntoViewIfNeeded();
      await expect(page.locator('.home-event').first()).toBeVisible();
    },
  },
  { path: '/events', content: (page) => expect(page.getByRole('region', { name: 'Events this month' })).toBeVisible() },
  { path: '/grades', content: (page) => expect(page.getByRole('link', { name: '3rd Grade', exact: true })).toBeVisible(), drawn: true },
  {
    path: '/grades/3rd-grade',
    content: (page) => expect(page.getByRole('heading', { name: '3rd Grade', level: 2 })).toBeVisible(),
    drawn: true,
  },
  { path: '/committees', content: (page) => expect(page.getByRole('searchbox').or(page.getByRole('textbox')).first()).toBeEnabled() },
  { path: '/volunteers/forms', content: (page) => expect(page.getByRole('button', { name: /Submit|Send/ }).first()).toBeVisible() },
];

/** Holds every script and API answer of the page until `release` is called. */
async function holdBack(page: Page): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/.*\.js$|\/v1\/api\/|\/v2\/api\//, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

test.describe('on a slow network', () => {
  for (const width of [390, 1280]) {
    for (const { path, content, drawn } of PAGES) {
      if (drawn) {
        test(`${path} at ${width} px shows its content before any script or API answer`, async ({ page }) => {
          await page.setViewportSize({ width, height: 900 });
          const release = await holdBack(page);
          await page.goto(path, { waitUntil: 'commit' });
          await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
          await content(page);
          await expect(page.locator('.island-loading__busy, .skeleton').filter({ visible: true })).toHaveCount(0);
          release();
        });
        continue;
      }
      test(`${path} at ${width} px shows its heading and labelled placeholders, then its content`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        const release = await holdBack(page);
        // Module scripts hold DOMContentLoaded back, so the page is awaited by what it shows.
        await page.goto(path, { waitUntil: 'commit' });

        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        const placeholders = page.locator('.island-loading__busy').filter({ visible: true });
        await expect(placeholders.first()).toBeVisible();
        for (const placeholder of await placeholders.all()) {
          await expect(placeholder).toHaveAttribute('role', 'status');
          await expect(placeholder).toContainText(/Loading .+…/);
        }

        release();
        await content(page);
        await expect(page.locator('.island-loading__busy').filter({ visible: true })).toHaveCount(0);
      });
    }
  }
});
