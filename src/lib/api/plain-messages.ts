// The server's validation messages in words a user reads: its schema messages name request fields
// ("eventId must be an event id.", "currentStep must be from 1 to 3."), which is right for the API
// and wrong on a screen. A message that starts with its field's name gets the field's label, or,
// for an id that does not read as one (a mistyped or cut-off link), says so plainly.
import { UNSTORABLE_TEXT_MESSAGE } from '@/contract/storable-text';

/** The labels the screens give the fields a user fills in, by path, then by last name. */
const LABELS_BY_PATH: Record<string, string> = {
  'eventDetails.location.description': 'Event Location',
  'eventDetails.description': 'Description',
};
const LABELS: Record<string, string> = {
  title: 'Event Title',
  startDateTime: 'Start',
  endDateTime: 'End',
  checkInOpensMinutesBefore: 'Check-in opens',
  ticketTypes: 'Ticket types',
  name: 'Name',
  price: 'Price',
  quantity: 'Quantity',
  currency: 'Currency',
  startDate: 'Sales start',
  endDate: 'Sales end',
  refundPolicy: 'Refund Policy',
  paymentMethods: 'Payment methods',
  termsAndConditions: 'Terms and Conditions',
  currentStep: 'Step',
  email: 'Email',
  password: 'Password',
  newPassword: 'Password',
  count: 'Number of tickets',
  date: 'Date',
  at: 'Time',
};

export const EVENT_NOT_FOUND =
  'That event could not be found: the link may be mistyped or out of date.';
export const LINK_NOT_RIGHT = 'That link is not right: it may be mistyped or out of date.';
export const REQUEST_NOT_RIGHT = 'Something went wrong sending that. Please try again.';

const leafOf = (field: string) =>
  field
    .split('.')
    .filter((part) => !/^\d+$/.test(part))
    .at(-1) ?? field;

/** "checkInOpensAt" → "Check in opens at": a field's name as words, when no label is known. */
const wordsOf = (name: string) => {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The label a screen shows for a request field ("eventDetails.startDateTime" → "Start"). */
export function fieldLabel(field: string): string {
  const leaf = leafOf(field);
  return LABELS_BY_PATH[field.replace(/\.\d+(?=\.|$)/g, '')] ?? LABELS[leaf] ?? wordsOf(leaf);
}

const isIdField = (leaf: string) => leaf === 'id' || /Id$/.test(leaf) || leaf === 'ticketType';

/** A validation message as a user should read it; messages already in plain words are kept. */
export function plainMessage(message: string, field?: string): string {
  if (!field) return /^The request( body)?\b/.test(message) ? REQUEST_NOT_RIGHT : message;
  const leaf = leafOf(field);
  const named = [field, leaf].find((name) => message.startsWith(`${name} `));
  if (!named) return message;
  if (isIdField(leaf) && / id\.$/.test(message))
    return /eventId$/i.test(leaf) ? EVENT_NOT_FOUND : LINK_NOT_RIGHT;
  const rest = message.slice(named.length + 1);
  const label = fieldLabel(field);
  if (rest === 'is required.') return `Please fill in ${label}.`;
  if (rest === UNSTORABLE_TEXT_MESSAGE)
    return `${label} contains a character that cannot be saved. Please type it again.`;
  const type = /^must be an? (\w+)\.$/.exec(rest)?.[1];
  if (type === 'string') return `${label} must be text.`;
  if (type === 'number') return `${label} must be a number.`;
  if (type && ['boolean', 'object', 'array'].includes(type)) return REQUEST_NOT_RIGHT;
  return `${label} ${rest}`;
}
