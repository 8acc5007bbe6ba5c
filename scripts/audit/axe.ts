/** axe-core with the WCAG 2.x A and AA rules (DESIGN section 7), the same rules as the browser tests. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface AxeReport {
  /** Each violation as 'rule-id: selector, selector'. */
  violations: string[];
  /** Why each node failed, with the nodes axe relates it to and where the page was scrolled: for a failure's message. */
  details: string;
}

export async function axeReport(page: Page): Promise<AxeReport> {
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const scrollY = violations.length ? await page.evaluate(() => window.scrollY) : 0;
  const details = violations
    .flatMap((violation) =>
      violation.nodes.map((node) => {
        const related = [...node.any, ...node.all, ...node.none].flatMap(
          (check) => check.relatedNodes?.map((related) => related.target.join(' ')) ?? [],
        );
        return `${violation.id} ${node.target.join(' ')} at scrollY ${scrollY}: ${node.failureSummary ?? ''}${related.length ? `\n  related: ${related.join(', ')}` : ''}`;
      }),
    )
    .join('\n');
  return {
    violations: violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    details,
  };
}

/** Each violation as 'rule-id: selector, selector'. */
export const axeViolations = async (page: Page): Promise<string[]> => (await axeReport(page)).violations;
