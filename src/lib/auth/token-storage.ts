// The session tokens in local storage under the spec's keys, with change notifications so every
// part of the app (and other tabs) sees a sign-out.
export const ACCESS_TOKEN_KEY = 'accessToken';
export const REFRESH_TOKEN_KEY = 'refreshToken';

type Listener = () => void;
const listeners = new Set<Listener>();

export const tokenStorage = {
  accessToken: (): string | null => localStorage.getItem(ACCESS_TOKEN_KEY),
  refreshToken: (): string | null => localStorage.getItem(REFRESH_TOKEN_KEY),
  store(tokens: { accessToken: string; refreshToken?: string | null }): void {
    localStorage.setItem(ACCESS_TOKEN_KEY, tokens.accessToken);
    if (tokens.refreshToken) localStorage.setItem(REFRESH_TOKEN_KEY, tokens.refreshToken);
    listeners.forEach((listener) => listener());
  },
  clear(): void {
    const had =
      localStorage.getItem(ACCESS_TOKEN_KEY) !== null ||
      localStorage.getItem(REFRESH_TOKEN_KEY) !== null;
    localStorage.removeItem(ACCESS_TOKEN_KEY);
    localStorage.removeItem(REFRESH_TOKEN_KEY);
    if (had) listeners.forEach((listener) => listener());
  },
  /** Called when tokens change in this tab or another one. */
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === ACCESS_TOKEN_KEY || event.key === REFRESH_TOKEN_KEY)
        listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
};
