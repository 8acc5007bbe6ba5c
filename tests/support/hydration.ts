import type { Locator, Page } from '@playwright/test';
import { expect } from './test';
import { holdRequests } from './hold-requests';

/**
 * Waits until every Astro island on the page is hydrated (Astro removes their `ssr` attribute). An island
 * that hydrates when visible (`client:visible`, below the fold) is brought into view for it, one after the
 * other, and the page is scrolled back to where it was; one that hydrates when first used (`client:firstuse`)
 * is told the pointer is over it, as a visitor's would be before a click.
 */
export async function waitForIslands(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const island of document.querySelectorAll('astro-island[ssr]:is([client="firstuse"], [client="firstpress"])')) {
      island.firstElementChild?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    }
  });
  await page.evaluate(async () => {
    const top = window.scrollY;
    const hydrated = (island: Element) =>
      new Promise<void>((resolve) => {
        if (!island.hasAttribute('ssr')) return resolve();
        const observer = new MutationObserver(() => {
          if (island.hasAttribute('ssr')) return;
          observer.disconnect();
          resolve();
        });
        observer.observe(island, { attributes: true, attributeFilter: ['ssr'] });
      });
    const waiting = [...document.querySelectorAll('astro-island[ssr][client="visible"]')];
    for (const island of waiting) {
      if (!island.hasAttribute('ssr')) continue;
      // An island is `display: contents`: its first element is what can be scrolled to.
      island.firstElementChild?.scrollIntoView({ block: 'center', behavior: 'instant' });
      await hydrated(island);
    }
    if (waiting.length) window.scrollTo({ top, behavior: 'instant' });
  });
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0);
}

/**
 * Opens a page and waits for its islands: a page drawn on the server shows its cards and buttons before
 * they answer, and a press that comes first would do nothing.
 */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await waitForIslands(page);
  return response;
}

/**
 * Presses `target`, in an island that runs at its first press (client:firstpress, docs/decisions/079), before
 * the island's code has run: checks that none of it ran at load, holds the page's scripts back, does `first`
 * (typing, say), presses, and checks that the press is held. Returns what lets the scripts through.
 */
export async function pressBeforeIsland(page: Page, island: Locator, target: Locator, first?: () => Promise<void>): Promise<() => void> {
  await page.waitForLoadState('networkidle');
  await expect(island).toHaveAttribute('ssr', '');
  const release = await holdRequests(page, /\/_astro\/.*\.js$/);
  await first?.();
  await target.click();
  await expect(island).toHaveAttribute('data-pressed', '');
  return release;
}
