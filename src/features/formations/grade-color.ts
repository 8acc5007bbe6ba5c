import type { CSSProperties } from 'react';
import { DEFAULT_PUBLIC_GRADE_COLOR } from './formation';

/**
 * A grade's colour as a CSS custom property. Only for content rendered in the browser: React sets it
 * through the CSSOM, which the Content-Security-Policy allows, unlike a style attribute in prebuilt HTML.
 */
export function gradeColorStyle(colorCode: string | undefined): CSSProperties {
  return { '--grade-color': `#${colorCode || DEFAULT_PUBLIC_GRADE_COLOR}` } as CSSProperties;
}
