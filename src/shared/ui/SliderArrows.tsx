import { Icon } from './Icon';
import './slider-arrows.css';

interface SliderArrowsProps {
  label: string;
  canPrev: boolean;
  canNext: boolean;
  onPrev: () => void;
  onNext: () => void;
}

/** Previous and next buttons of a slider; each is disabled at its end. */
export function SliderArrows({ label, canPrev, canNext, onPrev, onNext }: SliderArrowsProps) {
  return (
    <div className="slider-arrows">
      <button type="button" className="slider-arrows__button" onClick={onPrev} disabled={!canPrev}>
        <Icon name="chevron_left" />
        <span className="visually-hidden">Previous {label}</span>
      </button>
      <button type="button" className="slider-arrows__button" onClick={onNext} disabled={!canNext}>
        <Icon name="chevron_right" />
        <span className="visually-hidden">Next {label}</span>
      </button>
    </div>
  );
}
