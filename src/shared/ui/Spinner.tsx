import { useUiText } from './ui-text';
import './spinner.css';

interface SpinnerProps {
  /** What is going on, for screen readers: 'Loading'. */
  label: string;
  className?: string;
  /** Shows the label under the spinner too, where a wait may last long enough to read it. */
  showLabel?: boolean;
}

/** A spinner with a name for screen readers, where one part of a screen is loading. */
export function Spinner({ label, className, showLabel = false }: SpinnerProps) {
  return (
    <div className={className} role="status">
      <span className="spinner" aria-hidden="true" />
      <span className={showLabel ? 'spinner__label' : 'visually-hidden'}>{label}</span>
    </div>
  );
}

/**
 * The loading overlay shown while a call is in flight (SPEC sections 2 and 8). It is fixed to the viewport,
 * so its spinner is in sight wherever the page is scrolled, however tall the screen under it.
 */
export function LoadingOverlay({ label, showLabel = false }: { label?: string; showLabel?: boolean }) {
  const t = useUiText();
  return <Spinner className="loading-overlay" label={label ?? t.loading} showLabel={showLabel} />;
}
