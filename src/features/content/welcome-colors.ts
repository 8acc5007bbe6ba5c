/**
 * The 'Welcome Parents' cards' colours (docs/decisions/061). The Content-Security-Policy refuses style
 * attributes in the HTML, so Home, drawn on request, paints each card by its `data-grade` from one style
 * element its policy lists; in the browser a ref sets the colour through the CSSOM, which the policy allows,
 * for cards the island drew from its own read.
 */
import { gradeColor, type PublicGrade } from '../formations';
import { isSafeId } from '../../shared/ids';

/** One rule per card, by its grade's slug; each colour has passed gradeColor's check, so none can end a rule early. */
export const welcomeCardColorRules = (grades: ReadonlyArray<Pick<PublicGrade, 'slug' | 'colorCode'>>): string =>
  grades
    .filter(({ slug }) => isSafeId(slug))
    .map(({ slug, colorCode }) => `.welcome-card[data-grade="${slug}"]{--grade-color:${gradeColor(colorCode)}}`)
    .join('');

/** What paints a card in the browser: its `data-grade` for the page's rule, and the colour set by script. */
export function welcomeCardColorProps(grade: Pick<PublicGrade, 'slug' | 'colorCode'>) {
  const color = gradeColor(grade.colorCode);
  return {
    'data-grade': grade.slug,
    ref: (element: HTMLElement | null) => element?.style.setProperty('--grade-color', color),
  };
}
