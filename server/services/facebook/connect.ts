// Connecting Facebook (spec §4 Social-page connection, §7 GET /api/v2/facebook/auth): the dialog
// address with a signed state, the callback that trades the code for a long-lived token, and the
// review accounts' demo connection. The callback answers with where to send the browser back to:
// /facebook-integration with the spec's return parameters.
import type { FacebookAuthAnswer } from '../../../src/contract/facebook';
import { FACEBOOK_MESSAGES } from '../../../src/contract/facebook-messages';
import type { Databases } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { ServiceContext, Scope } from '../context';
import { saveConnection } from './connections';
import { DEMO_ADMIN_USER_ID, DEMO_USER_ID, DEMO_USER_NAME, demoPagesFor } from './demo';
import { facebookError } from './graph-errors';
import { browserHashOf, isSameBrowser } from './oauth-state';

export const CALLBACK_PATH = '/api/v2/facebook/callback';
const RETURN_PATH = '/facebook-integration';

export interface Member {
  accountId: string;
  organisationId: string;
  email: string;
}

export async function startConnection(
  ctx: ServiceContext,
  scope: Scope,
  member: Member,
  demo: 'user' | 'admin' | null,
  /** The nonce the route keeps in this browser's cookie; the state carries its hash. */
  browserNonce: string,
): Promise<FacebookAuthAnswer> {
  if (demo) {
    if (!ctx.config.reviewAccountEmails.includes(member.email.toLowerCase()))
      throw new AppError(403, 'FORBIDDEN', 'The demo connection is only for the review accounts.');
    const facebookUserId = demo === 'admin' ? DEMO_ADMIN_USER_ID : DEMO_USER_ID;
    await saveConnection(scope.db, {
      ...member,
      facebookUserId,
      userName: DEMO_USER_NAME,
      userToken: null,
      userTokenExpiresAt: null,
      demo: true,
    });
    return { demoMode: true, userName: DEMO_USER_NAME, pageData: demoPagesFor(facebookUserId) };
  }
  const graph = ctx.facebook.requireGraph();
  const redirectUri = `${ctx.config.publicUrl}${CALLBACK_PATH}`;
  const state = ctx.facebook.states.create({
    organisationId: member.organisationId,
    accountId: member.accountId,
    database: scope.target,
    redirectUri,
    browser: browserHashOf(browserNonce),
  });
  return { facebookAuthUrl: graph.dialogUrl(state, redirectUri) };
}

export interface CallbackQuery {
  code?: string;
  state?: string;
  error?: string;
  error_reason?: string;
}

function back(params: Record<string, string>, development: boolean): string {
  const query = new URLSearchParams(params);
  if (development) query.set('devMode', 'true');
  return `${RETURN_PATH}?${query.toString()}`;
}

function failure(error: AppError, development: boolean): string {
  return back(
    {
      error_code: error.code,
      user_message: error.message,
      retryable: String(error.retryable ?? false),
      ...(typeof error.details?.userType === 'string' ? { user_type: error.details.userType } : {}),
    },
    development,
  );
}

/** Finishes the dialog; answers the address (on this site) to send the browser back to. */
export async function finishConnection(
  ctx: ServiceContext,
  databases: Databases,
  query: CallbackQuery,
  browserNonce: string | null,
): Promise<string> {
  const read = query.state ? ctx.facebook.states.read(query.state) : null;
  // A state made for another browser counts as no state: it connects nobody.
  const state = read && isSameBrowser(read, browserNonce) ? read : null;
  const development = state?.database === 'development';
  if (!state)
    return failure(
      new AppError(
        400,
        'FACEBOOK_AUTH_ERROR',
        'The Facebook sign-in expired or was not started in this browser. Please connect again.',
        undefined,
        true,
      ),
      false,
    );
  if (query.error || !query.code)
    return failure(
      new AppError(
        400,
        'FACEBOOK_OAUTH_DENIED',
        FACEBOOK_MESSAGES.FACEBOOK_OAUTH_DENIED,
        undefined,
        true,
      ),
      development,
    );
  try {
    const graph = ctx.facebook.requireGraph();
    const short = await graph.exchangeCode(query.code, state.redirectUri);
    const long = await graph.longLived(short.accessToken);
    const me = await graph.me(long.accessToken);
    await saveConnection(databases.of(state.database), {
      organisationId: state.organisationId,
      accountId: state.accountId,
      facebookUserId: me.id,
      userName: me.name,
      userToken: ctx.facebook.vault.seal(long.accessToken),
      userTokenExpiresAt: long.expiresIn ? new Date(Date.now() + long.expiresIn * 1000) : null,
      demo: false,
    });
    return back({ facebook_auth_success: 'true', user_name: me.name }, development);
  } catch (error) {
    return failure(facebookError(error), development);
  }
}
