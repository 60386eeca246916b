// What the purchase page shows (spec §7 GET /api/v2/ticket/purchase/event/{eventId}): the event,
// its ticket types with what is left (hidden ones only for an access code), payment methods, terms
// and refund policy, whether sales are open now, and whether the event has codes. Public: anyone
// may look before signing in to buy.
import { questionsOf } from '../questions/event-questions';
import { purchaseAddOnsOf } from '../addons/addon-offers';
import {
  refundPolicyText,
  transferDeadline,
  type RefundRule,
} from '../../../src/contract/ticket-changes';
import { NO_ROLE_COUNTS } from '../../../src/contract/partner-roles';
import { purchaseTiersOf, tierPrice } from '../../../src/contract/price-tiers';
import type { PurchaseEvent } from '../../../src/contract/purchases';
import type { PaymentMethod } from '../../../src/contract/ticketing';
import type { Db } from '../../db/database';
import type { EventState, TicketConfigurationTable } from '../../db/schema';
import type { Selectable } from 'kysely';
import { notFound } from '../../lib/app-error';
import { IMAGE_URL_PREFIX } from '../images';
import { roleCountsOf, waitingCountsOf } from '../seats/role-balance';
import { passesCovering } from '../passes/pass-products';
import { publicSessionOf, sessionSeatsOf, typeAvailability } from '../seats/session-seats';
import { lineWaitingOf } from '../seats/line-queue';
import { tierStepOf } from './tier-pricing';

export const NOT_ON_SALE = 'Tickets for this event are not on sale.';
export const EVENT_CANCELLED_REASON = 'This event was cancelled.';

type Configuration = Selectable<TicketConfigurationTable>;

/** Why sales are closed at `now`, or null while they are open. */
export function salesClosedReason(
  configuration: Pick<Configuration, 'sales_starts_at' | 'sales_ends_at' | 'published_at'> & {
    event_state?: EventState;
  },
  eventStartsAt: Date,
  timeZone: string,
  now = new Date(),
): string | null {
  if (configuration.event_state === 'cancelled') return EVENT_CANCELLED_REASON;
  const opens = configuration.sales_starts_at ?? configuration.published_at;
  const closes = configuration.sales_ends_at ?? eventStartsAt;
  if (opens && now < opens)
    return `Ticket sales open on ${opens.toLocaleString('en-AU', { dateStyle: 'long', timeStyle: 'short', timeZone })}.`;
  if (now >= closes) return 'Ticket sales for this event have closed.';
  return null;
}

async function publishedConfigurationOf(db: Db, eventId: string) {
  const found = await db
    .selectFrom('ticket_configurations')
    .innerJoin('events', 'events.id', 'ticket_configurations.event_id')
    .selectAll('ticket_configurations')
    .select([
      'events.title as event_title',
      'events.description as event_description',
      'events.starts_at as event_starts_at',
      'events.ends_at as event_ends_at',
      'events.time_zone as event_time_zone',
      'events.location_description as event_location',
      'events.image_key as event_image_key',
    ])
    .where('ticket_configurations.event_id', '=', eventId)
    .where('ticket_configurations.status', '=', 'published')
    .executeTakeFirst();
  if (!found) throw notFound(NOT_ON_SALE);
  return found;
}

/**
 * The purchase page's data. Hidden types (sold only with an access code) are left out unless
 * `unlocked` names them: the code check answers those it unlocks in the same shape.
 */
export async function readPurchaseEvent(
  db: Db,
  eventId: string,
  unlocked: string[] = [],
): Promise<Omit<PurchaseEvent, 'paymentMode' | 'bookingFeePercent'>> {
  const found = await publishedConfigurationOf(db, eventId);
  const [allTypes, anyCode, addOns, questions] = await Promise.all([
    db
      .selectFrom('ticket_types')
      .selectAll()
      .where('configuration_id', '=', found.id)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('promo_codes')
      .select('id')
      .where('configuration_id', '=', found.id)
      .limit(1)
      .executeTakeFirst(),
    purchaseAddOnsOf(db, found.id),
    questionsOf(db, found.id),
  ]);
  const now = Date.now();
  const types = allTypes.filter((type) => !type.hidden || unlocked.includes(type.id));
  const roleTypeIds = types.filter((type) => type.roles).map((type) => type.id);
  const lineTypeIds = types.filter((type) => !type.roles).map((type) => type.id);
  const [taken, waiting, onLine, passes, seats] = await Promise.all([
    roleCountsOf(db, roleTypeIds),
    waitingCountsOf(db, roleTypeIds),
    lineWaitingOf(db, lineTypeIds),
    passesCovering(db, found.organisation_id, found.id),
    sessionSeatsOf(db, [found.id]),
  ]);
  return {
    event: {
      id: eventId,
      title: found.event_title,
      description: found.event_description,
      startDateTime: found.event_starts_at.toISOString(),
      endDateTime: found.event_ends_at.toISOString(),
      timeZone: found.event_time_zone,
      location: { description: found.event_location },
      imageUrl: found.event_image_key ? `${IMAGE_URL_PREFIX}${found.event_image_key}` : null,
    },
    ticketTypes: types.map((type) => {
      // Seats held for buyers who are paying are not available to others, in the type and in
      // every session it admits to.
      const { available, sessionIds, soldOutReason } = typeAvailability(type, seats);
      const steps = type.price_steps.map(tierStepOf);
      const seatsTaken = type.sold + type.held;
      // A place freed while people wait is theirs first (it is offered within moments).
      const lineWaiting = onLine.get(type.id) ?? 0;
      return {
        id: type.id,
        name: type.name,
        description: type.description,
        price: tierPrice(steps, type.price_cents, now, seatsTaken).priceCents / 100,
        ...(type.pay_what_you_want ? { payWhatYouWant: true } : {}),
        ...(steps.length > 0
          ? { tiers: purchaseTiersOf(steps), basePrice: type.price_cents / 100, seatsTaken }
          : {}),
        currency: type.currency as PurchaseEvent['ticketTypes'][number]['currency'],
        availableQuantity: Math.max(0, available - lineWaiting),
        waiting: lineWaiting,
        sessionIds,
        soldOutReason,
        roles: type.roles && {
          ...type.roles,
          taken: taken.get(type.id) ?? NO_ROLE_COUNTS,
          waiting: waiting.get(type.id) ?? NO_ROLE_COUNTS,
        },
      };
    }),
    sessions: seats.sessions.map((session) => publicSessionOf(session, found.event_starts_at)),
    paymentMethods: found.payment_methods as PaymentMethod[],
    ticketingConfigId: found.id,
    termsAndConditions: found.terms_and_conditions,
    refundPolicy: found.refund_policy,
    buyerRules: {
      refundPolicy: refundPolicyText(found.refund_rules as RefundRule[] | null),
      transferUntil:
        transferDeadline(
          {
            transfersAllowed: found.transfers_allowed,
            transferCutoffHours: found.transfer_cutoff_hours,
          },
          found.event_starts_at,
        )?.toISOString() ?? null,
    },
    salesClosedReason: salesClosedReason(found, found.event_starts_at, found.event_time_zone),
    eventState: found.event_state,
    refundUntil: found.refund_until?.toISOString() ?? null,
    passes,
    hasCodes: anyCode !== undefined,
    addOns,
    questions,
  };
}
