// Entry point of the web app. Base styles come first so component styles can refine them.
import './app/locale-data';
import './styles/base.css';
import './styles/buttons.css';
import './styles/forms.css';
import './styles/pages.css';
import './styles/dance-colours.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadPages } from './app/router';
import { rememberDevModeFromUrl } from './lib/dev-mode';
import { registerServiceWorker } from './app/register-service-worker';
import { captureInstallPrompt } from './lib/install-prompt';
import { markHydratingPage } from './lib/use-hydrated';
import { beginEarlyReads } from './app/early-reads';
import { activateLocale, i18n, preferredLocale } from './lib/i18n/i18n';
import { DEFAULT_LOCALE } from './lib/i18n/locales';

/** Resolves once the browser has painted what the server sent: hydrating (a long task) waits. */
const painted = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** How long a page the server did not render waits for its chunks before the app shows its frame. */
const FIRST_RENDER_WAIT_MS = 600;

/** A task of its own, after those before it: the browser may paint and answer taps between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

rememberDevModeFromUrl();
const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

async function start() {
  // The visitor's language loads its catalogue alongside the page's chunks (another language's
  // that fails to load falls back to en-AU's).
  const locale = preferredLocale();
  const language = activateLocale(locale).catch(() =>
    activateLocale(DEFAULT_LOCALE).catch(() => undefined),
  );
  // Evaluating this script is one long task on a phone's CPU already: the reads the page starts
  // with, then matching the address to its chunks (the router ranks every route the first time),
  // each run in a task of their own after it rather than lengthening it.
  await nextTask();
  beginEarlyReads(window.location.pathname, window.location.search);
  await nextTask();
  // A chunk that fails to load now is asked for again by the page's own Suspense.
  const pages = preloadPages(window.location.pathname, window.location.search).catch(
    () => undefined,
  );
  await language;
  // A public page the server rendered with the app itself is taken over where it stands; any
  // other content in #root (an event's plain text for crawlers) is replaced. Either is a
  // transition, which React renders in slices that let the browser answer taps and paint in
  // between (not one long task). The server renders every page in en-AU: in another language
  // the page is rendered anew (what the server sent stays on screen until then).
  if (root.hasAttribute('data-rendered') && i18n.locale === DEFAULT_LOCALE) {
    markHydratingPage();
    await Promise.all([pages, painted()]);
    startTransition(() => void hydrateRoot(root, app));
  } else {
    // The page's chunks run before the app first renders: they are one long task either way, and
    // before the first paint it blocks nothing the visitor can see or tap (after it, the page's
    // loading frame would show and then wait on it). On a slow connection the app does not wait
    // for them with a blank screen: after a moment it shows its frame and the page's loading state.
    const aMoment = new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS));
    await Promise.race([pages, aMoment]);
    startTransition(() => createRoot(root).render(app));
  }
}

void start();
registerServiceWorker();
captureInstallPrompt();
