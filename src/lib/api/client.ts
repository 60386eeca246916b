// The API client the features use: get/post/put/patch/delete that never reject, and the 401 rule
// of spec §4 (refresh once, replay once; otherwise both tokens go).
import { tokenStorage } from '../auth/token-storage';
import { refreshAccessToken } from '../auth/refresh-access-token';
import type { ApiResult } from './result';
import { send, type Method, type Query, type RequestOptions } from './transport';

async function request<T>(
  method: Method,
  path: string,
  options: RequestOptions = {},
): Promise<ApiResult<T>> {
  // A write may change what a read begun before it answered (a booking, the pass's credits): a
  // page asking after a write hears the server as it is now, never the early answer.
  if (method !== 'GET') earlyReads.clear();
  const result = await send<T>(method, path, options);
  // A door session's 401 is its own: the account's tokens stay as they are.
  if (result.ok || result.status !== 401 || options.skipAuthRetry || options.bearer) return result;
  // Spec §4: a 401 is retried exactly once, after a refresh; otherwise both tokens go.
  const refreshed = tokenStorage.refreshToken() ? await refreshAccessToken() : false;
  if (!refreshed) {
    tokenStorage.clear();
    return result;
  }
  return send<T>(method, path, options);
}

/** How long a read begun early waits to be taken by the page that wanted it. */
const EARLY_READ_MS = 10_000;

interface EarlyRead {
  until: number;
  answer: Promise<ApiResult<unknown>>;
  /** The access token the answer was given for. */
  token?: string | null;
}
const earlyReads = new Map<string, EarlyRead>();

/**
 * Begins reads a page is known to start with, before its code has loaded: the page's own fetch of
 * the same path (GET, no query) takes the answer instead of asking again, once.
 */
export function readEarly(paths: string[]): void {
  for (const path of paths) {
    const early: EarlyRead = {
      until: Date.now() + EARLY_READ_MS,
      answer: request<unknown>('GET', path).then((answer) => {
        early.token = tokenStorage.accessToken();
        return answer;
      }),
    };
    earlyReads.set(path, early);
  }
}

/** An early answer, if it was a success for the session still signed in; otherwise asks anew. */
function takeEarlyRead(path: string): Promise<ApiResult<unknown>> | undefined {
  const early = earlyReads.get(path);
  earlyReads.delete(path);
  if (!early || early.until <= Date.now()) return undefined;
  return early.answer.then((answer) =>
    answer.ok && early.token === tokenStorage.accessToken()
      ? answer
      : request<unknown>('GET', path),
  );
}

/** Every method answers `unknown` data: the caller reads it with its contract schema (parse-answer.ts). */
export const api = {
  get: (path: string, query?: Query, options: Omit<RequestOptions, 'query' | 'body'> = {}) =>
    (query === undefined && Object.keys(options).length === 0 && takeEarlyRead(path)) ||
    request<unknown>('GET', path, { ...options, query }),
  post: (path: string, body?: unknown, options: Omit<RequestOptions, 'body'> = {}) =>
    request<unknown>('POST', path, { ...options, body }),
  put: (path: string, body?: unknown, options: Omit<RequestOptions, 'body'> = {}) =>
    request<unknown>('PUT', path, { ...options, body }),
  patch: (path: string, body?: unknown, options: Omit<RequestOptions, 'body'> = {}) =>
    request<unknown>('PATCH', path, { ...options, body }),
  delete: (path: string, query?: Query, options: Omit<RequestOptions, 'query' | 'body'> = {}) =>
    request<unknown>('DELETE', path, { ...options, query }),
};
