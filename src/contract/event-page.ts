// One event's own page (/e/{eventId}/{slug}): what it shows and what its head tells link
// previews and search engines. The slug is cosmetic; the server and the app redirect to the right one.
import { EVENT_STATES } from './event-changes';
import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { dateFormat } from './date-formats';
import { formatMoney } from './money';
import { scheduleImageSchema } from './schedule-images';
import { publicSessionSchema } from './sessions';

export const eventPageSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    startDateTime: z.string(),
    endDateTime: z.string(),
    timeZone: z.string(),
    location: z.object({
      description: z.string(),
      latitude: z.nullable(z.number()),
      longitude: z.nullable(z.number()),
    }),
    danceStyles: z.array(z.string()),
    imageUrl: z.nullable(z.string()),
    organiser: z.nullable(z.string()),
    /** The school running it: its calendar feed is /org/{organisationId}/calendar.ics. */
    organisationId: z.nullable(z.string()),
    /** The programme (contract/sessions.ts): more than one session makes a timetable. */
    sessions: z._default(z.array(publicSessionSchema), []),
    /** The school's schedule picture per day (contract/schedule-images.ts), shown under that day. */
    scheduleImages: z._default(z.array(scheduleImageSchema), []),
    /** Tickets sold here: the price range and whether any are left; null when none are sold here. */
    tickets: z.nullable(
      z.object({
        minPrice: z.number(),
        maxPrice: z.number(),
        currency: z.string(),
        available: z.number(),
        /** Per role-based type, what each role has left ("Workshop — Leader: 4 left · …"). */
        roles: z._default(z.array(z.string()), []),
        onSaleFrom: z.nullable(z.string()),
        salesClosedReason: z.nullable(z.string()),
        /** Cancelled or postponed by its school (contract/event-changes.ts). */
        eventState: z.optional(z.enum(EVENT_STATES)),
      }),
    ),
  }),
);
export type EventPage = z.infer<typeof eventPageSchema>;
export const eventPageResponseSchema = lazySchema(() => z.object({ data: eventPageSchema }));

/** "Friday Salsa Social!" → "friday-salsa-social" (ASCII letters and digits, at most 60). */
export function eventSlug(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'event';
}

export const eventPagePath = (event: { id: string; title: string }) =>
  `/e/${event.id}/${eventSlug(event.title)}`;

/** "Friday, 20 November 2026, 7:30 pm – 11:30 pm" in the event's zone; the end's day when it differs. */
export function whenText(event: EventPage, locale = 'en-AU'): string {
  const start = new Date(event.startDateTime);
  const end = new Date(event.endDateTime);
  const day = (date: Date) =>
    dateFormat({ dateStyle: 'full', timeZone: event.timeZone }, locale).format(date);
  const time = (date: Date) =>
    dateFormat({ timeStyle: 'short', timeZone: event.timeZone }, locale).format(date);
  // An event that ends on another day says so.
  return day(start) === day(end)
    ? `${day(start)}, ${time(start)} – ${time(end)}`
    : `${day(start)}, ${time(start)} – ${day(end)}, ${time(end)}`;
}

/**
 * "$20.00", "$15.00 – $25.00" or "Free"; null when no tickets are sold here. `words`: another
 * language's word for Free and way of writing money (the web app's).
 */
export function priceText(
  event: EventPage,
  words: { free: string; money: (amount: number, currency: string) => string } = {
    free: 'Free',
    money: formatMoney,
  },
): string | null {
  const tickets = event.tickets;
  if (!tickets) return null;
  const money = (amount: number) =>
    amount === 0 ? words.free : words.money(amount, tickets.currency);
  return tickets.minPrice === tickets.maxPrice
    ? money(tickets.minPrice)
    : `${money(tickets.minPrice)} – ${money(tickets.maxPrice)}`;
}
