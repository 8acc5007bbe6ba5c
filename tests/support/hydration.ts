import type { Page } from '@playwright/test';

/** Waits until every Astro island on the page is hydrated (Astro removes their `ssr` attribute). */
export async function waitForIslands(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0);
}
