// The purchase form's rules (spec §5 Purchase, §9): each quantity between 0 and the smaller of
// what is left and 10 per type; a role-based type is chosen per role, each role only as far as
// the balance allows (the contract's rule, as the server applies it); the total in cents; the
// summary in the first ticket's currency.
import { i18n } from '@/lib/i18n/i18n';
import {
  NO_ROLE_COUNTS,
  balanceAllows,
  roleName,
  roomByQueue,
  rolesOffered,
  type DanceRole,
  type RoleCounts,
} from '@/contract/partner-roles';
import { MAX_TICKETS_PER_TYPE, type PurchaseEvent } from '@/contract/purchases';
import type { PaymentMethod } from '@/contract/ticketing';
import { unitPriceOf } from './tier-prices';

/** Card payments work; PayPal and Square are shown as not available yet. */
export const AVAILABLE_METHODS: PaymentMethod[] = ['stripe'];

type TicketType = PurchaseEvent['ticketTypes'][number];
export type Quantities = Record<string, number>;

/** One thing a buyer chooses a quantity of: a type, or a type's role. */
export interface PurchaseLine {
  key: string;
  type: TicketType;
  role: DanceRole | null;
  /** The role's name, or the type's for a type without roles. */
  label: string;
  /** The tickets' name: "Workshop · Leader". */
  name: string;
}

export function purchaseLinesOf(type: TicketType): PurchaseLine[] {
  const { roles } = type;
  if (!roles) return [{ key: type.id, type, role: null, label: type.name, name: type.name }];
  return rolesOffered(roles).map((role) => ({
    key: `${type.id}:${role}`,
    type,
    role,
    label: roleName(roles, role),
    name: `${type.name} · ${roleName(roles, role)}`,
  }));
}

export const allLinesOf = (types: TicketType[]) => types.flatMap(purchaseLinesOf);

function chosenOf(type: TicketType, quantities: Quantities): RoleCounts {
  const chosen = { ...NO_ROLE_COUNTS };
  for (const line of purchaseLinesOf(type))
    if (line.role) chosen[line.role] = quantities[line.key] ?? 0;
  return chosen;
}

/** The most of a line the buyer can choose, given what else of its type is chosen. */
export function maxFor(line: PurchaseLine, quantities: Quantities): number {
  const { type } = line;
  const others = purchaseLinesOf(type)
    .filter((other) => other.key !== line.key)
    .reduce((sum, other) => sum + (quantities[other.key] ?? 0), 0);
  const bySeats = Math.max(0, Math.min(type.availableQuantity, MAX_TICKETS_PER_TYPE) - others);
  if (!type.roles || !line.role) return bySeats;
  const chosen = chosenOf(type, quantities);
  const queueLimit = roomByQueue(type.roles.waiting, chosen, line.role);
  let max = 0;
  while (
    max < Math.min(bySeats, queueLimit) &&
    balanceAllows(type.roles.taken, { ...chosen, [line.role]: max + 1 }, type.roles.maxImbalance)
  )
    max++;
  return max;
}

/** Whether a dancer of this role has to wait: the balance blocks it, or others wait already. */
export function mustWait(line: PurchaseLine): boolean {
  const { type, role } = line;
  if (!type.roles || !role || role === 'solo') return false;
  if (type.roles.waiting[role] > 0) return true;
  const add = { ...NO_ROLE_COUNTS, [role]: 1 };
  return (
    type.availableQuantity === 0 || !balanceAllows(type.roles.taken, add, type.roles.maxImbalance)
  );
}

export function clampQuantity(value: number, line: PurchaseLine, quantities: Quantities): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(Math.max(0, Math.floor(value)), maxFor(line, quantities));
}

/** What a line says is left: seats, or for a role, whether the balance lets it in now. */
export function availabilityOf(line: PurchaseLine): string {
  const { type, role } = line;
  const left = i18n._('purchase.left', { count: type.availableQuantity });
  if (type.availableQuantity === 0) return i18n._('purchase.soldOut');
  if (!type.roles || !role || role === 'solo') return left;
  const waiting = type.roles.waiting[role];
  if (waiting > 0) return i18n._('purchase.role.waiting', { count: waiting });
  return mustWait(line) ? i18n._('purchase.role.couplesOnly') : left;
}

/** How many of a type are chosen, over its roles: a stepped price is for all of them. */
export const chosenOfType = (type: TicketType, quantities: Quantities) =>
  purchaseLinesOf(type).reduce((sum, line) => sum + (quantities[line.key] ?? 0), 0);

/** The price each chosen ticket of the line's type pays (a stepped type's, for this many). */
export const linePriceOf = (line: PurchaseLine, quantities: Quantities) =>
  unitPriceOf(line.type, chosenOfType(line.type, quantities));

export function totalOf(types: TicketType[], quantities: Quantities): number {
  const cents = allLinesOf(types).reduce(
    (sum, line) =>
      sum + Math.round(linePriceOf(line, quantities) * 100) * (quantities[line.key] ?? 0),
    0,
  );
  return cents / 100;
}

/** The request's selections: one per chosen line, with its role. */
export const selectionsOf = (types: TicketType[], quantities: Quantities) =>
  allLinesOf(types)
    .filter((line) => (quantities[line.key] ?? 0) > 0)
    .map((line) => ({
      ticketType: line.type.id,
      quantity: quantities[line.key] ?? 0,
      price: linePriceOf(line, quantities),
      currency: line.type.currency,
      ...(line.role ? { role: line.role } : {}),
    }));

/** The partner fields as typed. */
export interface PartnerDraft {
  name: string;
  email: string;
  role: 'lead' | 'follow';
}

export const NO_PARTNER: PartnerDraft = { name: '', email: '', role: 'follow' };

/** The role-based type of which a place of each role is chosen: a couple can name a partner. */
export function coupleType(types: TicketType[], quantities: Quantities): TicketType | null {
  return (
    types.find(
      (type) =>
        type.roles &&
        (quantities[`${type.id}:lead`] ?? 0) > 0 &&
        (quantities[`${type.id}:follow`] ?? 0) > 0,
    ) ?? null
  );
}

/** The partner to send: only for a couple, and only once named. */
export function partnerToSend(
  types: TicketType[],
  quantities: Quantities,
  partner: PartnerDraft,
): PartnerDraft | undefined {
  if (!coupleType(types, quantities)) return undefined;
  if (partner.name.trim() === '' && partner.email.trim() === '') return undefined;
  return { name: partner.name.trim(), email: partner.email.trim(), role: partner.role };
}

export const summaryCurrency = (types: TicketType[]) => types[0]?.currency ?? 'AUD';
