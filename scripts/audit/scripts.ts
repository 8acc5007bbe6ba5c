/**
 * The scripts a page loads, as a phone opens it (390 px, no scrolling) and once every island is hydrated
 * (scrolled to the end): gzip bytes at level 9 of each script, whatever the server's own compression
 * (`npm start` compresses at gzip's default level). The budgets (DESIGN section 7) count what a page loads at start.
 */
import type { Browser, Page } from '@playwright/test';
import { gzipSync } from 'node:zlib';

export interface ScriptFigures {
  /** gzip bytes loaded by the time the network is idle after opening the page. */
  atStart: number;
  /** gzip bytes once scrolled to the end and every island hydrated. */
  hydrated: number;
}

export async function measureScripts(browser: Browser, url: string): Promise<ScriptFigures> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, timezoneId: 'America/New_York' });
  const page = await context.newPage();
  const sizes: Promise<number>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') sizes.push(response.body().then((body) => gzipSync(body, { level: 9 }).length));
  });
  const total = async () => (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    const atStart = await total();
    await hydrateIslands(page);
    return { atStart, hydrated: await total() };
  } finally {
    await context.close();
  }
}

/**
 * Islands below the fold hydrate when they come into view (client:visible), the forms when first used
 * (client:firstuse): brings each one in or points at it, waits until every island is hydrated and its reads
 * are done, and scrolls back to the top.
 */
export async function hydrateIslands(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // One that hydrates when first used (client:firstuse, client:firstpress) is told the pointer is over it.
    for (const island of document.querySelectorAll('astro-island[ssr]:is([client="firstuse"], [client="firstpress"])')) {
      island.firstElementChild?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    }
    for (const island of document.querySelectorAll('astro-island[ssr]')) {
      island.firstElementChild?.scrollIntoView({ block: 'center', behavior: 'instant' });
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
  });
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0, undefined, { timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}
