// A Facebook error as the spec words it, with Try Again / Search Again and the alternative
// actions (Create Business Page, Get Admin Access) where they help.
import type { FacebookErrorView } from '@/lib/facebook/error-view';

interface Props {
  view: FacebookErrorView;
  onRetry?: () => void;
}

export function ErrorPanel({ view, onRetry }: Props) {
  return (
    <div className="alert alert-error facebook-error" role="alert">
      <p>{view.message}</p>
      <div className="facebook-actions">
        {view.retryLabel && onRetry && (
          <button type="button" className="button button-primary" onClick={onRetry}>
            {view.retryLabel}
          </button>
        )}
        {view.actions.map((action) => (
          <a
            key={action.label}
            className="button button-secondary"
            href={action.href}
            target="_blank"
            rel="noopener noreferrer"
          >
            {action.label}
          </a>
        ))}
      </div>
    </div>
  );
}
