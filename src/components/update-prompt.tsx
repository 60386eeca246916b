// "A new version is available" with Reload: the waiting service worker takes over only when the
// user says so.
import { swUpdates, useUpdateWaiting } from '@/lib/sw-updates';

export function UpdatePrompt() {
  const waiting = useUpdateWaiting();
  if (!waiting) return null;
  return (
    <div className="update-prompt" role="status">
      <span>A new version is available</span>
      <button
        type="button"
        className="button button-primary"
        onClick={() => void swUpdates.apply()}
      >
        Reload
      </button>
    </div>
  );
}
