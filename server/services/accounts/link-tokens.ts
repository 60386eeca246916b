// Tokens for e-mailed links that must stay the same however often they are mailed: an HMAC of the
// record they open under a key of their own, so a resend repeats the link instead of replacing it.
import { createHmac } from 'node:crypto';

export class LinkTokens {
  private readonly key: Buffer;

  constructor(serverSecret: string) {
    this.key = createHmac('sha256', serverSecret).update('floorcraft e-mailed links').digest();
  }

  /** The token for one purpose and one record, e.g. ('account deletion', request id). */
  tokenFor(purpose: string, id: string): string {
    return createHmac('sha256', this.key).update(`${purpose}\n${id}`).digest('base64url');
  }
}
