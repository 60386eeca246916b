// Turns every failure into the spec's error shape: 4xx for anything the caller sent wrong,
// 5xx only for our own faults. Unknown /api/ paths answer 404 JSON.
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

function errorBody(code: ErrorCode, message: string): string {
  const body: ApiErrorBody = { error: { message, code } };
  return JSON.stringify(body);
}

/**
 * Fastify's own routing failures (an undecodable address, a path segment over the router's limit), which
 * never reach the error handler: answered in the same shape as every other error.
 */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  // The router's limit is set past what Node lets through (plugins/path-params), so this is a
  // guard: a segment over our own limit is the same 400 whoever finds it.
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return sendError(reply, 400, 'VALIDATION_ERROR', 'A part of the address is too long.');
  if (error.code === 'FST_ERR_BAD_URL')
    return sendError(reply, 400, 'VALIDATION_ERROR', 'The address is not a valid URL.');
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  return sendError(reply, status, 'VALIDATION_ERROR', 'The request could not be read.');
}

/**
 * What Node's HTTP parser refuses before there is a request (headers over 16 KB, a timeout, a
 * malformed request line): written straight to the socket, in the contract's shape.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, body] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [
          431,
          'Request Header Fields Too Large',
          errorBody('HEADERS_TOO_LARGE', 'The request headers are too large.'),
        ]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [
            408,
            'Request Timeout',
            errorBody('REQUEST_TIMEOUT', 'The request took too long to arrive.'),
          ]
        : [400, 'Bad Request', errorBody('VALIDATION_ERROR', 'The request could not be read.')];
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * While the server stops, new requests get 503 in the contract's shape (Fastify's own closing
 * answer has another shape), so a load balancer moves them to another process.
 */
export function registerClosingAnswer(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    reply.header('connection', 'close');
    return sendError(
      reply,
      503,
      'SERVICE_UNAVAILABLE',
      'The server is restarting. Please try again.',
      undefined,
      true,
    );
  });
}

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}
