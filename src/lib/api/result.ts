// The normalised result every API call resolves with (spec §8 "Request failures"): calls never
// reject, they answer ok true with data, or ok false with a classified problem.
import type { ReceivedError } from '@/contract/errors';
import { plainMessage } from './plain-messages';

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

/**
 * A failure for a response the server sent: `error` is its body read with the contract's error
 * schema (null when the body is not in that shape, which is then kept as it came).
 */
export function serverFailure(
  status: number,
  body: unknown,
  error: ReceivedError | null,
): ApiFailure {
  if (!error) return { ok: false, status, problem: 'CLIENT_ERROR', data: body };
  const data: ApiErrorData = {
    message: error.message || DEFAULT_ERROR_MESSAGE,
    code: error.code,
    retryable: error.retryable,
    details: error.details,
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

/**
 * What a failure says in the error shape: all of it for an error the server sent or a transport
 * failure (a message), nothing of a raw body.
 */
export function failureError(result: ApiFailure): Partial<ApiErrorData> {
  const data = isRecord(result.data) ? result.data : {};
  return {
    message: typeof data.message === 'string' && data.message ? data.message : undefined,
    code: typeof data.code === 'string' ? data.code : undefined,
    retryable: typeof data.retryable === 'boolean' ? data.retryable : undefined,
    details: isRecord(data.details) ? data.details : undefined,
  };
}

/**
 * The message of a failure, or `fallback` when it carries none; a validation message that names a
 * request field is put in the words of the screen (plain-messages.ts).
 */
export function failureMessage(result: ApiFailure, fallback: string): string {
  const { message, code, details } = failureError(result);
  if (!message) return fallback;
  if (code !== 'VALIDATION_ERROR') return message;
  return plainMessage(message, typeof details?.field === 'string' ? details.field : undefined);
}

/** The details of a failure the server sent in the error shape. */
export const failureDetails = (result: ApiFailure) => failureError(result).details;

/** The error code of a failure the server sent in the error shape. */
export const failureCode = (result: ApiFailure) => failureError(result).code;

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
