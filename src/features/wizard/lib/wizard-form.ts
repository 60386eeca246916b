// The wizard's form (spec §3 Wizard form) as the inputs hold it, and its conversion to and from
// the server's shape: date-time inputs are local minutes (16 characters), ISO UTC on the wire;
// empty sales dates and missing import data are left out of the payload (spec §5).
import { DEFAULT_TIME_ZONE } from '@/contract/events';
import type { TicketingDefaults } from '@/contract/organisations';
import {
  CHECK_IN_OPENS_MINUTES_BEFORE,
  type Currency,
  type DraftSaveRequest,
  type PaymentMethod,
  type TicketConfiguration,
} from '@/contract/ticketing';
import { inputValueOf, isoOf } from '@/lib/input-times';
import { numberOr, roleFieldsOf, rolesOf, type RoleFields } from './role-fields';
import { sessionFieldsOf, sessionOf, type SessionFields } from './session-fields';
import { priceStepFieldsOf, priceStepsOf, type PriceStepFields } from './price-step-fields';

export { inputValueOf, isoOf } from '@/lib/input-times';
export { defaultRoleFields, type RoleFields } from './role-fields';
export type { SessionFields } from './session-fields';

export interface TicketTypeFields {
  key: string;
  id: string | null;
  name: string;
  price: string;
  currency: Currency;
  quantity: string;
  description: string;
  /** Partner roles as the inputs hold them; null: seats only. */
  roles?: RoleFields | null;
  /** The sessions it admits to; null or absent: every session. */
  sessionIds?: string[] | null;
  /** Sold only with an access code (crew, teachers, student prices). */
  hidden?: boolean;
  /** Pay what you want: `price` is the minimum a buyer pays. */
  payWhatYouWant?: boolean;
  /** Earlier prices by date or count; `price` applies after the last. */
  priceSteps?: PriceStepFields[];
}

export interface WizardForm {
  title: string;
  description: string;
  start: string;
  end: string;
  location: string;
  latitude: number | null;
  longitude: number | null;
  importSource: 'manual' | 'ics';
  icsData: { uid: string | null; filename: string | null } | null;
  eventImageKey: string | null;
  /** Minutes before the start the door opens. */
  checkInOpensMinutesBefore: number;
  /** A newly chosen image, as a data URL, until it is saved. */
  newImage: string | null;
  ticketTypes: TicketTypeFields[];
  /** The festival's or course's sessions; none: the event is its own one session. */
  sessions: SessionFields[];
  salesStart: string;
  salesEnd: string;
  refundPolicy: string;
  paymentMethods: PaymentMethod[];
  termsAndConditions: string;
  eventId: string | null;
  /** Where the event happens (IANA): the zone the date-time inputs are read in. */
  timeZone: string;
}

let nextKey = 0;
export const newTicketKey = () => `ticket-${nextKey++}`;

/** Spec §9: a new ticket type is priced 0, for 1, in AUD. */
export const blankTicketType = (): TicketTypeFields => ({
  key: newTicketKey(),
  id: null,
  name: '',
  price: '0',
  currency: 'AUD',
  quantity: '1',
  description: '',
});

/** A new event's form: only the primary default ticket type is applied (spec §9). */
export function newForm(
  defaults: TicketingDefaults | null,
  timeZone: string = DEFAULT_TIME_ZONE,
): WizardForm {
  const primary = defaults?.defaultTicketTypes[defaults.primaryDefaultIndex];
  return {
    title: '',
    description: '',
    start: '',
    end: '',
    location: '',
    latitude: null,
    longitude: null,
    importSource: 'manual',
    icsData: null,
    eventImageKey: null,
    checkInOpensMinutesBefore: CHECK_IN_OPENS_MINUTES_BEFORE,
    newImage: null,
    ticketTypes: primary
      ? [
          {
            key: newTicketKey(),
            id: null,
            name: primary.name,
            price: String(primary.price),
            currency: primary.currency,
            quantity: String(primary.quantity),
            description: primary.description,
          },
        ]
      : [blankTicketType()],
    sessions: [],
    salesStart: '',
    salesEnd: '',
    refundPolicy: defaults?.defaultRefundPolicy ?? '',
    paymentMethods: [],
    termsAndConditions: defaults?.defaultTermsAndConditions ?? '',
    eventId: null,
    timeZone,
  };
}

const sameInstant = (a: string | null | undefined, b: string | null | undefined) =>
  (a ? Date.parse(a) : null) === (b ? Date.parse(b) : null);

/**
 * The sessions the organiser made. The one session the server keeps for a one-night event (its
 * title and times, no capacity or balance of its own) is the event itself: the form leaves it out,
 * so the Sessions section stays folded and the save, sending none, keeps it following the event's
 * title and times when they change.
 */
