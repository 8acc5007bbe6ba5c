import { expect, test, type Page } from '../support/test';
import { addEventPhoto, createEvent, deleteEvent, marker, type TestEvent } from '../support/events';
import { tokenFor } from '../support/sign-in';

/**
 * On a slow network (docs/decisions/032, 033): before the scripts and the API answer, a page shows its heading, its frame
 * and a labelled placeholder where each island will be, never a blank area; once they arrive the content
 * replaces every placeholder. A page drawn on request (docs/decisions/044) shows its content from the start.
 * Scripts and API answers are held back until the test lets them through.
 */
const PAGES: Array<{ path: string; content: (page: Page) => Promise<void>; drawn?: true }> = [
  {
    path: '/',
    content: async (page) => {
      // Drawn with its events, pictures and cards (docs/decisions/054, 061): all there before any script.
      await expect(page.locator('.home-banner__images img').first()).toBeVisible();
      await page.getByRole('region', { name: 'HSA Events' }).scrollIntoViewIfNeeded();
      await expect(page.locator('.home-event').first()).toBeVisible();
    },
    drawn: true,
  },
  {
    path: '/events',
    content: (page) => expect(page.getByRole('region', { name: 'Calendar legend' }).getByRole('listitem').first()).toBeVisible(),
    drawn: true,
  },
  { path: '/grades', content: (page) => expect(page.getByRole('link', { name: '3rd Grade', exact: true })).toBeVisible(), drawn: true },
  {
    path: '/grades/3rd-grade',
    content: (page) => expect(page.getByRole('heading', { name: '3rd Grade', level: 2 })).toBeVisible(),
    drawn: true,
  },
  {
    path: '/committees',
    content: (page) => expect(page.locator('button.committee-card').first()).toBeVisible(),
    drawn: true,
  },
  // Drawn on request with its forms, which work before their script (docs/decisions/074).
  {
    path: '/volunteers/forms',
    content: (page) => expect(page.getByRole('tabpanel').getByRole('button', { name: 'Submit', exact: true })).toBeVisible(),
    drawn: true,
  },
];

/** Holds every script and API answer of the page (a photo's bytes aside) until `release` is called. */
async function holdBack(page: Page): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/.*\.js$|\/v1\/api\/|\/v2\/api\/(?!photo\/image\/)/, async (route) => {
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

test.describe("on a slow network, an event's address (docs/decisions/045)", () => {
  const tag = marker();
  let editor: string;
  let event: TestEvent;

  test.beforeAll(async ({ request }) => {
    editor = await tokenFor(request, 'editor');
    event = await createEvent(request, editor, {
      title: `Drawn Fair ${tag}`,
      startDt: '2044-03-18T10:00',
      endDt: '2044-03-18T12:00',
      location: 'Gym',
      grade_list: ['3rd-grade'],
    });
    await addEventPhoto(request, editor, event.id, 'fair.jpg');
  });

  test.afterAll(async ({ request }) => {
    await deleteEvent(request, editor, event.id);
  });

  for (const width of [390, 1280]) {
    test(`at ${width} px shows the event as a dialog, its photo and its month before any script or API answer, and Escape closes it once its code comes`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const release = await holdBack(page);
      await page.goto(`/events/${event.id}`, { waitUntil: 'commit' });
      await expect(page.getByRole('heading', { name: event.title, level: 2 })).toBeVisible();
      const photo = page.getByRole('img', { name: `${event.title}, photo 1 of 1` });
      await expect(photo).toBeVisible();
      await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
      await expect(page.getByRole('heading', { name: 'March 2044' })).toBeAttached();
      await expect(page.getByRole('region', { name: 'Events this month' }).getByRole('button', { name: event.title })).toBeAttached();
      await expect(page.locator('.island-loading__busy, .skeleton').filter({ visible: true })).toHaveCount(0);
      // Drawn, it is a modal at once, before any script has arrived (docs/decisions/083).
      const popup = page.getByRole('dialog', { name: event.title });
      await expect(popup).toBeVisible();
      expect(await popup.evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
      // The drawn popup stays while its island hydrates.
      await page.evaluate(() => {
        const drawn = document.querySelector('dialog.event-popup')!;
        const state = window as unknown as { drawnPopupLeft?: boolean };
        new MutationObserver(() => {
          if (!drawn.isConnected) state.drawnPopupLeft = true;
        }).observe(document.body, { childList: true, subtree: true });
      });

      // Escape before the popup's code has come is held, and done once it has.
      await page.keyboard.press('Escape');
      await expect(page.locator('astro-island', { has: page.locator('dialog.event-popup') })).toHaveAttribute('data-pressed', '');
      await expect(popup).toBeVisible();
      release();
      await expect(popup).toBeHidden();
      await expect(page).toHaveURL(/\/events\?month=2044-03$/);
      expect(await page.evaluate(() => (window as unknown as { drawnPopupLeft?: boolean }).drawnPopupLeft ?? false)).toBe(false);
      await expect(page.getByRole('heading', { name: 'March 2044' })).toBeVisible();
    });
  }
});
