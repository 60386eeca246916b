// The HTML a shared event link answers with before any script runs: the page's head for link
// previews and search engines (title, description, canonical, Open Graph, Twitter card, JSON-LD
// schema.org Event) and the event's content, every value escaped — a title holding "</script>"
// stays text.
import { eventPagePath, priceText, whenText, type EventPage } from '../../src/contract/event-page';
import { isoWithOffset } from '../../src/contract/time-zones';
import { inTimetableOrder } from '../../src/contract/sessions';
import {
  shareCardDrawable,
  shareCardTextOf,
  shareCardVersion,
} from '../services/events/share-card';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

/** JSON that is safe inside a <script> element: no "<", ">" or "&" as themselves. */
export const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The site's own link-preview card (scripts/render-icons.ts). */
export const SITE_CARD = '/icons/share-card.png';

/** The poster's address; else the card drawn for the event (pages/event-cards.ts) when its
 * font can draw the event's words, else the site's card. */
function imageOf(event: EventPage, origin: string) {
  if (event.imageUrl) return `${origin}${event.imageUrl}`;
  const card = shareCardTextOf(event);
  return shareCardDrawable(card)
    ? `${origin}/e/${event.id}/card.png?v=${shareCardVersion(card)}`
    : `${origin}${SITE_CARD}`;
}

const meta = (key: 'name' | 'property', name: string, content: string) =>
  `<meta ${key}="${name}" content="${escapeHtml(content)}" />`;

/** The Open Graph and Twitter card of a shared link; a card of ours says its size and alt text. */
export function shareTags(share: {
  title: string;
  description: string;
  url: string;
  image: string;
  /** Set for a 1200 × 630 card of ours; a poster's size is not known. */
  cardAlt: string | null;
}): string[] {
  return [
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', 'Floorcraft'),
    meta('property', 'og:title', share.title),
    meta('property', 'og:description', share.description),
    meta('property', 'og:url', share.url),
    meta('property', 'og:image', share.image),
    ...(share.cardAlt === null
      ? []
      : [
          meta('property', 'og:image:width', '1200'),
          meta('property', 'og:image:height', '630'),
          meta('property', 'og:image:alt', share.cardAlt),
        ]),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', share.title),
    meta('name', 'twitter:description', share.description),
    meta('name', 'twitter:image', share.image),
  ];
}

/** The instant with the event's own offset, as schema.org wants. */
const withOffset = (iso: string, timeZone: string) => isoWithOffset(new Date(iso), timeZone);

const summaryOf = (event: EventPage) => {
  const text = event.description.replace(/\s+/g, ' ').trim();
  const lead = `${whenText(event)} · ${event.location.description || 'Location TBA'}`;
  const body = text.length > 160 ? `${text.slice(0, 157)}…` : text;
  return body ? `${lead}. ${body}` : lead;
};

export function eventJsonLd(event: EventPage, origin: string) {
  const url = `${origin}${eventPagePath(event)}`;
  const tickets = event.tickets;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    startDate: withOffset(event.startDateTime, event.timeZone),
    endDate: withOffset(event.endDateTime, event.timeZone),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: event.location.description.split(',')[0]?.trim() || event.title,
      address: event.location.description || 'To be announced',
      ...(event.location.latitude !== null && event.location.longitude !== null
        ? {
            geo: {
              '@type': 'GeoCoordinates',
              latitude: event.location.latitude,
              longitude: event.location.longitude,
            },
          }
        : {}),
    },
    image: [imageOf(event, origin)],
    description: event.description || summaryOf(event),
    url,
    ...(event.organiser
      ? { organizer: { '@type': 'Organization', name: event.organiser, url: origin } }
      : {}),
    // A festival's or course's programme: each session an event of its own within this one.
    ...(event.sessions.length > 1
      ? {
          subEvent: inTimetableOrder(event.sessions).map((session) => ({
            '@type': 'Event',
            name: session.name,
            startDate: withOffset(session.startDateTime, event.timeZone),
            ...(session.endDateTime
              ? { endDate: withOffset(session.endDateTime, event.timeZone) }
              : {}),
            eventStatus: 'https://schema.org/EventScheduled',
            eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
            location: {
              '@type': 'Place',
              name: session.room || event.location.description.split(',')[0]?.trim() || event.title,
              address: event.location.description || 'To be announced',
            },
            ...(session.teachers
              ? { performer: { '@type': 'Person', name: session.teachers } }
              : {}),
            url,
          })),
        }
      : {}),
    ...(tickets
      ? {
          offers: {
            '@type': 'AggregateOffer',
            lowPrice: tickets.minPrice,
            highPrice: tickets.maxPrice,
            price: tickets.minPrice,
            priceCurrency: tickets.currency,
            availability:
              tickets.available > 0 ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
            url: `${origin}/tickets?eventId=${event.id}`,
            ...(tickets.onSaleFrom ? { validFrom: tickets.onSaleFrom } : {}),
          },
        }
      : {}),
  };
}

/** The head tags of an event's page (and of its purchase link). */
export function eventHead(event: EventPage, origin: string): { title: string; tags: string } {
  const title = `${event.title} — Floorcraft`;
  const description = summaryOf(event);
  const url = `${origin}${eventPagePath(event)}`;
  // Without a poster, a card drawn with the event's own title, date and venue.
  const image = imageOf(event, origin);
  const tags = [
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    ...shareTags({
      title: event.title,
      description,
      url,
      image,
      cardAlt: event.imageUrl ? null : `${event.title} — ${whenText(event)}`,
    }),
    `<script type="application/ld+json">${scriptSafeJson(eventJsonLd(event, origin))}</script>`,
  ].join('\n    ');
  return { title, tags };
}

/** The event's content as plain HTML: what a crawler reads and a phone paints before scripts. */
export function eventContent(event: EventPage): string {
  const price = priceText(event);
  const mapLink =
    event.location.latitude !== null && event.location.longitude !== null
      ? `https://www.openstreetmap.org/?mlat=${event.location.latitude}&mlon=${event.location.longitude}#map=17/${event.location.latitude}/${event.location.longitude}`
      : null;
  return [
    '<main class="page page-narrow event-page">',
    `<h1>${escapeHtml(event.title)}</h1>`,
    `<p class="event-page__when">${escapeHtml(whenText(event))}</p>`,
    `<p class="event-page__where">${escapeHtml(event.location.description || 'Location TBA')}${
      mapLink ? ` · <a href="${escapeHtml(mapLink)}">Map</a>` : ''
    }</p>`,
    event.organiser ? `<p>By ${escapeHtml(event.organiser)}</p>` : '',
    price ? `<p>${escapeHtml(price)}</p>` : '',
    event.description
      ? `<div class="event-page__description">${event.description
          .split(/\n{2,}/)
          .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br />')}</p>`)
          .join('')}</div>`
      : '',
    '</main>',
  ].join('');
}
