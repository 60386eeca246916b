// The e-mails of messages and reminders. A message is the school's own words, as plain text (it is
// never read as HTML), with lines saying who sent it, about which event, and why this person has
// it. A reminder gives the event's time in its zone, the venue with a map link, the tickets' codes
// and the link to the passes in My Tickets.
import type { MailMessage } from '../mailer';
import { dateTimeText } from '../purchases/purchase-mail';

export interface MessageEvent {
  title: string;
  startsAt: Date;
  timeZone: string;
  location: string;
  latitude: number | null;
  longitude: number | null;
  school: string;
  /** The event's page on the site. */
  url: string;
}

export function attendeeMessageMail(
  to: string,
  content: { subject: string; body: string },
  event: MessageEvent,
  reason: string,
): MailMessage {
  return {
    to,
    subject: content.subject,
    text: [
      content.body,
      '',
      '--',
      `${event.school} sent this message about ${event.title}, ${dateTimeText(event.startsAt, event.timeZone)}.`,
      reason,
      `The event: ${event.url}`,
    ].join('\n'),
  };
}

/** A map search for the venue: by its coordinates when known, else by its address. */
export function mapLink(event: Pick<MessageEvent, 'location' | 'latitude' | 'longitude'>) {
  const query =
    event.latitude !== null && event.longitude !== null
      ? `${event.latitude},${event.longitude}`
      : event.location;
  return query
    ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`
    : null;
}

export interface ReminderTicket {
  name: string;
  code: string;
}

export function reminderMail(
  to: string,
  event: MessageEvent,
  tickets: ReminderTicket[],
  passesUrl: string,
): MailMessage {
  const map = mapLink(event);
  return {
    to,
    subject: `Reminder: ${event.title}`,
    text: [
      `${event.title} starts ${dateTimeText(event.startsAt, event.timeZone)}.`,
      '',
      ...(event.location ? [`Where: ${event.location}`] : []),
      ...(map ? [`Map: ${map}`] : []),
      ...(event.location || map ? [''] : []),
      tickets.length === 1 ? 'Your ticket:' : 'Your tickets:',
      ...tickets.map((ticket) => `  ${ticket.name}: ${ticket.code}`),
      '',
      `Your pass: ${passesUrl}`,
      'Show it at the door (sign in with this e-mail address to find it in My Tickets), or give the code.',
      '',
      '--',
      `${event.school} sends this reminder to everyone with a ticket to ${event.title}.`,
      `The event: ${event.url}`,
    ].join('\n'),
  };
}
