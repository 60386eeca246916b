// Comps (complimentary tickets) as the organiser issues, lists and revokes them: the issue request
// (a ticket type, its recipients by name and e-mail, a note, the client's key), each comp as Sales
// lists it, and the words both sides show.
import * as z from 'zod/mini';
import { emailAddress } from './email-address';
import { lazySchema } from './lazy-schema';
import { multiLineText } from './storable-text';
import { typedLine } from './typed-text';

export { MAX_EMAIL_LENGTH } from './email-address';

/** Recipients one issue may name. */
export const MAX_COMP_RECIPIENTS = 20;
export const MAX_COMP_NOTE = 60;
export const MAX_COMP_NAME = 120;

export const COMP_REVOKED_MESSAGE = 'This comp was revoked: it does not admit anyone.';

/** "Comp", or "Comp · Teacher" with its note. */
export const compLabel = (note: string | null | undefined) => (note ? `Comp · ${note}` : 'Comp');

export const compRecipientSchema = lazySchema(() =>
  z.object({
    name: z
      .string()
      .check(
        ...typedLine('Please enter the name of each person.'),
        z.minLength(1, 'Please enter the name of each person.'),
        z.maxLength(MAX_COMP_NAME, `A name is at most ${MAX_COMP_NAME} characters.`),
      ),
    email: emailAddress('Please enter a valid e-mail address for each person.'),
    /** The role they dance, for a type with partner roles. */
    role: z._default(
      z.nullable(z.enum(['lead', 'follow', 'solo'], 'role must be lead, follow or solo.')),
      null,
    ),
  }),
);
export type CompRecipient = z.infer<typeof compRecipientSchema>;

export const compIssueSchema = lazySchema(() =>
  z.object({
    /** Made once per issue by the client: the same issue sent again gives the same comps. */
    clientKey: z
      .string()
      .check(
        z.minLength(8, 'clientKey must be at least 8 characters.'),
        z.maxLength(100, 'clientKey is at most 100 characters.'),
      ),
    ticketTypeId: z.uuid('Please choose a ticket type.'),
    recipients: z
      .array(compRecipientSchema)
      .check(
        z.minLength(1, 'Add at least one person.'),
        z.maxLength(MAX_COMP_RECIPIENTS, `At most ${MAX_COMP_RECIPIENTS} people at once.`),
      ),
    note: z._default(
      z.nullable(
        z
          .string()
          .check(
            z.overwrite(multiLineText),
            z.maxLength(MAX_COMP_NOTE, `A note is at most ${MAX_COMP_NOTE} characters.`),
          ),
      ),
      null,
    ),
  }),
);
export type CompIssue = z.infer<typeof compIssueSchema>;
export type CompIssueDraft = z.input<typeof compIssueSchema>;

export const compParamsSchema = lazySchema(() =>
  z.object({
    id: z.uuid('id must be a configuration id.'),
    orderId: z.uuid('orderId must be a comp id.'),
  }),
);

/** One comp: its order (the comp's id), the ticket and who it is for. */
export const compSchema = lazySchema(() =>
  z.object({
    orderId: z.string(),
    ticketId: z.string(),
    code: z.string(),
    name: z.string(),
    email: z.string(),
    ticketTypeId: z.string(),
    /** With the role's name ("Workshop · Leader"). */
    ticketTypeName: z.string(),
    note: z.nullable(z.string()),
    issuedAt: z.string(),
    /** The organiser who issued it (their e-mail), when their account still exists. */
    issuedBy: z.nullable(z.string()),
    revokedAt: z.nullable(z.string()),
    checkedInAt: z.nullable(z.string()),
    /** Given at the door (a door sale that took no money, door-sales.ts isDoorComp): admitted
     * when given, voided from Orders rather than revoked; absent for a comp issued in Sales. */
    atDoor: z.optional(z.boolean()),
    /** The door (device) that gave it. */
    doorName: z.optional(z.nullable(z.string())),
  }),
);
export type Comp = z.infer<typeof compSchema>;

export const compsResponseSchema = lazySchema(() => z.object({ data: z.array(compSchema) }));
export const compResponseSchema = lazySchema(() => z.object({ data: compSchema }));
