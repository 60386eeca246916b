// The device cookie (OWASP "device cookies"): a random device id signed with a key of the
// server's, given to a browser when it signs in. It proves nothing about who is at the keyboard;
// it only lets the server tell a device that signed in to an account before from everyone else.
import { createHash, randomBytes } from 'node:crypto';
import { PurposeKey } from '../../lib/signing';

export const DEVICE_COOKIE = 'floorcraft_device';
/** Only the sign-in calls read it. */
export const DEVICE_COOKIE_PATH = '/api/v2/auth';
/** Browsers keep a cookie at most 400 days; a sign-in renews it. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

export class DeviceCookies {
  private readonly key: PurposeKey;

  constructor(serverSecret: string) {
    this.key = new PurposeKey(serverSecret, 'floorcraft device cookies');
  }

  /** A new device: its id and the cookie value that carries it. */
  mint(): { deviceId: string; value: string } {
    const deviceId = randomBytes(18).toString('base64url');
    return { deviceId, value: `${deviceId}.${this.key.sign(deviceId)}` };
  }

  /** The device id of a cookie we signed, or null for anything else. */
  read(value: string | null): string | null {
    if (!value || value.length > 200) return null;
    const [deviceId, signature, extra] = value.split('.');
    if (!deviceId || !signature || extra !== undefined) return null;
    return this.key.verifies(deviceId, signature) ? deviceId : null;
  }
}

/** The device id as stored: a leaked table does not yield cookies. */
export const deviceHashOf = (deviceId: string): string =>
  createHash('sha256').update(deviceId).digest('hex');
