// Whether the app's last request reached the server. The browser's online flag says only that
// the device has a network; a request that could not be sent, or an answer the service worker gave
// from its saved copy because the network failed, says the server is out of reach. The next real
// answer — whatever its status — says it is back. While it is out of reach the server is asked
// again every few seconds (and at once when the browser says it is back online), so the app
// notices its return even if nothing else asks. The header, the door scanner and every screen that
// needs the server read one answer from here: serverInReach().
type Listener = () => void;

const REACHABILITY_PROBE_MS = 5_000;

let reachable = true;
const listeners = new Set<Listener>();
let askAgain: () => void = () => undefined;
let probing: ReturnType<typeof setInterval> | null = null;

/** How the server is asked whether it is back (given by the transport, which sends requests). */
export function askServerAgainWith(ask: () => void): void {
  askAgain = ask;
}

const askWhenOnline = () => {
  if (navigator.onLine) askAgain();
};

export const serverReachable = (): boolean => reachable;

export function noteServerReachable(value: boolean): void {
  if (value === reachable) return;
  reachable = value;
  if (!value) {
    probing = setInterval(askWhenOnline, REACHABILITY_PROBE_MS);
    window.addEventListener('online', askWhenOnline);
  } else if (probing) {
    clearInterval(probing);
    probing = null;
    window.removeEventListener('online', askWhenOnline);
  }
  for (const listener of listeners) listener();
}

export function subscribeServerReachability(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Whether a request is worth sending: the browser has a network and the last request reached the
 * server. A venue's Wi-Fi with nothing behind it keeps `navigator.onLine` true; asking the server
 * then costs a wait for an answer that cannot come. (Outside a browser: the server's side alone.)
 */
export const serverInReach = (): boolean =>
  (typeof navigator === 'undefined' || navigator.onLine) && reachable;

/** Told when serverInReach() may have changed: the browser's network, or the server's answers. */
export function subscribeServerInReach(listener: Listener): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  const unsubscribe = subscribeServerReachability(listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
    unsubscribe();
  };
}
