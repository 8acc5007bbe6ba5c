import type { Page } from '@playwright/test';

/**
 * A network as slow as a test needs: the page's requests matching `url` wait until `release()` is called,
 * so a test sees the loading state for sure, then the content, with no fixed delay.
 */
export async function holdRequests(page: Page, url: RegExp | string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
