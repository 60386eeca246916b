// The query parameters Facebook's round trip returns with (spec §2): success with the user's
// name, or an error code with its message, retryability and kind of account; plus the older
// error flags (error, details, facebook_error).
import { facebookErrorView, type FacebookErrorView } from '@/lib/facebook/error-view';

export interface ReturnedResult {
  connectedAs: string | null;
  error: FacebookErrorView | null;
}

export const RETURN_PARAMS = [
  'facebook_auth_success',
  'user_name',
  'facebook_connected',
  'error_code',
  'user_message',
  'retryable',
  'user_type',
  'error',
  'details',
  'facebook_error',
];

export function returnedResult(params: URLSearchParams): ReturnedResult {
  const success =
    params.get('facebook_auth_success') === 'true' || params.get('facebook_connected') === 'true';
  if (success) return { connectedAs: params.get('user_name') ?? '', error: null };
  const code = params.get('error_code');
  if (code)
    return {
      connectedAs: null,
      error: facebookErrorView({
        code,
        message: params.get('user_message'),
        retryable: params.get('retryable') === null ? null : params.get('retryable') === 'true',
        userType: params.get('user_type'),
      }),
    };
  if (params.get('error') || params.get('facebook_error')) {
    const details = params.get('details') ?? params.get('error') ?? '';
    return {
      connectedAs: null,
      error: {
        code: 'LEGACY',
        message: `Facebook connection failed${details && details !== 'true' ? `: ${details}` : '.'}`,
        retryLabel: params.get('retryable') === 'false' ? null : 'Try Again',
        actions: [],
      },
    };
  }
  return { connectedAs: null, error: null };
}
