// One rule for an e-mail address a person types: trimmed, at most 254 characters (the most an
// address can be), a valid address, lower-cased. Each form keeps its own words for the refusals.
import * as z from 'zod/mini';

export const MAX_EMAIL_LENGTH = 254;

export function emailAddress(
  invalid: string,
  tooLong = 'An e-mail address is too long.',
  missing?: string,
) {
  return z
    .pipe(
      z.string(missing).check(z.trim(), z.maxLength(MAX_EMAIL_LENGTH, tooLong)),
      z.email(invalid),
    )
    .check(z.toLowerCase());
}
