// The signed entry pass a ticket's QR carries, read the same way by the server and the door
// scanner: "FC1.<kid>.<body>.<signature>", where body is the ticket, event and ticket type ids
// (16 bytes each, base64url) and the signature is Ed25519 over "FC1.<kid>.<body>" (ASCII), made
// by the deployment's pass key <kid>. Compact enough for a small QR a phone camera reads at once.

export const PASS_VERSION = 'FC1';
/** A pass is about 170 characters; anything much longer is not one. */
export const MAX_PASS_LENGTH = 300;

export interface PassClaims {
  kid: string;
  ticketId: string;
  eventId: string;
  ticketTypeId: string;
}

export interface ParsedPass extends PassClaims {
  /** The exact text the signature covers. */
  signed: string;
  signature: Uint8Array;
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

export function bytesToBase64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function base64urlToBytes(text: string): Uint8Array | null {
  if (!BASE64URL.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

function uuidToBytes(uuid: string): Uint8Array {
  const hex = uuid.replace(/-/g, '');
  return Uint8Array.from({ length: 16 }, (_, i) => parseInt(hex.slice(i * 2, i * 2 + 2), 16));
}

function bytesToUuid(bytes: Uint8Array): string {
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The part of a pass the signature covers. */
export function passSignedPart(claims: PassClaims): string {
  const body = new Uint8Array(48);
  body.set(uuidToBytes(claims.ticketId), 0);
  body.set(uuidToBytes(claims.eventId), 16);
  body.set(uuidToBytes(claims.ticketTypeId), 32);
  return `${PASS_VERSION}.${claims.kid}.${bytesToBase64url(body)}`;
}

/** Reads a pass's parts, or null when the text is not a pass at all (a signature is not checked). */
export function parsePass(text: string): ParsedPass | null {
  const trimmed = text.trim();
  if (trimmed.length > MAX_PASS_LENGTH) return null;
  const parts = trimmed.split('.');
  if (parts.length !== 4 || parts[0] !== PASS_VERSION) return null;
  const [, kid, bodyText, signatureText] = parts as [string, string, string, string];
  if (!BASE64URL.test(kid) || kid.length > 16) return null;
  const body = base64urlToBytes(bodyText);
  const signature = base64urlToBytes(signatureText);
  if (!body || body.length !== 48 || !signature || signature.length !== 64) return null;
  return {
    kid,
    ticketId: bytesToUuid(body.subarray(0, 16)),
    eventId: bytesToUuid(body.subarray(16, 32)),
    ticketTypeId: bytesToUuid(body.subarray(32, 48)),
    signed: `${PASS_VERSION}.${kid}.${bodyText}`,
    signature,
  };
}
