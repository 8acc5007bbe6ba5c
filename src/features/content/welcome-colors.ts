/**
 * The 'Welcome Parents' cards' colours (docs/decisions/061). The Content-Security-Policy refuses style
 * attributes in the HTML, so Home, drawn on request, paints each card by its `data-grade` from one style
 * element its policy lists (the formations feature's `gradeCardColorRules`); in the browser a ref sets the
 * colour through the CSSOM, which the policy allows, for cards the island drew from its own read.
 */
import { gradeColor, type PublicGrade } from '../formations';

/** What paints a card in the browser: its `data-grade` for the page's rule, and the colour set by script. */
export function welcomeCardColorProps(grade: Pick<PublicGrade, 'slug' | 'colorCode'>) {
  const color = gradeColor(grade.colorCode);
  return {
    'data-grade': grade.slug,
    ref: (element: HTMLElement | null) => element?.style.setProperty('--grade-color', color),
  };
}
