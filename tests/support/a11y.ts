import { expect, type Page } from '@playwright/test';
import { axeReport } from '../../scripts/audit/axe';

/**
 * axe-core with the WCAG 2.x A and AA rules (DESIGN section 7): no violation allowed. It checks the screen as
 * a person reads it, once no transition is under way: a toast caught sliding in, or a layout reflowing after a
 * resize, is measured half-transparent or over the wrong background. It measures with the page at its top and
 * then scrolls back: scrolled, a link that happens to sit under the locked header is "partially obscured" for
 * axe's target-size rule, which a reader scrolls away from; at the top nothing of the page is under the
 * header. Endless animations (spinners) and the toasts' countdown bars are not waited for.
 */
export async function expectNoAxeViolations(page: Page, context = page.url()): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
      .filter((animation) => !(animation.effect instanceof KeyframeEffect && animation.effect.target?.closest('.Toastify__progress-bar')))
      .every((animation) => animation.playState !== 'running'),
  );
  const scrolled = await page.evaluate(() => window.scrollY);
  if (scrolled) await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  // The page's own scroll handlers (the header unlocks below 82 px) have run: two frames after the scroll.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const { violations, details } = await axeReport(page);
  if (scrolled) await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), scrolled);
  expect(violations, `axe violations on ${context}\n${details}`).toEqual([]);
}
