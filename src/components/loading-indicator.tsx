// A spinner with a text for screen readers and sighted users alike.
import './loading-indicator.css';

export function LoadingIndicator({ label }: { label: string }) {
  return (
    <div className="loading" role="status" aria-live="polite">
      <span className="loading__spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
