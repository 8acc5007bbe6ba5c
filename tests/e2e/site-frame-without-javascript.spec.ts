import { expect, test } from '../support/test';

/**
 * The site frame with JavaScript off (docs/decisions/038): nothing in it waits for a script that never runs.
 * (axe needs a script in the page, so these states are checked by their roles and names only.)
 */
test.describe('the site frame without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the Grades panel says the list needs JavaScript instead of claiming there is none', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/contactus');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Grades', exact: true }).hover();
    await expect(nav.getByText('The grade list needs JavaScript. Turn JavaScript on in your browser to see it.')).toBeVisible();
    await expect(nav.getByText('More Information On The Way...')).toBeHidden();
    // The Volunteers panel needs no script: hover and focus open it, and Tab goes from the link into it (the panel's
    // button is the frame script's, an arrow without it: docs/decisions/092).
    await expect(nav.getByRole('button')).toHaveCount(0);
    await nav.getByRole('link', { name: 'Volunteers', exact: true }).focus();
    await expect(nav.getByRole('link', { name: 'Reimbursement Letter' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Reimbursement Letter' })).toBeFocused();
    // The footer offers the login; the prebuilt header is not locked.
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/access/login');
  });

  test('on a phone the side menu still opens and closes, without a Grades list to fold', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/contactus');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Contact Us' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Show grades' })).toBeHidden();
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    await toggle.click();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});
