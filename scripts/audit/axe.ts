/** axe-core with the WCAG 2.x A and AA rules (DESIGN section 7), the same rules as the browser tests. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Each violation as 'rule-id: selector, selector'. */
export async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
