// Demo events for trying Floorcraft: two dozen upcoming socials, classes and workshops across
// Sydney and Melbourne in every common style, a third of them the demo school's, some with posters. Dates follow the
// day of seeding; each demo event has a fixed UID, so seeding twice adds nothing.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';
import { localParts, zonedTimeToUtc } from '../../../src/contract/time-zones';
import { storeImage } from '../images';
import { posterColourFor, posterPng } from './demo-posters';

interface Venue {
  name: string;
  address: string;
  latitude: number;
  longitude: number;
  timeZone: string;
}

const venues: Venue[] = [
  {
    name: 'Harbour City Dance Studio',
    address: '12 Kent Street, Sydney NSW 2000',
    latitude: -33.8617,
    longitude: 151.2045,
    timeZone: 'Australia/Sydney',
  },
  {
    name: 'Surry Hills Social Club',
    address: '45 Crown Street, Surry Hills NSW 2010',
    latitude: -33.8861,
    longitude: 151.2153,
    timeZone: 'Australia/Sydney',
  },
  {
    name: 'Bondi Pavilion',
    address: 'Queen Elizabeth Drive, Bondi Beach NSW 2026',
    latitude: -33.8915,
    longitude: 151.2767,
    timeZone: 'Australia/Sydney',
  },
  {
    name: 'Newtown Dance Hall',
    address: '300 King Street, Newtown NSW 2042',
    latitude: -33.8978,
    longitude: 151.1786,
    timeZone: 'Australia/Sydney',
  },
  {
    name: 'Parramatta Town Hall',
    address: '182 Church Street, Parramatta NSW 2150',
    latitude: -33.8151,
    longitude: 151.0036,
    timeZone: 'Australia/Sydney',
  },
  {
    name: 'Fitzroy Ballroom',
    address: '88 Brunswick Street, Fitzroy VIC 3065',
    latitude: -37.7982,
    longitude: 144.9786,
    timeZone: 'Australia/Melbourne',
  },
  {
    name: 'Southbank Studios',
    address: '1 City Road, Southbank VIC 3006',
    latitude: -37.8226,
    longitude: 144.9631,
    timeZone: 'Australia/Melbourne',
  },
  {
    name: 'St Kilda Latin Lounge',
    address: '22 Acland Street, St Kilda VIC 3182',
    latitude: -37.8678,
    longitude: 144.9781,
    timeZone: 'Australia/Melbourne',
  },
];

interface DemoEvent {
  title: string;
  styles: string[];
  venue: number;
  /** Days after the seeding day, the local start hour, and the length in hours. */
  day: number;
  hour: number;
  hours: number;
  bySchool: boolean;
}

