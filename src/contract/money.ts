// Amounts as people read them, in en-AU ("$25.00", "US$12.50"), for the web app and the server's
// messages and e-mails alike. Intl formatters are costly to make: one per currency, kept.
const formats = new Map<string, Intl.NumberFormat>();

export function formatMoney(amount: number, currency: string): string {
  let format = formats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-AU', { style: 'currency', currency });
    formats.set(currency, format);
  }
  return format.format(amount);
}
