/**
 * A prebuilt slider's arrows in plain script (docs/decisions/040): the same rules as the islands' useSlider
 * (slider-steps.ts). The arrows are prebuilt disabled; from here on each says whether its end is reached.
 */
import { scrollSlider, sliderEnds, type SliderStep } from './slider-steps';

export function startSlider(root: HTMLElement, step: SliderStep): void {
  const track = root.querySelector<HTMLElement>('[data-slider-track]');
  const previous = root.querySelector<HTMLButtonElement>('[data-slider-previous]');
  const next = root.querySelector<HTMLButtonElement>('[data-slider-next]');
  if (!track || !previous || !next) return;
  const update = () => {
    const ends = sliderEnds(track);
    previous.disabled = !ends.canPrev;
    next.disabled = !ends.canNext;
  };
  update();
  track.addEventListener('scroll', update, { passive: true });
  new ResizeObserver(update).observe(track);
  previous.addEventListener('click', () => scrollSlider(track, step, -1));
  next.addEventListener('click', () => scrollSlider(track, step, 1));
}
