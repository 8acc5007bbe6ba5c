import { formatText } from '../i18n/catalogue';
import { Icon } from './Icon';
import { useUiText } from './ui-text';
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
  const t = useUiText();
  return (
    <div className="slider-arrows">
      <button type="button" className="slider-arrows__button" onClick={onPrev} disabled={!canPrev}>
        <Icon name="chevron_left" />
        <span className="visually-hidden">{formatText(t.previous, { label })}</span>
      </button>
      <button type="button" className="slider-arrows__button" onClick={onNext} disabled={!canNext}>
        <Icon name="chevron_right" />
        <span className="visually-hidden">{formatText(t.next, { label })}</span>
      </button>
    </div>
  );
}
