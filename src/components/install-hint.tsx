// Offers to install Floorcraft: the browser's install prompt where there is one; on iPhone and
// iPad, the Add to Home Screen steps. Dismissed once, it stays away.
import { useState } from 'react';
import { promptInstall, useInstallWay } from '@/lib/install-prompt';

const DISMISSED_KEY = 'installHintDismissed';

export function InstallHint() {
  const way = useInstallWay();
  // Read in the browser only (a server render has no storage; it shows no hint anyway).
  const [dismissed, setDismissed] = useState(
    () => typeof localStorage === 'undefined' || localStorage.getItem(DISMISSED_KEY) === 'true',
  );
  if (!way || dismissed) return null;
  const dismiss = () => {
    localStorage.setItem(DISMISSED_KEY, 'true');
    setDismissed(true);
  };
  return (
    <aside className="install-hint card" aria-label="Install Floorcraft">
      {way === 'prompt' ? (
        <p>Install Floorcraft for quick access to your calendar and tickets, even offline.</p>
      ) : (
        <p>
          Install Floorcraft: tap <strong>Share</strong>, then <strong>Add to Home Screen</strong>.
        </p>
      )}
      <div className="button-row">
        {way === 'prompt' && (
          <button
            type="button"
            className="button button-primary"
            onClick={() => void promptInstall()}
          >
            Install
          </button>
        )}
        <button type="button" className="button button-secondary" onClick={dismiss}>
          Not now
        </button>
      </div>
    </aside>
  );
}
