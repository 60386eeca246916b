// Amounts as people read them, in en-AU ("$25.00", "USD 12.50"), for the web app and the server's
// messages and e-mails alike. The currencies Floorcraft sells in are written here rather than by
// Intl: the first currency formatter a page makes loads ICU's currency data (130–150 ms on a
// phone-speed CPU, most of an event page's blocking time), and a server and a browser with
// different ICU data would not write the same text (a hydration mismatch). The text is exactly
// what Intl.NumberFormat('en-AU', {style: 'currency'}) writes (unit-tested against it).
const PREFIXES: Record<string, string> = {
  AUD: '$',
  USD: 'USD\u00a0',
  EUR: 'EUR\u00a0',
  GBP: 'GBP\u00a0',
  CAD: 'CAD\u00a0',
};
const others = new Map<string, Intl.NumberFormat>();

export function formatMoney(amount: number, currency: string): string {
  const prefix = PREFIXES[currency];
  if (prefix === undefined || !Number.isFinite(amount)) return otherMoney(amount, currency);
  // Cents rounded half away from zero from the amount's shortest decimal form, as ICU rounds
  // (2.675 → 2.68, where binary arithmetic would give 2.67).
  const cents = Math.round(Number(`${Math.abs(amount)}e2`));
  if (!Number.isSafeInteger(cents)) return otherMoney(amount, currency);
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  const sign = amount < 0 && cents > 0 ? '-' : '';
  return `${sign}${prefix}${whole}.${String(cents % 100).padStart(2, '0')}`;
}

/** Any other currency (none is sold today) through Intl, one formatter per currency, kept. */
function otherMoney(amount: number, currency: string): string {
  let format = others.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-AU', { style: 'currency', currency });
    others.set(currency, format);
  }
  return format.format(amount);
}
