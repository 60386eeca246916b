// Texts both sides say, written once in the contract: the web app's forms and the server's answers
// read the same constants, and these are the spec's words.
import { describe, expect, it } from 'vitest';
import {
  PASSWORD_MIN_LENGTH,
  PASSWORD_RESET_DONE,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  RESET_LINK_SENT,
  newPasswordSchema,
} from '@/contract/auth';
import { NOT_YOUR_DOOR } from '@/contract/door-messages';
import { AUTHORISED_NO_PAGES } from '@/contract/facebook-messages';
import { EVENT_EXISTS_MESSAGE } from '@/contract/ticketing';
import { FORGOT_MESSAGES, RESET_MESSAGES } from '@/features/auth/messages';
import { i18n } from '@/lib/i18n/i18n';

describe('messages said on both sides', () => {
  it('are the spec’s words', () => {
    expect(PASSWORD_TOO_SHORT).toBe('Password must be at least 5 characters long.');
    expect(PASSWORD_TOO_LONG).toBe('Password must be at most 200 characters long.');
    expect(RESET_LINK_SENT).toBe(
      'If an account with that email exists, a password reset link has been sent.',
    );
    expect(PASSWORD_RESET_DONE).toBe(
      'Password reset successfully! You can now log in with your new password.',
    );
    expect(EVENT_EXISTS_MESSAGE).toBe('Event already exists. Please confirm ownership.');
    expect(NOT_YOUR_DOOR).toBe('This event is not one whose door you can work.');
    expect(AUTHORISED_NO_PAGES).toBe('Authorised (no pages selected/found or skipped)');
  });

  it('are what the account pages show in en-AU', () => {
    expect(i18n.locale).toBe('en-AU');
    expect(i18n._(FORGOT_MESSAGES.sent)).toBe(RESET_LINK_SENT);
    expect(i18n._(RESET_MESSAGES.tooShort, { min: PASSWORD_MIN_LENGTH })).toBe(PASSWORD_TOO_SHORT);
    expect(i18n._(RESET_MESSAGES.success)).toBe(PASSWORD_RESET_DONE);
  });

  it('are what the shared password rule answers', () => {
    const short = newPasswordSchema.safeParse('abc');
    expect(short.success).toBe(false);
    expect(short.error?.issues[0]?.message).toBe(PASSWORD_TOO_SHORT);
    const long = newPasswordSchema.safeParse('x'.repeat(201));
    expect(long.error?.issues[0]?.message).toBe(PASSWORD_TOO_LONG);
  });
});
