// The e-mails of a transfer: the new holder's — who passed them the ticket, the event with when and
// where in its zone, their own ticket code, and how to carry the pass in My Tickets (an account
// with this address, once confirmed, takes the ticket) — and, when the school asks each holder
// questions, an invitation to answer them there (the answers given before were not theirs).
import type { MailMessage } from '../mailer';
import { dateTimeText, type MailEvent } from '../purchases/purchase-mail';

export interface TransferMailParts {
  to: string;
  name: string;
  from: string;
  ticketName: string;
  code: string;
  event: MailEvent;
  myTicketsUrl: string;
  /** The school asks this ticket's holder questions: `required` when some must be answered. */
  questions: 'none' | 'optional' | 'required';
}

export function transferMail(parts: TransferMailParts): MailMessage {
  const { event } = parts;
  return {
    to: parts.to,
    subject: `A ticket for you: ${event.title}`,
    text: [
      `Hello ${parts.name},`,
      '',
      `${parts.from} has passed a ticket on to you: ${parts.ticketName}.`,
      `${event.title}, ${dateTimeText(event.startsAt, event.timeZone)}${event.location ? `, ${event.location}` : ''}.`,
      '',
      `Your ticket code: ${parts.code}`,
      '',
      'Show it at the door: give this code, or carry your pass in Floorcraft.',
      `Sign in (or create an account) with this e-mail address to find it in My Tickets: ${parts.myTicketsUrl}`,
      ...questionLines(parts.questions),
    ].join('\n'),
  };
}

/** The invitation to answer the school's questions: the answers given before were not theirs. */
function questionLines(questions: TransferMailParts['questions']): string[] {
  if (questions === 'none') return [];
  return [
    '',
    questions === 'required'
      ? 'The school asks each ticket holder a few questions, and some must be answered: answer them in My Tickets (Answer the questions) before the event starts.'
      : 'The school asks each ticket holder a few questions: answer them in My Tickets (Answer the questions) before the event starts.',
  ];
}
