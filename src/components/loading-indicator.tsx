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

/**
 * A page whose content is on its way: its heading at once, then the loading state. The heading is
 * what a visitor reads first, and on a phone the page's largest paint: it never waits for data.
 */
export function LoadingPage({ title, label }: { title: string; label: string }) {
  return (
    <main className="page page-narrow">
      <h1>{title}</h1>
      <LoadingIndicator label={label} />
    </main>
  );
}
