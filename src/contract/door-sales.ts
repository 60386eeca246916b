// A sale at the door (POST /api/v2/door/{eventId}/sales): a walk-in pays cash, or by card on a
// terminal outside Floorcraft, or is let in free (a comp); the ticket is issued and admitted in one
// step. The device keys each sale (clientKey) so a sale queued offline and sent again sells once.
import * as z from 'zod/mini';
import { emailAddress } from './email-address';
import { typedLine } from './typed-text';
import { DANCE_ROLES } from './partner-roles';
import { plannedInstantSchema } from './instants';
import { lazySchema } from './lazy-schema';
import { sessionIdSchema } from './sessions';

export const DOOR_SALE_METHODS = ['cash', 'card-outside', 'comp'] as const;
export type DoorSaleMethod = (typeof DOOR_SALE_METHODS)[number];
/** How each method reads on the scanner and in Sales. */
export const DOOR_SALE_METHOD_NAMES: Record<DoorSaleMethod, string> = {
  cash: 'Cash',
  'card-outside': 'Card (outside Floorcraft)',
  comp: 'Comp',
};
/** orders.payment_provider of a door sale; payment_method is the DoorSaleMethod. */
export const DOOR_SALE_PROVIDER = 'door';

/** An order sold at the door (cash, card outside Floorcraft or a comp). */
export const isDoorSale = (order: { payment_provider: string }): boolean =>
  order.payment_provider === DOOR_SALE_PROVIDER;

/** A comp given at the door: a door sale that took no money. */
export const isDoorComp = (order: { payment_provider: string; payment_method: string }): boolean =>
  isDoorSale(order) && order.payment_method === 'comp';
export const MAX_DOOR_SALE_QUANTITY = 10;
export const DOOR_SALE_KEY_REUSED = 'This sale key was already used for another sale.';
export const DOOR_SALES_NOT_OPEN = 'Door sales open when check-in opens.';
export const DOOR_SALES_CLOSED = 'This event has ended: door sales have closed.';
export const DOOR_COMP_NOT_REFUNDED =
  'A comp at the door is not refunded: nothing was paid. Void it instead.';
export const DOOR_COMP_NOT_FOUND = 'This order was not found.';
export const DOOR_COMP_VOIDED = 'The comp is void: its places are back on sale.';

/** POST /api/v2/ticket/organiser/orders/{id}/void-comp: some of its tickets, or all when absent. */
export const doorCompVoidRequestSchema = lazySchema(() =>
  z.object({
    ticketIds: z.optional(
      z
        .array(z.uuid('ticketIds must be ticket ids.'))
        .check(
          z.minLength(1, 'Choose at least one ticket.'),
          z.maxLength(MAX_DOOR_SALE_QUANTITY, 'A door comp has at most 10 tickets.'),
        ),
    ),
  }),
);
/** The tickets voided by this call (none when they already were) and the comp's valid ones left. */
export interface DoorCompVoid {
  ticketIds: string[];
  ticketsLeft: number;
}
/** The refund of a door sale: the school gives the money back itself; Floorcraft records it. */
export const DOOR_REFUND_RECORDED: Record<'cash' | 'card-outside', string> = {
  cash: 'The refund is recorded. Give the money back in cash: no money moves through Floorcraft.',
  'card-outside':
    'The refund is recorded. Refund the card on your own terminal: no money moves through Floorcraft.',
};

export const doorSaleSchema = lazySchema(() =>
  z.object({
    clientKey: z.uuid('clientKey must be a sale id made on the device.'),
    ticketTypeId: z.uuid('ticketTypeId must be a ticket type id.'),
    role: z.optional(z.enum(DANCE_ROLES, 'role must be lead, follow or solo.')),
    quantity: z
      .int('quantity must be a whole number.')
      .check(
        z.minimum(1, 'quantity must be at least 1.'),
        z.maximum(MAX_DOOR_SALE_QUANTITY, `At most ${MAX_DOOR_SALE_QUANTITY} tickets in one sale.`),
      ),
    method: z.enum(DOOR_SALE_METHODS, 'method must be cash, card-outside or comp.'),
    buyerName: z.optional(
      z.string().check(...typedLine(), z.maxLength(100, 'A name is at most 100 characters.')),
    ),
    email: z.optional(
      z.union([z.literal(''), emailAddress('Please enter a valid e-mail address.')]),
    ),
    /** What was taken, in cents (cash and card); the type's price × quantity when absent. */
    amountCents: z.optional(
      z
        .int('amountCents must be whole cents.')
        .check(
          z.minimum(0, 'amountCents cannot be negative.'),
          z.maximum(10_000_000, 'amountCents is too large.'),
        ),
    ),
    /** At a festival, the session whose door sold it: the tickets are admitted to it too. */
    sessionId: z.optional(sessionIdSchema('sessionId must be a session id.')),
    /** When the sale was made, by the device's clock (a sale queued offline); now when absent. */
    at: z.optional(plannedInstantSchema),
    deviceId: z.optional(z.string().check(z.maxLength(64, 'deviceId is at most 64 characters.'))),
    deviceName: z.optional(
      z.string().check(...typedLine(), z.maxLength(40, 'deviceName is at most 40 characters.')),
    ),
  }),
);
export type DoorSale = z.infer<typeof doorSaleSchema>;

export const doorSaleResultSchema = lazySchema(() =>
  z.object({
    orderId: z.string(),
    clientKey: z.string(),
    method: z.enum(DOOR_SALE_METHODS),
    amountCents: z.number(),
    currency: z.string(),
    tickets: z.array(z.object({ id: z.string(), code: z.string() })),
  }),
);
export type DoorSaleResult = z.infer<typeof doorSaleResultSchema>;
export const doorSaleResponseSchema = lazySchema(() => z.object({ data: doorSaleResultSchema }));

/** A type the door may sell: its price, roles (names), sessions and places left when read. */
export const doorSaleTypeSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    priceCents: z.number(),
    currency: z.string(),
    roles: z.nullable(z.array(z.object({ role: z.enum(DANCE_ROLES), name: z.string() }))),
    /** At a festival, the sessions the type admits to, by name and by id (empty: one door). */
    sessions: z._default(z.array(z.string()), []),
    sessionIds: z._default(z.array(z.string()), []),
    /** Its places left, counting every capped session it admits to. */
    left: z.number(),
  }),
);
export type DoorSaleType = z.infer<typeof doorSaleTypeSchema>;

/** Sales' door line: tickets sold at the door and what was taken by each method. */
export const doorSalesSummarySchema = lazySchema(() =>
  z.object({
    tickets: z.number(),
    cashCents: z.number(),
    cardCents: z.number(),
    comps: z.number(),
  }),
);
export type DoorSalesSummary = z.infer<typeof doorSalesSummarySchema>;
