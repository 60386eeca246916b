// Entry point of the web app. Base styles come first so component styles can refine them.
import './styles/base.css';
import './styles/buttons.css';
import './styles/forms.css';
import './styles/pages.css';
import './styles/dance-colours.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadPages } from './app/router';
import { rememberDevModeFromUrl } from './lib/dev-mode';
import { registerServiceWorker } from './app/register-service-worker';
import { captureInstallPrompt } from './lib/install-prompt';

rememberDevModeFromUrl();
const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// A public page the server rendered with the app itself is taken over where it stands; any other
// content in #root (an event's plain text for crawlers) is replaced.
if (root.hasAttribute('data-rendered'))
  // A chunk that fails to load now is asked for again by the page's own Suspense.
  void preloadPages(window.location.pathname)
    .catch(() => undefined)
    .then(() => hydrateRoot(root, app));
else createRoot(root).render(app);
registerServiceWorker();
captureInstallPrompt();
