// Installing the web app: the browser's own prompt where it offers one (beforeinstallprompt,
// captured once at start-up), else — on iPhone and iPad Safari — the "Add to Home Screen" steps.
import { useSyncExternalStore } from 'react';

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
}

let deferred: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    notify();
  });
}

export async function promptInstall(): Promise<void> {
  const event = deferred;
  deferred = null;
  notify();
  await event?.prompt();
}

export type InstallWay = 'prompt' | 'add-to-home-screen' | null;

export function installWay(): InstallWay {
  if (window.matchMedia?.('(display-mode: standalone)').matches) return null;
  if (deferred) return 'prompt';
  const ios = /iphone|ipad|ipod/i.test(navigator.userAgent);
  return ios && !('onbeforeinstallprompt' in window) ? 'add-to-home-screen' : null;
}

export const useInstallWay = () =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    installWay,
    () => null,
  );
