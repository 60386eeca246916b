// One event's page data: the event, its school, and — when tickets are sold here — the price
// range, what is left and whether sales are open. Public; draft and demo-only data never shows.
import { tierPrice } from '../../../src/contract/price-tiers';
import { tierStepOf } from '../purchases/tier-pricing';
import { NO_ROLE_COUNTS, roleAvailabilityText } from '../../../src/contract/partner-roles';
import { roleCountsOf, waitingCountsOf } from '../seats/role-balance';
import type { EventPage } from '../../../src/contract/event-page';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/app-error';
import { IMAGE_URL_PREFIX } from '../images';
import { salesClosedReason } from '../purchases/purchase-event';
import { publicSessionOf, sessionSeatsOf, typeAvailability } from '../seats/session-seats';
import { scheduleImagesOf } from '../ticketing/schedule-images';

export const NO_SUCH_EVENT = 'This event does not exist or is no longer listed.';

export async function readEventPage(db: Db, eventId: string): Promise<EventPage> {
  const event = await db
    .selectFrom('events')
    .leftJoin('organisations', 'organisations.id', 'events.organisation_id')
    .select([
      'events.id',
      'events.title',
      'events.description',
      'events.starts_at',
      'events.ends_at',
      'events.time_zone',
      'events.location_description',
      'events.latitude',
      'events.longitude',
      'events.dance_styles',
      'events.image_key',
      'organisations.name as organiser',
      'events.organisation_id',
    ])
    .where('events.id', '=', eventId)
    .executeTakeFirst();
  if (!event) throw notFound(NO_SUCH_EVENT);
  const configuration = await db
    .selectFrom('ticket_configurations')
    .select(['id', 'sales_starts_at', 'sales_ends_at', 'published_at', 'event_state'])
    .where('event_id', '=', eventId)
    .where('status', '=', 'published')
    .executeTakeFirst();
  const types = configuration
    ? await db
        .selectFrom('ticket_types')
        .select([
          'id',
          'name',
          'position',
          'roles',
          'price_cents',
          'price_steps',
          'currency',
          'quantity',
          'sold',
          'held',
        ])
        .where('configuration_id', '=', configuration.id)
        // A hidden type is sold only with an access code: the public page does not list it.
        .where('hidden', '=', false)
        .orderBy('position')
        .execute()
    : [];
  const roleTypes = types.filter((type) => type.roles);
  const roleTypeIds = roleTypes.map((type) => type.id);
  const [taken, waiting, seats, scheduleImages] = await Promise.all([
    roleCountsOf(db, roleTypeIds),
    waitingCountsOf(db, roleTypeIds),
    sessionSeatsOf(db, configuration ? [configuration.id] : []),
    configuration ? scheduleImagesOf(db, configuration.id) : [],
  ]);
  const left = (type: (typeof types)[number]) => typeAvailability(type, seats).available;
  // A stepped type's price now (contract/price-tiers.ts).
  const now = Date.now();
  const prices = types.map(
    (type) =>
      tierPrice(type.price_steps.map(tierStepOf), type.price_cents, now, type.sold + type.held)
        .priceCents / 100,
  );
  return {
    id: event.id,
    title: event.title,
    description: event.description,
    startDateTime: event.starts_at.toISOString(),
    endDateTime: event.ends_at.toISOString(),
    timeZone: event.time_zone,
    location: {
      description: event.location_description,
      latitude: event.latitude,
      longitude: event.longitude,
    },
    danceStyles: event.dance_styles,
    imageUrl: event.image_key ? `${IMAGE_URL_PREFIX}${event.image_key}` : null,
    organiser: event.organiser ?? null,
    organisationId: event.organisation_id,
    sessions: seats.sessions.map((session) => publicSessionOf(session, event.starts_at)),
    scheduleImages,
    tickets:
      configuration && types.length > 0
        ? {
            minPrice: Math.min(...prices),
            maxPrice: Math.max(...prices),
            currency: types[0]!.currency,
            available: types.reduce((sum, type) => sum + left(type), 0),
            roles: roleTypes.map((type) =>
              roleAvailabilityText(
                type.name,
                type.roles!,
                taken.get(type.id) ?? NO_ROLE_COUNTS,
                left(type),
                waiting.get(type.id),
              ),
            ),
            onSaleFrom:
              (configuration.sales_starts_at ?? configuration.published_at)?.toISOString() ?? null,
            salesClosedReason: salesClosedReason(configuration, event.starts_at, event.time_zone),
            eventState: configuration.event_state,
          }
        : null,
  };
}
