/** The loading overlay shown while a call is in flight (SPEC sections 2 and 8). */
export function LoadingOverlay({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="loading-overlay" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
