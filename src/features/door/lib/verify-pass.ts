// Verifies a scanned pass on the device, with no signal: its Ed25519 signature against the event's
// pass keys (WebCrypto where the browser has Ed25519; the audited @noble/ed25519, loaded only
// then, where it does not), then that it is for this event.
import { base64urlToBytes, parsePass, type PassClaims } from '@/contract/passes';

export interface PassKeyText {
  kid: string;
  publicKey: string;
}

export type PassVerdict =
  | { valid: true; claims: PassClaims }
  | { valid: false; reason: 'not-a-pass' | 'forged' | 'other-event' };

type VerifyFn = (signature: Uint8Array, message: Uint8Array) => Promise<boolean>;

/** Copies into a fresh ArrayBuffer: WebCrypto refuses views of shared or offset buffers. */
const bufferOf = (bytes: Uint8Array) => new Uint8Array(bytes).buffer;

async function webCryptoVerifier(raw: Uint8Array): Promise<VerifyFn | null> {
  try {
    const key = await crypto.subtle.importKey('raw', bufferOf(raw), { name: 'Ed25519' }, false, [
      'verify',
    ]);
    return (signature, message) =>
      crypto.subtle.verify({ name: 'Ed25519' }, key, bufferOf(signature), bufferOf(message));
  } catch {
    return null;
  }
}

async function nobleVerifier(raw: Uint8Array): Promise<VerifyFn> {
  const ed = await import('@noble/ed25519');
  // RFC 8032's strict rules, as the server's own check applies them.
  return async (signature, message) =>
    ed.verifyAsync(signature, message, raw, { zip215: false }).catch(() => false);
}

export class PassVerifier {
  private constructor(
    private readonly eventId: string,
    private readonly verifiers: Map<string, VerifyFn>,
  ) {}

  /** Prepares the keys once (importing a key costs more than a verification). */
  static async create(eventId: string, keys: PassKeyText[], useWebCrypto = true) {
    const verifiers = new Map<string, VerifyFn>();
    for (const key of keys) {
      const raw = base64urlToBytes(key.publicKey);
      if (!raw || raw.length !== 32) continue;
      const fast = useWebCrypto ? await webCryptoVerifier(raw) : null;
      verifiers.set(key.kid, fast ?? (await nobleVerifier(raw)));
    }
    return new PassVerifier(eventId, verifiers);
  }

  async verify(text: string): Promise<PassVerdict> {
    const pass = parsePass(text);
    if (!pass) return { valid: false, reason: 'not-a-pass' };
    const verify = this.verifiers.get(pass.kid);
    const message = new TextEncoder().encode(pass.signed);
    if (!verify || !(await verify(pass.signature, message)))
      return { valid: false, reason: 'forged' };
    if (pass.eventId !== this.eventId) return { valid: false, reason: 'other-event' };
    const { kid, ticketId, eventId, ticketTypeId } = pass;
    return { valid: true, claims: { kid, ticketId, eventId, ticketTypeId } };
  }
}
