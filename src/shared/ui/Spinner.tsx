import './spinner.css';

/** A spinner with a name for screen readers, where one part of a screen is loading. */
export function Spinner({ label, className }: { label: string; className?: string }) {
  return (
    <div className={className} role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}

/** The loading overlay shown while a call is in flight (SPEC sections 2 and 8). */
export function LoadingOverlay({ label = 'Loading' }: { label?: string }) {
  return <Spinner className="loading-overlay" label={label} />;
}
