// Sales at the door on the device: each sale is kept with the door's scans (IndexedDB) under its
// client key, shown at once as let in, and sent when the server can be reached — the same sale
// sent again answers the same order. A sale the server refuses (the type sold out, the door
// closed) stays in the last scans, in red, with the server's reason.
import { DOOR_SALE_METHOD_NAMES, type DoorSale, type DoorSaleType } from '@/contract/door-sales';
import { formatMoney } from '@/contract/money';
import type { StoredScan } from '@/lib/offline/offline-db';
import { failureMessage } from '@/lib/api/result';
import { sendDoorSale } from '../api/door-sale-api';
import { saveScan } from './door-store';

/** What the door asked for, before the device keys and times it. */
export type DoorSaleInput = Omit<DoorSale, 'clientKey' | 'at' | 'deviceId' | 'deviceName'>;

/** The amount a sale takes: nothing for a comp, else what was typed or the price × quantity. */
export const saleAmountCents = (input: DoorSaleInput, type: DoorSaleType) =>
  input.method === 'comp' ? 0 : (input.amountCents ?? type.priceCents * input.quantity);

export function saleSummary(input: DoorSaleInput, type: DoorSaleType): string {
  const role = type.roles?.find((one) => one.role === input.role)?.name;
  const what = `${input.quantity} × ${type.name}${role ? ` · ${role}` : ''}`;
  const method = DOOR_SALE_METHOD_NAMES[input.method];
  const amount = saleAmountCents(input, type);
  return input.method === 'comp'
    ? `${what} · ${method}`
    : `${what} · ${method} ${formatMoney(amount / 100, type.currency)}`;
}

/** The sale as a line of the door's scans: let in now, to be sent. */
export function saleScan(
  doorKey: string,
  device: { id: string; name: string },
  input: DoorSaleInput,
  type: DoorSaleType,
): StoredScan {
  const clientKey = crypto.randomUUID();
  const at = new Date().toISOString();
  return {
    id: clientKey,
    eventId: doorKey,
    at,
    deviceName: device.name,
    input: {},
    offline: true,
    ticketId: null,
    outcome: 'admitted',
    reason: null,
    message: `Sold at the door: ${saleSummary(input, type)}`,
    buyerName: input.buyerName || null,
    synced: false,
    conflict: null,
    sale: { ...input, clientKey, at, deviceId: device.id, deviceName: device.name },
  };
}

/** Sends a kept sale: the line as it now stands, or null when the server could not be asked. */
export async function sendSale(
  eventId: string,
  scan: StoredScan,
  bearer?: string,
): Promise<{ scan: StoredScan } | { failure: { status: number; problem: string } }> {
  const answer = await sendDoorSale(eventId, scan.sale!, bearer);
  if (answer.ok) return { scan: { ...scan, synced: true } };
  // Refused for this sale (sold out, closed, bad role): shown, never sent again.
  const refused = answer.problem === 'CLIENT_ERROR' && [400, 404, 409, 422].includes(answer.status);
  if (!refused) return { failure: { status: answer.status, problem: answer.problem } };
  return {
    scan: {
      ...scan,
      synced: true,
      outcome: 'refused',
      message: `Door sale refused: ${failureMessage(answer, 'the server did not accept it.')} (${scan.message.replace('Sold at the door: ', '')})`,
    },
  };
}

/** Sends the kept sales, oldest first; answers why it stopped when the server could not be asked. */
export async function sendQueuedSales(
  eventId: string,
  unsent: StoredScan[],
  bearer?: string,
): Promise<{ status: number; problem: string } | null> {
  for (const sale of unsent.filter((scan) => scan.sale).reverse()) {
    const sent = await sendSale(eventId, sale, bearer);
    if ('failure' in sent) return sent.failure;
    await saveScan(sent.scan);
  }
  return null;
}
