// The device cookie (OWASP "device cookies"): a random device id signed with a key of the
// server's, given to a browser when it signs in. It proves nothing about who is at the keyboard;
// it only lets the server tell a device that signed in to an account before from everyone else.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const DEVICE_COOKIE = 'floorcraft_device';
/** Only the sign-in calls read it. */
export const DEVICE_COOKIE_PATH = '/api/v2/auth';
/** Browsers keep a cookie at most 400 days; a sign-in renews it. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

export class DeviceCookies {
  private readonly key: Buffer;

  constructor(serverSecret: string) {
    this.key = createHmac('sha256', serverSecret).update('floorcraft device cookies').digest();
  }

  private signatureOf(id: string): Buffer {
    return createHmac('sha256', this.key).update(id).digest();
  }

  /** A new device: its id and the cookie value that carries it. */
  mint(): { deviceId: string; value: string } {
    const deviceId = randomBytes(18).toString('base64url');
    return { deviceId, value: `${deviceId}.${this.signatureOf(deviceId).toString('base64url')}` };
  }

  /** The device id of a cookie we signed, or null for anything else. */
  read(value: string | null): string | null {
    if (!value || value.length > 200) return null;
    const [deviceId, signature, extra] = value.split('.');
    if (!deviceId || !signature || extra !== undefined) return null;
    const given = Buffer.from(signature, 'base64url');
    const expected = this.signatureOf(deviceId);
    return given.length === expected.length && timingSafeEqual(given, expected) ? deviceId : null;
  }
}

/** The device id as stored: a leaked table does not yield cookies. */
export const deviceHashOf = (deviceId: string): string =>
  createHash('sha256').update(deviceId).digest('hex');
