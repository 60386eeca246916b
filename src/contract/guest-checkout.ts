// Buying as a guest: the checkout's request with the guest's e-mail and name, and the words the
// purchase page and the server share. Loaded only by the guest's part of the purchase page.
import * as z from 'zod/mini';
import { emailSchema } from './auth';
import { lazySchema } from './lazy-schema';
import { checkoutRequestSchema } from './payments';
import { typedLine } from './typed-text';

export const guestSchema = lazySchema(() =>
  z.object({
    email: emailSchema,
    name: z
      .string()
      .check(
        ...typedLine('Please enter your name.'),
        z.minLength(1, 'Please enter your name.'),
        z.maxLength(120, 'Your name is too long.'),
      ),
  }),
);
export type Guest = z.infer<typeof guestSchema>;

export const guestCheckoutRequestSchema = lazySchema(() =>
  z.object({ ...checkoutRequestSchema.shape, guest: guestSchema }),
);
export type GuestCheckoutRequest = z.infer<typeof guestCheckoutRequestSchema>;

/** Guest checkouts per address (IP) and per e-mail within 15 minutes, as other mailing routes. */
export const MAX_GUEST_CHECKOUTS_PER_ADDRESS = 20;
export const MAX_GUEST_CHECKOUTS_PER_EMAIL = 10;

export const GUEST_ORDER_LINK_INVALID =
  'This order link is not valid or has expired. Sign in with the e-mail address you bought with to see your tickets.';
