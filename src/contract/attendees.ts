// The organiser's attendee list of a published event (spec §7, organiser calls): who is coming,
// checked in by whom, role balance per type and, at a festival or a course, per session; and the
// query of its CSV export.
import * as z from 'zod/mini';
import { doorSalesSummarySchema } from './door-sales';
import { lazySchema } from './lazy-schema';
import { partnerRolesSchema } from './partner-roles';
import { roleCountsSchema } from './purchases';
import { sessionIdSchema } from './sessions';

/** GET …/attendees/export?session=: one session's attendees only. */
export const attendeesExportQuerySchema = lazySchema(() =>
  z.object({ session: z.optional(sessionIdSchema('session must be a session id.')) }),
);

export const attendeesResponseSchema = lazySchema(() =>
  z.object({
    data: z.object({
      /** Tickets sold, comps not counted: they are in `comps`. */
      ticketsSold: z.number(),
      comps: z._default(z.number(), 0),
      /** Sold at the door (migration 0043): counted in ticketsSold and revenue too, and apart here. */
      door: z._default(doorSalesSummarySchema, {
        tickets: 0,
        cashCents: 0,
        cardCents: 0,
        comps: 0,
      }),
      checkedIn: z.number(),
      revenue: z.number(),
      currency: z.string(),
      /** What the CSV export is saved as: the event's slug and date ("salsa-night-2031-02-14-attendees.csv"). */
      exportFileName: z._default(z.string(), 'attendees.csv'),
      /** A teacher's list: the sessions they teach only, without money (revenue and prices 0). */
      taughtOnly: z._default(z.boolean(), false),
      attendees: z.array(
        z.object({
          ticketId: z.string(),
          /** The ticket holder's name: a couple's partner's, else the buyer's account name. */
          name: z._default(z.nullable(z.string()), null),
          email: z.string(),
          orderId: z._default(z.string(), ''),
          /** With the role's name ("Workshop · Leader"). */
          ticketTypeName: z.string(),
          ticketType: z._default(z.string(), ''),
          role: z._default(z.nullable(z.string()), null),
          /** What the ticket was sold for, in the list's currency (0 for a class booked with a pass). */
          price: z._default(z.number(), 0),
          withPass: z._default(z.boolean(), false),
          /** The promo or access code its order was priced with. */
          promoCode: z._default(z.nullable(z.string()), null),
          /** Its order's add-ons ("T-shirt · M × 1"), on the order's first ticket only; else ''. */
          addOns: z._default(z.string(), ''),
          /** The same add-ons line by line (not refunded), for the door to hand them over. */
          addOnLines: z._default(
            z.array(
              z.object({
                id: z.string(),
                name: z.string(),
                quantity: z.number(),
                handedOver: z.boolean(),
              }),
            ),
            [],
          ),
          /** The holder's answers to the questions its type is asked, in the questions' order. */
          answers: z._default(
            z.array(z.object({ questionId: z.string(), label: z.string(), answer: z.string() })),
            [],
          ),
          /** A comp the school gave (price 0, not revenue), with its note ("teacher"). */
          comp: z._default(z.boolean(), false),
          compNote: z._default(z.nullable(z.string()), null),
          code: z.string(),
          checkedInAt: z.nullable(z.string()),
          /**
           * Who admitted the ticket: a door scanner's device and who worked it ("Door 2 (Front
           * desk)"), an organiser by hand (their e-mail); null for a self check-in.
           */
          checkedInBy: z.nullable(z.string()),
          /** The sessions its type admits to (a festival's or a course's), and those it came to. */
          sessionIds: z._default(z.array(z.string()), []),
          admittedTo: z._default(z.array(z.string()), []),
        }),
      ),
      /** A festival's or a course's sessions: places sold and held against capacity, by role, and
       * admitted at the door; empty for an event of one session. */
      sessions: z._default(
        z.array(
          z.object({
            id: z.string(),
            name: z.string(),
            startDateTime: z.nullable(z.string()),
            capacity: z.nullable(z.number()),
            sold: z.number(),
            held: z.number(),
            admitted: z.number(),
            roles: z.nullable(partnerRolesSchema),
            paid: roleCountsSchema,
          }),
        ),
        [],
      ),
      /** The questions the event asks each holder (the CSV has a column for each). */
      questions: z._default(z.array(z.object({ id: z.string(), label: z.string() })), []),
      /** Each role-based type: seats by role, paid and held, against its maximum imbalance. */
      roleBalance: z._default(
        z.array(
          z.object({
            ticketType: z.string(),
            name: z.string(),
            roles: partnerRolesSchema,
            paid: roleCountsSchema,
            held: roleCountsSchema,
            waiting: z._default(roleCountsSchema, { lead: 0, follow: 0, solo: 0 }),
          }),
        ),
        [],
      ),
    }),
  }),
);
export type Attendees = z.infer<typeof attendeesResponseSchema>['data'];
