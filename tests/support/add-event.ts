// Writes an event straight into a test database, for calendar tests to read back through the API.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../server/db/database';

export interface TestEvent {
  title: string;
  startsAt: string;
  organisationId?: string | null;
  latitude?: number;
  longitude?: number;
  hours?: number;
  timeZone?: string;
  danceStyles?: string[];
  locationDescription?: string;
  description?: string;
}

export async function addEvent(db: Db, values: TestEvent): Promise<string> {
  const id = randomUUID();
  const startsAt = new Date(values.startsAt);
  await db
    .insertInto('events')
    .values({
      id,
      title: values.title,
      starts_at: startsAt,
      ends_at: new Date(startsAt.getTime() + (values.hours ?? 2) * 3_600_000),
      organisation_id: values.organisationId ?? null,
      latitude: values.latitude ?? null,
      longitude: values.longitude ?? null,
      location_description: values.locationDescription ?? 'Somewhere, Sydney',
      dance_styles: values.danceStyles ?? ['salsa'],
      import_source: 'manual',
      ...(values.description === undefined ? {} : { description: values.description }),
      ...(values.timeZone ? { time_zone: values.timeZone } : {}),
    })
    .execute();
  return id;
}
