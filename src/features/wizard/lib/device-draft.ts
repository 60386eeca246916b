// The wizard form as this device keeps it between visits (IndexedDB), versioned: a copy is
// restored only when its version is this one and it reads as a wizard form — an older layout or
// a damaged copy is set aside instead of being loaded into the inputs.
import * as z from 'zod/mini';
import { lazySchema } from '@/contract/lazy-schema';
import { CURRENCIES, PAYMENT_METHODS } from '@/contract/ticketing';
import { viewerTimeZone } from '@/lib/event-time';
import type { WizardForm } from './wizard-form';

/** Raised whenever the form's shape changes in a way an older copy would not read as. */
export const DEVICE_DRAFT_VERSION = 1;

const text = lazySchema(() => z.string());
const nullableText = lazySchema(() => z.nullable(z.string()));

const roleFields = lazySchema(() =>
  z.nullable(z.object({ leadName: text, followName: text, soloName: text, maxImbalance: text })),
);

// Sessions and a type's choice of them came later; a copy without them reads as no sessions
// (the form every earlier copy was), so the version stays.
const sessionFields = lazySchema(() =>
  z.object({
    id: text,
    name: text,
    start: text,
    end: text,
    room: text,
    level: text,
    teachers: text,
    capacity: text,
    roles: roleFields,
  }),
);

const ticketTypeFields = lazySchema(() =>
  z.object({
    key: text,
    id: nullableText,
    name: text,
    price: text,
    currency: z.enum(CURRENCIES),
    quantity: text,
    description: text,
    roles: z.optional(roleFields),
    sessionIds: z.optional(z.nullable(z.array(text))),
    priceSteps: z.optional(
      z.array(z.object({ key: text, label: text, price: text, endsAt: text, endsAfterSold: text })),
    ),
  }),
);

const wizardFormSchema = lazySchema(() =>
  z.object({
    title: text,
    description: text,
    start: text,
    end: text,
    location: text,
    latitude: z.nullable(z.number()),
    longitude: z.nullable(z.number()),
    importSource: z.enum(['manual', 'ics']),
    icsData: z.nullable(z.object({ uid: nullableText, filename: nullableText })),
    eventImageKey: nullableText,
    checkInOpensMinutesBefore: z.number(),
    newImage: nullableText,
    ticketTypes: z.array(ticketTypeFields).check(z.minLength(1)),
    sessions: z._default(z.array(sessionFields), []),
    salesStart: text,
    salesEnd: text,
    refundPolicy: text,
    paymentMethods: z.array(z.enum(PAYMENT_METHODS)),
    termsAndConditions: text,
    eventId: nullableText,
    // Copies from before the form carried its zone were typed in the device's own.
    timeZone: z.optional(text),
  }),
);

/**
 * A kept copy's form, or null when it is of another version or does not read as a form. Copies
 * from before versions (no `version`) have this layout and are read as version 1: nothing a
 * school saved offline is lost to the upgrade.
 */
export function restoredForm(copy: { version?: unknown; form: unknown }): WizardForm | null {
  const version = copy.version ?? 1;
  if (version !== DEVICE_DRAFT_VERSION) return null;
  const parsed = wizardFormSchema.safeParse(copy.form);
  if (!parsed.success) return null;
  return {
    ...parsed.data,
    timeZone: parsed.data.timeZone ?? viewerTimeZone(),
  } satisfies WizardForm;
}
