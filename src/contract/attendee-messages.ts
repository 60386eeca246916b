// Messages a school sends to an event's attendees, and the automatic reminders: who a message goes
// to (everyone, a ticket type, a session, a role or the waitlist), the send request (subject, plain
// text body, the client's key), the preview, each message as the log lists it, and the words both
// sides show.
import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { multiLineText, oneLineText } from './storable-text';

export const MAX_MESSAGE_SUBJECT = 150;
export const MAX_MESSAGE_BODY = 5_000;
/** Messages one school may send in an hour (all its events together). */
export const MESSAGES_PER_HOUR = 10;
/** Tests a school may send to itself in an hour. */
export const TEST_MESSAGES_PER_HOUR = 20;
/** How long before an event's start its ticket holders are reminded. */
export const REMINDER_HOURS_BEFORE = 24;

export const MESSAGE_RATE_LIMITED = `At most ${MESSAGES_PER_HOUR} messages an hour: please wait a little and send again.`;
export const MESSAGE_KEY_REUSED = 'This key was already used for another message.';
export const NO_RECIPIENTS = 'Nobody is in this audience yet: there is no one to send it to.';

// A body is plain text of several lines, a subject one line of it (line breaks in a subject would
// be headers of their own): control and direction-changing characters go from both (storable-text).
const cleanBody = multiLineText;
const cleanSubject = oneLineText;

export const audienceSchema = lazySchema(() =>
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('all') }),
    z.object({ kind: z.literal('type'), ticketTypeId: z.uuid('Please choose a ticket type.') }),
    z.object({ kind: z.literal('session'), sessionId: z.uuid('Please choose a session.') }),
    z.object({
      kind: z.literal('role'),
      role: z.enum(['lead', 'follow'], 'Please choose a role.'),
    }),
    z.object({ kind: z.literal('waitlist') }),
  ]),
);
export type Audience = z.infer<typeof audienceSchema>;

export const messageContentSchema = lazySchema(() =>
  z.object({
    audience: audienceSchema,
    subject: z
      .string('Please enter a subject.')
      .check(
        z.overwrite(cleanSubject),
        z.minLength(1, 'Please enter a subject.'),
        z.maxLength(MAX_MESSAGE_SUBJECT, `A subject is at most ${MAX_MESSAGE_SUBJECT} characters.`),
      ),
    body: z
      .string('Please write the message.')
      .check(
        z.overwrite(cleanBody),
        z.minLength(1, 'Please write the message.'),
        z.maxLength(MAX_MESSAGE_BODY, `A message is at most ${MAX_MESSAGE_BODY} characters.`),
      ),
  }),
);
export type MessageContent = z.infer<typeof messageContentSchema>;

export const messageSendSchema = lazySchema(() =>
  z.extend(messageContentSchema, {
    /** Made once per message by the client: the same message sent again is sent once. */
    clientKey: z
      .string('clientKey is required.')
      .check(
        z.minLength(8, 'clientKey must be at least 8 characters.'),
        z.maxLength(100, 'clientKey is at most 100 characters.'),
      ),
  }),
);
export type MessageSend = z.infer<typeof messageSendSchema>;
export type MessageSendDraft = z.input<typeof messageSendSchema>;

export const messagePreviewSchema = lazySchema(() =>
  z.object({
    recipients: z.number(),
    subject: z.string(),
    text: z.string(),
  }),
);
export type MessagePreview = z.infer<typeof messagePreviewSchema>;

export const messageStatuses = ['queued', 'sending', 'sent', 'failed'] as const;
export type MessageStatus = (typeof messageStatuses)[number];

export const attendeeMessageSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    subject: z.string(),
    audience: audienceSchema,
    /** The audience in words: "Everyone", "Ticket type: Party", "Waitlist"… */
    audienceLabel: z.string(),
    status: z.enum(messageStatuses),
    recipients: z.number(),
    sent: z.number(),
    failed: z.number(),
    sentBy: z.nullable(z.string()),
    createdAt: z.string(),
  }),
);
export type AttendeeMessage = z.infer<typeof attendeeMessageSchema>;

/** An event's reminders: on or off, and how many e-mails they have sent. */
export const reminderStateSchema = lazySchema(() =>
  z.object({ enabled: z.boolean(), sent: z.number() }),
);

export const messageLogSchema = lazySchema(() =>
  z.object({
    messages: z.array(attendeeMessageSchema),
    reminders: reminderStateSchema,
  }),
);
export type MessageLog = z.infer<typeof messageLogSchema>;

export const messageLogResponseSchema = lazySchema(() => z.object({ data: messageLogSchema }));
export const messageResponseSchema = lazySchema(() => z.object({ data: attendeeMessageSchema }));
export const messagePreviewResponseSchema = lazySchema(() =>
  z.object({ data: messagePreviewSchema }),
);

export const reminderStateResponseSchema = lazySchema(() =>
  z.object({ data: reminderStateSchema }),
);
/** A test sent: to whom. */
export const testSentResponseSchema = lazySchema(() =>
  z.object({ data: z.object({ to: z.string() }) }),
);

export const reminderSettingSchema = lazySchema(() =>
  z.object({ enabled: z.boolean('enabled must be true or false.') }),
);

export const STATUS_LABELS: Record<MessageStatus, string> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Delivered',
  failed: 'Failed',
};
