// "A new version is available" with Reload: the waiting service worker takes over only when the
// user says so.
import { swUpdates, useUpdateWaiting } from '@/lib/sw-updates';
import { useI18n } from '@/lib/i18n/use-i18n';

export function UpdatePrompt() {
  const waiting = useUpdateWaiting();
  const i18n = useI18n();
  if (!waiting) return null;
  return (
    <div className="update-prompt" role="status">
      <span>{i18n._('update.available')}</span>
      <button
        type="button"
        className="button button-primary"
        onClick={() => void swUpdates.apply()}
      >
        {i18n._('common.reload')}
      </button>
    </div>
  );
}
