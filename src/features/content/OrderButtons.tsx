import { Icon } from '../../shared/ui/Icon';

interface OrderButtonsProps {
  /** Names the item in the buttons' accessible names. */
  name: string;
  index: number;
  count: number;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
}

/** Move up, move down and remove: keyboard friendly reordering for short lists. */
export function OrderButtons({ name, index, count, onMove, onRemove }: OrderButtonsProps) {
  return (
    <span className="order-buttons">
      <button type="button" className="icon-button" disabled={index === 0} aria-label={`Move ${name} up`} onClick={() => onMove(-1)}>
        <Icon name="keyboard_arrow_down" className="order-buttons__up" />
      </button>
      <button
        type="button"
        className="icon-button"
        disabled={index === count - 1}
        aria-label={`Move ${name} down`}
        onClick={() => onMove(1)}
      >
        <Icon name="keyboard_arrow_down" />
      </button>
      <button type="button" className="icon-button" aria-label={`Remove ${name}`} onClick={onRemove}>
        <Icon name="delete" />
      </button>
    </span>
  );
}
