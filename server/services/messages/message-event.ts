// The event a message or reminder is about, as the e-mails show it: title, time in its zone, venue
// and where it is, the school, and the event's page on the database it lives in.
import { eventSlug } from '../../../src/contract/event-page';
import type { Db } from '../../db/database';
import { siteLinkIn } from '../../lib/site-address';
import type { ServiceContext } from '../context';
import type { MessageEvent } from './message-mail';

export async function messageEventOf(
  ctx: Pick<ServiceContext, 'config'>,
  db: Db,
  eventId: string,
): Promise<MessageEvent> {
  const event = await db
    .selectFrom('events')
    .innerJoin('organisations as s', 's.id', 'events.organisation_id')
    .select([
      'events.id',
      'events.title',
      'events.starts_at',
      'events.time_zone',
      'events.location_description',
      'events.latitude',
      'events.longitude',
      's.name as school',
    ])
    .where('events.id', '=', eventId)
    .executeTakeFirstOrThrow();
  return {
    title: event.title,
    startsAt: event.starts_at,
    timeZone: event.time_zone,
    location: event.location_description,
    latitude: event.latitude,
    longitude: event.longitude,
    school: event.school,
    url: await siteLinkIn(ctx.config, db, `/e/${event.id}/${eventSlug(event.title)}`),
  };
}
