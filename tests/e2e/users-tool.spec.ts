import { expect, test, type Page } from '../support/test';
import { expectNoAxeViolations } from '../support/a11y';
import { newClient } from '../support/clients';
import { auth, LOGIN, openSignedInAs, signInAs, tokenFor } from '../support/sign-in';

/** Users of this run get ids of their own, so a rerun against the same store never meets them. */
const RUN = Math.floor(Math.random() * 0xfff0).toString(36);
let count = 0;
const freshId = (label: string) => `${label}-${RUN}-${(count += 1)}`;

async function menuLinks(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Admin Menu' }).click();
  const links = await page.getByRole('dialog', { name: 'Admin Menu' }).getByRole('link').allTextContents();
  await page.keyboard.press('Escape');
  return links.map((text) => text.trim());
}

const toast = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });

test.describe('the Users tool', () => {
  test('an administrator adds a user with only the forms scope, who then sees only Home, Forms and Account', async ({ page }) => {
    const userId = freshId('newcomer');
    await openSignedInAs(page, 'admin');
    await page.getByRole('button', { name: 'Admin Menu' }).click();
    await page.getByRole('dialog', { name: 'Admin Menu' }).getByRole('link', { name: 'Users' }).click();
    await expect(page).toHaveTitle('Admin Users Tool');
    await expect(page.getByText('Terry Treasurer')).toBeVisible();

    await page.getByRole('button', { name: 'Add user' }).click();
    await expect(page.getByRole('heading', { name: 'New user' })).toBeFocused();
    await page.getByLabel('User id').fill(userId);
    await page.getByLabel('Name').fill('Nora Newcomer');
    await page.getByRole('checkbox', { name: /^Forms/ }).check();
    await page.getByLabel(/^Password/).fill('newcomer-password-1');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, `Added ${userId}.`)).toBeVisible();
    const row = page.getByRole('listitem').filter({ hasText: userId });
    await expect(row).toContainText('Nora Newcomer');
    await expect(row).toContainText('Scopes: Forms');
    await expect(row).not.toContainText('Administrator');
    // After the save the list marks the new user, with focus on their edit button.
    await expect(row.locator('.user-row')).toHaveClass(/saved-item/);
    await expect(row).toContainText('Saved');
    await expect(page.getByRole('button', { name: `Edit ${userId}` })).toBeFocused();

    await page.getByRole('link', { name: 'Logout' }).click();
    await signInAs(page, { userId, password: 'newcomer-password-1' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome Nora Newcomer');
    expect(await menuLinks(page)).toEqual(['Home', 'Forms', 'Account']);
    await page.goto('/access/users');
    await expect(page).toHaveURL(/\/access$/);
    expect(await page.evaluate(() => history.state)).toMatchObject({ redirect: '/access/users' });
  });

  test('edits scopes, resets a password and removes a user after the confirmation', async ({ page, request }) => {
    const userId = freshId('member');
    const admin = await tokenFor(request, 'admin');
    const created = await request.post('/v1/user_auth/users', {
      headers: auth(admin),
      data: { userId, name: 'Mel Member', scopes: ['events'], is_admin: false, password: 'member-password-1' },
    });
    expect(created.status()).toBe(200);
    await openSignedInAs(page, 'admin', '/access/users');
    const row = page.getByRole('listitem').filter({ hasText: userId });

    await page.getByRole('button', { name: `Edit ${userId}` }).click();
    await expect(page.getByLabel('Name')).toHaveValue('Mel Member');
    await page.getByRole('checkbox', { name: /^Events/ }).uncheck();
    // Scopes by the tools they open, not the stored word 'formations' (docs/decisions/056).
    const committees = page.getByRole('checkbox', { name: 'Committees and grades', exact: true });
    await expect(committees).toHaveAccessibleDescription('Committee Tool, Grade Tool');
    await committees.check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, `Saved ${userId}.`)).toBeVisible();
    await expect(row).toContainText('Scopes: Committees and grades');
    await expect(row).not.toContainText('formations');

    await page.getByRole('button', { name: `Reset password of ${userId}` }).click();
    const dialog = page.getByRole('dialog', { name: `Reset password of ${userId}` });
    await dialog.getByLabel(/^New password/).fill('member-password-2');
    await dialog.getByRole('button', { name: 'Set password' }).click();
    await expect(toast(page, `New password set for ${userId}.`)).toBeVisible();
    await expect(dialog).toBeHidden();
    // Another visitor's sign-ins (a loopback address of their own): the failure spends no budget of the browser's address.
    const visitor = newClient();
    const login = (password: string) => visitor.post(LOGIN, { data: { userId, password } });
    expect((await login('member-password-1')).status()).toBe(401);
    expect((await login('member-password-2')).status()).toBe(200);

    const confirmations: string[] = [];
    page.once('dialog', (confirm) => {
      confirmations.push(confirm.message());
      void confirm.accept();
    });
    await page.getByRole('button', { name: `Remove ${userId}` }).click();
    await expect(toast(page, `Removed ${userId}.`)).toBeVisible();
    await expect(row).toHaveCount(0);
    expect(confirmations).toEqual(['Are you sure you want to delete this user?']);
  });

  test('shows the server’s reason when the last administrator tries to remove themself', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/\[toast\] This is the last administrator/);
    await openSignedInAs(page, 'admin', '/access/users');
    page.once('dialog', (confirm) => void confirm.accept());
    await page.getByRole('button', { name: 'Remove admin' }).click();
    await expect(toast(page, /last administrator/)).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Alex Admin' })).toContainText('(you)');
  });
});

