import { expect, test } from '../support/test';
import { waitForIslands } from '../support/hydration';

/**
 * Code loaded on demand that fails to arrive (a dropped connection, or a deploy since the page opened that
 * removed the old file) reloads the page once with the current code, and what was being opened opens
 * (src/shared/code-reload.ts).
 */
test.describe('code that fails to load', () => {
  test('an event popup whose code does not arrive reloads the page once, and the popup opens from the address', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/Failed to load resource|dynamically imported module|Importing a module script failed/);
    await page.setViewportSize({ width: 390, height: 844 });
    let requests = 0;
    await page.route(/\/_astro\/EventPopupDialog\.[^/]+\.js$/, (route) => (requests++ === 0 ? route.abort() : route.continue()));
    await page.goto('/events');
    await waitForIslands(page);
    const item = page.locator('.month-events__open').first();
    await expect(item).toBeVisible();
    const title = (await item.textContent())!.trim();
    const reloaded = page.waitForEvent('load');
    await item.click();
    await reloaded;
    await expect(page).toHaveURL(/\/events\/[^/]+$/);
    const popup = page.getByRole('dialog', { name: title });
    await expect(popup).toBeVisible();
    // The address draws the popup; its code comes with its first use, and does what was pressed (docs/decisions/083).
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(popup).toBeHidden();
    expect(requests).toBe(2);
  });
});
