// Sends one HTTP request and normalises the outcome (spec §7 "Client behaviour common to all
// calls", §8 "Request failures"): bearer credential, dev-database header, 10 s timeout.
import { schoolHeader } from '@/lib/organisation/current-school';
import wretch from 'wretch';
import QueryStringAddon from 'wretch/addons/queryString';
import { APP_VERSION_HEADER, DEVELOPMENT_APP_VERSION } from '@/contract/dev-mode';
import { SAVED_COPY_HEADER } from '@/contract/saved-copy';
import { isDevMode } from '../dev-mode';
import { tokenStorage } from '../auth/token-storage';
import { askServerAgainWith, noteServerReachable } from './server-reachability';
import {
  connectivityErrorMessage,
  networkErrorMessage,
  serverFailure,
  timeoutErrorMessage,
  transportFailure,
  type ApiResult,
} from './result';

export const REQUEST_TIMEOUT_MS = 10_000;
/** Production API base; the development base is used only when a GET asks for it. */
export const API_BASE = import.meta.env.VITE_API_BASE ?? '';
export const DEV_API_BASE = import.meta.env.VITE_DEV_API_BASE ?? API_BASE;

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Query = Record<string, string | number | boolean | undefined>;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  /** GET only: use the development base address. */
  useDevBase?: boolean;
  /** Answer a 401 as it is, with no refresh (sign-in itself, for one). */
  skipAuthRetry?: boolean;
  /** Defaults to the spec's 10 000 ms. */
  timeoutMs?: number;
  /** A credential of its own (a door helper's session) instead of the signed-in account's. */
  bearer?: string;
}

function baseHost(base: string): string {
  try {
    return new URL(base || '/', window.location.href).host;
  } catch {
    return base;
  }
}

function headers(useDevBase: boolean, bearer: string | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  const token = bearer ?? tokenStorage.accessToken();
  if (token) result.Authorization = `Bearer ${token}`;
  // A door helper's own credential acts for its event alone, never for a chosen school.
  if (token && !bearer) Object.assign(result, schoolHeader());
  if (useDevBase || isDevMode()) result[APP_VERSION_HEADER] = DEVELOPMENT_APP_VERSION;
  return result;
}

async function parseBody(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  // A document (an invoice's PDF) is kept as its bytes.
  if (type.startsWith('application/pdf')) return response.blob();
  const text = await response.text();
  if (!text) return null;
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export async function send<T>(
  method: Method,
  path: string,
  options: RequestOptions,
): Promise<ApiResult<T>> {
  const base = method === 'GET' && options.useDevBase ? DEV_API_BASE : API_BASE;
  const host = baseHost(base);
  const signal = AbortSignal.timeout(options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  try {
    let request = wretch(new URL(base + path, window.location.href).toString())
      .addon(QueryStringAddon)
      .headers(headers(base === DEV_API_BASE && Boolean(options.useDevBase), options.bearer))
      .options({ signal });
    if (options.query) {
      const query = Object.fromEntries(
        Object.entries(options.query).filter(([, value]) => value !== undefined),
      );
      request = request.query(query);
    }
    if (options.body !== undefined) request = request.json(options.body as object);
    const response = await request.fetch(method).res();
    noteServerReachable(!response.headers.has(SAVED_COPY_HEADER));
    return { ok: true, status: response.status, data: (await parseBody(response)) as T };
  } catch (error) {
    if (error instanceof wretch.WretchError) {
      noteServerReachable(true);
      const body = error.json ?? (error.text ? error.text : null);
      // Loaded when a failure first arrives (the schemas stay out of the first page load); if
      // even that fails, the body is kept as it came.
      const shaped = await import('@/contract/errors').then(
        ({ receivedErrorSchema }) => receivedErrorSchema.safeParse(body),
        () => null,
      );
      return serverFailure(error.status, body, shaped?.success ? shaped.data.error : null);
    }
    if (
      signal.aborted ||
      (error instanceof Error &&
        (error.name === 'AbortError' || (error as { code?: string }).code === 'ECONNABORTED'))
    ) {
      return transportFailure('TIMEOUT_ERROR', timeoutErrorMessage(host));
    }
    if (error instanceof TypeError) {
      noteServerReachable(false);
      return transportFailure('NETWORK_ERROR', networkErrorMessage(host));
    }
    return transportFailure(
      'CONNECTIVITY_ERROR',
      connectivityErrorMessage(error instanceof Error ? error.message : String(error)),
    );
  }
}

// While the server is out of reach, it is asked whether it is back (the answer is noted above).
const askServer = () => void send('GET', '/api/health', {});
askServerAgainWith(askServer);

// A page the service worker opened from its saved copy may make no request of its own (what it
// shows is in the saved cache), and Chromium can keep navigator.onLine true with no network: the
// server is asked once the page has loaded, so the header says from the start that it is offline.
if (typeof window !== 'undefined' && navigator.serviceWorker?.controller) {
  if (document.readyState === 'complete') setTimeout(askServer, 0);
  else window.addEventListener('load', askServer, { once: true });
}