const demoEvents: DemoEvent[] = [
  {
    title: 'Salsa Social Night',
    styles: ['salsa'],
    venue: 0,
    day: 1,
    hour: 20,
    hours: 4,
    bySchool: true,
  },
  {
    title: 'Bachata Sensual Beginners Class',
    styles: ['bachata'],
    venue: 1,
    day: 2,
    hour: 19,
    hours: 2,
    bySchool: false,
  },
  {
    title: 'Zouk by the Beach',
    styles: ['zouk'],
    venue: 2,
    day: 3,
    hour: 18,
    hours: 4,
    bySchool: false,
  },
  {
    title: 'Milonga del Sur',
    styles: ['tango'],
    venue: 5,
    day: 4,
    hour: 20,
    hours: 4,
    bySchool: false,
  },
  {
    title: 'Kizomba Fusion Workshop',
    styles: ['kizomba'],
    venue: 3,
    day: 5,
    hour: 14,
    hours: 3,
    bySchool: true,
  },
  {
    title: 'West Coast Swing Practica',
    styles: ['west coast swing'],
    venue: 6,
    day: 6,
    hour: 19,
    hours: 3,
    bySchool: false,
  },
  {
    title: 'Forró Friday',
    styles: ['forro'],
    venue: 7,
    day: 8,
    hour: 20,
    hours: 4,
    bySchool: false,
  },
  {
    title: 'Salsa On2 Intensive',
    styles: ['salsa', 'mambo'],
    venue: 0,
    day: 9,
    hour: 13,
    hours: 4,
    bySchool: true,
  },
  {
    title: 'Lambada Sunset Session',
    styles: ['lambada', 'zouk'],
    venue: 2,
    day: 10,
    hour: 17,
    hours: 3,
    bySchool: false,
  },
  {
    title: 'Samba de Gafieira Taster',
    styles: ['samba'],
    venue: 4,
    day: 12,
    hour: 19,
    hours: 2,
    bySchool: false,
  },
  {
    title: 'Bachata & Salsa Social',
    styles: ['bachata', 'salsa'],
    venue: 1,
    day: 13,
    hour: 20,
    hours: 4,
    bySchool: true,
  },
  {
    title: 'Tango Nuevo Workshop',
    styles: ['tango'],
    venue: 6,
    day: 15,
    hour: 15,
    hours: 3,
    bySchool: false,
  },
  {
    title: 'Merengue Madness',
    styles: ['merengue'],
    venue: 4,
    day: 16,
    hour: 19,
    hours: 3,
    bySchool: false,
  },
  {
    title: 'Kizomba Night',
    styles: ['kizomba'],
    venue: 7,
    day: 18,
    hour: 21,
    hours: 3,
    bySchool: false,
  },
  {
    title: 'Reggaeton Ladies Styling',
    styles: ['reggaeton'],
    venue: 3,
    day: 19,
    hour: 18,
    hours: 2,
    bySchool: true,
  },
  {
    title: 'Zouk Congress Warm-up Party',
    styles: ['zouk'],
    venue: 5,
    day: 21,
    hour: 20,
    hours: 5,
    bySchool: false,
  },
  {
    title: 'Bolero Romance Class',
    styles: ['bolero'],
    venue: 0,
    day: 23,
    hour: 19,
    hours: 2,
    bySchool: true,
  },
  {
    title: 'Hip-Hop Foundations',
    styles: ['hip-hop'],
    venue: 1,
    day: 25,
    hour: 18,
    hours: 2,
    bySchool: false,
  },
  {
    title: 'Salsa Rueda Jam',
    styles: ['salsa'],
    venue: 7,
    day: 27,
    hour: 19,
    hours: 3,
    bySchool: false,
  },
  {
    title: 'West Coast Swing Weekender',
    styles: ['west coast swing'],
    venue: 3,
    day: 30,
    hour: 10,
    hours: 8,
    bySchool: true,
  },
  {
    title: 'Bachata Moderna Bootcamp',
    styles: ['bachata'],
    venue: 6,
    day: 33,
    hour: 12,
    hours: 5,
    bySchool: false,
  },
  {
    title: 'Tango Marathon',
    styles: ['tango'],
    venue: 2,
    day: 36,
    hour: 14,
    hours: 8,
    bySchool: false,
  },
  {
    title: 'Latin Night Mix',
    styles: ['salsa', 'bachata', 'kizomba'],
    venue: 0,
    day: 40,
    hour: 20,
    hours: 5,
    bySchool: true,
  },
  {
    title: 'Forró Pé de Serra Workshop',
    styles: ['forro'],
    venue: 4,
    day: 45,
    hour: 13,
    hours: 3,
    bySchool: false,
  },
];

export const DEMO_EVENT_COUNT = demoEvents.length;
const demoUid = (index: number) => `demo-${index + 1}@floorcraft.app`;

export async function seedDemoEvents(
  db: Db,
  schoolOrganisationId: string | null,
  now = new Date(),
): Promise<number> {
  const existing = await db
    .selectFrom('events')
    .select('ical_uid')
    .where('is_demo_data', '=', true)
    .execute();
  const have = new Set(existing.map((row) => row.ical_uid));
  let created = 0;
  for (const [index, event] of demoEvents.entries()) {
    if (have.has(demoUid(index))) continue;
    const venue = venues[event.venue];
    if (!venue) continue;
    const today = localParts(now, venue.timeZone);
    const startsAt = zonedTimeToUtc(
      venue.timeZone,
      today.year,
      today.month,
      today.day + event.day,
      event.hour,
    );
    // Every third demo event has a poster.
    const imageKey =
      index % 3 === 0
        ? await storeImage(
            db,
            {
              bytes: posterPng(posterColourFor(event.styles[0] ?? 'other')),
              contentType: 'image/png',
            },
            null,
          )
        : null;
    await db
      .insertInto('events')
      .values({
        id: randomUUID(),
        organisation_id: event.bySchool ? schoolOrganisationId : null,
        uploaded_by_admin: !event.bySchool,
        title: event.title,
        description: `${event.title} at ${venue.name}. All levels welcome; no partner needed.`,
        starts_at: startsAt,
        ends_at: new Date(startsAt.getTime() + event.hours * 3_600_000),
        time_zone: venue.timeZone,
        location_description: `${venue.name}, ${venue.address}`,
        location_raw: `${venue.name}, ${venue.address}`,
        latitude: venue.latitude,
        longitude: venue.longitude,
        dance_styles: event.styles,
        ical_uid: demoUid(index),
        import_source: 'manual',
        image_key: imageKey,
        image_upload_status: imageKey ? 'completed' : 'none',
        is_demo_data: true,
      })
      .execute();
    created++;
  }
  return created;
}
