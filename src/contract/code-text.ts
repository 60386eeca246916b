// The text of a promo or access code as a buyer or an organiser types it: letters, digits, - and
// _, at most 40 characters (kept apart so the purchase request can carry one without a cycle).
import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';

export const MAX_CODE_LENGTH = 40;

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
