import { expect, type Page } from '@playwright/test';
import { axeReport } from '../../scripts/audit/axe';

/**
 * axe-core with the WCAG 2.x A and AA rules (DESIGN section 7): no violation allowed. It checks the screen as
 * a person reads it, once no transition is under way: a toast caught sliding in, or a layout reflowing after a
 * resize, is measured half-transparent or over the wrong background. Endless animations (spinners) and the
 * toasts' countdown bars are not waited for.
 */
export async function expectNoAxeViolations(page: Page, context = page.url()): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
      .filter((animation) => !(animation.effect instanceof KeyframeEffect && animation.effect.target?.closest('.Toastify__progress-bar')))
      .every((animation) => animation.playState !== 'running'),
  );
  const { violations, details } = await axeReport(page);
  expect(violations, `axe violations on ${context}\n${details}`).toEqual([]);
}
