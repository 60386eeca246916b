// Whether the app's last request reached the server. The browser's online flag says only that
// the device has a network; a request that could not be sent, or an answer the service worker gave
// from its saved copy because the network failed, says the server is out of reach. The next real
// answer — whatever its status — says it is back.
type Listener = () => void;

let reachable = true;
const listeners = new Set<Listener>();

export const serverReachable = (): boolean => reachable;

export function noteServerReachable(value: boolean): void {
  if (value === reachable) return;
  reachable = value;
  for (const listener of listeners) listener();
}

export function subscribeServerReachability(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
