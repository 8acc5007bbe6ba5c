import { useCallback, useEffect, useState, type RefObject } from 'react';

/** Narrow screens are 770 px wide or less (SPEC section 9). */
export const NARROW_MAX_WIDTH = 770;

export type SliderStep = (track: HTMLElement, isNarrow: boolean) => number;

/** Grades: 220 px on narrow screens, otherwise half the hidden overflow (SPEC, Grades index). */
export const gradeSliderStep: SliderStep = (track, isNarrow) => (isNarrow ? 220 : (track.scrollWidth - track.clientWidth) / 2);

/** Reimbursement steps: the visible width minus 12 on narrow screens, otherwise half the overflow. */
export const visibleWidthStep: SliderStep = (track, isNarrow) =>
  isNarrow ? track.clientWidth - 12 : (track.scrollWidth - track.clientWidth) / 2;

/** Previous/next arrows for a horizontally scrolling track, disabled at each end (SPEC section 4). */
export function useSlider(track: RefObject<HTMLElement | null>, step: SliderStep) {
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(false);

  const update = useCallback(() => {
    const element = track.current;
    if (!element) return;
    setCanPrev(element.scrollLeft > 1);
    setCanNext(element.scrollLeft + element.clientWidth < element.scrollWidth - 1);
  }, [track]);

  useEffect(() => {
    const element = track.current;
    if (!element) return;
    update();
    element.addEventListener('scroll', update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      element.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, [track, update]);

  const scroll = (direction: 1 | -1) => {
    const element = track.current;
    if (!element) return;
    const amount = step(element, window.innerWidth <= NARROW_MAX_WIDTH);
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollBy({ left: direction * amount, behavior: smooth ? 'smooth' : 'auto' });
  };

  return { canPrev, canNext, prev: () => scroll(-1), next: () => scroll(1), update };
}
