import { expect, type Page } from '@playwright/test';
import { axeViolations } from '../../scripts/audit/axe';

/** axe-core with the WCAG 2.x A and AA rules (DESIGN section 7): no violation allowed. */
export async function expectNoAxeViolations(page: Page, context = page.url()): Promise<void> {
  expect(await axeViolations(page), `axe violations on ${context}`).toEqual([]);
}
