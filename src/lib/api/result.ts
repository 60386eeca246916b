// The normalised result every API call resolves with (spec §8 "Request failures"): calls never
// reject, they answer ok true with data, or ok false with a classified problem.
export type Problem =
  'CLIENT_ERROR' | 'NETWORK_ERROR' | 'TIMEOUT_ERROR' | 'CONNECTIVITY_ERROR' | 'UNKNOWN_ERROR';

export interface ApiErrorData {
  message: string;
  code?: string;
  retryable?: boolean;
  details?: Record<string, unknown>;
}

export type ApiSuccess<T> = { ok: true; status: number; data: T };
/** `data` is ApiErrorData when the server sent the error shape, else the raw body. */
export type ApiFailure = { ok: false; status: number; problem: Problem; data: unknown };
export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

export const DEFAULT_ERROR_MESSAGE = 'An error occurred';

export const networkErrorMessage = (host: string) =>
  `Cannot connect to server at ${host}. Please check your network connection and server status.`;
export const timeoutErrorMessage = (host: string) =>
  `Request timed out. Server at ${host} is not responding.`;
export const connectivityErrorMessage = (message: string) => `An error occurred: ${message}`;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A failure for a response the server sent. */
export function serverFailure(status: number, body: unknown): ApiFailure {
  const error = isRecord(body) && isRecord(body.error) ? body.error : null;
  if (!error) return { ok: false, status, problem: 'CLIENT_ERROR', data: body };
  const data: ApiErrorData = {
    message:
      typeof error.message === 'string' && error.message ? error.message : DEFAULT_ERROR_MESSAGE,
    code: typeof error.code === 'string' ? error.code : undefined,
    retryable: typeof error.retryable === 'boolean' ? error.retryable : undefined,
    details: isRecord(error.details) ? error.details : undefined,
  };
  return { ok: false, status, problem: 'CLIENT_ERROR', data };
}

/** A failure where no response arrived; status keeps the spec's default of 500. */
export function transportFailure(
  problem: Exclude<Problem, 'CLIENT_ERROR'>,
  message: string,
): ApiFailure {
  return { ok: false, status: 500, problem, data: { message } satisfies ApiErrorData };
}

/** The message of a failure, or `fallback` when it carries none. */
export function failureMessage(result: ApiFailure, fallback: string): string {
  const data = result.data;
  return isRecord(data) && typeof data.message === 'string' && data.message
    ? data.message
    : fallback;
}

/** The error code of a failure the server sent in the error shape. */
export function failureCode(result: ApiFailure): string | undefined {
  return isRecord(result.data) && typeof result.data.code === 'string'
    ? result.data.code
    : undefined;
}

/** Thrown by query functions so TanStack Query sees a failure; carries the normalised result. */
export class ApiRequestError extends Error {
  constructor(readonly result: ApiFailure) {
    super(failureMessage(result, DEFAULT_ERROR_MESSAGE));
    this.name = 'ApiRequestError';
  }
}

export function unwrap<T>(result: ApiResult<T>): T {
  if (!result.ok) throw new ApiRequestError(result);
  return result.data;
}

/** True when the request never got an answer from the server (offline, timeout, refused). */
export const isConnectionFailure = (result: ApiFailure) => result.problem !== 'CLIENT_ERROR';

/** The server's message for a failed request thrown by `unwrap`, or the fallback for anything else. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError ? failureMessage(error.result, fallback) : fallback;
}
