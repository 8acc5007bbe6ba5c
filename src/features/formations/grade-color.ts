import type { CSSProperties } from 'react';
import { COLOR_CODE_PATTERN, DEFAULT_PUBLIC_GRADE_COLOR } from './formation';
import { isSafeId } from '../../shared/ids';

/**
 * A grade's colour as a CSS custom property. Only for content rendered in the browser: React sets it
 * through the CSSOM, which the Content-Security-Policy allows, unlike a style attribute in prebuilt HTML.
 */
export function gradeColorStyle(colorCode: string | undefined): CSSProperties {
  return { '--grade-color': gradeColor(colorCode) } as CSSProperties;
}

/** The grade's colour as CSS: its hex code (with or without its '#'), or the default for one missing or not a hex code. */
export function gradeColor(colorCode: string | undefined): string {
  const code = colorCode?.replace(/^#/, '');
  return `#${code && COLOR_CODE_PATTERN.test(code) ? code : DEFAULT_PUBLIC_GRADE_COLOR}`;
}

/**
 * The grade page's colour as a style sheet, for the page drawn on request (docs/decisions/044): the HTML may
 * not carry a style attribute (the Content-Security-Policy refuses it), but a style element whose hash the
 * page's policy lists paints the colour before any script.
 */
export const gradePageColorRule = (colorCode: string | undefined) => `.grade-page{--grade-color:${gradeColor(colorCode)}}`;

/**
 * Grade cards' colours, the same way: one rule per card of `cardClass` (the Grades page's `grade-card`, Home's
 * `welcome-card`, docs/decisions/061), by its grade's slug.
 */
export const gradeCardColorRules = (grades: ReadonlyArray<{ slug: string; colorCode?: string }>, cardClass = 'grade-card') =>
  grades
    .filter(({ slug }) => isSafeId(slug))
    .map(({ slug, colorCode }) => `.${cardClass}[data-grade="${slug}"]{--grade-color:${gradeColor(colorCode)}}`)
    .join('');
