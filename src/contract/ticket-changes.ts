// A buyer's changes to a ticket after the sale — passing it on to someone else, changing the
// holder's name, cancelling it within the school's refund policy, asking for a refund — and the
// school's settings that govern them: the requests, the answers, the refund policy as rules and
// the pure rules both sides apply to them (what a cancellation gives back now, until when a ticket
// may be passed on), with the words both sides show.
import { questionSchema } from './attendee-questions';
import * as z from 'zod/mini';
import { emailAddress } from './email-address';
import { lazySchema } from './lazy-schema';
import { multiLineText } from './storable-text';
import { typedLine } from './typed-text';

export const MAX_REFUND_RULES = 5;
export const MAX_TRANSFER_CUTOFF_HOURS = 8760;
export const MAX_REFUND_REQUEST_MESSAGE = 500;
const HOUR_MS = 3_600_000;

export const TRANSFER_DOOR_NOTE =
  'The old pass stops working at once. A door scanning without signal refuses it after its next sync.';
export const TRANSFERRED_DOOR_MESSAGE =
  'This ticket was passed on to someone else: it does not admit anyone.';
export const TRANSFERS_FORBIDDEN =
  'The school does not allow tickets of this event to be passed on.';
export const NOTHING_TO_REFUND =
  'The refund policy gives nothing back for this ticket now. You can ask the school for a refund.';

/** Until `hoursBefore` the event's start, a cancellation gives back `percent` of the ticket. */
export const refundRuleSchema = lazySchema(() =>
  z.object({
    hoursBefore: z
      .int('hoursBefore must be a whole number of hours.')
      .check(
        z.gte(0, 'hoursBefore cannot be negative.'),
        z.lte(MAX_TRANSFER_CUTOFF_HOURS, 'hoursBefore is at most 8760 (a year).'),
      ),
    percent: z
      .int('percent must be a whole number.')
      .check(z.gte(1, 'percent must be at least 1.'), z.lte(100, 'percent is at most 100.')),
  }),
);
export type RefundRule = z.infer<typeof refundRuleSchema>;

/**
 * What is wrong with a list of refund rules as a whole, or null. Two rules for one deadline say two
 * things at once, and a rule with an earlier deadline that gives back no more than a later one is
 * never applied (the best rule still ahead wins, refundPercentAt): both are refused so that the
 * policy a school reads is the one buyers get. Shared by the form and the server.
 */
export function refundRulesProblem(rules: RefundRule[] | null): string | null {
  const sorted = [...(rules ?? [])].sort((a, b) => b.hoursBefore - a.hoursBefore);
  for (let index = 1; index < sorted.length; index++) {
    const earlier = sorted[index - 1]!;
    const later = sorted[index]!;
    if (earlier.hoursBefore === later.hoursBefore)
      return `Two refund rules have the same deadline (until ${hoursText(later.hoursBefore)}): keep one.`;
    if (earlier.percent <= later.percent)
      return `The rule "${earlier.percent} % until ${hoursText(earlier.hoursBefore)}" is never used: an earlier deadline must give back more than "${later.percent} % until ${hoursText(later.hoursBefore)}".`;
  }
  return null;
}

export const buyerChangeSettingsSchema = lazySchema(() =>
  z.object({
    transfersAllowed: z.boolean('transfersAllowed must be true or false.'),
    /** Tickets may be passed on until this many hours before the start (0: until the start). */
    transferCutoffHours: z
      .int('transferCutoffHours must be a whole number of hours.')
      .check(
        z.gte(0, 'transferCutoffHours cannot be negative.'),
        z.lte(MAX_TRANSFER_CUTOFF_HOURS, 'transferCutoffHours is at most 8760 (a year).'),
      ),
    /** null: no refund without asking the school. */
    refundRules: z.nullable(
      z.array(refundRuleSchema).check(
        z.maxLength(MAX_REFUND_RULES, `At most ${MAX_REFUND_RULES} refund rules.`),
        z.refine((rules) => refundRulesProblem(rules) === null, {
          error: (issue) => refundRulesProblem(issue.input as RefundRule[]) ?? undefined,
        }),
      ),
    ),
  }),
);
export type BuyerChangeSettings = z.infer<typeof buyerChangeSettingsSchema>;

