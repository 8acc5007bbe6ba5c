/**
 * The sliders' rules (SPEC sections 4 and 9), shared by the React hook (use-slider.ts) and the plain script
 * of prebuilt sliders (slider.ts): how far an arrow scrolls, and whether each end is reached.
 */

/** Narrow screens are 770 px wide or less (SPEC section 9). */
const NARROW_MAX_WIDTH = 770;

export type SliderStep = (track: HTMLElement, isNarrow: boolean) => number;

/** Grades: 220 px on narrow screens, otherwise half the hidden overflow (SPEC, Grades index). */
export const gradeSliderStep: SliderStep = (track, isNarrow) => (isNarrow ? 220 : (track.scrollWidth - track.clientWidth) / 2);

/** Reimbursement steps: the visible width minus 12 on narrow screens, otherwise half the overflow. */
export const visibleWidthStep: SliderStep = (track, isNarrow) =>
  isNarrow ? track.clientWidth - 12 : (track.scrollWidth - track.clientWidth) / 2;

/** Whether the track can still move back and forward (an arrow is disabled at its end). */
export const sliderEnds = (track: HTMLElement) => ({
  canPrev: track.scrollLeft > 1,
  canNext: track.scrollLeft + track.clientWidth < track.scrollWidth - 1,
});

/** One arrow press: the step's amount, smooth unless the visitor prefers reduced motion. */
export function scrollSlider(track: HTMLElement, step: SliderStep, direction: 1 | -1): void {
  const amount = step(track, window.innerWidth <= NARROW_MAX_WIDTH);
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  track.scrollBy({ left: direction * amount, behavior: smooth ? 'smooth' : 'auto' });
}
