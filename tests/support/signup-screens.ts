/** The sign-up screens' browser tests share these: opening an event's popup, finding a slot, the 390 px check. */
import { expect, type Locator, type Page } from './test';

export const LOAD = { timeout: 30_000 };
export const WIDTHS = [390, 1280] as const;

/** The page is no wider than its window: nothing scrolls sideways. */
export async function expectNoSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

export async function openPopup(page: Page, eventId: string, title: string): Promise<Locator> {
  await page.goto(`/events/${eventId}`);
  const popup = page.getByRole('dialog', { name: title });
  await expect(popup).toBeVisible(LOAD);
  return popup;
}

export const slotItem = (sheet: Locator, title: string) =>
  sheet.getByRole('listitem').filter({ has: sheet.page().getByRole('heading', { name: title }) });