const clientKeySchema = () =>
  z
    .string('clientKey is required.')
    .check(
      z.minLength(8, 'clientKey must be at least 8 characters.'),
      z.maxLength(100, 'clientKey is at most 100 characters.'),
    );

const holderNameSchema = () =>
  z
    .string('Please enter the name.')
    .check(
      ...typedLine('Please enter the name.'),
      z.minLength(1, 'Please enter the name.'),
      z.maxLength(120, 'A name is at most 120 characters.'),
    );

export const ticketChangeParamsSchema = lazySchema(() =>
  z.object({
    id: z.uuid('id must be an order id.'),
    ticketId: z.uuid('ticketId must be a ticket id.'),
  }),
);

export const transferRequestSchema = lazySchema(() =>
  z.object({
    clientKey: clientKeySchema(),
    name: holderNameSchema(),
    email: emailAddress(
      'Please enter a valid e-mail address.',
      'An e-mail address is too long.',
      'Please enter an e-mail address.',
    ),
  }),
);
export type TransferRequest = z.infer<typeof transferRequestSchema>;

export const renameRequestSchema = lazySchema(() => z.object({ name: holderNameSchema() }));

export const cancelRequestSchema = lazySchema(() =>
  z.object({
    clientKey: clientKeySchema(),
    /** What the buyer was shown: a different amount now (a deadline passed) is refused. */
    refundCents: z.int('refundCents must be a whole number.').check(z.gte(0)),
  }),
);

export const refundAskSchema = lazySchema(() =>
  z.object({
    clientKey: clientKeySchema(),
    message: z._default(
      z
        .string()
        .check(
          z.overwrite(multiLineText),
          z.maxLength(
            MAX_REFUND_REQUEST_MESSAGE,
            `A message is at most ${MAX_REFUND_REQUEST_MESSAGE} characters.`,
          ),
        ),
      '',
    ),
  }),
);

/** One ticket of an order as its buyer may change it. */
export const ticketOptionSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    code: z.string(),
    ticketTypeName: z.string(),
    holderName: z.nullable(z.string()),
    holderEmail: z.nullable(z.string()),
    void: z.boolean(),
    checkedIn: z.boolean(),
    /** Passed on: to whom (the ticket is void; the new holder has a ticket of their own). */
    transferredTo: z.nullable(z.object({ name: z.string(), email: z.string() })),
    /** Why it cannot be passed on now; null: it can. */
    transferRefusal: z.nullable(z.string()),
    /** What cancelling gives back now; null: it cannot be cancelled (see refundRequestedAt). */
    cancel: z.nullable(
      z.object({ percent: z.number(), refundCents: z.number(), until: z.nullable(z.string()) }),
    ),
    /** Whether a refund can be asked for (the policy gives nothing, and none was asked yet). */
    canAskRefund: z.boolean(),
    refundRequestedAt: z.nullable(z.string()),
    /** Passed on to someone else: the void ticket, or the new one written for its holder. Its
     * answers are the holder's and are not sent to the buyer (`answers` is empty). */
    passedOn: z._default(z.boolean(), false),
    /** Its type (the event's questions asked of it) and its holder's answers, by question id. */
    ticketTypeId: z._default(z.string(), ''),
    answers: z._default(
      z.record(z.string(), z.union([z.string(), z.array(z.string()), z.boolean()])),
      {},
    ),
    /** Why its answers cannot be changed now (the event started, it was used…); null: they can. */
    answersRefusal: z._default(z.nullable(z.string()), null),
  }),
);
export type TicketOption = z.infer<typeof ticketOptionSchema>;

