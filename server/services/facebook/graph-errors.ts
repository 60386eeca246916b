// Facebook's errors in our words (spec §8 Social-page integration): Graph API error codes become
// the spec's error codes with a message, a status and whether trying again can help.
import { FACEBOOK_MESSAGES, NO_PAGES_MESSAGES } from '../../../src/contract/facebook-messages';
import type { FacebookUserType } from '../../../src/contract/facebook';
import { AppError } from '../../lib/app-error';

/** What the Graph API answered when it refused (or when it could not be reached: code -1). */
export class GraphError extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly subcode: number | null = null,
    readonly httpStatus: number | null = null,
    readonly transient = false,
  ) {
    super(message);
    this.name = 'GraphError';
  }
}

const RATE_LIMIT_CODES = new Set([4, 17, 32, 613]);
const TRANSIENT_CODES = new Set([1, 2]);

export function facebookError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (!(error instanceof GraphError))
    return new AppError(502, 'SERVER_ERROR', FACEBOOK_MESSAGES.SERVER_ERROR, undefined, false);
  const { code } = error;
  if (code === 190 || code === 102 || code === 463 || code === 467)
    return new AppError(
      409,
      'FACEBOOK_AUTH_ERROR',
      FACEBOOK_MESSAGES.FACEBOOK_AUTH_ERROR,
      undefined,
      true,
    );
  if (code === 10 || (code >= 200 && code <= 299))
    return new AppError(
      403,
      'FACEBOOK_PERMISSION_ERROR',
      FACEBOOK_MESSAGES.FACEBOOK_PERMISSION_ERROR,
      undefined,
      true,
    );
  if (RATE_LIMIT_CODES.has(code) || TRANSIENT_CODES.has(code) || code === -1 || error.transient)
    return new AppError(
      503,
      'FACEBOOK_API_ERROR',
      FACEBOOK_MESSAGES.FACEBOOK_API_ERROR,
      undefined,
      true,
    );
  return new AppError(502, 'SERVER_ERROR', FACEBOOK_MESSAGES.SERVER_ERROR, undefined, false);
}

export function noPagesError(userType: FacebookUserType): AppError {
  return new AppError(404, 'FACEBOOK_NO_PAGES', NO_PAGES_MESSAGES[userType], { userType }, false);
}
