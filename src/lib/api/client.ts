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

/** Every method answers `unknown` data: the caller reads it with its contract schema (parse-answer.ts). */
export const api = {
  get: (path: string, query?: Query, options: Omit<RequestOptions, 'query' | 'body'> = {}) =>
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