export function ownSessions(configuration: TicketConfiguration) {
  const { sessions } = configuration.ticketSetup;
  const details = configuration.eventDetails;
  const [only] = sessions;
  const isTheEvent =
    sessions.length === 1 &&
    only !== undefined &&
    only.name.trim() === details.title.trim() &&
    sameInstant(only.startDateTime, details.startDateTime) &&
    sameInstant(only.endDateTime, details.endDateTime) &&
    only.capacity === null &&
    only.roles === null;
  return isTheEvent ? [] : sessions;
}

export function formOf(configuration: TicketConfiguration): WizardForm {
  const details = configuration.eventDetails;
  const { timeZone } = configuration;
  return {
    title: details.title,
    description: details.description,
    start: inputValueOf(details.startDateTime, timeZone),
    end: inputValueOf(details.endDateTime, timeZone),
    location: details.location.description,
    latitude: details.location.latitude ?? null,
    longitude: details.location.longitude ?? null,
    importSource: details.importSource,
    icsData: details.icsData
      ? { uid: details.icsData.uid ?? null, filename: details.icsData.filename ?? null }
      : null,
    eventImageKey: details.eventImageKey ?? null,
    checkInOpensMinutesBefore: details.checkInOpensMinutesBefore,
    newImage: null,
    ticketTypes: configuration.ticketSetup.ticketTypes.map((type) => ({
      key: newTicketKey(),
      id: type.id ?? null,
      name: type.name,
      price: String(type.price),
      currency: type.currency,
      quantity: String(type.quantity),
      description: type.description,
      roles: roleFieldsOf(type.roles),
      // Admitting to the event's one session is admitting to every session.
      sessionIds: ownSessions(configuration).length === 0 ? null : type.sessionIds,
      hidden: type.hidden ?? false,
      payWhatYouWant: type.payWhatYouWant ?? false,
      priceSteps: priceStepFieldsOf(type.priceSteps, timeZone),
    })),
    sessions: ownSessions(configuration).map((session) => sessionFieldsOf(session, timeZone)),
    salesStart: inputValueOf(configuration.ticketSetup.salesPeriod.startDate, timeZone),
    salesEnd: inputValueOf(configuration.ticketSetup.salesPeriod.endDate, timeZone),
    refundPolicy: configuration.ticketSetup.refundPolicy,
    paymentMethods: configuration.checkout.paymentMethods,
    termsAndConditions: configuration.checkout.termsAndConditions,
    eventId: configuration.eventId,
    timeZone,
  };
}

export function saveRequestOf(
  form: WizardForm,
  step: number,
  ids: { draftId: string | null; clientKey: string },
): DraftSaveRequest {
  const isoIn = (value: string) => isoOf(value, form.timeZone);
  const salesPeriod = {
    ...(isoIn(form.salesStart) ? { startDate: isoIn(form.salesStart) } : {}),
    ...(isoIn(form.salesEnd) ? { endDate: isoIn(form.salesEnd) } : {}),
  };
  return {
    ...(ids.draftId ? { id: ids.draftId } : { clientKey: ids.clientKey }),
    currentStep: step,
    ...(form.eventId ? { eventId: form.eventId } : {}),
    eventDetails: {
      title: form.title,
      description: form.description,
      startDateTime: isoIn(form.start),
      endDateTime: isoIn(form.end),
      location: { description: form.location, latitude: form.latitude, longitude: form.longitude },
      importSource: form.importSource,
      ...(form.icsData ? { icsData: form.icsData } : {}),
      eventImageKey: form.eventImageKey,
      checkInOpensMinutesBefore: form.checkInOpensMinutesBefore,
      timeZone: form.timeZone,
      ...(form.newImage ? { base64Image: form.newImage } : {}),
    },
    ticketSetup: {
      ticketTypes: form.ticketTypes.map((type) => ({
        id: type.id,
        name: type.name,
        price: numberOr(type.price, 0),
        currency: type.currency,
        quantity: Math.max(1, Math.round(numberOr(type.quantity, 1))),
        description: type.description,
        roles: rolesOf(type.roles),
        sessionIds: type.sessionIds ?? null,
        hidden: type.hidden ?? false,
        payWhatYouWant: type.payWhatYouWant ?? false,
        priceSteps: priceStepsOf(type.priceSteps, form.timeZone),
      })),
      sessions: form.sessions.map((session) => sessionOf(session, form.timeZone)),
      ...(Object.keys(salesPeriod).length > 0 ? { salesPeriod } : {}),
      refundPolicy: form.refundPolicy,
    },
    checkout: {
      paymentMethods: form.paymentMethods,
      termsAndConditions: form.termsAndConditions,
    },
  };
}
