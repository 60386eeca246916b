// Tokens for e-mailed links that must stay the same however often they are mailed: an HMAC of the
// record they open under a key of their own, so a resend repeats the link instead of replacing it.
import { PurposeKey } from '../../lib/signing';

export class LinkTokens {
  private readonly key: PurposeKey;

  constructor(serverSecret: string) {
    this.key = new PurposeKey(serverSecret, 'floorcraft e-mailed links');
  }

  /** The token for one purpose and one record, e.g. ('account deletion', request id). */
  tokenFor(purpose: string, id: string): string {
    return this.key.sign(`${purpose}\n${id}`);
  }
}
