// The demo events manager's sample Facebook events (spec §3 Social-network event), their import
// state (spec §4 Imported social event rows) and their calendar form. Dates follow today.
import type { CalendarEvent } from '@/contract/events';
import { viewerTimeZone } from '@/lib/event-time';

export interface SocialEvent {
  id: string;
  name: string;
  start_time: string;
  end_time: string;
  description: string;
  place: { name: string };
  facebookUrl: string;
  danceStyle: string;
  nearby: boolean;
}

export type SocialEventState = 'past' | 'imported' | 'not-imported';

const SAMPLES = [
  {
    name: 'Sunday Salsa on the Terrace',
    style: 'salsa',
    day: -6,
    hour: 16,
    place: 'The Terrace Bar, Sydney',
    nearby: true,
  },
  {
    name: 'Bachata Sensual Bootcamp',
    style: 'bachata',
    day: 3,
    hour: 18,
    place: 'Harbour City Dance Studio, Sydney',
    nearby: true,
  },
  {
    name: 'Zouk Flow Social',
    style: 'zouk',
    day: 5,
    hour: 20,
    place: 'Newtown Dance Hall, Sydney',
    nearby: true,
  },
  {
    name: 'Kizomba Under the Stars',
    style: 'kizomba',
    day: 8,
    hour: 19,
    place: 'Bondi Pavilion, Bondi Beach',
    nearby: true,
  },
  {
    name: 'Tango Practica',
    style: 'tango',
    day: 11,
    hour: 19,
    place: 'Fitzroy Ballroom, Melbourne',
    nearby: false,
  },
  {
    name: 'West Coast Swing Weekender',
    style: 'west coast swing',
    day: 15,
    hour: 10,
    place: 'Brunswick Hall, Melbourne',
    nearby: false,
  },
];

/** Already on Floorcraft (imported before marketing-partner access was needed). */
const IMPORTED = new Set(['fb-demo-2', 'fb-demo-4']);

export function demoSocialEvents(now = new Date()): SocialEvent[] {
  return SAMPLES.map((sample, index) => {
    const start = new Date(now);
    start.setDate(start.getDate() + sample.day);
    start.setHours(sample.hour, 0, 0, 0);
    const id = `fb-demo-${index + 1}`;
    return {
      id,
      name: sample.name,
      start_time: start.toISOString(),
      end_time: new Date(start.getTime() + 3 * 3_600_000).toISOString(),
      description: `${sample.name}: a sample Facebook event for the demo.`,
      place: { name: sample.place },
      facebookUrl: `https://www.facebook.com/events/${100000 + index}`,
      danceStyle: sample.style,
      nearby: sample.nearby,
    };
  });
}

export function stateOf(event: SocialEvent, now = new Date()): SocialEventState {
  if (new Date(event.start_time) <= now) return 'past';
  return IMPORTED.has(event.id) ? 'imported' : 'not-imported';
}

export function calendarEventOf(event: SocialEvent): CalendarEvent {
  return {
    id: event.id,
    title: event.name,
    description: event.description,
    eventStartDateTime: event.start_time,
    eventEndDateTime: event.end_time,
    timeZone: viewerTimeZone(),
    eventLocation: {
      description: event.place.name,
      latitude: null,
      longitude: null,
      isVenueOnly: false,
      rawLocation: event.place.name,
    },
    danceStyles: [event.danceStyle],
    facebookUrl: event.facebookUrl,
    facebookEventId: event.id,
    icalUID: null,
    importSource: 'facebook',
    isEventOwner: IMPORTED.has(event.id),
    organisationName: 'Harbour Salsa Studio (Demo)',
    eventImageUrl: null,
    hasTickets: false,
    isDemoData: true,
  };
}
