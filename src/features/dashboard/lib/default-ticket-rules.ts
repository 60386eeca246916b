// Settings' default ticket types (spec §5): name non-blank, price given and ≥ 0, description
// non-blank; saving needs every type complete. Price inputs keep text so "" can be shown as empty.
export interface DefaultTicketDraft {
  key: string;
  name: string;
  price: string;
  description: string;
}

export const DEFAULT_TYPES_INCOMPLETE =
  'Please complete all required fields for ticket types. Name, price, and description are required.';

export type InvalidFields = Array<{ name: boolean; price: boolean; description: boolean }>;

export function invalidFieldsOf(types: DefaultTicketDraft[]): InvalidFields {
  return types.map((type) => {
    const price = type.price.trim() === '' ? Number.NaN : Number(type.price);
    return {
      name: type.name.trim() === '',
      price: !Number.isFinite(price) || price < 0,
      description: type.description.trim() === '',
    };
  });
}

export const allValid = (invalid: InvalidFields) =>
  invalid.length > 0 && invalid.every((type) => !type.name && !type.price && !type.description);

/** A typed price keeps digits, one point and cents; anything non-numeric becomes empty (spec §5). */
export function priceInput(value: string): string {
  const match = /^(\d*)(\.\d{0,2})?\d*$/.exec(value);
  return match ? `${match[1]}${match[2] ?? ''}` : '';
}
