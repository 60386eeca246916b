// Signatures the server makes over its own links and cookies: each purpose signs under a key of
// its own drawn from the server's secret (so one purpose's signature is never mistaken for
// another's), and a given signature is compared by its bytes in constant time — whatever text a
// visitor sends, a wrong length or a non-ASCII character is a plain mismatch, never an error.
import { createHmac, timingSafeEqual } from 'node:crypto';

export class PurposeKey {
  private readonly key: Buffer;

  constructor(serverSecret: string, purpose: string) {
    this.key = createHmac('sha256', serverSecret).update(purpose).digest();
  }

  /** The signature's bytes. */
  digest(text: string): Buffer {
    return createHmac('sha256', this.key).update(text).digest();
  }

  /** The signature as URL-safe text, cut to `length` characters when given. */
  sign(text: string, length?: number): string {
    const signature = this.digest(text).toString('base64url');
    return length === undefined ? signature : signature.slice(0, length);
  }

  /** Whether `given` is the signature of `text` (as `sign(text, length)` makes it). */
  verifies(text: string, given: string, length?: number): boolean {
    return sameSecret(this.sign(text, length), given);
  }
}

/** Constant-time equality of two secrets (text compared as UTF-8 bytes); false on any length. */
export function sameSecret(expected: string | Buffer, given: string | Buffer): boolean {
  const a = typeof expected === 'string' ? Buffer.from(expected, 'utf8') : expected;
  const b = typeof given === 'string' ? Buffer.from(given, 'utf8') : given;
  return a.length === b.length && timingSafeEqual(a, b);
}