export const ticketOptionsSchema = lazySchema(() =>
  z.object({
    data: z.object({
      currency: z.string(),
      policy: z.string(),
      transferUntil: z.nullable(z.string()),
      tickets: z.array(ticketOptionSchema),
      /** The event's questions for its holders (contract/attendee-questions.ts). */
      questions: z._default(z.array(questionSchema), []),
    }),
  }),
);
export type TicketOptions = z.infer<typeof ticketOptionsSchema>['data'];

export const transferResultSchema = lazySchema(() =>
  z.object({
    data: z.object({ ticketId: z.string(), code: z.string(), name: z.string(), email: z.string() }),
  }),
);
export const cancelResultSchema = lazySchema(() =>
  z.object({ data: z.object({ ticketId: z.string(), refundedCents: z.number() }) }),
);
export const refundAskResultSchema = lazySchema(() =>
  z.object({ data: z.object({ id: z.string(), requestedAt: z.string() }) }),
);

/** A refund a buyer asked for, as the school's Sales lists it. */
export const refundAskListingSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    orderId: z.string(),
    ticketId: z.string(),
    code: z.string(),
    ticketTypeName: z.string(),
    buyerEmail: z.string(),
    message: z.string(),
    requestedAt: z.string(),
    /** The ticket was refunded (or otherwise voided) since. */
    settled: z.boolean(),
  }),
);
export type RefundAskListing = z.infer<typeof refundAskListingSchema>;
export const refundAskListSchema = lazySchema(() =>
  z.object({ data: z.array(refundAskListingSchema) }),
);
export const buyerChangeSettingsAnswerSchema = lazySchema(() =>
  z.object({ data: buyerChangeSettingsSchema }),
);

/**
 * What cancelling gives back at `now`: the best rule whose deadline (the start less its hours) is
 * still ahead, with that deadline; 0 % (until null) when none is.
 */
export function refundPercentAt(
  rules: RefundRule[] | null,
  startsAt: Date,
  now: Date,
): { percent: number; until: Date | null } {
  let best: { percent: number; until: Date | null } = { percent: 0, until: null };
  for (const rule of rules ?? []) {
    const until = new Date(startsAt.getTime() - rule.hoursBefore * HOUR_MS);
    if (until <= now) continue;
    if (
      rule.percent > best.percent ||
      (rule.percent === best.percent && best.until && until > best.until)
    )
      best = { percent: rule.percent, until };
  }
  return best;
}

/** The part of `fullCents` a cancellation at `percent` gives back (rounded down to the cent). */
export const refundShare = (fullCents: number, percent: number) =>
  Math.floor((fullCents * percent) / 100);

/** Until when tickets may be passed on, or null when the school does not allow it. */
export function transferDeadline(
  settings: Pick<BuyerChangeSettings, 'transfersAllowed' | 'transferCutoffHours'>,
  startsAt: Date,
): Date | null {
  if (!settings.transfersAllowed) return null;
  return new Date(startsAt.getTime() - settings.transferCutoffHours * HOUR_MS);
}

/**
 * A notice in hours as words: "the event starts" for 0 (a rule or cut-off of "0 hours before" means
 * up to the start itself), "7 days before the start", "24 hours before the start".
 */
export const hoursText = (hours: number) => {
  if (hours === 0) return 'the event starts';
  if (hours >= 48 && hours % 24 === 0) {
    const days = hours / 24;
    return `${days} day${days === 1 ? '' : 's'} before the start`;
  }
  return `${hours} hour${hours === 1 ? '' : 's'} before the start`;
};

/** The rules in words: "Full refund until 7 days before the start, 50 % until 24 hours …". */
export function refundPolicyText(rules: RefundRule[] | null): string {
  if (!rules || rules.length === 0)
    return 'No refund on cancellation: ask the school for a refund.';
  const sorted = [...rules].sort((a, b) => b.hoursBefore - a.hoursBefore);
  const parts = sorted.map(
    (rule) =>
      `${rule.percent === 100 ? 'full refund' : `${rule.percent} % refund`} until ${hoursText(rule.hoursBefore)}`,
  );
  const text = `${parts.join(', ')}, then no refund.`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}
