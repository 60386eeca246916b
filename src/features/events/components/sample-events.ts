// The five sample events of the demo events page; dates follow today so the calendar shows them.
import type { CalendarEvent } from '@/contract/events';
import { viewerTimeZone } from '@/lib/event-time';

const samples = [
  {
    title: 'Salsa Social Night',
    styles: ['salsa'],
    day: 2,
    hour: 20,
    place: 'Harbour City Dance Studio, Sydney',
  },
  {
    title: 'Bachata Beginners Class',
    styles: ['bachata'],
    day: 4,
    hour: 19,
    place: 'Surry Hills Social Club, Sydney',
  },
  {
    title: 'Zouk by the Beach',
    styles: ['zouk'],
    day: 6,
    hour: 18,
    place: 'Bondi Pavilion, Bondi Beach',
  },
  {
    title: 'Milonga del Sur',
    styles: ['tango'],
    day: 9,
    hour: 20,
    place: 'Fitzroy Ballroom, Melbourne',
  },
  {
    title: 'Kizomba Fusion Workshop',
    styles: ['kizomba'],
    day: 12,
    hour: 14,
    place: 'Newtown Dance Hall, Sydney',
  },
];

export function sampleEvents(now = new Date()): CalendarEvent[] {
  return samples.map((sample, index) => {
    const start = new Date(now);
    start.setDate(start.getDate() + sample.day);
    start.setHours(sample.hour, 0, 0, 0);
    return {
      id: `sample-${index + 1}`,
      title: sample.title,
      description: `${sample.title}: a sample event to show how Floorcraft lists dance events.`,
      eventStartDateTime: start.toISOString(),
      eventEndDateTime: new Date(start.getTime() + 3 * 3_600_000).toISOString(),
      timeZone: viewerTimeZone(),
      eventLocation: {
        description: sample.place,
        latitude: null,
        longitude: null,
        isVenueOnly: false,
        rawLocation: sample.place,
      },
      danceStyles: sample.styles,
      facebookUrl: null,
      facebookEventId: null,
      icalUID: null,
      importSource: 'manual',
      isEventOwner: false,
      organisationName: 'Floorcraft samples',
      eventImageUrl: null,
      hasTickets: false,
      isDemoData: true,
    };
  });
}
