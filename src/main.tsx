// Entry point of the web app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { rememberDevModeFromUrl } from './lib/dev-mode';
import { registerServiceWorker } from './app/register-service-worker';
import './styles/global.css';

rememberDevModeFromUrl();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
registerServiceWorker();
