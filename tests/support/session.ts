import { expect, type Page } from '@playwright/test';
import { demoUser } from './demo';

/** Signs in through the real login screen, as a person would. */
export async function signInAs(page: Page, userId: 'admin' | 'editor' | 'treasurer', path = '/access/login'): Promise<void> {
  await page.goto(path);
  await page.getByLabel('Username').fill(userId);
  await page.getByLabel('Password').fill(demoUser(userId).password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('button', { name: 'Admin Menu' })).toBeVisible();
}
