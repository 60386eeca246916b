// What the Facebook services share: the Graph client (null when the server has no Facebook app),
// the token vault and the OAuth state signer, made once at start-up.
import { FACEBOOK_MESSAGES } from '../../../src/contract/facebook-messages';
import type { FacebookConfig } from '../../config';
import { AppError } from '../../lib/app-error';
import type { ConnectionRow } from './connections';
import { GraphClient } from './graph-client';
import { facebookError, GraphError } from './graph-errors';
import { OAuthStates } from './oauth-state';
import { TokenVault } from './token-vault';

export class FacebookIntegration {
  readonly graph: GraphClient | null;
  readonly vault: TokenVault;
  readonly states: OAuthStates;

  constructor(
    readonly config: FacebookConfig | null,
    serverSecret: string,
  ) {
    this.graph = config ? new GraphClient(config) : null;
    this.vault = new TokenVault(serverSecret);
    this.states = new OAuthStates(serverSecret);
  }

  get configured(): boolean {
    return this.graph !== null;
  }

  requireGraph(): GraphClient {
    if (!this.graph)
      throw new AppError(
        503,
        'FACEBOOK_NOT_CONFIGURED',
        FACEBOOK_MESSAGES.FACEBOOK_NOT_CONFIGURED,
        undefined,
        false,
      );
    return this.graph;
  }

  /** The connection's user token, opened; one we cannot open means connecting again. */
  userToken(row: ConnectionRow): string {
    const token = row.user_token ? this.vault.open(row.user_token) : null;
    if (!token) throw facebookError(new GraphError('The stored token cannot be read.', 190));
    return token;
  }
}
