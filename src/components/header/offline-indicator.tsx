// Shown in the header while the browser is offline: what the user sees is what was saved on this
// device, and what needs the network will say so.
import { useOnlineStatus } from '@/lib/use-online-status';

export function OfflineIndicator() {
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <p className="offline-indicator" role="status">
      You’re offline — showing what was saved on this device.
    </p>
  );
}
