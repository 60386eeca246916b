// The devices an account signed in on: a sign-in from one is exempt from the per-e-mail lock
// (login-throttle.ts). A device becomes one by signing in, signing up, or opening an e-mailed
// "it was me" link (device-links.ts).
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { deviceHashOf, type DeviceCookies } from './device-cookies';

/** A device as a request presents it: its id (signature checked) and its cookie, or none. */
export type PresentedDevice = { deviceId: string; cookie: string } | null;

export function presentedDevice(cookies: DeviceCookies, cookie: string | null): PresentedDevice {
  const deviceId = cookies.read(cookie);
  return deviceId && cookie ? { deviceId, cookie } : null;
}

/** Whether the device signed in to the account with this e-mail before. */
export async function isTrustedDevice(
  db: Db,
  email: string,
  device: PresentedDevice,
): Promise<boolean> {
  if (!device) return false;
  const row = await db
    .selectFrom('trusted_devices')
    .innerJoin('accounts', 'accounts.id', 'trusted_devices.account_id')
    .select('trusted_devices.account_id')
    .where('accounts.email', '=', email)
    .where('trusted_devices.device_hash', '=', deviceHashOf(device.deviceId))
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * Marks the device (a new one if the request had none) as the account's; answers the cookie to
 * (re)set, so the browser keeps it another 400 days.
 */
export async function trustDevice(
  db: Db,
  cookies: DeviceCookies,
  accountId: string,
  device: PresentedDevice,
): Promise<string> {
  const { deviceId, value } = device
    ? { deviceId: device.deviceId, value: device.cookie }
    : cookies.mint();
  await db
    .insertInto('trusted_devices')
    .values({ account_id: accountId, device_hash: deviceHashOf(deviceId) })
    .onConflict((conflict) =>
      conflict
        .columns(['account_id', 'device_hash'])
        .doUpdateSet({ last_signed_in_at: sql`now()` }),
    )
    .execute();
  return value;
}
