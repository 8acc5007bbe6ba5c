import { describe, expect, it } from 'vitest';
import { gradeCardColorRules, gradeColor, gradePageColorRule } from './grade-color';

describe('grade colours in the drawn pages’ style element (docs/decisions/044)', () => {
  it('writes a stored hex code, and the default for anything else, so no text reaches the style sheet', () => {
    expect(gradeColor('f4a6a6')).toBe('#f4a6a6');
    expect(gradeColor('abc')).toBe('#abc');
    expect(gradeColor(undefined)).toBe('#ccc');
    // A code written with its '#' (the navigation's and the popup's old reading) is the same colour.
    expect(gradeColor('#2E7D32')).toBe('#2E7D32');
    expect(gradeColor('#12345')).toBe('#ccc');
    expect(gradeColor('f00}body{display:none')).toBe('#ccc');
    expect(gradePageColorRule('f4a6a6')).toBe('.grade-page{--grade-color:#f4a6a6}');
  });

  it('gives each grade card its rule by slug, and none to a slug that is not a safe id', () => {
    expect(
      gradeCardColorRules([{ slug: 'pre-k', colorCode: 'f4a6a6' }, { slug: '"]{}body{', colorCode: '000' }, { slug: '1st-grade' }]),
    ).toBe('.grade-card[data-grade="pre-k"]{--grade-color:#f4a6a6}.grade-card[data-grade="1st-grade"]{--grade-color:#ccc}');
    // Home's 'Welcome Parents' cards are painted the same way, by their own class (docs/decisions/061).
    expect(gradeCardColorRules([{ slug: 'pre-k', colorCode: '000' }], 'welcome-card')).toBe(
      '.welcome-card[data-grade="pre-k"]{--grade-color:#000}',
    );
  });
});
