// Shown in the header while the browser is offline: what the user sees is what was saved on this
// device, and what needs the network will say so.
import { useOnlineStatus } from '@/lib/use-online-status';
import { useI18n } from '@/lib/i18n/use-i18n';

export function OfflineIndicator() {
  const online = useOnlineStatus();
  const i18n = useI18n();
  if (online) return null;
  return (
    <p className="offline-indicator" role="status">
      {i18n._('header.offline')}
    </p>
  );
}
