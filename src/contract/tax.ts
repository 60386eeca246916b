// Australian tax on a school's sales: the ABN (checked with the ATO's checksum), whether the school
// is registered for GST, the GST in a GST-inclusive amount (1/11, to the cent), when a tax invoice
// must name its buyer (A$1,000 or more), and the school's tax settings call's shapes.
import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';

/** The ATO's weights of an ABN's 11 digits. */
const ABN_WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];

/** An ABN as typed ("51 824 753 556") in its 11 digits, or null when it has other characters. */
export function abnDigits(text: string): string | null {
  const digits = text.replace(/\s/g, '');
  return /^\d{11}$/.test(digits) ? digits : null;
}

/**
 * The ATO's ABN check: subtract 1 from the first digit, weight each digit, and the sum divides
 * by 89. The first digit cannot be 0.
 */
export function isValidAbn(text: string): boolean {
  const digits = abnDigits(text);
  if (!digits || digits[0] === '0') return false;
  const sum = [...digits].reduce(
    (total, digit, index) => total + (Number(digit) - (index === 0 ? 1 : 0)) * ABN_WEIGHTS[index]!,
    0,
  );
  return sum % 89 === 0;
}

/** An ABN as the ATO writes it: "51 824 753 556". */
export function formatAbn(text: string): string {
  const digits = abnDigits(text) ?? text;
  return digits.length === 11
    ? `${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5, 8)} ${digits.slice(8)}`
    : digits;
}

/**
 * The GST in a GST-inclusive amount in cents: one eleventh, rounded to the nearest cent (half a
 * cent up, the ATO's rounding for an invoice's total GST). A negative amount (a refund) mirrors it.
 */
export function gstOfInclusive(cents: number): number {
  if (!Number.isSafeInteger(cents)) throw new RangeError('An amount in whole cents is needed.');
  const magnitude = Math.floor((Math.abs(cents) * 2 + 11) / 22);
  return cents < 0 ? -magnitude : magnitude;
}

/** From this total (in cents, GST included) a tax invoice names its buyer (ATO: A$1,000). */
export const BUYER_IDENTITY_FROM_CENTS = 100_000;

export const needsBuyerIdentity = (totalCents: number) => totalCents >= BUYER_IDENTITY_FROM_CENTS;

/** The school's tax details: the seller on its tax invoices. */
export const taxSettingsSchema = lazySchema(() =>
  z
    .object({
      /** The entity's legal name as registered with the ABN; blank: the business name. */
      legalName: z._default(z.string().check(z.maxLength(200)), ''),
      /** Blank, or 11 digits (spaces allowed) that pass the ATO's checksum. */
      abn: z._default(
        z.string().check(
          z.maxLength(20),
          z.refine(
            (value) => value.trim() === '' || isValidAbn(value),
            'abn must be a valid Australian Business Number (11 digits).',
          ),
        ),
        '',
      ),
      gstRegistered: z._default(z.boolean(), false),
      /** The buyer pays the platform's booking fee on top of the tickets; else the school does. */
      passOnBookingFee: z._default(z.boolean(), false),
    })
    .check(
      z.refine((settings) => !settings.gstRegistered || settings.abn.trim() !== '', {
        message: 'A school registered for GST must give its ABN.',
        path: ['abn'],
      }),
    ),
);
export type TaxSettings = z.infer<typeof taxSettingsSchema>;

export const taxSettingsResponseSchema = lazySchema(() => z.object({ data: taxSettingsSchema }));

/** The longest GST summary, in months (five years, the records a business keeps). */
export const MAX_SUMMARY_MONTHS = 60;

const monthsApart = (from: string, to: string) => {
  const [fromYear, fromMonth] = from.split('-').map(Number) as [number, number];
  const [toYear, toMonth] = to.split('-').map(Number) as [number, number];
  return (toYear - fromYear) * 12 + (toMonth - fromMonth);
};

/** GET …/gst-summary: the months (YYYY-MM, in the school's zone) the summary covers. */
export const gstSummaryQuerySchema = lazySchema(() =>
  z
    .object({
      from: z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'from must be a month (YYYY-MM).')),
      to: z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'to must be a month (YYYY-MM).')),
    })
    .check(
      z.refine((range) => range.from <= range.to, {
        message: 'from must not be after to.',
        path: ['from'],
      }),
      z.refine((range) => monthsApart(range.from, range.to) < MAX_SUMMARY_MONTHS, {
        message: `A summary covers at most ${MAX_SUMMARY_MONTHS} months.`,
        path: ['to'],
      }),
    ),
);

/** GET /api/v2/orders/{id}/documents: the order's invoice (or receipt) and adjustment notes. */
export const orderDocumentsSchema = lazySchema(() =>
  z.object({
    /** Null for a class booked with a pass (the pass's own sale is what was paid). */
    invoice: z.nullable(
      z.object({
        title: z.enum(['Tax invoice', 'Receipt']),
        number: z.string(),
        fileName: z.string(),
      }),
    ),
    adjustmentNotes: z.array(
      z.object({
        id: z.string(),
        title: z.enum(['Adjustment note', 'Refund receipt']),
        number: z.string(),
        amountCents: z.number(),
        issuedAt: z.string(),
        fileName: z.string(),
      }),
    ),
  }),
);
export type OrderDocuments = z.infer<typeof orderDocumentsSchema>;
export const orderDocumentsResponseSchema = lazySchema(() =>
  z.object({ data: orderDocumentsSchema }),
);
