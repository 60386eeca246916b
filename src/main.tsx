// Entry point of the web app. Base styles come first so component styles can refine them.
import './styles/base.css';
import './styles/buttons.css';
import './styles/forms.css';
import './styles/pages.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { rememberDevModeFromUrl } from './lib/dev-mode';
import { registerServiceWorker } from './app/register-service-worker';
import { captureInstallPrompt } from './lib/install-prompt';

rememberDevModeFromUrl();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
registerServiceWorker();
captureInstallPrompt();
