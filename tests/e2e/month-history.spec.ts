import { expect, test, type Page } from '../support/test';
import { openSignedInAs, tokenFor } from '../support/sign-in';
import { createEvent, deleteEvent, marker } from '../support/events';
import { waitForIslands } from '../support/hydration';

/**
 * Calendar months are history entries (docs/decisions/029): on the public calendar and in
 * the Events Manager, Back goes to the month before, Forward again, and a link with a month opens it cold.
 */
const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });
const nextMonth = (page: Page) => page.getByRole('button', { name: /^Next month:/ });

async function throughMonths(page: Page, path: string): Promise<void> {
  // A shared link opens its month cold.
  await expect(heading(page, 'November 2046')).toBeVisible();
  await nextMonth(page).click();
  await expect(heading(page, 'December 2046')).toBeVisible();
  await nextMonth(page).click();
  await expect(heading(page, 'January 2047')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${path}\\?month=2047-01$`));

  await page.goBack();
  await expect(heading(page, 'December 2046')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${path}\\?month=2046-12$`));
  await page.goForward();
  await expect(heading(page, 'January 2047')).toBeVisible();
  await page.goBack();
  await page.goBack();
  await expect(heading(page, 'November 2046')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${path}\\?month=2046-11$`));
}

test.describe('months are history entries', () => {
  test('on /events: Nov -> Dec -> Jan, Back to December, Forward to January; Back past the first month leaves the calendar', async ({
    page,
  }) => {
    await page.goto('/contactus');
    await page.goto('/events?month=2046-11');
    await waitForIslands(page);
    await throughMonths(page, '/events');
    await page.goBack();
    await expect(page).toHaveURL(/\/contactus$/);
    // Forward into the calendar again opens the month it showed.
    await page.goForward();
    await expect(heading(page, 'November 2046')).toBeVisible();
  });

  test("an event's popup opened and closed in a month leaves the months' history as it was", async ({ page, request }) => {
    const editor = await tokenFor(request, 'editor');
    const event = await createEvent(request, editor, {
      title: `History Social ${marker()}`,
      startDt: '2046-12-05T18:00',
      endDt: '2046-12-05T20:00',
    });
    try {
      await page.goto('/events?month=2046-11');
      await waitForIslands(page);
      await nextMonth(page).click();
      await expect(heading(page, 'December 2046')).toBeVisible();
      await page.getByRole('region', { name: 'Events this month' }).getByRole('button', { name: event.title }).click();
      const popup = page.getByRole('dialog', { name: event.title });
      await expect(popup).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(popup).toBeHidden();
      await expect(page).toHaveURL(/\/events\?month=2046-12$/);
      await page.goBack();
      await expect(heading(page, 'November 2046')).toBeVisible();
    } finally {
      await deleteEvent(request, editor, event.id);
    }
  });

  test('in the Events Manager (/access/events) too', async ({ page }) => {
    await openSignedInAs(page, 'editor', '/access/events');
    await page.goto('/access/events?month=2046-11');
    await throughMonths(page, '/access/events');
    await expect(page.getByRole('heading', { level: 1, name: 'Events Manager' })).toBeVisible();
  });
});
