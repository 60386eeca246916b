// The text of a promo or access code as a buyer or an organiser types it: letters, digits, - and
// _, at most 40 characters; and the two kinds of code. Kept apart (and small): the purchase
// request carries a code, and the purchase page loads nothing else of codes unless it has some.
import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';

export const MAX_CODE_LENGTH = 40;
export const CODE_KINDS = ['promo', 'access'] as const;
export type CodeKind = (typeof CODE_KINDS)[number];

export const codeTextSchema = lazySchema(() =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'code is required.'),
      z.maxLength(MAX_CODE_LENGTH, `code must be at most ${MAX_CODE_LENGTH} characters.`),
      z.regex(/^[A-Za-z0-9_-]+$/, 'code may hold only letters, digits, - and _.'),
    ),
);
