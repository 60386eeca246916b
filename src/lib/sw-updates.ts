// A new build's service worker waiting to take over: the page offers Reload rather than reloading
// by itself (never mid-form).
import { useSyncExternalStore } from 'react';

type Listener = () => void;
const listeners = new Set<Listener>();
let update: (() => Promise<void>) | null = null;

export const swUpdates = {
  /** Called by the registration when a new version is waiting. */
  offer(apply: () => Promise<void>): void {
    update = apply;
    listeners.forEach((listener) => listener());
  },
  apply(): Promise<void> {
    return update ? update() : Promise.resolve();
  },
};

export const useUpdateWaiting = () =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => update !== null,
    () => false,
  );
