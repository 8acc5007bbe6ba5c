import { randomBytes } from 'node:crypto';
import { expect, test } from '../support/test';
import { waitForIslands } from '../support/hydration';
import { createEvent, deleteEvent, marker } from '../support/events';
import { tokenFor } from '../support/sign-in';

/**
 * No public page scrolls sideways on a phone (docs/decisions/054): at 390 px the document is never wider than the
 * window, with its islands hydrated and its data in. The demo's science fair is always tomorrow
 * (scripts/demo/events.ts). The grade page's pager is shown on a month of its own, given four events.
 */
const PAGES = [
  '/',
  '/aboutus',
  '/contactus',
  '/committees',
  '/events',
  '/events/evt-3rd-grade-science-fair',
  '/events/no-such-event',
  '/grades',
  '/grades/3rd-grade',
  '/volunteers',
  '/volunteers/reimbursement-letter',
  '/volunteers/forms?form=volunteer_request',
  '/volunteers/forms?form=volunteer_hours_request',
  '/volunteers/forms?form=reimbursement_request',
  `/volunteers/reimbursement-status/${randomBytes(32).toString('base64url')}`,
  '/access',
  '/no-such-page',
];

test.describe('no sideways scroll at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, allowedConsoleErrors: [/status of 404/] });

  for (const path of PAGES) {
    test(`${path.replace(/status\/.+$/, 'status/{token}')} is no wider than the window`, async ({ page }) => {
      await page.goto(path);
      await waitForIslands(page);
      await page.waitForLoadState('networkidle');
      // Below the fold too: the home list and the carousel hydrate when seen.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await waitForIslands(page);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  }

  test('the grade page with its pager shown is no wider than the window', async ({ page, request }) => {
    // Four events of the grade in a month of the test's own: more than a page of three, whatever the day (the demo's
    // events of this month move with today, and at a month's end too few of them are left in it).
    const editor = await tokenFor(request, 'editor');
    const tag = marker();
    const events = [];
    for (const day of ['03', '10', '17', '24']) {
      events.push(
        await createEvent(request, editor, {
          title: `Pager Day ${day} ${tag}`,
          startDt: `2046-03-${day}T10:00`,
          endDt: `2046-03-${day}T11:00`,
          grades: ['3rd-grade'],
        }),
      );
    }
    try {
      await page.goto('/grades/3rd-grade?month=2046-03');
      await waitForIslands(page);
      await expect(page.locator('.grade-events__pager')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    } finally {
      for (const event of events) await deleteEvent(request, editor, event.id);
    }
  });
});
