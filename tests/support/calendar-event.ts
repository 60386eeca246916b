// A calendar event in the API's shape, for tests to adjust.
import type { CalendarEvent } from '../../src/contract/events';

export function calendarEvent(overrides: Partial<CalendarEvent> = {}): CalendarEvent {
  return {
    id: overrides.title ?? 'event-1',
    title: 'Event',
    description: '',
    eventStartDateTime: '2026-11-27T09:00:00.000Z',
    eventEndDateTime: '2026-11-27T12:00:00.000Z',
    timeZone: 'Australia/Sydney',
    eventLocation: {
      description: 'Studio, Sydney',
      latitude: null,
      longitude: null,
      isVenueOnly: false,
      rawLocation: null,
    },
    danceStyles: [],
    facebookUrl: null,
    facebookEventId: null,
    icalUID: null,
    importSource: 'manual',
    isEventOwner: false,
    organisationName: null,
    eventImageUrl: null,
    hasTickets: false,
    isDemoData: false,
    ...overrides,
  };
}
