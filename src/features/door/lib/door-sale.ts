// A sale at the door as the device shows it: a line of the door's scans, let in at once under the
// sale's client key, with what was sold; the sale itself waits in the outbox (door-outbox.ts)
// until the server has it — the same sale sent again answers the same order.
import { DOOR_SALE_METHOD_NAMES, type DoorSale, type DoorSaleType } from '@/contract/door-sales';
import { formatMoney } from '@/contract/money';
import type { StoredScan } from '@/lib/offline/offline-db';

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
