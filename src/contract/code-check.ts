// The buyer's check of a promo or access code on the purchase page (public, rate-limited): the
// request and the answer — the code's rule and the hidden types it unlocks. Kept apart from the
// organiser's shapes, so the purchase page's code field loads only what it uses.
import * as z from 'zod/mini';
import { CODE_KINDS, codeTextSchema } from './code-text';
import { lazySchema } from './lazy-schema';
import { purchaseRequestSchema, purchaseTicketTypeSchema } from './purchases';

/** The buyer's check of a code (public, rate-limited): for a selection, or none yet. */
export const codeCheckRequestSchema = lazySchema(() =>
  z.object({
    ticketingConfigId: purchaseRequestSchema.shape.ticketingConfigId,
    code: codeTextSchema,
    ticketSelections: z._default(
      z
        .array(
          z.object({
            ticketType: z.uuid('ticketType must be a ticket type id.'),
            quantity: z.number().check(z.int(), z.gte(1), z.lte(100)),
          }),
        )
        .check(z.maxLength(30)),
      [],
    ),
  }),
);
export type CodeCheckRequest = z.infer<typeof codeCheckRequestSchema>;

export const codeCheckSchema = lazySchema(() =>
  z.object({
    code: z.string(),
    kind: z.enum(CODE_KINDS),
    percentOff: z.nullable(z.number()),
    amountOff: z.nullable(z.number()),
    ticketTypeIds: z.nullable(z.array(z.string())),
    minQuantity: z.number(),
    /** The hidden types it unlocks, as the purchase page lists types. */
    unlocked: z.array(purchaseTicketTypeSchema),
    /** What it takes off the selection sent (0 with none), in the currency's units. */
    discount: z.number(),
  }),
);
export type CodeCheck = z.infer<typeof codeCheckSchema>;
export const codeCheckResponseSchema = lazySchema(() => z.object({ data: codeCheckSchema }));
