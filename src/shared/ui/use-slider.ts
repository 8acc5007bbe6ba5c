import { useCallback, useEffect, useState, type RefObject } from 'react';
import { scrollSlider, sliderEnds, type SliderStep } from './slider-steps';

export { gradeSliderStep, type SliderStep } from './slider-steps';

/** Previous/next arrows for a horizontally scrolling track, disabled at each end (SPEC section 4). */
export function useSlider(track: RefObject<HTMLElement | null>, step: SliderStep) {
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(false);

  const update = useCallback(() => {
    const element = track.current;
    if (!element) return;
    const ends = sliderEnds(element);
    setCanPrev(ends.canPrev);
    setCanNext(ends.canNext);
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
    if (track.current) scrollSlider(track.current, step, direction);
  };

  return { canPrev, canNext, prev: () => scroll(-1), next: () => scroll(1), update };
}