test.describe('the Account screen', () => {
  test('any signed-in user changes their own password and stays signed in; the new password signs in', async ({
    page,
    request,
    consoleErrors,
  }) => {
    consoleErrors.allow(/\[toast\] Your current password is not correct/);
    const userId = freshId('owner');
    const admin = await tokenFor(request, 'admin');
    await request.post('/v1/user_auth/users', {
      headers: auth(admin),
      data: { userId, name: 'Olive Owner', scopes: [], is_admin: false, password: 'owner-password-1' },
    });
    await signInAs(page, { userId, password: 'owner-password-1' });
    expect(await menuLinks(page)).toEqual(['Home', 'Account']);
    await page.goto('/access/account');
    await expect(page).toHaveTitle('Admin Account');

    await page.getByLabel('Current password').fill('not-the-password');
    await page.getByLabel(/^New password/).fill('owner-password-2');
    await page.getByLabel('Repeat the new password').fill('owner-password-2');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(toast(page, 'Your current password is not correct.')).toBeVisible();

    await page.getByLabel('Current password').fill('owner-password-1');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(toast(page, 'Your password has been changed.')).toBeVisible();
    await expect(page.getByLabel('Current password')).toHaveValue('');
    // The browser now holds a fresh token the server accepts (a wrong current password is a 400, not a 401).
    const token = await page.evaluate(() => localStorage.getItem('school/hsa/user') ?? '');
    const check = await newClient().post('/v1/user_auth/password', {
      headers: auth(token),
      data: { currentPassword: 'not-the-password', newPassword: 'owner-password-3' },
    });
    expect(check.status()).toBe(400);

    await page.getByRole('link', { name: 'Logout' }).click();
    await signInAs(page, { userId, password: 'owner-password-2' });
  });
});

test.describe('accessibility of the Users tool and Account screen', () => {
  for (const width of [390, 1280]) {
    test(`axe finds no violation at ${width} px: list, editor, reset dialog, account`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openSignedInAs(page, 'admin', '/access/users');
      await expect(page.getByText('Terry Treasurer')).toBeVisible();
      await expectNoAxeViolations(page, `users list at ${width}`);
      await page.getByRole('button', { name: 'Add user' }).click();
      await page.getByLabel('User id').fill('Not valid!');
      await page.getByLabel('Name').focus();
      await expect(page.getByText(/A user id may hold/)).toBeVisible();
      await expectNoAxeViolations(page, `new user editor at ${width}`);
      await page.getByRole('button', { name: 'Reset password of treasurer' }).click();
      await expect(page.getByRole('dialog', { name: 'Reset password of treasurer' })).toBeVisible();
      await expectNoAxeViolations(page, `reset dialog at ${width}`);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: 'Reset password of treasurer' })).toBeHidden();
      await expect(page.getByRole('button', { name: 'Reset password of treasurer' })).toBeFocused();
      await page.goto('/access/account');
      await page.getByLabel(/^New password/).fill('short');
      await page.getByLabel('Repeat the new password').focus();
      await expect(page.getByText('The password must be at least 10 characters long.')).toBeVisible();
      await expectNoAxeViolations(page, `account at ${width}`);
    });
  }
});
