// Offers to install Floorcraft: the browser's install prompt where there is one; on iPhone and
// iPad, the Add to Home Screen steps. Dismissed once, it stays away.
import { useState } from 'react';
import { promptInstall, useInstallWay } from '@/lib/install-prompt';
import { useI18n } from '@/lib/i18n/use-i18n';

const DISMISSED_KEY = 'installHintDismissed';

export function InstallHint() {
  const way = useInstallWay();
  const i18n = useI18n();
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
    <aside className="install-hint card" aria-label={i18n._('install.label')}>
      {way === 'prompt' ? (
        <p>{i18n._('install.prompt')}</p>
      ) : (
        <p>
          {i18n._('install.steps.before')} <strong>{i18n._('install.steps.share')}</strong>
          {i18n._('install.steps.between')} <strong>{i18n._('install.steps.add')}</strong>.
        </p>
      )}
      <div className="button-row">
        {way === 'prompt' && (
          <button
            type="button"
            className="button button-primary"
            onClick={() => void promptInstall()}
          >
            {i18n._('install.button')}
          </button>
        )}
        <button type="button" className="button button-secondary" onClick={dismiss}>
          {i18n._('install.notNow')}
        </button>
      </div>
    </aside>
  );
}
