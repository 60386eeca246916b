// The e-mail a comp's recipient gets: who gave them the ticket, the event with when and where in
// its zone, the ticket's code, and how to carry the pass in My Tickets (an account with this
// address, once confirmed, takes the ticket). The organiser's note stays in Sales: it is theirs.
import type { MailMessage } from '../mailer';
import { dateTimeText, type MailEvent } from '../purchases/purchase-mail';

export interface CompMailParts {
  to: string;
  name: string;
  school: string;
  ticketName: string;
  code: string;
  event: MailEvent;
  myTicketsUrl: string;
}

export function compMail(parts: CompMailParts): MailMessage {
  const { event } = parts;
  return {
    to: parts.to,
    subject: `Your complimentary ticket: ${event.title}`,
    text: [
      `Hello ${parts.name},`,
      '',
      `${parts.school} has given you a complimentary ticket: ${parts.ticketName}.`,
      `${event.title}, ${dateTimeText(event.startsAt, event.timeZone)}${event.location ? `, ${event.location}` : ''}.`,
      '',
      `Your ticket code: ${parts.code}`,
      '',
      'Show it at the door: give this code, or carry your pass in Floorcraft.',
      `Sign in (or create an account) with this e-mail address to find it in My Tickets: ${parts.myTicketsUrl}`,
    ].join('\n'),
  };
}
