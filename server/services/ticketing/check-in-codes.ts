// The event check-in QR (spec §3 QR code data): a PNG of a check-in URL whose token names the
// event and carries an HMAC only this server can make, so nobody can forge one for another event.
import QRCode from 'qrcode';
import type { QrCodeData } from '../../../src/contract/ticketing';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/app-error';
import { PurposeKey } from '../../lib/signing';
import { ownConfigurationRow, storedDetails } from './configurations';

const SIGNATURE_LENGTH = 32;
const EVENT_ID_LENGTH = 36;

export class CheckInCodes {
  private readonly key: PurposeKey;

  constructor(serverSecret: string) {
    this.key = new PurposeKey(serverSecret, 'floorcraft check-in codes');
  }

  /** `{event id}_{signature}`: no dot, so the address never looks like a file's. */
  tokenFor(eventId: string): string {
    return `${eventId}_${this.key.sign(eventId, SIGNATURE_LENGTH)}`;
  }

  /** The event a token was made for, or null when it was not made here. */
  eventOf(token: string): string | null {
    const eventId = token.slice(0, EVENT_ID_LENGTH);
    const signature = token.slice(EVENT_ID_LENGTH + 1);
    if (token[EVENT_ID_LENGTH] !== '_' || !signature) return null;
    return this.key.verifies(eventId, signature, SIGNATURE_LENGTH) ? eventId : null;
  }
}

export async function checkInQrCode(
  db: Db,
  codes: CheckInCodes,
  publicUrl: string,
  organisationId: string,
  configurationId: string,
): Promise<Omit<QrCodeData, 'developmentDatabase'>> {
  const row = await ownConfigurationRow(db, organisationId, configurationId);
  if (row.status !== 'published' || !row.event_id)
    throw notFound('The check-in QR code exists once the tickets are published.');
  const checkInUrl = `${publicUrl}/check-in/${codes.tokenFor(row.event_id)}`;
  const qrCode = await QRCode.toDataURL(checkInUrl, {
    errorCorrectionLevel: 'M',
    margin: 2,
    width: 512,
  });
  return { eventTitle: storedDetails(row).title || 'Untitled Event', qrCode, checkInUrl };
}
