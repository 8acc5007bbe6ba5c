import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/a11y';
import { holdRequests } from '../support/hold-requests';
import { waitForIslands } from '../support/hydration';

/**
 * The home page's own islands: the photo banner (HomeBanner) and the Welcome Parents carousel (WelcomeCarousel),
 * drawn in the page with what Home read (docs/decisions/061; the saved pictures: home-pictures-served.spec.ts).
 */
const HOME_IMAGES = /\/v1\/api\/page\/home$/;
const GRADE_LIST = /\/v2\/api\/formation\/grade\?/;

test.describe('home page islands', () => {
  for (const width of [390, 1280]) {
    test(`on a slow network at ${width} px the banner and the carousel show their content at once, drawn in the page`, async ({ page }) => {
      // Home is drawn with its pictures (docs/decisions/061): calls that never answer change nothing.
      await page.setViewportSize({ width, height: 900 });
      const releaseImages = await holdRequests(page, HOME_IMAGES);
      const releaseGrades = await holdRequests(page, GRADE_LIST);
      try {
        await page.goto('/');
        await waitForIslands(page);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('.home-banner__images img').first()).toBeVisible();
        const carousel = page.getByRole('region', { name: 'Welcome Parents' });
        await expect(carousel.getByRole('link', { name: /Visit Our Grade/ }).first()).toBeVisible();
        await expect(page.getByRole('status').filter({ hasText: /Loading (photos|grades)/ })).toHaveCount(0);
        await expect(page.locator('.home-banner .skeleton, .welcome-carousel .skeleton')).toHaveCount(0);
        await expectNoAxeViolations(page, `home on a slow network at ${width}px`);
      } finally {
        releaseImages();
        releaseGrades();
      }
    });
  }

  test('without JavaScript the banner and the carousel show their pictures, with no placeholder left', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.home-banner__images img').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Welcome Parents' })).toBeVisible();
    await expect(page.locator('.welcome-card').first()).toBeVisible();
    // The events list below is another island (tests/e2e/home-events.spec.ts).
    await expect(
      page.locator('.home-banner :is(.skeleton, .spinner):visible, .welcome-carousel :is(.skeleton, .spinner):visible'),
    ).toHaveCount(0);
    await context.close();
  });

  test('no hydration error on the home page at 390 px after Back and Forward', async ({ page }) => {
    // The fixture fails the test on any console error: React's #418 (server and browser render differ) included.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await waitForIslands(page);
    for (let round = 0; round < 3; round += 1) {
      await page.goto('/committees');
      await waitForIslands(page);
      await page.goBack();
      await waitForIslands(page);
      await expect(page.locator('.welcome-card').first()).toBeVisible();
      await page.goForward();
      await waitForIslands(page);
      await page.goBack();
      await waitForIslands(page);
      await expect(page.locator('.home-banner__images img').first()).toBeVisible();
    }
    await expectNoAxeViolations(page, 'home after Back and Forward');
  });
});
