// The account pages' messages (spec §5 and §8 Account pages) as catalogue ids: a page shows them
// through `i18n._(…)`, in en-AU the spec's words verbatim (shared-messages.test.ts holds those said
// by the server too to the contract's text).

export const FORGOT_MESSAGES = {
  emailRequired: /* i18n */ 'auth.forgot.emailRequired',
  sent: /* i18n */ 'auth.forgot.sent',
  failed: /* i18n */ 'auth.forgot.failed',
  network: /* i18n */ 'auth.forgot.network',
} as const;

/** Spec §9: back to /login 3000 ms after a successful reset. */
export const RESET_REDIRECT_MS = 3000;

export const RESET_MESSAGES = {
  mismatch: /* i18n */ 'auth.reset.mismatch',
  /** Takes `{ min }`: the contract's PASSWORD_MIN_LENGTH. */
  tooShort: /* i18n */ 'auth.reset.tooShort',
  invalidToken: /* i18n */ 'auth.reset.invalidToken',
  success: /* i18n */ 'auth.reset.success',
  failed: /* i18n */ 'auth.reset.failed',
} as const;

export const CANCEL_MESSAGES = {
  missingToken: /* i18n */ 'auth.cancel.missingToken',
  failed: /* i18n */ 'auth.cancel.failed',
} as const;

/** "It was me, let me in" (not in the spec; see docs/decisions.md). */
export const DEVICE_LINK_MESSAGES = {
  offer: /* i18n */ 'auth.deviceLink.offer',
  send: /* i18n */ 'auth.deviceLink.send',
  sending: /* i18n */ 'auth.deviceLink.sending',
  requestFailed: /* i18n */ 'auth.deviceLink.requestFailed',
  opening: /* i18n */ 'auth.deviceLink.opening',
  missingToken: /* i18n */ 'auth.deviceLink.missingToken',
  failed: /* i18n */ 'auth.deviceLink.failed',
  continue: /* i18n */ 'auth.login.submit',
} as const;
