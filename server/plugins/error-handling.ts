// Turns every failure into the spec's error shape: 4xx for anything the caller sent wrong,
// 5xx only for our own faults. Unknown /api/ paths answer 404 JSON.
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import type { ApiErrorBody, ErrorCode } from '../../src/contract/errors';
import { AppError } from '../lib/app-error';

export function sendError(
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  message: string,
  details?: Record<string, unknown>,
  retryable?: boolean,
) {
  const body: ApiErrorBody = {
    error: {
      message,
      code,
      ...(retryable !== undefined && { retryable }),
      ...(details && { details }),
    },
  };
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

function codeForFrameworkError(
  error: FastifyError,
): { status: number; code: ErrorCode; message: string } | null {
  const status = error.statusCode ?? 500;
  if (status === 413)
    return { status, code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' };
  if (status === 415)
    return {
      status,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Send the request body as JSON (Content-Type: application/json).',
    };
  if (status >= 400 && status < 500) {
    const message =
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
        ? 'The request body is not valid JSON.'
        : error.message;
    return { status, code: 'VALIDATION_ERROR', message };
  }
  return null;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return sendError(
        reply,
        error.statusCode,
        error.code,
        error.message,
        error.details,
        error.retryable,
      );
    }
    const known = codeForFrameworkError(error);
    if (known) return sendError(reply, known.status, known.code, known.message);
    request.log.error({ err: error }, 'request failed');
    return sendError(
      reply,
      500,
      'SERVER_ERROR',
      'Server error occurred. Please try again.',
      undefined,
      true,
    );
  });
}

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}
